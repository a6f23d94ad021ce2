import { describe, expect, it } from "vitest";
import { read, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: skills told in prose", () => {
  it("reads what the person can do or use", () => {
    const skills = skillNames(
      read(
        "I'm Dev Patel from Leicester. Since 2019 I've worked as a plumber for Soar Valley Heating. I can do boiler servicing, leak detection and bathroom fitting.",
      ),
    );
    expect(skills).toEqual(expect.arrayContaining(["boiler servicing", "leak detection", "bathroom fitting"]));
    const lower = skillNames(
      read("im dev from leicester. plumber at soar valley heating since 2019. i can use tills and stock systems. can do grill, sauce, pastry a bit."),
    );
    expect(lower.map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["tills", "stock systems", "grill", "pastry"]));
  });

  it("names no skill for 'I can do anything'", () => {
    expect(skillNames(read("Sam Reed, Derby. Cook at Ivy Grill since 2018. I can do anything you need in a kitchen."))).toEqual([]);
  });

  it("leaves the cue out of a list that opens 'Her skills include'", () => {
    const skills = skillNames(
      read(
        "Marta Kowal is a bookkeeper based in Leeds. She has worked at Fenwick Grain Ltd since 2018. Her skills include Pastel, Sage, payroll runs and VAT returns.",
      ),
    );
    expect(skills).toEqual(expect.arrayContaining(["Pastel", "Sage", "payroll runs", "VAT returns"]));
    expect(skills.join(" ")).not.toMatch(/include/);
  });

  it("reads a tool after 'I know' when the languages spoken follow in the same sentence", () => {
    const resume = read("I am Lia Conti, a vet nurse at Clinica Orsa since 2020. I know Vetlink software and suturing, and I speak Italian and English.");
    expect(skillNames(resume).join(", ")).toContain("Vetlink");
    expect(resume.additionalInfo?.languages).toContain("English");
  });

  it("reads 'good on' and an 'IT:' label as skills", () => {
    expect(skillNames(read("my name is tumi dube, 24, from tembisa. cashier at kasi foods since 2021. im good on computers, ms office."))).toEqual(
      expect.arrayContaining(["ms office"]),
    );
    const cv = read("Name: Ana Lopes\nLisbon\n\nEXPERIENCE\nCashier – Loja Sol, Lisbon – 2019 – present\n\nIT: Fidelio, Word");
    expect(skillNames(cv)).toEqual(expect.arrayContaining(["Fidelio", "Word"]));
  });
});
