import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a later title at the same employer told with 'there' and a span of its own", () => {
  it("reads 'started at X as a waiter in 2012 and was head waiter there from 2016 to 2021' as two roles", () => {
    const resume = read(
      "I'm Mia Lorne. I started at Quay Lane Bistro in Hull as a waiter in 2012 and was head waiter there from 2016 to 2021. Since 2021 I have been a clerk at Humber Bank.",
    );
    expect(roles(resume)).toEqual([
      ["Clerk", "Humber Bank", "2021", "", true],
      ["Head Waiter", "Quay Lane Bistro", "2016", "2021", false],
      ["Waiter", "Quay Lane Bistro", "2012", "2016", false],
    ]);
  });

  it("reads '… as a picker in 2010 and was shift lead there since 2015' as a current later title", () => {
    expect(roles(read("Joe Pike joined Tern Logistics as a picker in 2010 and was shift lead there since 2015."))).toEqual([
      ["Shift Lead", "Tern Logistics", "2015", "", true],
      ["Picker", "Tern Logistics", "2010", "2015", false],
    ]);
  });
});
