import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: an earlier title 'with the same firm' over a span 'between … and …'", () => {
  it("reads the title at the employer named before, with both years of the span", () => {
    const resume = read(
      "I am Tomas Reed, an accountant in Leeds. Currently I am the Finance Lead at Brindle Foods Ltd (since May 2020). Before this I worked as Senior Accountant at Harcastle & Co Accountants from 2015 to April 2020, and earlier as Junior Bookkeeper with the same firm between 2012 and 2015.",
    );
    expect(roles(resume)).toContainEqual(["Junior Bookkeeper", "Harcastle & Co Accountants", "2012", "2015", false]);
  });
});
