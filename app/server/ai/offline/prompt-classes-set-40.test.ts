import { describe, expect, it } from "vitest";
import { name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a surname with a capital inside it", () => {
  it("keeps 'LaRue' and 'DiMaggio' whole after an introduction", () => {
    expect(name(read("My name is Corinne LaRue. I live in Moncton and I have been a baker at Dune Loaf Bakery since 2018."))).toEqual(["Corinne", "LaRue"]);
    expect(name(read("I'm Tomas DiMaggio, a line cook at Harbour Grill since 2020."))).toEqual(["Tomas", "DiMaggio"]);
  });

  it("still reads the job after the name", () => {
    const resume = read("My name is Renata DeSouza and I am a cook at Ferry Lane Kitchen since 2019.");
    expect(name(resume)).toEqual(["Renata", "DeSouza"]);
    expect(roles(resume)).toEqual([["Cook", "Ferry Lane Kitchen", "2019", "", true]]);
  });
});

describe("prompt classes: a grade's roman 'I' after a title in a list line", () => {
  it("reads 'Nurse I, … (2015 - 2019)' as the title, not as prose", () => {
    expect(roles(read("- Dana Holt\n- Nurse I, Elm Bay Hospital (2015 - 2019)"))).toEqual([["Nurse I", "Elm Bay Hospital", "2015", "2019", false]]);
  });

  it("reads the grade below, at the same place, on the next line", () => {
    const resume = read("- Dana Holt\n- Analyst II, Fernhill Bank, Leeds (2019 - present)\n- Analyst I, same bank (2015 - 2019)");
    expect(roles(resume)).toEqual([
      ["Analyst II", "Fernhill Bank", "2019", "", true],
      ["Analyst I", "Fernhill Bank", "2015", "2019", false],
    ]);
  });
});
