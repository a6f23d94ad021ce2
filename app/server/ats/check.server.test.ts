import { describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../lib/resume.ts";
import { checkResume } from "./check.server.ts";
import { BACKEND_RESUME } from "./fixtures.server.ts";
import { htmlToReadingText } from "./reading-text.server.ts";
import { roundTrip } from "./round-trip.server.ts";

const ID = "0b7f5a8e-4d52-4a51-9c39-3f1f7c2d9e11";

function check(form: ResumeFormData, customization: Record<string, unknown> = {}, watermark = false) {
  return checkResume({ resumeId: ID, form, template: "professional", customization, watermark });
}

/**
 * A job description with a line that reads like a section heading ("Skills: …" — people paste
 * their stack into descriptions): a parser reading the printed CV starts a Skills section there,
 * and the next job disappears.
 */
function skillsLineInDescription(): ResumeFormData {
  const form = structuredClone(BACKEND_RESUME);
  form.experiences[0]!.description = "Skills: Python, Go, Kafka\nBuilt the ingestion pipeline";
  return form;
}

describe("ATS check", () => {
  it("finds nothing to fix on a complete, clean single-column resume", () => {
    const report = check(BACKEND_RESUME);
    expect(report.findings).toEqual([]);
    expect(report.lostFields).toEqual([]);
    expect(report.readingText).toContain("Senior Backend Engineer\tMar 2020 – Present");
  });

  it("round trip: lists the fields the generated CV loses when parsed back, with a link to each field", () => {
    const report = check(skillsLineInDescription());
    expect(report.lostFields).toEqual(expect.arrayContaining(["Experience 2: company", "Experience 2: job title"]));
    const lost = report.findings.find((f) => f.id === "round-trip.experiences[1].company")!;
    expect(lost).toMatchObject({ category: "round-trip", field: "experiences[1].company" });
    expect(lost.href).toBe(`/edit/${ID}#resume-edit-${ID}-experiences%5B1%5D.company`);
    expect(lost.detail).toContain("reads like a section heading");
    // without the heading-like line every job survives
    expect(check(BACKEND_RESUME).lostFields).toEqual([]);
  });

  it("flags missing sections, contact fields and dates", () => {
    const form = structuredClone(BACKEND_RESUME);
    form.personalInfo.summary = "";
    form.personalInfo.linkedIn = "";
    form.personalInfo.city = "";
    form.personalInfo.state = "";
    form.personalInfo.country = "";
    form.education = [];
    form.experiences[1]!.startDate = "";
    form.experiences[0]!.startDate = "sometime in 2020";
    const ids = check(form).findings.map((f) => f.id);
    expect(ids).toEqual(
      expect.arrayContaining(["sections.summary", "sections.education", "contact.linkedIn", "contact.city", "dates.start.1", "dates.format.0.startDate"]),
    );
  });

  it("flags mixed date styles and end dates before start dates", () => {
    const form = structuredClone(BACKEND_RESUME);
    form.experiences[1] = { ...form.experiences[1]!, startDate: "2017", endDate: "2016" };
    const ids = check(form).findings.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(["dates.mixed", "dates.order.1"]));
  });

  it("flags bullets without verbs or numbers, overly long bullets and first-person pronouns", () => {
    const form = structuredClone(BACKEND_RESUME);
    form.experiences[1] = {
      ...form.experiences[1]!,
      description: `Responsible for the billing services\nI built the reporting tool that our team used across ${"many different departments and ".repeat(6)}offices`,
    };
    const findings = check(form).findings;
    const ids = findings.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(["bullets.verb.1", "bullets.numbers.1", "bullets.long.1", "language.pronoun.experiences[1].description"]));
    expect(findings.find((f) => f.id === "bullets.verb.1")!.detail).toContain("Responsible for the billing services");
    for (const finding of findings) expect(finding.fix.length).toBeGreaterThan(10);
  });

  it("flags sidebar and two-column layouts, a photo and the free watermark", () => {
    const form = structuredClone(BACKEND_RESUME);
    form.personalInfo.profileImage = "/objects/photos/x.jpg";
    const report = check(form, { layoutStyle: "sidebar", includePhoto: true }, true);
    expect(report.findings.map((f) => f.id)).toEqual(expect.arrayContaining(["layout.columns", "layout.photo", "layout.watermark"]));
    expect(report.counts.layout).toBe(3);
    expect(check(form, { layoutStyle: "traditional", includePhoto: false }).findings.map((f) => f.id)).toEqual(["layout.columns"]);
  });
});

