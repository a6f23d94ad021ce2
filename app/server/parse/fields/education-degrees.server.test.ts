import { describe, expect, it } from "vitest";
import { parseEducationSection } from "./education.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const edu = (text: string) =>
  parseEducationSection(linesFromText(text)).map((e) => ({
    degree: e.degree,
    school: e.school,
    graduationYear: e.graduationYear,
    honors: e.honors,
    relevantCoursework: e.relevantCoursework,
  }));

describe("several degrees, each with its honours and coursework", () => {
  it("three degrees at one school, each on its own dated line", () => {
    const r = edu(
      [
        "University of Michigan\tAnn Arbor, MI",
        "Ph.D. in Computer Science\t2018 – 2023",
        "M.S. in Computer Science\t2016 – 2018",
        "Dean's List; Graduate Fellowship",
        "B.S. in Mathematics, magna cum laude\t2012 – 2016",
        "Coursework: Real Analysis, Topology",
      ].join("\n"),
    );
    expect(r).toHaveLength(3);
    expect(r[0]).toMatchObject({ degree: "Ph.D. in Computer Science", school: "University of Michigan", graduationYear: "2023", honors: "" });
    expect(r[1]).toMatchObject({ degree: "M.S. in Computer Science", school: "University of Michigan", graduationYear: "2018" });
    expect(r[1]!.honors).toContain("Dean's List");
    expect(r[2]).toMatchObject({
      degree: "B.S. in Mathematics",
      school: "University of Michigan",
      graduationYear: "2016",
      honors: "magna cum laude",
      relevantCoursework: "Real Analysis, Topology",
    });
  });
  it("degree lines over school lines, honours between them", () => {
    const r = edu(
      [
        "Master of Science in Data Science",
        "University College London\t2018 – 2019",
        "Distinction",
        "Bachelor of Engineering, First Class Honours",
        "University of Leeds\t2014 – 2018",
        "Relevant Coursework: Signals, Control Systems",
      ].join("\n"),
    );
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({
      degree: "Master of Science in Data Science",
      school: "University College London",
      graduationYear: "2019",
      honors: "Distinction",
    });
    expect(r[1]).toMatchObject({
      degree: "Bachelor of Engineering",
      school: "University of Leeds",
      graduationYear: "2018",
      honors: "First Class Honours",
      relevantCoursework: "Signals, Control Systems",
    });
  });
  it("honours printed after a dash or in parentheses leave the degree", () => {
    const r = edu("B.A. in Economics (Summa Cum Laude) – Yale University\t2010 – 2014");
    expect(r[0]).toMatchObject({ degree: "B.A. in Economics", school: "Yale University", honors: "Summa Cum Laude" });
  });
});

describe("degree lines sharing one school line", () => {
  it("each degree line is an entry of its own at that school", () => {
    const r = edu("Bachelor of Arts in History\nMaster of Education\nDoctor of Philosophy in Education Policy\nHarvard University\t2010 – 2020");
    expect(r.map((e) => [e.degree, e.school])).toEqual([
      ["Bachelor of Arts in History", "Harvard University"],
      ["Master of Education", "Harvard University"],
      ["Doctor of Philosophy in Education Policy", "Harvard University"],
    ]);
    expect(r[2]!.graduationYear).toBe("2020");
  });
  it("a Major line under a degree does not start another", () => {
    const r = edu("Bachelor of Science\nMajor: Chemistry\nRice University\t2012 – 2016");
    expect(r).toHaveLength(1);
  });
});

describe("a dated honour line", () => {
  it("is an honour of the degree above, not a degree of its own", () => {
    const r = edu("B.S. in Biology\tStanford University\t2015 – 2019\n• Coursework: Genetics\nDean's List, Fall 2017");
    expect(r).toHaveLength(1);
    expect(r[0]!.honors).toBe("Dean's List, Fall 2017");
  });
});
