import { describe, expect, it } from "vitest";
import { splitOutsideBrackets, splitSkillPhrases } from "./lists.ts";

describe("lists", () => {
  it("splits at separators outside brackets only", () => {
    expect(splitOutsideBrackets("Python (NumPy, pandas), Go;Rust | SQL")).toEqual(["Python (NumPy, pandas)", " Go", "Rust ", " SQL"]);
    expect(splitOutsideBrackets("a\nb、c，d；e • f · g")).toEqual(["a", "b", "c", "d", "e ", " f ", " g"]);
    expect(splitOutsideBrackets("x [1, 2] {3; 4}")).toEqual(["x [1, 2] {3; 4}"]);
    // the diamonds and dots designs print between items
    expect(splitOutsideBrackets("Food safety ◆ Till handling ♦ Rota planning ▪ First aid").map((t) => t.trim())).toEqual([
      "Food safety",
      "Till handling",
      "Rota planning",
      "First aid",
    ]);
    // a stray closing bracket does not swallow the rest
    expect(splitOutsideBrackets("a), b")).toEqual(["a)", " b"]);
  });

  it("splits skill phrases and keeps a label only when it is a skill", () => {
    const isSkill = (label: string) => label === "SQL";
    expect(splitSkillPhrases("Python, SQL and AWS; Docker | Git", isSkill)).toEqual(["Python", "SQL", "AWS", "Docker", "Git"]);
    expect(splitSkillPhrases("C++, CI/CD, Node.js, A/B Testing, Go / Rust", isSkill)).toEqual(["C++", "CI/CD", "Node.js", "A/B Testing", "Go", "Rust"]);
    expect(splitSkillPhrases(". Python, Go.", isSkill)).toEqual(["Python", "Go"]);
    expect(splitSkillPhrases("- Languages: Python\n1. Kotlin etc.", isSkill)).toEqual(["Python", "Kotlin"]);
    expect(splitSkillPhrases("SQL: joins", isSkill)).toEqual(["SQL: joins"]);
    // a name that starts with a dot keeps it; an ellipsis before an item does not stay
    expect(splitSkillPhrases(".NET, C# .NET, ...Terraform, . Jenkins", isSkill)).toEqual([".NET", "C# .NET", "Terraform", "Jenkins"]);
  });
});
