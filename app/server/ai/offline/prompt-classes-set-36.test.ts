import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a course, licence or exam got, done or passed at a school or training provider", () => {
  it("reads a licence got with a driving academy, the year told before the school", () => {
    const resume = read(
      "I'm Gareth Pennock from Dudley. I drive for Copperfield Freight Ltd since 2021. Got my HGV licence in 2019 with Tamworth Driver Academy and I hold a forklift ticket.",
    );
    expect(degrees(resume)).toContainEqual(["HGV licence", "Tamworth Driver Academy", "2019"]);
  });

  it("reads a course done with a provider whose name ends in Training", () => {
    const resume = read(
      "hi im Morwen Treloar from Truro. i was a cleaner at Fal Estuary Lodge from 2005 to 2019. i did my food safety level 2 with Kernow Catering Training in 2017.",
    );
    expect(degrees(resume)).toContainEqual(["Food safety level 2", "Kernow Catering Training", "2017"]);
  });

  it("reads a course had from a school named in another language, the year after it", () => {
    const resume = read(
      "I'm Rafael Cunha, a welder from Joinville. Since 2018 I work at Serra Azul Metais Ltda. I have technical course in Welding from Escola Técnica Vale Norte (2012) and NR-12 certificate.",
    );
    expect(degrees(resume)).toContainEqual(["Technical course in Welding", "Escola Técnica Vale Norte", "2012"]);
  });

  it("adds nothing for a year at a school worked at", () => {
    const resume = read("I'm Tilda Marsh. I worked at Brookfield Academy in 2016 as a cleaner, and since 2018 I am a caretaker at Elm Row Stores.");
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: a firm's legal form written in lower case with full stops", () => {
  it("keeps a Polish legal form whole and reads the role once", () => {
    const resume = read(
      "I am Marta Lis from Gdańsk. I work as logistics planner in Baltic Crane Sp. z o.o. since 2021. Before I was dispatcher in Mewa Trans (2016-2021).",
    );
    expect(roles(resume)).toEqual([
      ["Logistics Planner", "Baltic Crane Sp. z o.o.", "2021", "", true],
      ["Dispatcher", "Mewa Trans", "2016", "2021", false],
    ]);
  });
});

describe("prompt classes: a school board or district is an employer", () => {
  it("reads a title held with a school board as a role, not schooling", () => {
    const resume = read(
      "My name is Odile Parent and I live in Timmins. I have been a Library Technician with the Spruce Falls District School Board since March 2019, helping students with reading. Before that I worked as a cashier at Pinecone Market from 2014 to 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Library Technician", "Spruce Falls District School Board", "March 2019", "", true],
      ["Cashier", "Pinecone Market", "2014", "2019", false],
    ]);
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: a degree's year is the one told just after its school", () => {
  it("takes the year after the school, not a certificate's year told later in the clause", () => {
    const resume = read(
      "I am Ravi Menon, working as Network Engineer in Coral Bay Systems, Kochi from 2019. I completed BSc Physics from Lotus Valley College, Thrissur in 2016 and also I am CCNA certified (2018).",
    );
    expect(degrees(resume)).toContainEqual(["BSc Physics", "Lotus Valley College", "2016"]);
  });

  it("takes the year after 'graduating', not one told after a dash", () => {
    const resume = read(
      "Mina Okafor here. I was a baker at Crumb & Co (2008-2013), then did my Bachelor of Science at Cedar Hill University graduating 2017 - before all that I'd done a food course in 2006.",
    );
    expect(degrees(resume)).toContainEqual(["Bachelor of Science", "Cedar Hill University", "2017"]);
  });
});

describe("prompt classes: a degree's name runs on into a relative clause", () => {
  it("ends the degree before 'which I got through'", () => {
    const resume = read(
      "I'm Nia Bevan from Neath. I have been a support worker at Elm Court Care since 2018. I have my QCF Level 2 Certificate in Adult Care which I got through Coleg Afon Tawe in 2019.",
    );
    expect(degrees(resume)).toContainEqual(["QCF Level 2 Certificate in Adult Care", "Coleg Afon Tawe", "2019"]);
  });
});

describe("prompt classes: a pasted CV's grade in brackets after a qualification", () => {
  it("writes the qualification without its grade", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "PERSONAL DETAILS",
        "Name: Amani Wekesa",
        "Email: amani.wekesa@example.com",
        "",
        "WORK EXPERIENCE",
        "03/2020 – to date      Stores Assistant, Kilindini Paints Ltd, Mombasa",
        "",
        "EDUCATION",
        "2014 – 2017   Diploma in Procurement, Coast Institute of Commerce",
        "2010 – 2013   KCSE (Mean Grade C+), Tudor Hills Secondary School",
      ].join("\n"),
    );
    expect(degrees(resume)).toContainEqual(["KCSE", "Tudor Hills Secondary School", "2013"]);
  });
});

describe("prompt classes: a name written surname first, as a form's label or a surname in capitals before a comma says", () => {
  it("reads a Europass label's surname first", () => {
    const resume = read(
      [
        "Curriculum Vitae",
        "Personal information",
        "Surname(s) / First name(s)   Nowak Ewelina",
        "E-mail   ewelina.nowak@example.pl",
        "Work experience",
        "Dates   2019 – 2023",
        "Occupation or position held   Payroll Specialist",
        "Name of employer   Vistula Payroll Services",
      ].join("\n"),
    );
    expect(name(resume)).toEqual(["Ewelina", "Nowak"]);
  });

  it("reads a surname in capitals before a comma as the surname", () => {
    const resume = read(
      ["PERSONAL DETAILS", "Name: MWANGI, Grace Akinyi", "Tel: +254 700 000 111", "", "WORK EXPERIENCE", "01/2020 – to date   Cashier, Lamu Fresh Mart"].join(
        "\n",
      ),
    );
    expect(name(resume)).toEqual(["Grace", "Mwangi"]);
  });
});

describe("prompt classes: a licence class's number in a title", () => {
  it("keeps 'Class 2' in a driver's title", () => {
    const resume = read("I'm Col Hardy from Walsall. Currently driving for Oak Haulage Ltd as a Class 2 driver, been there since March 2021.");
    expect(roles(resume)).toEqual([["Class 2 Driver", "Oak Haulage Ltd", "March 2021", "", true]]);
  });
});

describe("prompt classes: chat shorthand is not read inside an email address", () => {
  it("keeps 'rn' in an email address as typed", () => {
    const resume = read("I am Wanjiru Otieno, a registered nurse in Eldoret. I work at Kerio Valley Hospital since 2019. Email: wanjiru.rn@example.co.ke");
    expect(resume.personalInfo?.email).toBe("wanjiru.rn@example.co.ke");
  });
});

describe("prompt classes: a country code before a national number written in one group", () => {
  it("keeps the country code", () => {
    const resume = read("- Name: Pema Sherpa\n- Mobile: +977 9801234567\n- Cook at Yak Lodge, Namche (2019 - present)");
    expect(resume.personalInfo?.phone).toBe("+977 9801234567");
  });
});
