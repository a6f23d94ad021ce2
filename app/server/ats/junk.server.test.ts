import { describe, expect, it } from "vitest";
import { BACKEND_RESUME } from "./fixtures.server.ts";
import { containsPlace, isPlace, withoutLocations } from "./gazetteer.server.ts";
import { degreeHeld, degreesHeld, employerNames } from "./junk.server.ts";
import { requiredEducation } from "./role-and-level.server.ts";
import { scoreResume } from "./score.server.ts";

const HVAC_POSTING = `HVAC Service Technician
Coldwater Mechanical — Reno, NV

Coldwater Mechanical is a family-owned HVAC contractor serving homes and businesses across Nevada.
Join Coldwater Mechanical and keep Reno comfortable.

Requirements
- EPA 608 certification and 3+ years of HVAC service experience
- Troubleshooting of heat pumps and furnaces; Coldwater Mechanical trains on our service systems
- Valid driver's license`;

const TEACHER_POSTING = `Grade 5 Teacher
About Brightwater Academy
Brightwater Academy is a public charter school in Denver, CO. At Brightwater Academy, teachers plan together.

What you bring
- Bachelor's degree (BA or BS) in Education; MA preferred
- State teaching license, classroom management and differentiated instruction
- Experience writing IEPs with the special education team`;

const NURSE_POSTING = `Registered Nurse – Telemetry
Pinecrest Health (Columbus, OH)

Pinecrest Health is hiring a Registered Nurse for our telemetry unit. ADN or BSN required; MSN welcome.
- Current RN license, BLS and ACLS
- Cardiac monitoring and rhythm interpretation
- Pinecrest Health offers services across Ohio`;

function resume(degree: string, extra = "") {
  const form = structuredClone(BACKEND_RESUME);
  form.education = [{ ...form.education[0]!, degree }];
  form.skills = { ...form.skills, technicalSkills: extra };
  return form;
}

const allWords = (report: ReturnType<typeof scoreResume>) => report.parts.flatMap((p) => [...p.matched, ...p.missing]).map((w) => w.toLowerCase());

describe("employer names", () => {
  it("finds the employer from the header, 'About X', 'X is', 'Join X' and 'at X'", () => {
    expect(employerNames(HVAC_POSTING)).toContain("Coldwater Mechanical");
    expect(employerNames(TEACHER_POSTING)).toContain("Brightwater Academy");
    expect(employerNames(NURSE_POSTING)).toContain("Pinecrest Health");
  });

  it("never takes a skill or a place for the employer", () => {
    const names = employerNames("Salesforce is our CRM. Chicago is where we work. Join Acmefy, where Python is everywhere.");
    expect(names).toContain("Acmefy");
    expect(names).not.toContain("Salesforce");
    expect(names).not.toContain("Chicago");
    expect(employerNames("Backend Engineer\nReliability is a priority for us. We run Kafka.")).toEqual([]);
  });

  it("never credits or asks for the employer's name", () => {
    for (const posting of [HVAC_POSTING, TEACHER_POSTING, NURSE_POSTING]) {
      const words = allWords(scoreResume({ form: BACKEND_RESUME, posting }));
      expect(words.filter((w) => /coldwater|brightwater|pinecrest/.test(w))).toEqual([]);
    }
  });
});

describe("places", () => {
  it("knows states, their codes (in capitals), countries and cities", () => {
    expect(isPlace("Ohio")).toBe(true);
    expect(isPlace("OH")).toBe(true);
    expect(isPlace("oh")).toBe(false);
    expect(isPlace("Germany")).toBe(true);
    expect(isPlace("Bengaluru")).toBe(true);
    expect(isPlace("Python")).toBe(false);
    expect(containsPlace("chicago marketing")).toBe(true);
    expect(containsPlace("in house")).toBe(false);
  });

  it("never reads a state code as a degree", () => {
    expect(withoutLocations("Boston, MA (Hybrid)")).not.toContain("MA");
    expect(requiredEducation("Warehouse Associate — Boston, MA. High school diploma required.")?.level).toBe("high school");
  });

  it("never credits or asks for a place or state code", () => {
    for (const posting of [HVAC_POSTING, TEACHER_POSTING, NURSE_POSTING]) {
      const words = allWords(scoreResume({ form: BACKEND_RESUME, posting }));
      expect(words.filter((w) => ["nv", "co", "oh", "reno", "denver", "columbus", "nevada", "ohio"].includes(w))).toEqual([]);
    }
  });
});

describe("filler", () => {
  it("never lists filler words as keywords", () => {
    const posting = `Logistics Coordinator\nWe provide logistics services and systems. Our services team runs services daily.\nServices, systems and team work: 3 years experience.\nForklift and WMS experience; inventory management.`;
    const words = allWords(scoreResume({ form: BACKEND_RESUME, posting }));
    for (const filler of ["services", "systems", "team", "experience", "years", "work"]) expect(words).not.toContain(filler);
    expect(words).toEqual(expect.arrayContaining(["forklift", "wms", "inventory management"]));
  });
});

describe("degrees", () => {
  it("ranks degrees on the general and the nursing ladder", () => {
    expect(degreesHeld("Bachelor of Science in Nursing (BSN)")).toEqual({ general: 3, nursing: 3 });
    expect(degreesHeld("MBA, Finance")).toEqual({ general: 4, nursing: 0 });
    expect(degreeHeld("ADN", degreesHeld("BSN"))).toBe(true);
    expect(degreeHeld("MSN", degreesHeld("BSN"))).toBe(false);
    expect(degreeHeld("BS", degreesHeld("Master of Science in Education"))).toBe(true);
    expect(degreeHeld("BSN", degreesHeld("Bachelor of Science in Computer Science"))).toBe(false);
  });

  it("never asks a BSN nurse for an ADN, nor credits a BS to a master", () => {
    const nurse = scoreResume({ form: resume("Bachelor of Science in Nursing (BSN)", "Telemetry, ACLS, BLS"), posting: NURSE_POSTING });
    expect(allWords(nurse)).not.toContain("adn");
    const teacher = scoreResume({ form: resume("Master of Arts in Education"), posting: TEACHER_POSTING });
    expect(allWords(teacher).filter((w) => ["ba", "bs", "ma"].includes(w))).toEqual([]);
  });

  it("still lists a degree the candidate lacks", () => {
    const report = scoreResume({ form: resume("Bachelor of Science in Computer Science"), posting: NURSE_POSTING + "\nBSN required. BSN preferred." });
    expect(report.missing.map((w) => w.toLowerCase())).toContain("bsn");
  });
});
