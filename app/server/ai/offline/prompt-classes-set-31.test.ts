import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school exam that names what a teacher teaches", () => {
  it("reads 'a GCSE maths lecturer at … College' as a role, not as the person's GCSEs", () => {
    const resume = read("I'm Tom Reed from Leeds. Since 2019 I have been a GCSE maths lecturer at Ridgeway College.");
    expect(roles(resume)).toEqual([["GCSE Maths Lecturer", "Ridgeway College", "2019", "", true]]);
    expect(degrees(resume)).toEqual([]);
  });
});
