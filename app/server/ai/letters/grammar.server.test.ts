import { describe, expect, it } from "vitest";
import { article, degreePhrase, firstPersonClause, missionPhrase, summarySentence } from "./grammar.server.ts";

describe("first-person sentences from resume fragments", () => {
  it.each([
    ["Precepted 12 new graduate nurses", "I precepted 12 new graduate nurses"],
    ["- Led a team of 6 engineers.", "I led a team of 6 engineers"],
    ["Managing a $2M budget", "I managed a $2M budget"],
    ["Promoted to charge nurse within 12 months", "I was promoted to charge nurse within 12 months"],
    ["DAISY Award nominee, 2023", "I was a DAISY Award nominee (2023)"],
    ["Employee of the Month award (2022)", "I received the Employee of the Month award in 2022"],
  ])("%s → %s", (bullet, clause) => {
    expect(firstPersonClause(bullet)).toBe(clause);
  });

  it("leaves a fragment it cannot frame to the caller", () => {
    expect(firstPersonClause("99.8% on-time delivery rate across 1,200 routes")).toBeNull();
    expect(firstPersonClause("—")).toBeNull();
  });

  it("writes degrees as the object of a verb, with the right article", () => {
    expect(degreePhrase("Bachelor of Science, Computer Science")).toBe("a Bachelor of Science in Computer Science");
    expect(degreePhrase("M.S. Computer Science")).toBe("an M.S. in Computer Science");
    expect(degreePhrase("MBA, Marketing")).toBe("an MBA in Marketing");
    expect(degreePhrase("BSN")).toBe("a BSN");
    expect(article("RN")).toBe("an");
    expect(article("university degree")).toBe("a");
  });

  it("turns a summary's first sentence into the first person, or gives up", () => {
    expect(summarySentence("Senior software engineer with 9 years of experience. Leads teams.")).toBe(
      "I am a senior software engineer with 9 years of experience.",
    );
    expect(summarySentence("Leads cross-functional teams and mentors engineers.")).toBe("I lead cross-functional teams and mentor engineers.");
    expect(summarySentence("")).toBeNull();
  });

  it("reads what the hire is for from the posting", () => {
    expect(missionPhrase("Acme is hiring an engineer to build our collaborative whiteboard.", "Acme")).toBe("build Acme's collaborative whiteboard");
    expect(missionPhrase("We value ownership.", "Acme")).toBeNull();
    expect(missionPhrase("We would love you to join our team of engineers.", "Acme")).toBeNull();
  });
});
