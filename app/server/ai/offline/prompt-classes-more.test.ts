import { describe, expect, it } from "vitest";
import { roles, name, read } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the employer in the possessive", () => {
  it("reads '<Employer>'s <title>' as the title at that employer, a plural's bare apostrophe too", () => {
    expect(roles(read("These days I'm Brindle's senior data engineer (since May 2021)."))).toEqual([["Senior Data Engineer", "Brindle", "May 2021", "", true]]);
    expect(roles(read("From 2015 to 2019 I was The Copper Kettles' sous chef."))).toEqual([["Sous Chef", "The Copper Kettles", "2015", "2019", false]]);
  });

  it("never reads a possessive before a word that is no title as an employer", () => {
    expect(roles(read("I was Maria's neighbour for years."))).toEqual([]);
  });

  it("reads the owner of '<Employer>'s <City> office' as the employer", () => {
    expect(roles(read("In June 2020 I joined Harwell's Leeds office as a tax manager."))).toEqual([["Tax Manager", "Harwell", "June 2020", "", true]]);
    expect(roles(read("Since 2022 I'm shift supervisor at Pennant's Ashby distribution centre.")).map(([, company]) => company)).toEqual(["Pennant"]);
  });

  it("keeps a possessive that is part of the employer's own name", () => {
    expect(roles(read("I was a waiter at Marco's Trattoria from 2012 to 2014."))).toEqual([["Waiter", "Marco's Trattoria", "2012", "2014", false]]);
  });
});

describe("prompt classes: a title with a plural noun inside it", () => {
  it("reads 'a senior accounts executive with <Employer>' though the tagger reads 'accounts' as a verb", () => {
    expect(roles(read("From 2014 to 2018 I was a senior accounts executive with Marlow Foods, handling VAT returns."))).toEqual([
      ["Senior Accounts Executive", "Marlow Foods", "2014", "2018", false],
    ]);
  });

  it("still reads a person's sentence as no title", () => {
    expect(roles(read("Kemi teaches chemistry at Ridgeway School since 2019.")).map(([title]) => title)).not.toContain("Teaches Chemistry");
  });
});

describe("prompt classes: names written other ways", () => {
  it("ends a dictated name before the next sentence's 'I'm'", () => {
    expect(name(read("hi my name is Tunde Bakare I'm a civil engineer in Abuja"))).toEqual(["Tunde", "Bakare"]);
  });

  it("drops letters after the name and reads a surname in capitals written first", () => {
    expect(name(read("Lena Marsh RN — Perth\nI'm a theatre nurse at Fiona Stanley Hospital since 2020."))).toEqual(["Lena", "Marsh"]);
    expect(name(read("TANAKA Haruto\nSoftware Engineer | Kyoto"))).toEqual(["Haruto", "Tanaka"]);
  });

  it("skips an 'About <nickname>' heading and reads a name after 'About' or a bio label", () => {
    expect(name(read('About Bea\nBeatriz Souza — "Bea" to friends — is a designer in Recife.'))).toEqual(["Beatriz", "Souza"]);
    expect(name(read("Speaker bio: Oona Lind is a reporter from Oulu."))).toEqual(["Oona", "Lind"]);
  });

  it("reads a name after a lower-case greeting", () => {
    expect(name(read("hey, Farid Haddad here (everyone says Fred). I'm a welder in Leeds."))).toEqual(["Farid", "Haddad"]);
  });

  it("reads the name signed under a letter's closing", () => {
    expect(name(read("Dear Hiring Manager,\nI am applying for the analyst role.\nKind regards,\nIrena Volkova\nirena@example.com"))).toEqual([
      "Irena",
      "Volkova",
    ]);
  });

  it("reads the name opening a contact line at the end of the text", () => {
    expect(name(read("Skills: SQL, Looker.\nWork: Acme since 2019 as an analyst.\nPaavo Niemi · Tampere · paavo.niemi@example.fi"))).toEqual([
      "Paavo",
      "Niemi",
    ]);
  });
});

