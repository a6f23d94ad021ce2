import { describe, expect, it } from "vitest";
import { BACKEND_POSTING, BACKEND_RESUME, NURSE_POSTING } from "./fixtures.server.ts";
import { findSkills } from "./keywords.server.ts";
import { detectJobTitle, requiredEducation } from "./role-and-level.server.ts";
import { scoreResume } from "./score.server.ts";

function withSkills(technicalSkills: string, tools: string) {
  return { ...structuredClone(BACKEND_RESUME), skills: { ...BACKEND_RESUME.skills, technicalSkills, tools } };
}

describe("ATS match score", () => {
  it("scores a resume written for the posting at 90 or more", () => {
    const report = scoreResume({ form: BACKEND_RESUME, posting: BACKEND_POSTING });
    expect(report.score).toBeGreaterThanOrEqual(90);
    expect(report.jobTitle).toBe("Senior Backend Engineer");
    expect(report.missing).toEqual([]);
    expect(report.parts.map((p) => p.key)).toEqual(["hardSkills", "jobTitle", "experience", "education", "softSkills", "keywords"]);
    expect(report.parts.reduce((sum, p) => sum + p.weight, 0)).toBeGreaterThanOrEqual(99);
  });

  it("scores an unrelated posting at 20 or less, listing what the posting wants", () => {
    const report = scoreResume({ form: BACKEND_RESUME, posting: NURSE_POSTING });
    expect(report.score).toBeLessThanOrEqual(20);
    expect(report.jobTitle).toBe("Registered Nurse");
    expect(report.missing).toEqual(expect.arrayContaining(["Patient Care", "Empathy", "RN", "BSN"]));
    expect(report.parts.find((p) => p.key === "hardSkills")!.score).toBe(0);
  });

  it("raises the score when a missing keyword is added to the resume", () => {
    const posting = BACKEND_POSTING;
    const without = withSkills("Python, SQL, Distributed Systems, System Design", "PostgreSQL, Docker, Kubernetes, AWS");
    // Kafka and Go appear elsewhere in the fixture: remove them everywhere
    without.experiences = without.experiences.map((e) => ({
      ...e,
      description: e.description?.replace(/Go, Kafka and |Kafka/g, ""),
      technologies: "Python, PostgreSQL",
      achievements: "",
    }));
    without.personalInfo.summary = "Backend engineer building distributed systems.";
    const before = scoreResume({ form: without, posting });
    expect(before.missing).toContain("Kafka");
    const withKafka = { ...without, skills: { ...without.skills, tools: `${without.skills.tools}, Kafka` } };
    const after = scoreResume({ form: withKafka, posting });
    expect(after.missing).not.toContain("Kafka");
    expect(after.score).toBeGreaterThan(before.score);
  });

  it("suggests one-click fixes: missing skills to add and a summary rewrite", () => {
    const form = withSkills("Python", "Docker");
    form.personalInfo.summary = "Engineer.";
    form.experiences = [];
    const report = scoreResume({ form, posting: BACKEND_POSTING, resumeId: "8f0e2a36-1c1f-4a57-9a57-0d9d8e7f1a00" });
    const add = report.suggestions.filter((s) => s.apply?.intent === "add-skill").map((s) => s.apply!.value);
    expect(add.length).toBeGreaterThan(0);
    expect(report.suggestions.some((s) => s.apply?.intent === "rewrite-summary")).toBe(true);
    expect(report.suggestions.find((s) => s.kind === "add-skill")!.href).toMatch(/^\/edit\/8f0e2a36-1c1f-4a57-9a57-0d9d8e7f1a00#resume-edit-/);
  });

  it("suggests one alternative of an 'X or Y' requirement, never the pair as one skill", () => {
    const form = withSkills("Python", "Docker");
    const report = scoreResume({ form, posting: "Data Analyst\nBuild dashboards in Looker or Tableau every week." });
    const add = report.suggestions.find((s) => s.id === "add-skill:Looker or Tableau")!;
    expect(add.apply!.value).toBe("Looker");
    expect(add.text).toContain("any one of them");
  });

  it("credits a synonym and reports the exact-phrase mismatch (another spelling of the posting's term)", () => {
    const form = withSkills("Go, Python, Postgres", "Docker");
    form.experiences = [];
    form.personalInfo.summary = "";
    const report = scoreResume({ form, posting: "Backend Developer\nWe use PostgreSQL and Docker every day. PostgreSQL experience is required." });
    expect(report.phraseMismatches).toContainEqual({ posting: "PostgreSQL", resume: "Postgres" });
    expect(report.present).toContain("PostgreSQL");
  });

  it("gives a tense tip only when the posting names an activity the resume words another way", () => {
    // "Improve the reliability" is an instruction; a resume's "Improved" is the right form for it
    expect(scoreResume({ form: BACKEND_RESUME, posting: BACKEND_POSTING }).tenseMismatches).toEqual([]);
    const form = withSkills("Go", "Docker");
    form.experiences = [{ ...form.experiences[0]!, description: "Reconciled 40 vendor accounts every month", achievements: "" }];
    const report = scoreResume({
      form,
      posting: "Staff Accountant\nExperience reconciling vendor accounts and in negotiating contracts.\nLaunches new close tools.",
    });
    expect(report.tenseMismatches).toEqual([{ posting: "reconciling", resume: "reconciled" }]);
  });
});

describe("posting keywords", () => {
  it("finds skills by n-gram, ambiguous names only in their own spelling", () => {
    const names = findSkills("We use Go and Machine Learning. Go to the office. Experience with Excel; we excel at hiring.").map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Go", "Machine Learning", "Excel"]));
    expect(findSkills("Go to market quickly and excel at it.").map((s) => s.name)).toEqual([]);
  });

  it("detects the job title and the education asked for", () => {
    expect(detectJobTitle("Job title: Data Analyst\nWe are a bank.")).toBe("Data Analyst");
    expect(detectJobTitle("About us\nWe are hiring a Product Designer to join our team.")).toBe("Product Designer");
    expect(requiredEducation("Bachelor's degree in Computer Science or a related field")).toEqual({ level: "bachelor", field: "Computer Science" });
    expect(requiredEducation("No formal requirements.")).toBeNull();
  });
});

describe("requirements with their evidence", () => {
  const posting = "Data Engineer\nRequirements: Kafka, Airflow and Terraform. Bachelor's degree.";
  function resume(kafkaWhere: "bullet" | "list") {
    const form = structuredClone(BACKEND_RESUME);
    form.experiences = [
      {
        ...form.experiences[0]!,
        jobTitle: "Data Engineer",
        company: "Streamwise",
        description:
          kafkaWhere === "bullet"
            ? "- Moved billing events onto Kafka, cutting lag from 9 s to 200 ms\n- Ran nightly Airflow jobs"
            : "- Ran nightly Airflow jobs",
        achievements: "",
        technologies: "",
      },
    ];
    form.projects = [];
    form.personalInfo.summary = "Data engineer.";
    form.skills = { technicalSkills: kafkaWhere === "list" ? "Python, Kafka" : "Python", frameworks: "", tools: "", softSkills: "" };
    return form;
  }

  it("names the resume line that proves each requirement met, and where it sits", () => {
    const report = scoreResume({ form: resume("bullet"), posting });
    const kafka = report.requirements.find((r) => r.label === "Kafka")!;
    expect(kafka).toMatchObject({ part: "hardSkills", met: true, namedOnly: false });
    expect(kafka.evidence).toEqual({
      section: "Experience",
      where: "Data Engineer, Streamwise",
      text: "Moved billing events onto Kafka, cutting lag from 9 s to 200 ms",
    });
    const terraform = report.requirements.find((r) => r.label === "Terraform")!;
    expect(terraform).toMatchObject({ met: false, evidence: null });
    const title = report.requirements.find((r) => r.part === "jobTitle")!;
    expect(title).toMatchObject({ label: "Data Engineer", met: true });
    expect(title.evidence?.where).toBe("Data Engineer, Streamwise");
    // the requirements follow the parts' order
    const order = report.requirements.map((r) => r.part);
    expect(order.indexOf("jobTitle")).toBeGreaterThan(order.lastIndexOf("hardSkills"));
  });

  it("counts a skill only listed in the skills less than one shown in a job", () => {
    const shown = scoreResume({ form: resume("bullet"), posting });
    const listed = scoreResume({ form: resume("list"), posting });
    const kafka = listed.requirements.find((r) => r.label === "Kafka")!;
    expect(kafka).toMatchObject({ met: true, namedOnly: true });
    expect(kafka.evidence?.section).toBe("Skills");
    expect(listed.present).toContain("Kafka");
    expect(listed.parts[0]!.score!).toBeLessThan(shown.parts[0]!.score!);
    expect(listed.score).toBeLessThan(shown.score);
  });
});

describe("what the posting requires and what it would like", () => {
  const form = () => {
    const resume = structuredClone(BACKEND_RESUME);
    resume.experiences = [
      {
        ...resume.experiences[0]!,
        jobTitle: "Backend Engineer",
        startDate: "Jan 2021",
        endDate: "",
        currentJob: true,
        description: "- Built payment APIs in Python",
        achievements: "",
        technologies: "",
      },
    ];
    resume.projects = [];
    resume.personalInfo.summary = "Backend engineer.";
    resume.skills = { technicalSkills: "Python", frameworks: "", tools: "", softSkills: "" };
    return resume;
  };
  const now = new Date("2026-01-15T00:00:00Z");

  it("weighs a skill under 'Nice to have' or called 'a plus' at half a required one", () => {
    const required = "Backend Engineer\nRequirements:\n- Python\n- Kafka\n- Terraform";
    const wanted = "Backend Engineer\nRequirements:\n- Python\nNice to have:\n- Kafka\n- Terraform";
    const inline = "Backend Engineer\nYou write Python every day. Kafka and Terraform are a plus.";
    const [requiredReport, wantedReport, inlineReport] = [required, wanted, inline].map((posting) => scoreResume({ form: form(), posting, now }));
    expect(requiredReport!.requirements.find((r) => r.label === "Kafka")).toMatchObject({ met: false, wanted: false });
    expect(wantedReport!.requirements.find((r) => r.label === "Kafka")).toMatchObject({ met: false, wanted: true });
    expect(inlineReport!.requirements.find((r) => r.label === "Terraform")).toMatchObject({ met: false, wanted: true });
    expect(inlineReport!.requirements.find((r) => r.label === "Python")).toMatchObject({ met: true, wanted: false });
    // one of three required met: a third; the same skill required, two wanted: 1 of 2
    expect(requiredReport!.parts[0]!.score).toBe(33);
    expect(wantedReport!.parts[0]!.score).toBe(50);
    expect(wantedReport!.score).toBeGreaterThan(requiredReport!.score);
  });

  it("reads the years of experience asked for and meets them with the years the jobs span", () => {
    const posting = "Backend Engineer\nRequirements: 3+ years of backend experience with Python.";
    const report = scoreResume({ form: form(), posting, now });
    expect(report.requirements.find((r) => r.part === "experience")).toMatchObject({
      label: "3+ years of experience",
      met: true,
      evidence: { section: "Experience", where: "", text: "About 5 years over 1 job" },
    });
    const senior = scoreResume({ form: form(), posting: posting.replace("3+", "at least 10"), now });
    expect(senior.requirements.find((r) => r.part === "experience")).toMatchObject({ label: "10+ years of experience", met: false });
    // 61 months of the 120 asked
    expect(senior.parts.find((p) => p.key === "experience")!.score).toBe(51);
    expect(senior.score).toBeLessThan(report.score);
    // a posting that asks no number of years has no such part
    expect(scoreResume({ form: form(), posting: "Backend Engineer\nPython.", now }).parts.find((p) => p.key === "experience")!.score).toBeNull();
  });

  it("asks a senior role's years when the posting names no number, and shows where the work is without scoring it", () => {
    const senior = scoreResume({ form: form(), posting: "Senior Backend Engineer\nPython every day.\nLocation: Columbus, OH (on-site)", now });
    expect(senior.requirements.find((r) => r.part === "experience")).toMatchObject({ label: "5+ years of experience (a senior role)", met: true });
    const where = senior.requirements.find((r) => r.part === "location")!;
    expect(where).toMatchObject({ label: "On-site in Columbus, OH", met: false });
    const remote = scoreResume({ form: form(), posting: "Senior Backend Engineer\nPython every day.\nFully remote.", now });
    expect(remote.requirements.find((r) => r.part === "location")).toMatchObject({ label: "Remote", met: true });
    // where the work is changes no score
    expect(remote.score).toBe(senior.score);
  });
});
