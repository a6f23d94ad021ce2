import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a message typed in lower case with a stray capital or two", () => {
  it("reads the name and the lower-case employers when one employer got its capital", () => {
    const resume = read("im rosa delgado. i been a baker at crumb corner 2016-2020 then Loafly 2020 till now as head baker.");
    expect(name(resume)).toEqual(["Rosa", "Delgado"]);
    expect(roles(resume)).toContainEqual(["Baker", "Crumb Corner", "2016", "2020", false]);
  });

  it("still takes a message with names of two capitalised words as typed with capitals", () => {
    const resume = read("I'm a carer and I've looked after people at the hospice since 2012 and before that I was a porter at Sunny Vale Homes.");
    expect(roles(resume).map((role) => role[1])).not.toContain("The Hospice");
  });
});

describe("prompt classes: in lower case, an employer named after 'then' with its years, or after a title and how long it was held", () => {
  it("reads the employer named straight after 'then' with its years", () => {
    const resume = read("im nico ferraz. i worked at pine bakery 2014-2017. then kelp cafe 2018-2021 as barista.");
    expect(roles(resume)).toContainEqual(["Barista", "Kelp Cafe", "2018", "2021", false]);
  });

  it("reads a sentence of a title and its years held, then the employer and its years, as one job", () => {
    const resume = read("im ivy sands. barista 5 yrs. moss lane cafe 2017-2022. then crema lab 2022 to now as shift lead.");
    expect(roles(resume)).toContainEqual(["Barista", "Moss Lane Cafe", "2017", "2022", false]);
  });
});

describe("prompt classes: how well a skill is known, said beside it", () => {
  it("reads the skill without the level written after it or, before a one-word name, ahead of it", () => {
    const resume = read("I'm Pia Holm, a planner at Fjord Freight since 2019. Skills: Excel advanced, route planning, Welsh (intermediate), basic Python.");
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["Excel", "Python", "route planning"]));
    expect(skillNames(resume).some((skill) => /advanced|intermediate|basic/i.test(skill))).toBe(false);
  });

  it("keeps a name whose last word reads as a level", () => {
    const resume = read("I'm Ravi Das, a developer at Orbitly since 2020, where I work with Kotlin, React Native and Node.js.");
    expect(skillNames(resume)).toContain("React Native");
  });
});

describe("prompt classes: skills told after what the person does or knows", () => {
  it("reads the list after 'I do'", () => {
    const resume = read("I'm Nell Abbot, a care aide at Brookfield Lodge since 2016. I do bed baths, hoist transfers and care plans.");
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["bed baths", "hoist transfers", "care plans"]));
  });

  it("reads items that open with their own verb after 'I read' and 'I can drive'", () => {
    const resume = read("I'm Joe Kerr, a joiner at Oakline Homes since 2013. I read drawings, do stair building and know the building regs.");
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["drawings", "stair building"]));
    const driver = read("im ted orr. picker at kilo freight since 2018. i can drive reach trucks (certified) and know handheld scanners.");
    expect(skillNames(driver).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["reach trucks", "handheld scanners"]));
  });

  it("reads no skill from what the person does that names none", () => {
    const resume = read("I'm Tom Hale, a cook at Grill Co since 2019. I do my best and work hard.");
    expect(skillNames(resume)).toEqual([]);
  });
});

describe("prompt classes: a bracket inside a listed qualification's name", () => {
  it("keeps the bracket with the qualification, so a school with no school word is still the school", () => {
    const resume = read(
      "- Grower at Kowhai Orchards, 2019 - present\n- Picker, Rata Holdings, 2012-2015\n- NZ Certificate in Horticulture (Fruit Production) Level 3, Taupo Land Skills Trust, 2016",
    );
    expect(degrees(resume)).toEqual([["NZ Certificate in Horticulture (Fruit Production) Level 3", "Taupo Land Skills Trust", "2016"]]);
  });
});
