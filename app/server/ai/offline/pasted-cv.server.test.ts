import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { extractResume } from "./extract.server.ts";
import { headingLineCount } from "./segments.server.ts";

const jobsOf = (resume: Awaited<ReturnType<typeof offlineWriter.resumeFromPrompt>>) =>
  (resume.experiences ?? []).map((job) => [job.jobTitle, job.company, job.startDate, job.currentJob ? "now" : job.endDate]);

/** Each job as three lines (its dates, its title, its employer and town) with its bullets under it. */
const DATES_OVER_TITLE = `OSWIN TREHARNE
Bridgend · 07700 900 412 · oswin.treharne@example.co.uk

PROFILE
Goods-in lead who has run night shifts since 2020.

EMPLOYMENT
Jan 2020 – present
Team Leader, Goods In
Coity Distribution Park Ltd, Bridgend
• Run a shift of 14 pickers and two forklift drivers
• Halved dock-to-stock time

Mar 2016 – Dec 2019
Forklift Driver
Pencoed Cold Stores, Pencoed
• Reach trucks and order pickers

Sep 2013 – Feb 2016
Picker/Packer
Ogmore Vale Supplies, Maesteg

EDUCATION
2013
Level 2 Award in Logistics Operations
Bridgend Vocational Centre

SKILLS
Forklift (counterbalance, reach), SAP EWM, stock counts`;

describe("a prompt pasted from a CV", () => {
  it("has its jobs read as the CV lays them out: dates, then title, then employer", async () => {
    const resume = await offlineWriter.resumeFromPrompt(DATES_OVER_TITLE);
    expect(jobsOf(resume)).toEqual([
      ["Team Leader, Goods In", "Coity Distribution Park Ltd", "Jan 2020", "now"],
      ["Forklift Driver", "Pencoed Cold Stores", "Mar 2016", "Dec 2019"],
      ["Picker/Packer", "Ogmore Vale Supplies", "Sep 2013", "Feb 2016"],
    ]);
    expect(resume.education?.[0]).toMatchObject({ school: "Bridgend Vocational Centre", graduationYear: expect.stringContaining("2013") });
    // the name, contacts and skills are still the writer's reading
    expect(resume.personalInfo).toMatchObject({ firstName: "Oswin", lastName: "Treharne", email: "oswin.treharne@example.co.uk" });
    expect(Object.values(resume.skills ?? {}).join(" ")).toContain("SAP EWM");
  });

  it("is told by two or more lines that are section headings of their own", () => {
    expect(headingLineCount(DATES_OVER_TITLE)).toBe(4);
    expect(headingLineCount("I run the tills at a garden centre in Ludlow.\nSkills:\nstock control, customer service")).toBe(1);
    expect(headingLineCount("- Experience: Branch Manager at Fennick & Rowe since 2019\n- Education: BTEC in Business, 2010")).toBe(0);
  });

  it("keeps the writer's reading of a paragraph with one heading", async () => {
    const paragraph = "I have been a branch manager at Fennick & Rowe Builders Merchants in Leominster since 2019.\nSkills:\nstock control, team rotas";
    expect(jobsOf(await offlineWriter.resumeFromPrompt(paragraph))).toEqual(jobsOf(extractResume(paragraph)));
  });
});
