import { describe, expect, it } from "vitest";
import { dateRange, formatDate, normalizeResume, splitList, tidyLine, tidyList, tidyMultiline, withScheme } from "./normalize-resume.ts";
import type { ResumeFormData } from "./resume.ts";

const base = (): ResumeFormData => ({
  personalInfo: { firstName: "  Ada ", lastName: " Lovelace\t", email: " ada@example.com ", phone: " +44  20 7946 0000 " },
  experiences: [],
  education: [],
  skills: {},
  projects: [],
  additionalInfo: {},
});

describe("formatDate", () => {
  it.each([
    ["2020-01", "Jan 2020"],
    ["2020/1", "Jan 2020"],
    ["2020-03-15", "Mar 2020"],
    ["01/2020", "Jan 2020"],
    ["1-2020", "Jan 2020"],
    ["12.2019", "Dec 2019"],
    ["jan 2020", "Jan 2020"],
    ["January 2020", "Jan 2020"],
    ["JANUARY, 2020", "Jan 2020"],
    ["Sept. 2021", "Sep 2021"],
    ["15 March 2019", "Mar 2019"],
    ["March 15, 2019", "Mar 2019"],
    ["25/12/2020", "Dec 2020"],
    ["2020", "2020"],
    [" 2020 ", "2020"],
    ["present", "Present"],
    ["Current", "Present"],
    ["now", "Present"],
    ["2018 - 2020", "2018 – 2020"],
    ["2018–2020", "2018 – 2020"],
    ["jan 2018 to present", "Jan 2018 – Present"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it("leaves what it does not recognise tidied but unchanged", () => {
    expect(formatDate("  Summer   2020 ")).toBe("Summer 2020");
    expect(formatDate("13/2020")).toBe("13/2020");
    expect(formatDate("Expected 2026")).toBe("Expected 2026");
  });

  it("is idempotent", () => {
    for (const input of ["2020-01", "Jan 2020", "2018 - 2020", "present", "Summer 2020"]) {
      expect(formatDate(formatDate(input))).toBe(formatDate(input));
    }
  });
});

describe("dateRange", () => {
  it("joins with an en dash and says Present for a current job", () => {
    expect(dateRange("2020-01", "", true)).toBe("Jan 2020 – Present");
    expect(dateRange("Jan 2020", "03/2022")).toBe("Jan 2020 – Mar 2022");
    expect(dateRange("2019", "")).toBe("2019");
    expect(dateRange("", "2019")).toBe("2019");
    expect(dateRange("", "")).toBe("");
  });
});

describe("text helpers", () => {
  it("tidies lines and keeps line breaks in multi-line fields", () => {
    expect(tidyLine("  a \t b\u00a0 c\n d ")).toBe("a b c d");
    expect(tidyMultiline("\n\n- Led  the team \r\n• Shipped   v2\n\n\n\n* Cut costs\n\n")).toBe("Led the team\nShipped v2\n\nCut costs");
    expect(tidyMultiline("-5% churn")).toBe("-5% churn");
  });

  it("splits lists, ignoring separators in brackets, and drops duplicates", () => {
    expect(splitList("Python (NumPy, pandas), Go;Rust | SQL, go, ,")).toEqual(["Python (NumPy, pandas)", "Go", "Rust", "SQL"]);
    expect(tidyList("Languages: Go ,Rust\nCloud:  AWS;GCP")).toBe("Languages: Go, Rust\nCloud: AWS, GCP");
  });

  it("adds https:// only to values that are clearly URLs", () => {
    expect(withScheme("linkedin.com/in/ada")).toBe("https://linkedin.com/in/ada");
    expect(withScheme("www.example.org")).toBe("https://www.example.org");
    expect(withScheme("github.com/ada?tab=repos")).toBe("https://github.com/ada?tab=repos");
    expect(withScheme("medium.com/@ada")).toBe("https://medium.com/@ada");
    expect(withScheme("http://example.com")).toBe("http://example.com");
    expect(withScheme("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(withScheme("ada@example.com")).toBe("ada@example.com");
    expect(withScheme(" my portfolio ")).toBe("my portfolio");
    expect(withScheme("ada")).toBe("ada");
    expect(withScheme("")).toBe("");
  });
});

describe("normalizeResume", () => {
  it("trims every string and tidies the contact details", () => {
    const out = normalizeResume({
      ...base(),
      personalInfo: { ...base().personalInfo, city: "  London ", linkedIn: " linkedin.com/in/ada ", summary: "  Analyst.  \n\n\n  Engineer.  " },
    });
    expect(out.personalInfo).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      city: "London",
      linkedIn: "https://linkedin.com/in/ada",
      summary: "Analyst.\n\nEngineer.",
    });
  });

  it("drops list entries whose fields are all empty, keeping ids out of the decision", () => {
    const out = normalizeResume({
      ...base(),
      experiences: [
        {
          id: "a",
          jobTitle: " ",
          company: "",
          location: "",
          startDate: "",
          endDate: "",
          currentJob: true,
          description: "\n",
          achievements: "",
          technologies: "",
        },
        {
          id: "b",
          jobTitle: "Engineer",
          company: "",
          location: "",
          startDate: "",
          endDate: "",
          currentJob: false,
          description: "",
          achievements: "",
          technologies: "",
        },
      ],
      education: [{ id: "c", degree: "", school: "  ", location: "", graduationYear: "", gpa: "", honors: "", relevantCoursework: "" }],
      projects: [{ id: "d", title: "", description: "", technologies: "", link: "", github: "", startDate: "", endDate: "" }],
    });
    expect(out.experiences.map((e) => e.id)).toEqual(["b"]);
    expect(out.education).toEqual([]);
    expect(out.projects).toEqual([]);
  });

  it("formats dates and clears the end date of a current job", () => {
    const out = normalizeResume({
      ...base(),
      experiences: [
        {
          jobTitle: "A",
          company: "X",
          location: "",
          startDate: "2020-01",
          endDate: "2022-05",
          currentJob: true,
          description: "",
          achievements: "",
          technologies: "",
        },
        {
          jobTitle: "B",
          company: "Y",
          location: "",
          startDate: "june 2017",
          endDate: "current",
          currentJob: false,
          description: "",
          achievements: "",
          technologies: "",
        },
        {
          jobTitle: "C",
          company: "Z",
          location: "",
          startDate: "2015",
          endDate: "12/2016",
          currentJob: false,
          description: "",
          achievements: "",
          technologies: "",
        },
      ],
      education: [{ degree: "BSc", school: "UCL", location: "", graduationYear: " 2014 ", gpa: "", honors: "", relevantCoursework: "" }],
    });
    expect(out.experiences.map((e) => [e.startDate, e.endDate, e.currentJob])).toEqual([
      ["Jan 2020", "", true],
      ["Jun 2017", "", true],
      ["2015", "Dec 2016", false],
    ]);
    expect(out.education[0]!.graduationYear).toBe("2014");
  });

  it("keeps line breaks in descriptions and strips bullet glyphs", () => {
    const out = normalizeResume({
      ...base(),
      experiences: [
        {
          jobTitle: "A",
          company: "",
          location: "",
          startDate: "",
          endDate: "",
          currentJob: false,
          description: "• Built   things\n• Fixed things",
          achievements: "- Award",
          technologies: "TS ,React;  Node",
        },
      ],
    });
    expect(out.experiences[0]).toMatchObject({ description: "Built things\nFixed things", achievements: "Award", technologies: "TS, React, Node" });
  });

  it("adds a scheme to project links that are clearly URLs and leaves other schemes alone", () => {
    const out = normalizeResume({
      ...base(),
      projects: [{ title: "P", description: "", technologies: "", link: "example.com/p", github: "javascript:alert(1)", startDate: "2021-02", endDate: "" }],
    });
    expect(out.projects[0]).toMatchObject({ link: "https://example.com/p", github: "javascript:alert(1)", startDate: "Feb 2021" });
  });

  it("keeps non-Latin text", () => {
    const out = normalizeResume({ ...base(), personalInfo: { ...base().personalInfo, firstName: " 李 ", lastName: "\u200bمحمد " } });
    expect(out.personalInfo.firstName).toBe("李");
    expect(out.personalInfo.lastName).toBe("محمد");
  });

  it("is pure and idempotent", () => {
    const input = {
      ...base(),
      experiences: [
        {
          jobTitle: " A ",
          company: "X",
          location: "",
          startDate: "2020-01",
          endDate: "",
          currentJob: true,
          description: "- a\n- b",
          achievements: "",
          technologies: "x,y",
        },
      ],
      skills: { technicalSkills: "Go,  Rust", softSkills: "" },
      additionalInfo: { languages: "English ,French" },
    } satisfies ResumeFormData;
    const snapshot = JSON.stringify(input);
    const once = normalizeResume(input);
    expect(JSON.stringify(input)).toBe(snapshot);
    expect(normalizeResume(once)).toEqual(once);
  });
});
