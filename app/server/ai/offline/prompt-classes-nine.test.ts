import { describe, expect, it } from "vitest";
import { roles, name, read } from "./prompt-test-helpers.server.ts";

describe("prompt classes: 'working in <Employer> as <title>'", () => {
  it("reads 'in' before an employer and 'as' before the title as 'at'", () => {
    const resume = read(
      "My name is Arvind Sethi. Currently working in Brightleaf Infosys as Network Engineer from Mar 2022. Before that I worked in Coralnet Systems as Support Associate from May 2019 to Feb 2022.",
    );
    expect(roles(resume)).toEqual([
      ["Network Engineer", "Brightleaf Infosys", "Mar 2022", "", true],
      ["Support Associate", "Coralnet Systems", "May 2019", "Feb 2022", false],
    ]);
  });

  it("never reads a city after 'working in' as the employer", () => {
    expect(roles(read("I was working in Leeds as a nurse from 2015 to 2018.")).map((role) => role[1])).not.toContain("Leeds");
  });
});

describe("prompt classes: the verb said once for two jobs", () => {
  it("reads '… and with <Employer> as <title> since <year>' as a second job", () => {
    const resume = read(
      "I am Chidi Obi. I worked with Harbor Freightways as route planner from 2015 to 2019 and with Tandem360 as fleet coordinator since 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Fleet Coordinator", "Tandem360", "2019", "", true],
      ["Route Planner", "Harbor Freightways", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: the name after a greeting or with a middle initial", () => {
  it("takes no greeting for the name", () => {
    expect(name(read("Howdy, Cole Brennan here, welder in Tulsa. I worked for Ironridge Fabrication as a welder from 2014 to 2020."))).toEqual([
      "Cole",
      "Brennan",
    ]);
    expect(name(read("G'day, Mia Quinn here, chef in Perth."))).toEqual(["Mia", "Quinn"]);
  });

  it("leaves a middle initial out of the surname", () => {
    expect(name(read("Name: Rosalind T. Abad\nMobile: +63 917 000 1122\nEmail: ros.abad@example.com"))).toEqual(["Rosalind", "Abad"]);
  });
});

describe("prompt classes: a founded business still run", () => {
  it("reads a business the person founded as a job, current when they still run it", () => {
    const resume = read(
      "Dana Pike is a master carpenter. She worked as a joiner for Oakline Builders from 2008 to 2014. In 2014 she founded Pike Timberworks in Bend, Oregon, which she still owns and runs.",
    );
    const founded = roles(resume).find((role) => role[1] === "Pike Timberworks");
    expect(founded?.slice(2)).toEqual(["2014", "", true]);
    expect(resume.education ?? []).toEqual([]);
  });

  it("reads 'I still work there' as the job just told going on", () => {
    const resume = read("In June 2020 I joined Quillfin as a data analyst and I still work there, building reports.");
    expect(roles(resume)).toEqual([["Data Analyst", "Quillfin", "June 2020", "", true]]);
  });
});

describe("prompt classes: a career begun somewhere, a stay told after 'where'", () => {
  it("reads 'began her career with <Employer> in <year> as <title>', ended by 'leaving in <year>'", () => {
    const resume = read(
      "Ines Varga began her career with Stonebridge Surveys in 2009 as a junior surveyor, leaving in 2013 to join Kelmar Geodata as a surveyor until 2018.",
    );
    expect(roles(resume)).toContainEqual(["Junior Surveyor", "Stonebridge Surveys", "2009", "2013", false]);
  });

  it("reads a degree then 'and started as <title> at <Employer>' as two facts, and 'where I stayed until' as the end", () => {
    const resume = read(
      "I got my BA in History at Lakemont University in 2015 and started as an archivist at Fenwick Records in August 2015, where I stayed until March 2019.",
    );
    expect(roles(resume)).toEqual([["Archivist", "Fenwick Records", "August 2015", "March 2019", false]]);
    expect(resume.education?.map((item) => [item.degree, item.school, item.graduationYear])).toEqual([["BA in History", "Lakemont University", "2015"]]);
  });
});

describe("prompt classes: two degrees, one an abbreviation introduced by an article", () => {
  it("reads '… and a <ABBR> from <School>, <year>' as a second degree", () => {
    const resume = read("I hold an MBA (Finance) from Harlow Business School, 2019 and a BBM from Ridgefield College, 2016.");
    expect(resume.education?.map((item) => [item.degree, item.school, item.graduationYear])).toEqual([
      ["MBA", "Harlow Business School", "2019"],
      ["BBM", "Ridgefield College", "2016"],
    ]);
  });

  it("never reads a title held 'at' an employer as a degree", () => {
    expect(read("I was a BDR at Tallyway from 2019 to 2021.").education ?? []).toEqual([]);
  });
});

describe("prompt classes: a school the person teaches at", () => {
  it("reads a dated stay at a school, followed by 'where I teach', as a job there", () => {
    const resume = read("Since January 2021 I have been at Elmhurst Lane Primary School, where I teach Year 2 and lead science.");
    expect(roles(resume)).toEqual([["", "Elmhurst Lane Primary School", "January 2021", "", true]]);
  });

  it("never reads a school where the person studied as a job", () => {
    expect(roles(read("From 2012 to 2015 I was at Elmhurst College, where I studied chemistry."))).toEqual([]);
  });
});

describe("prompt classes: résumé lines", () => {
  it("reads '<title> – <Employer with a company's word>, <town> (dates)' with the title first", () => {
    const resume = read("WORK HISTORY\n• Picker Packer – Dunmore Distribution Centre, Ashby (Mar 2014 – Jan 2018)");
    expect(roles(resume)).toEqual([["Picker Packer", "Dunmore Distribution Centre", "Mar 2014", "Jan 2018", false]]);
  });

  it("reads a degree, its school and its year on three lines of their own", () => {
    const resume = read("EDUCATION\nBachelor of Arts in History\nNorthfield University\n2014");
    expect(resume.education?.map((item) => [item.degree, item.school, item.graduationYear])).toEqual([
      ["Bachelor of Arts in History", "Northfield University", "2014"],
    ]);
  });
});

describe("prompt classes: a product named with its maker", () => {
  it("keeps the maker before a known product in prose, grouped as the product is", () => {
    const resume = read(
      "I'm Petra Lind, a graphic designer. My tools of choice are Figma, Adobe Illustrator and Autodesk Revit, and I present in Microsoft PowerPoint.",
    );
    expect(resume.skills?.tools).toContain("Adobe Illustrator");
    expect(resume.skills?.tools).toContain("Microsoft PowerPoint");
    expect(resume.skills?.tools ?? "").not.toMatch(/(?:^|, )Illustrator(?:,|$)/);
  });
});

describe("prompt classes: a length of time after a stated start", () => {
  it("ends a role the stated number of years after its start", () => {
    const resume = read(
      "In 2012 I joined Brackwater Foods as a buyer and worked there for 3 years. Since 2016 I have been a category manager at Olvera Retail.",
    );
    expect(roles(resume)).toContainEqual(["Buyer", "Brackwater Foods", "2012", "2015", false]);
  });

  it("reads 'worked for N years at <Employer> … from <year>' the same way", () => {
    expect(roles(read("I worked for 4 years at Pellham Print as a press operator from 2009."))).toEqual([
      ["Press Operator", "Pellham Print", "2009", "2013", false],
    ]);
  });
});

describe("prompt classes: a certificate from a school", () => {
  it("reads '<Name> certificate from <School> in <year>' as education", () => {
    const resume = read("I earned a Site Safety Supervision certificate from Harlow Technical in 2019.");
    expect(resume.education?.map((item) => [item.degree, item.school, item.graduationYear])).toEqual([
      ["Site Safety Supervision certificate", "Harlow Technical", "2019"],
    ]);
  });
});

describe("prompt classes: a certification's acronym listed as a skill", () => {
  it("keeps an acronym listed after 'Skills:' among the skills", () => {
    const resume = read("I am Ravi Menon, IT support analyst. Skills: Active Directory, Office 365, PRINCE2.");
    expect(Object.values(resume.skills ?? {}).join(", ")).toContain("PRINCE2");
  });

  it("still reads a certification named as one", () => {
    const resume = read("I am Ravi Menon, IT support analyst. I am PRINCE2 certified.");
    expect(Object.values(resume.skills ?? {}).join(", ")).not.toContain("PRINCE2");
  });
});

describe("prompt classes: a second degree at the school named just before", () => {
  it("reads 'and went back there for my <degree>' as a degree at the same school", () => {
    const resume = read(
      "I did my Certificate IV in Fitness at Ashgrove Institute in 2015 and went back there for my Diploma of Sport Development, which I finished in 2018.",
    );
    expect(resume.education?.map((item) => [item.degree, item.school, item.graduationYear])).toEqual([
      ["Certificate IV in Fitness", "Ashgrove Institute", "2015"],
      ["Diploma of Sport Development", "Ashgrove Institute", "2018"],
    ]);
  });

  it("keeps a whole degree named with no school", () => {
    expect(read("In 2019 I finished my Diploma of Early Childhood Education.").education?.map((item) => item.degree)).toEqual([
      "Diploma of Early Childhood Education",
    ]);
  });
});
