import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";
import { sentencesOf } from "./segments.server.ts";

describe("prompt classes: a sentence ending in an employer's 'Ltd.'", () => {
  it("splits after 'Ltd.' when a new sentence follows, and keeps each role whole", () => {
    const resume = read(
      "Tamsin Rowe, bookkeeper. Bookkeeper at Harrow Ledger Ltd. from 2018 to 2022. I then joined Quill Accounts as senior bookkeeper in 2022.",
    );
    expect(roles(resume)).toContainEqual(["Bookkeeper", "Harrow Ledger Ltd.", "2018", "2022", false]);
    expect(roles(resume)).toHaveLength(2);
  });

  it("keeps what still belongs to the employer's name or its dates", () => {
    expect(sentencesOf("Engineer at Tanaka Co. Ltd. since 2019.")).toHaveLength(1);
    expect(sentencesOf("Buyer at Orrin Supplies Inc. 2016–2019.")).toHaveLength(1);
    expect(sentencesOf("Clerk at Fenby Ltd. Then I moved to Leeds.")).toEqual(["Clerk at Fenby Ltd.", "Then I moved to Leeds."]);
  });
});

describe("prompt classes: an introduction with 'myself'", () => {
  it("reads the name after 'myself' at the start", () => {
    expect(name(read("myself Kavya Rao from Hubli. i am working as lab technician in Arogya Labs from 2020 onwards."))).toEqual(["Kavya", "Rao"]);
    expect(name(read("Myself Anand Patil, welder with eight years experience. kavya@example.com"))).toEqual(["Anand", "Patil"]);
  });

  it("reads the name after an introduction in another language ('Sou', 'Soy', 'Je m'appelle')", () => {
    expect(name(read("Sou Tiago Ramos, chef de cozinha. Head chef at Casa Lume since 2020."))).toEqual(["Tiago", "Ramos"]);
    expect(name(read("Soy Lucía Prieto, enfermera en Murcia."))).toEqual(["Lucía", "Prieto"]);
    expect(name(read("Je m'appelle Anaïs Roy. Infirmière à Lyon."))).toEqual(["Anaïs", "Roy"]);
  });
});

describe("prompt classes: a certificate named with the school that gave it", () => {
  it("reads a sentence that opens with the verb ('Got my … certificate from …')", () => {
    const resume = read("Pia Lund, baker in Oslo. Got my Baking certificate from Bryne College in 2012 and then worked at Kornet from 2012 to 2016.");
    expect(degrees(resume)).toEqual([["Baking certificate", "Bryne College", "2012"]]);
    expect(roles(resume)).toEqual([["Baker", "Kornet", "2012", "2016", false]]);
  });

  it("reads 'a Certificate in <Field> from <School>'", () => {
    const resume = read("Odile Varga, dental nurse. I earned a Certificate in Dental Radiography from Saltmarsh College in 2018.");
    expect(degrees(resume)).toEqual([["Certificate in Dental Radiography", "Saltmarsh College", "2018"]]);
  });
});

describe("prompt classes: one school shared by two degrees ('both from …')", () => {
  it("gives each degree the school named once after them", () => {
    const resume = read("Ines Caro, archivist. I hold a BA in History and an MA in Archives, both from Tarn University.");
    expect(degrees(resume)).toEqual([
      ["BA in History", "Tarn University", ""],
      ["MA in Archives", "Tarn University", ""],
    ]);
  });

  it("keeps each degree's own year", () => {
    const resume = read("Ines Caro. I have a BSc in Biology (2012) and an MSc in Ecology (2014), both at the University of Alder.");
    expect(degrees(resume)).toEqual([
      ["BSc in Biology", "University of Alder", "2012"],
      ["MSc in Ecology", "University of Alder", "2014"],
    ]);
  });
});

describe("prompt classes: an Honours degree chained after another with 'and an'", () => {
  it("reads each degree with its own school and year", () => {
    const resume = read(
      "Thandeka Mbeki, counsellor. I completed my Bachelor of Arts at Umzi University in 2014 and an Honours in Psychology at Karoo College in 2016.",
    );
    expect(degrees(resume)).toEqual([
      ["Bachelor of Arts", "Umzi University", "2014"],
      ["Honours in Psychology", "Karoo College", "2016"],
    ]);
  });

  it("does not read a grade ('with Honours') as a second degree", () => {
    const resume = read("Thandeka Mbeki. BA in History with Honours from Umzi University, 2011.");
    expect(degrees(resume)).toHaveLength(1);
  });
});

describe("prompt classes: a course told by the verb that ended it", () => {
  it("reads 'Completed my <Course> at <School> in <year>' as education", () => {
    const resume = read("Bram Oakes, plumber. Completed my Plumbing Apprenticeship at Ferncliff Institute of Technology in 2015.");
    expect(degrees(resume)).toEqual([["Plumbing Apprenticeship", "Ferncliff Institute of Technology", "2015"]]);
  });

  it("leaves the bracket after the course out ('I finished <Course> (<title>) at …')", () => {
    const resume = read("Bram Oakes. I finished Civil Engineering (inzynier) at Marl University of Technology in 2016.");
    expect(degrees(resume)).toEqual([["Civil Engineering", "Marl University of Technology", "2016"]]);
  });

  it("reads nothing when what was completed was at an employer", () => {
    expect(degrees(read("Bram Oakes. I completed my Harbour Project at Fjord Energy in 2018."))).toEqual([]);
  });
});

describe("prompt classes: a job told as 'working in <Employer>'", () => {
  it("reads the employer after 'working in' when the clause is dated", () => {
    const resume = read("Rumana Begum, quality checker. Working in Tamar Knitwear from 2018 till now.");
    expect(roles(resume)).toEqual([["", "Tamar Knitwear", "2018", "", true]]);
  });

  it("reads a past one told with 'was worked in'", () => {
    const resume = read("Rumana Begum. i was worked in Ostrow Motor Company 2013 to 2017.");
    expect(roles(resume)).toEqual([["", "Ostrow Motor Company", "2013", "2017", false]]);
  });

  it("reads the title after the dates ('worked in <Employer> <range> as <title>')", () => {
    const resume = read("Rumana Begum. i was worked in Ostrow Motor Company 2013 to 2017 as machine operator.");
    expect(roles(resume)).toEqual([["Machine Operator", "Ostrow Motor Company", "2013", "2017", false]]);
  });

  it("reads no employer when what follows 'working in' is a place", () => {
    expect(roles(read("Rumana Begum, nurse. Working in London since 2018."))).toEqual([]);
  });
});

describe("prompt classes: a job held 'from <year> onwards'", () => {
  it("reads it as current", () => {
    const resume = read("Ravi Naik. i am working as lathe operator in Kaveri Forgings from 2019 onwards.");
    expect(roles(resume)).toEqual([["Lathe Operator", "Kaveri Forgings", "2019", "", true]]);
  });
});

describe("prompt classes: a current job told by its verb with an object ('I test payment software at …')", () => {
  it("reads the employer after the verb's object when the clause is dated since", () => {
    expect(roles(read("Ola Berg. I test payment software at Telvik since 2020."))).toEqual([["", "Telvik", "2020", "", true]]);
    expect(roles(read("Ola Berg. I repair farm machinery for Vang Agri since 03/2019."))).toEqual([["", "Vang Agri", "03/2019", "", true]]);
  });

  it("reads no job from a pastime ('I play football with <Club>')", () => {
    expect(roles(read("Ola Berg. I play football with Fjord Rovers since 2015."))).toEqual([]);
  });
});
