import { describe, expect, it } from "vitest";
import { entryFrom, entryUnderHead, splitDatedList } from "./entries.server.ts";

function summary(text: string, section?: Parameters<typeof entryFrom>[1]) {
  const entry = entryFrom(text, section);
  if (!entry) return undefined;
  if (entry.kind === "education") return [entry.kind, entry.education.degree, entry.education.school, entry.education.graduationYear];
  const e = entry.experience;
  return [entry.kind, e.jobTitle, e.company, e.startDate, e.endDate, e.currentJob, entry.details];
}

describe("entries: résumé-style lines", () => {
  it("reads title, employer and dates in either order and with any delimiter", () => {
    expect(summary("Site Reliability Engineer, Razorpay, Jun 2021 - Present: run Kubernetes clusters")).toEqual([
      "experience",
      "Site Reliability Engineer",
      "Razorpay",
      "Jun 2021",
      "",
      true,
      "run Kubernetes clusters",
    ]);
    expect(summary("Amazon - SDE II - 2021-now")).toEqual(["experience", "SDE II", "Amazon", "2021", "", true, ""]);
    expect(summary("HR Executive | HCL Technologies | Jul 2017 – Mar 2021")).toEqual([
      "experience",
      "HR Executive",
      "HCL Technologies",
      "Jul 2017",
      "Mar 2021",
      false,
      "",
    ]);
    expect(summary("Currently Finance Manager at Emirates NBD (since 2019)")).toEqual(["experience", "Finance Manager", "Emirates NBD", "2019", "", true, ""]);
  });

  it("reads degrees with their subject, school and year", () => {
    expect(summary("B.E. Electronics, Anna University, 2018")).toEqual(["education", "B.E. Electronics", "Anna University", "2018"]);
    expect(summary("B.Tech, Mechanical Engineering, IIT Bombay, 2017")).toEqual(["education", "B.Tech Mechanical Engineering", "IIT Bombay", "2017"]);
    expect(summary("MBA from the University of Dubai, 2016")).toEqual(["education", "MBA", "University of Dubai", "2016"]);
  });

  it("leaves sentences to the prose reader", () => {
    expect(summary("I worked at Flipkart from 2019 to now building payment services")).toBeUndefined();
    expect(summary("Before that I was a Senior Accountant at Deloitte from 2014 to 2019")).toBeUndefined();
    expect(summary("as a marketing manager at Zendesk from 2020 to 2024")).toBeUndefined();
    expect(summary("Skills: Python, SQL")).toBeUndefined();
  });

  it("splits a sentence listing several dated roles, and joins a role with the line under it", () => {
    expect(splitDatedList("Staff Engineer at Datadog (Mar 2022 – now), Senior Software Engineer at Etsy (Jan 2018 – Feb 2022)")).toEqual([
      "Staff Engineer at Datadog (Mar 2022 – now)",
      "Senior Software Engineer at Etsy (Jan 2018 – Feb 2022)",
    ]);
    const dated = entryUnderHead("Senior Design Engineer — Bentley Motors, Crewe", "March 2020 – Present");
    expect(dated?.kind === "experience" && [dated.experience.jobTitle, dated.experience.company, dated.experience.startDate]).toEqual([
      "Senior Design Engineer",
      "Bentley Motors",
      "March 2020",
    ]);
    const titled = entryUnderHead("Amazon Web Services, Seattle, WA", "Senior Solutions Architect, May 2019 – Present");
    expect(titled?.kind === "experience" && [titled.experience.jobTitle, titled.experience.company, titled.experience.location]).toEqual([
      "Senior Solutions Architect",
      "Amazon Web Services",
      "Seattle, WA",
    ]);
    expect(entryUnderHead("Sarah Johnson", "Austin, TX")).toBeUndefined();
  });
});
