import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: 'before that as' an earlier title 'there from' a year", () => {
  it("adds the earlier title at the same employer, until the later one began", () => {
    const resume = read(
      "Priya Lomax is a data analyst at Tern Valley Bank (2022–present). She spent years in hospitality, most recently as shift manager at Lantern Row Cafe (2018–2021) and before that as a waitress there from 2014.",
    );
    expect(roles(resume)).toEqual([
      ["Data Analyst", "Tern Valley Bank", "2022", "", true],
      ["Shift Manager", "Lantern Row Cafe", "2018", "2021", false],
      ["Waitress", "Lantern Row Cafe", "2014", "2018", false],
    ]);
  });
});

describe("prompt classes: a later title 'appointed' at the employer already told", () => {
  it("splits the job at the year of the appointment", () => {
    const resume = read(
      "Mr Tobias Renwick is a chemistry teacher. He has taught chemistry at Alder Heath Academy since 2012 and was appointed Head of Science there in 2020. Before that he taught at Corven Grammar School from 2008 to 2011.",
    );
    expect(roles(resume).slice(0, 2)).toEqual([
      ["Head of Science", "Alder Heath Academy", "2020", "", true],
      [expect.any(String), "Alder Heath Academy", "2012", "2020", false],
    ]);
    const forWhat = read("Nell Osei has taught art at Fenwick Park School since 2013 and was appointed Head of Department for Art and Design there in 2019.");
    expect(roles(forWhat)[0]).toEqual(["Head of Department for Art and Design", "Fenwick Park School", "2019", "", true]);
  });
});

describe("prompt classes: work done 'in' an organisation, dated", () => {
  it("reads the organisation as an employer, and a town as none", () => {
    const resume = read(
      "I am Ravi Kumar from Pune. At present I am working as Sales Executive with Zentro since 2023. During my college I did part time data entry work in Lotus Print House from 2020 to 2022.",
    );
    expect(roles(resume)).toEqual([
      ["Sales Executive", "Zentro", "2023", "", true],
      ["", "Lotus Print House", "2020", "2022", false],
    ]);
    const town = read("I am Ravi Kumar. I did some volunteer work in Nairobi from 2019 to 2020.");
    expect(roles(town).map(([, company]) => company)).not.toContain("Nairobi");
  });
});

describe("prompt classes: a pasted CV's line under a role telling the title it was 'promoted from'", () => {
  it("gives that earlier role its bare title", async () => {
    const resume = await offlineWriter.resumeFromPrompt(`SHIFT LEAD
Dana Whitlow  ·  Leeds  ·  07900 555 111

EXPERIENCE
Shift Lead, Brackley Foods Ltd — 2021–present
(promoted from Packer, same company, 2018–2021)
Cashier, Nettle Lane Store — 2016 – 2018

EDUCATION
BTEC Level 2 in Retail – Harrow Fields College, 2015`);
    expect((resume.experiences ?? []).map((job) => [job.jobTitle, job.company, job.startDate, job.endDate])).toEqual([
      ["Shift Lead", "Brackley Foods Ltd", "2021", "Present"],
      ["Packer", "Brackley Foods Ltd", "2018", "2021"],
      ["Cashier", "Nettle Lane Store", "2016", "2018"],
    ]);
  });
});

describe("prompt classes: 'got a job at' an employer names no title", () => {
  it("leaves the title empty rather than 'Job'", () => {
    const resume = read("I'm Dale Kovac from Flint. In 2015 I got a job at Riverbend Motors and stayed until 2019. Now I am a driver at Swiftline since 2019.");
    expect(roles(resume)).toEqual([
      ["Driver", "Swiftline", "2019", "", true],
      ["", "Riverbend Motors", "2015", "2019", false],
    ]);
    const post = read("Dale Kovac took a position at Riverbend Motors in 2015.");
    expect(roles(post).map(([title]) => title)).toEqual([""]);
  });
});

describe("prompt classes: the titles held in turn at an employer one 'got a job at'", () => {
  it("splits the job there at the later title's year", () => {
    const resume = read("In 1994 I got a job at Riverbend Motors, first as an assembler and from 2004 as a quality inspector, until 2014.");
    expect(roles(resume)).toEqual([
      ["Quality Inspector", "Riverbend Motors", "2004", "2014", false],
      ["Assembler", "Riverbend Motors", "1994", "2004", false],
    ]);
  });
});

describe("prompt classes: a list of skills opened by 'I have skill in'", () => {
  it("reads the list as skills", () => {
    const resume = read(
      "I am Nadia Rahman from Sylhet, a merchandiser at Surma Knitwear since 2019. I have skill in costing, sampling, order follow-up and ERP.",
    );
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["costing", "sampling", "erp"]));
  });
});

describe("prompt classes: a pasted CV with no headings, its skills on a line of their own", () => {
  it("reads that line's short items as skills, and no language spoken among them", () => {
    const resume = read(`Tamsin Rook	Hobart TAS 7000
Phone 0400 555 120	Email tamsin.rook@example.com

Practice Manager	Derwent Dental	2019–current
Receptionist	Derwent Dental	2014–2019

Certificate IV in Business	Sandy Bay College	2013

Claims lodging, minute taking, MS Office, accounts payable`);
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["Claims lodging", "minute taking", "MS Office", "accounts payable"]));
    const bullets = read(`• Lena Morrow – Leeds
• Rates Officer, Harrow Vale Council, since 2019
• Cashier at Dunmore Stores, 2012 - 2015
• Council tax, rates queries, Civica, Polish & Czech speaker
• lena.morrow@example.com`);
    expect(skillNames(bullets)).toEqual(expect.arrayContaining(["Council tax", "rates queries", "Civica"]));
    expect(skillNames(bullets)).not.toContain("Polish");
  });
});

describe("prompt classes: 'and is trained in' after a degree in the same sentence", () => {
  it("reads what follows as a skill", () => {
    const resume = read(
      "Kiran Rai is a sous chef at Hotel Lumbini in Pokhara (since 2020). Kiran holds a Diploma in Culinary Arts from Annapurna Hospitality School (2014) and is trained in HACCP food safety.",
    );
    expect(skillNames(resume)).toContain("HACCP food safety");
  });
});
