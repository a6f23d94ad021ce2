import { describe, expect, it } from "vitest";
import { degrees, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: lines of fields", () => {
  it("reads 'YEAR onwards' closing a line as a range open to now", () => {
    const resume = read(
      [
        "• Bram Okafor – licensed plumber, Ballarat VIC",
        "• Owner / plumber – Okafor Plumbing (self-employed) – 2020 onwards",
        "• Apprentice plumber – Wattle Pipe Services – 2011 – 2015",
      ].join("\n"),
    );
    expect(roles(resume)).toEqual([
      ["Owner / Plumber", "Okafor Plumbing", "2020", "", true],
      ["Apprentice Plumber", "Wattle Pipe Services", "2011", "2015", false],
    ]);
  });

  it("takes no field with more of a company's words than a title's as the title", () => {
    const resume = read(
      [
        "Bram Okafor – licensed plumber, Ballarat VIC",
        "Owner / plumber – Okafor Plumbing – 2020 – present",
        "Leading hand – Redgum Electrical Contractors – 2015 – 2020",
      ].join("\n"),
    );
    expect(roles(resume)[1]).toEqual(["Leading Hand", "Redgum Electrical Contractors", "2015", "2020", false]);
  });

  it("reads a lower-case title in brackets after an employer's name of several words as the title", () => {
    const resume = read(
      [
        "• Rhea Voss – carer",
        "• Leeds · 0421 555 000",
        "• Elm Court Care – carer – Feb 2020 to now",
        "• Kestrel Community Supports (disability support worker) – 2017–2020",
        "• Pelican Bay Hotel (night auditor) – 2014–2017",
      ].join("\n"),
    );
    expect(roles(resume).slice(1)).toEqual([
      ["Disability Support Worker", "Kestrel Community Supports", "2017", "2020", false],
      ["Night Auditor", "Pelican Bay Hotel", "2014", "2017", false],
    ]);
  });
});

describe("prompt classes: employers named back in prose", () => {
  it("gives a title held 'at the same hotel' the employer named before it", () => {
    const resume = read(
      "I'm Rhea Voss from Leeds. I am currently employed at Pelican Bay Hotel as Night Manager since 2020, before this I was a Night Auditor at the same hotel from 2017. Skills: Opera PMS.",
    );
    expect(roles(resume)).toEqual([
      ["Night Manager", "Pelican Bay Hotel", "2020", "", true],
      ["Night Auditor", "Pelican Bay Hotel", "2017", "2020", false],
    ]);
  });
});

describe("prompt classes: employers told around a title", () => {
  it("reads two titles held in one span ('a packer and later a forklift driver') as one role under both", () => {
    const resume = read(
      "Ola Nowak here, based in Gdańsk. Driver at Wisła Trans since 2019. Between 2014 and 2019 I was a packer and then a reach truck driver at Bałtyk Hurt.",
    );
    expect(roles(resume)).toEqual([
      ["Driver", "Wisła Trans", "2019", "", true],
      ["Packer, Reach Truck Driver", "Bałtyk Hurt", "2014", "2019", false],
    ]);
  });

  it("reads the employer after how many seasons the title was held", () => {
    const resume = read(
      "I'm Rhea Voss. Since 2016 I have been a chef at Tarn Bistro. Before that I was a fruit picker for three seasons with Mallee Orchards (2012-2015).",
    );
    expect(roles(resume)[1]).toEqual(["Fruit Picker", "Mallee Orchards", "2012", "2015", false]);
  });

  it("holds the last title of a chain of promotions at the employer the chain is at", () => {
    const resume = read(
      "G'day, I'm Rhea Voss. I joined Kowhai Foods in Dubbo as a packing hand in 2015, got promoted to quality officer in 2018 and I've been the site supervisor since 2022. Forklift licence.",
    );
    expect(roles(resume)).toEqual([
      ["Site Supervisor", "Kowhai Foods", "2022", "", true],
      ["Quality Officer", "Kowhai Foods", "2018", "2022", false],
      ["Packing Hand", "Kowhai Foods", "2015", "2018", false],
    ]);
  });
});

describe("prompt classes: schooling", () => {
  it("reads a lower-case 'certificate in …' from a school on a line of its own", () => {
    const resume = read(
      [
        "Rhea Voss",
        "Retail",
        "- Keyholder at Elm Boutique 2017-2020",
        "- certificate in retail management from Mesa Verde Community College 2019",
        "- skills: inventory, scheduling",
      ].join("\n"),
    );
    expect(degrees(resume)).toEqual([["Certificate in retail management", "Mesa Verde Community College", "2019"]]);
  });

  it("reads a qualification's letters and its subject in one word, held from a school", () => {
    const resume = read(
      "I am Bilal Khan, electrical technician from Sialkot. Currently working with Ravi Steel Mills as Maintenance Electrician from 2019 to till date. I hold DAE Mechanical from Indus Polytechnic Institute, 2013. Skills: motor rewinding.",
    );
    expect(degrees(resume)).toEqual([["DAE Mechanical", "Indus Polytechnic Institute", "2013"]]);
  });

  it("reads a bootcamp whose subject pairs two with a slash", () => {
    const resume = read(
      "I spent 8 years as a maths teacher at Elm Ridge School (2012–2020) and then did a UX/UI bootcamp with Brightpath Academy in 2021. Since 2022 I've been a designer at Kowhai Studio. — Ana Ruiz, ana@example.com",
    );
    expect(degrees(resume)).toEqual([["UX/UI bootcamp", "Brightpath Academy", "2021"]]);
  });
});

describe("prompt classes: employers after the kind of place", () => {
  it("reads the name after 'on strawberry farm' as the employer", () => {
    const resume = read(
      "Ola Nowak, Gdańsk. Driver at Wisła Trans since 2019. Earlier I picked fruit in France as seasonal worker on strawberry farm Ferme Durand (2010-2013).",
    );
    expect(roles(resume)[1]).toEqual(["Seasonal Worker", "Ferme Durand", "2010", "2013", false]);
  });

  it("reads the employer named after 'I was in a call centre,' as the employer", () => {
    const resume = read(
      "My name is Ion Marin and I'm a tester from Iasi. Since 2022 I work as QA Engineer at Prut Digital SRL. Before that I was in a call centre, Danube Contact Services, as technical support agent for French-speaking customers, 2018-2022. Tools: Jira.",
    );
    expect(roles(resume)[1]).toEqual(["Technical Support Agent", "Danube Contact Services", "2018", "2022", false]);
  });
});

describe("prompt classes: skills on a line of their own", () => {
  it("reads a bulleted line of lower-case items after the schooling line as skills", () => {
    const resume = read(
      [
        "• Bram Okafor – licensed plumber, Ballarat VIC",
        "• Owner / plumber – Okafor Plumbing – 2020 – present",
        "• Cert III Plumbing – Eureka TAFE – 2015",
        "• hot water systems, drain clearing, gas fitting",
        "• 0458 555 999 / bram@example.com",
      ].join("\n"),
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["hot water systems", "drain clearing", "gas fitting"]));
  });
});