describe("prompt classes: form-style labelled records", () => {
  it("reads one labelled field a line as a job, a field seen again opening the next", () => {
    const prompt = [
      "Employment History:",
      "1. Organization: Kestrel Dyeing Ltd",
      "   Designation: Quality Executive",
      "   Duration: May 2018 to present",
      "2. Organization: Orion Knits",
      "   Designation: Trainee",
      "   Duration: June 2016 to April 2018",
    ].join("\n");
    expect(roles(read(prompt))).toEqual([
      ["Quality Executive", "Kestrel Dyeing Ltd", "May 2018", "", true],
      ["Trainee", "Orion Knits", "June 2016", "April 2018", false],
    ]);
  });

  it("reads labelled fields split by bars on one line as a degree, and leaves a lone label alone", () => {
    const resume = read("Education:\nExam Title: BSc in Chemistry | Institute: Rajshahi University | Passing Year: 2014\nMobile: 01711 000000");
    expect((resume.education ?? []).map((e) => [e.degree, e.school, e.graduationYear])).toEqual([["BSc in Chemistry", "Rajshahi University", "2014"]]);
  });
});

describe("prompt classes: what was done, freelance work and the head of a publication", () => {
  it("never reads 'I've been <doing something> since <date>' as a role", () => {
    expect(roles(read("I've been fixing old radios for fun since 2011. Sound Engineer at Halden Audio since 2019."))).toEqual([
      ["Sound Engineer", "Halden Audio", "2019", "", true],
    ]);
  });

  it("reads 'worked freelance since <date>' as self-employment", () => {
    expect(
      roles(read("I've worked freelance since June 2018. Before that I was a copy editor at Penrose Books from 2014 to 2018.")).map(([, company]) => company),
    ).toEqual(["Self-employed", "Penrose Books"]);
  });

  it("reads 'has been editor-in-chief of <Publication>' as the title there", () => {
    expect(roles(read("Since 2020 he has been editor-in-chief of Nordlys Weekly, a regional paper."))).toEqual([
      ["Editor-In-Chief", "Nordlys Weekly", "2020", "", true],
    ]);
  });
});

describe("prompt classes: a department among the fields, and a client list", () => {
  it("reads the field with a company's words as the employer when a department stands between it and the title", () => {
    expect(roles(read("Experience:\nClaims Officer, Motor Claims, Tembo Assurance Ltd, Mar 2019 to date\nLoan Officer, Umoja Bank, 2015 – 2019"))).toEqual([
      ["Claims Officer", "Tembo Assurance Ltd", "Mar 2019", "", true],
      ["Loan Officer", "Umoja Bank", "2015", "2019", false],
    ]);
  });

  it("reads no school from the clients a freelancer names", () => {
    const resume = read("I've worked freelance since 2017. Clients include Ferrowell, Tandem Books and the University of Galway's press office.");
    expect(resume.education ?? []).toEqual([]);
  });
});

describe("prompt classes: a past job told with the work as the verb", () => {
  it("reads '<did the work> for <Employer> from <start> to <end>' as a role there, with no title made up", () => {
    expect(roles(read("From 2012 to 2016 she wrote for Harbour Gazette, covering courts."))).toEqual([["", "Harbour Gazette", "2012", "2016", false]]);
    expect(roles(read("Got my HGV licence in 2010 and drove nights for Pellham Haulage from 2010 to 2013."))).toEqual([
      ["", "Pellham Haulage", "2010", "2013", false],
    ]);
  });

  it("never reads volunteering for a cause as employment", () => {
    expect(roles(read("From 2015 to 2019 I volunteered for Crisis Line at weekends."))).toEqual([]);
  });
});

describe("prompt classes: a lower-case 'am' inside an employer's name", () => {
  it("reads 'Haus am See — <title> since <date>' as an entry, not as a sentence with 'am'", () => {
    expect(roles(read("Lena Vogt | Bremen\nExperience:\nCafé am Markt — shift supervisor since 2021\nBäckerei Lutz — sales assistant, 2018–2021"))).toEqual([
      ["Shift Supervisor", "Café am Markt", "2021", "", true],
      ["Sales Assistant", "Bäckerei Lutz", "2018", "2021", false],
    ]);
  });
});

