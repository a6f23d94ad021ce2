import { describe, expect, it } from "vitest";
import type { PartialResume } from "../../../lib/resume.ts";
import { roles, read } from "./prompt-test-helpers.server.ts";

describe("prompt classes: jobs chained with 'before that' in one sentence", () => {
  it("reads each dated role of '…since <year>, before that <title> at <Employer> <range>'", () => {
    const resume = read(
      "Oona Farrell here - I'm a bakery manager in Hobart. Managed The Crumb Room in Sandy Bay since 2020, before that pastry cook at Wattle Ovens 2015-2020.",
    );
    expect(roles(resume)).toEqual([
      ["Bakery Manager", "The Crumb Room", "2020", "", true],
      ["Pastry Cook", "Wattle Ovens", "2015", "2020", false],
    ]);
  });

  it("reads 'before this' as 'before that'", () => {
    const resume = read("I am Rafiq Hasan. Quality lead at Meghna Knitwear since 2020, before this QC officer at Padma Apparel from 2016 to 2020.");
    expect(roles(resume)).toEqual([
      ["Quality Lead", "Meghna Knitwear", "2020", "", true],
      ["QC Officer", "Padma Apparel", "2016", "2020", false],
    ]);
  });
});

describe("prompt classes: a job told by its verb alone", () => {
  it("reads '<Verb>ing for <Employer> since <year>' as a current job", () => {
    const resume = read("Teodor Lind. Driving for Nordlinjen since 2019, before that courier for Snabbpost from 2013 to 2019.");
    expect(roles(resume)).toEqual([
      ["", "Nordlinjen", "2019", "", true],
      ["Courier", "Snabbpost", "2013", "2019", false],
    ]);
  });

  it("never reads a place or a school after the opening verb as the employer", () => {
    expect(roles(read("Nadia Roux. Living in Lyon since 2019."))).toEqual([]);
    expect(roles(read("Nadia Roux. Studied at Lakeside College since 2019.")).map((role) => role[1])).not.toContain("Lakeside College");
  });
});

describe("prompt classes: the title said once, after the name", () => {
  it("gives the current job the lower-case title the home place follows", () => {
    const resume = read("Ilse Brandt, crane operator from Graz. Lifting for Kranbau Nord since 2017, before that rigger for Alpenhub from 2012 to 2017.");
    expect(roles(resume)[0]).toEqual(["Crane Operator", "Kranbau Nord", "2017", "", true]);
  });
});

describe("prompt classes: self-employed and a title with an employer", () => {
  it("reads 'Self-employed since <year>' and 'I was a <title> with <Employer> from … to …'", () => {
    const resume = read(
      "Ewan Blair, sign writer based in Dundee. Self-employed since 2018. Before that I was a sign writer with Tayside Signs from 2012 to 2018.",
    );
    expect(roles(resume)).toEqual([
      ["Sign Writer", "Self-employed", "2018", "", true],
      ["Sign Writer", "Tayside Signs", "2012", "2018", false],
    ]);
  });
});

describe("prompt classes: 'Currently at <Employer> (…); previously <Employer> (…)'", () => {
  it("reads both employers and their spans, with the title said after the name", () => {
    const resume = read(
      "Priya Nandan — certified pharmacy technician, 7 years in the trade. Currently at Greenleaf Pharmacy in Reno, NV (2021–present); previously Sierra Drugstore (2017–2021).",
    );
    expect(roles(resume)).toEqual([
      ["Certified Pharmacy Technician", "Greenleaf Pharmacy", "2021", "", true],
      ["", "Sierra Drugstore", "2017", "2021", false],
    ]);
  });

  it("reads a title the parser does not know when 'I was' names it with an employer and both ends of a span", () => {
    expect(roles(read("Ewan Blair. I was a joiner with Dunmore Timber from 2012 to 2018."))).toEqual([["Joiner", "Dunmore Timber", "2012", "2018", false]]);
  });
});

describe("prompt classes: the age said after the name", () => {
  it("never reads the name as the employer of the role after the age", () => {
    const resume = read("Marco Dela Cruz, 31, Shift Supervisor at Alorica Hub since 2021. Started as chat agent at Sutherland in 2017 until 2021.");
    expect(roles(resume)).toEqual([
      ["Shift Supervisor", "Alorica Hub", "2021", "", true],
      ["Chat Agent", "Sutherland", "2017", "2021", false],
    ]);
  });
});

describe("prompt classes: what a job was for, and a career begun after 'and'", () => {
  it("keeps the employer named with 'at' when 'as <title> for <X>' follows, and reads '…, and began her career as …'", () => {
    const resume = read(
      "Lerato Dube is a delivery lead. Before Kopano, Lerato spent three years at Corvane (2016–2019) as a team lead for Payfast, and began her career as a tester at Mzansi Labs in 2012, staying until 2016.",
    );
    expect(roles(resume)).toEqual([
      ["Team Lead", "Corvane", "2016", "2019", false],
      ["Tester", "Mzansi Labs", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: a title with its function after a comma", () => {
  it("reads 'as <Title>, <Function> at <Employer>' as one title", () => {
    const resume = read(
      "I am Rumana Karim. Since 2020 I have been working as Deputy Manager, Quality Assurance at Padma Knitwear. Before this, I was a QA officer at Rupsha Apparel from 2016 to 2020.",
    );
    expect(roles(resume)).toEqual([
      ["Deputy Manager, Quality Assurance", "Padma Knitwear", "2020", "", true],
      ["QA Officer", "Rupsha Apparel", "2016", "2020", false],
    ]);
  });

  it("never joins a lower-case word after the comma to the title", () => {
    expect(roles(read("I worked as a cashier, mostly nights at Dunmore Foods from 2015 to 2017."))[0]?.[0]).not.toContain(",");
  });
});

describe("prompt classes: two degrees named in words in one sentence", () => {
  function degrees(resume: PartialResume): [string, string, string][] {
    return (resume.education ?? []).map((e) => [e.degree ?? "", e.school ?? "", e.graduationYear ?? ""]);
  }

  it("reads '<degree> from <School> (<year>) and a <degree> from <School> (<year>)' as two degrees", () => {
    const resume = read(
      "I'm Lucia Ferrer. I have a degree in Journalism from Universidad de Sevilla (2015) and a Master in Data Journalism from Escola Brava (2017).",
    );
    expect(degrees(resume)).toEqual([
      ["Degree in Journalism", "Universidad de Sevilla", "2015"],
      ["Master in Data Journalism", "Escola Brava", "2017"],
    ]);
  });

  it("leaves one degree whole when what follows 'and a' names none", () => {
    expect(degrees(read("I'm Lucia Ferrer. I have a degree in Journalism from Universidad de Sevilla (2015) and a love of data."))).toHaveLength(1);
  });
});
