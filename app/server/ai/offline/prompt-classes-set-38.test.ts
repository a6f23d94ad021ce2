import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school finished with a grade or a count of exam subjects", () => {
  it("reads 'finished grade 12 in … Secondary School 2011' as the school and its stage", () => {
    const resume = read("i am tomas reyes. i work as porter at Harbour Lodge Hotel from 2016 to now. i finish grade 12 in Pinecrest Secondary School 2011.");
    expect(degrees(resume)).toEqual([["Grade 12", "Pinecrest Secondary School", "2011"]]);
  });

  it("reads 'passed 5 waec subjects at … High School' as the exam, not the count", () => {
    const resume = read("hi im rosa lind. i work as cleaner at Brightway Services since 2018. i pass 5 waec subjects at Elmfield High School in 2013.");
    expect(degrees(resume)).toEqual([["WAEC", "Elmfield High School", "2013"]]);
  });
});

describe("prompt classes: two qualifications held, joined by 'and'", () => {
  it("reads the second one, from its own school with its own year", () => {
    const resume = read(
      "I'm Ann Vole. I have worked at Tarn Bank as a teller since 2019. I hold an Associate Degree in Finance from Elm Bay Community College (2017) and six CSEC subjects from Oak Park High School (2014).",
    );
    expect(roles(resume)).toEqual([["Teller", "Tarn Bank", "2019", "", true]]);
    expect(degrees(resume)).toEqual([
      ["Associate Degree in Finance", "Elm Bay Community College", "2017"],
      ["CSEC subjects", "Oak Park High School", "2014"],
    ]);
  });
});