describe("reading text", () => {
  it("keeps block order, puts side-by-side items in cells, decodes entities and drops styles and images", () => {
    const html = `<html><head><style>.x{}</style></head><body><div class="cv-head"><img src="x.png" alt="Photo"><h1>Ana &amp; Bo</h1><ul class="cv-contact"><li>a@b.co</li><li>+1 555</li></ul></div><h3 class="entry-title">Engineer</h3><span class="entry-date">2020</span><p><span>Acme</span><span>Paris</span></p><ul class="bullets"><li>Built &lt;things&gt;</li></ul></body></html>`;
    expect(htmlToReadingText(html)).toBe("Ana & Bo\na@b.co\t+1 555\nEngineer\t2020\nAcme\tParis\n• Built <things>");
  });

  it("reads every template back with the name, e-mail and employers", () => {
    for (const template of ["professional", "modern", "minimalist", "combination", "executive", "creative"]) {
      const trip = roundTrip({ form: BACKEND_RESUME, template, customization: {}, watermark: false });
      expect(trip.parsed.personalInfo.email, template).toBe("sam.okafor@example.com");
      expect(
        trip.parsed.experiences.map((e) => e.company),
        template,
      ).toEqual(["Tailwind Pay", "Ledgerly"]);
      expect(trip.lost, template).toEqual([]);
    }
  });
});

describe("ATS check without false alarms", () => {
  function withBullets(description: string): ResumeFormData {
    const form = structuredClone(BACKEND_RESUME);
    form.experiences = [{ ...form.experiences[0]!, description, achievements: "" }];
    return form;
  }

  it("takes any past-tense verb for an action verb, and still flags noun phrases, adjectives and -ing openers", () => {
    const valid = withBullets(
      "Precepted 12 new graduate nurses on a 30-bed unit\nCared for 6 telemetry patients per shift\nRebuilt the billing pipeline in 3 months\nTriaged 40 patients a night",
    );
    expect(check(valid).findings.filter((f) => f.id.startsWith("bullets.verb"))).toEqual([]);
    const weak = withBullets("Team player on 3 squads\nResponsible for onboarding 5 hires\nManaging a team of 5");
    const finding = check(weak).findings.find((f) => f.id === "bullets.verb.0")!;
    expect(finding.title).toContain("3 bullets without an action verb");
  });

  it("counts the bullets the author wrote: a line with two sentences is one bullet", () => {
    const report = check(withBullets("Team player. Loved by 4 teams\nRebuilt the billing pipeline in 3 months"));
    expect(report.findings.find((f) => f.id === "bullets.verb.0")!.title).toContain("1 bullet without an action verb");
  });

  it("flags a location that names the same place twice, in the contact line and in a job", () => {
    const form = structuredClone(BACKEND_RESUME);
    form.personalInfo = { ...form.personalInfo, city: "San Francisco, CA", state: "CA", country: "" };
    form.experiences[0] = { ...form.experiences[0]!, location: "Austin, TX, Austin, TX" };
    const report = check(form);
    expect(report.findings.find((f) => f.id === "contact.repeated")).toMatchObject({ category: "contact", field: "personalInfo.city" });
    expect(report.findings.find((f) => f.id === "contact.repeated")!.title).toBe("Your location names “CA” twice");
    expect(report.findings.find((f) => f.id === "contact.repeated.0")!.title).toContain("names “Austin” twice");
  });

  it("flags skills typed without separators, and not a multi-word skill or a separated list", () => {
    const form = structuredClone(BACKEND_RESUME);
    form.skills = { ...form.skills, technicalSkills: "Go Python Node.js TypeScript", tools: "Amazon Web Services, Google Analytics" };
    const report = check(form);
    const merged = report.findings.filter((f) => f.id.startsWith("skills.merged"));
    expect(merged.map((f) => f.id)).toEqual(["skills.merged.technicalSkills"]);
    expect(merged[0]!.fix).toContain("Python, Node.js, TypeScript");
  });
});