describe("prompt classes: one degree taken after another in one clause", () => {
  it("reads '<degree> at <school> in <year> after a <degree> from <school> (<year>)' as two degrees", () => {
    const resume = read("I did my MSc Law at Northbridge University in 2019 after a BA History from Kestrel College (2017).");
    expect((resume.education ?? []).map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["MSc Law", "Northbridge University", "2019"],
      ["BA History", "Kestrel College", "2017"],
    ]);
  });
});

describe("prompt classes: a PDF's wrapped words, and a sentence opening with 'Running my own business'", () => {
  it("joins a word a line's end broke with a hyphen", () => {
    const resume = read(
      "EXPERIENCE\nHalvorsen Marine                 Jan 2018 – Dec 2021\nService Techni-\ncian\nEDUCATION\nBergen Technical College\nDiploma in Marine Engi-\nneering, 2017",
    );
    expect(roles(resume)).toEqual([["Service Technician", "Halvorsen Marine", "Jan 2018", "Dec 2021", false]]);
    expect((resume.education ?? []).map((e) => e.degree)).toEqual(["Diploma in Marine Engineering"]);
  });

  it("reads the business named after 'Running my own business,' as the employer", () => {
    expect(roles(read("Running my own business, Kowhai Electrical Ltd, since 2019. Before that I was an electrician at Sparkline from 2012 to 2019."))).toEqual(
      [
        ["", "Kowhai Electrical Ltd", "2019", "", true],
        ["Electrician", "Sparkline", "2012", "2019", false],
      ],
    );
  });
});

describe("prompt classes: 'in' for 'at' and 'like' for 'as', as English learners write them", () => {
  it("reads a known title 'in' an organisation, and 'worked in <Org> like <title>'", () => {
    expect(roles(read("First I worked in the Andean Seed Bank (ASB) like lab technician from 2012 until 2015."))).toEqual([
      ["Lab Technician", "Andean Seed Bank", "2012", "2015", false],
    ]);
    expect(roles(read("Actually I am project coordinator in Pachamama Rural Trust since 2020."))).toEqual([
      ["Project Coordinator", "Pachamama Rural Trust", "2020", "", true],
    ]);
  });

  it("never reads a city or a team after 'in' as the employer", () => {
    const companies = (prompt: string) => roles(read(prompt)).map(([, company]) => company);
    expect(companies("I am a staff nurse in Manchester since 2018.")).not.toContain("Manchester");
    expect(companies("I was a software engineer in the Data Platform team from 2019 to 2021.")).not.toContain("Data Platform");
  });
});

describe("prompt classes: languages set off between the title and the employer, and 'started there <date>'", () => {
  it("reads 'a court interpreter, Amharic and English, at <Employer> — started there <date>' as the role and its start", () => {
    expect(roles(read("I'm a court interpreter, Amharic and English, at Lakeside County Court — started there March 2020 and still there."))).toEqual([
      ["Court Interpreter", "Lakeside County Court", "March 2020", "", true],
    ]);
  });
});

describe("prompt classes: 'and that's where I am these days'", () => {
  it("reads the role just told as held now", () => {
    expect(roles(read("In May 2021 I joined Corrin Logistics as a planner, and that's where I am these days."))).toEqual([
      ["Planner", "Corrin Logistics", "May 2021", "", true],
    ]);
  });

  it("leaves a role ended before it alone", () => {
    expect(roles(read("From 2015 to 2018 I was a planner at Corrin Logistics. I am these days a consultant at Vell & Co since 2019.")).at(-1)).toEqual([
      "Planner",
      "Corrin Logistics",
      "2015",
      "2018",
      false,
    ]);
  });
});

describe("prompt classes: 'Systems:' labels the tools used", () => {
  it("reads the items after 'Systems:' as skills", () => {
    const skills = Object.values(read("I'm a dispatcher at Orrin Freight since 2019. Systems: Trimble, Omnitracs, Excel.").skills ?? {}).join(", ");
    expect(skills).toContain("Trimble");
    expect(skills).toContain("Omnitracs");
  });
});
