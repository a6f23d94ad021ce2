import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a list whose lines open with the katakana middle dot", () => {
  it("reads '・2019/04 – now   Cashier, X' lines as dated roles", () => {
    const resume = read(
      "・Name: Aiko Mori\n・Sendai\n・2019/04 – now   Cashier, Hirose Book Store\n・2016/04 – 2019/03   Waiter (part time), Aoba Noodle Bar\n・Photoshop, Illustrator",
    );
    expect(roles(resume)).toEqual([
      ["Cashier", "Hirose Book Store", "2019/04", "", true],
      ["Waiter", "Aoba Noodle Bar", "2016/04", "2019/03", false],
    ]);
  });

  it("reads the half-width dot the same way", () => {
    const resume = read("･Name: Aiko Mori\n･2019/04 – now   Cashier, Hirose Book Store");
    expect(roles(resume)).toEqual([["Cashier", "Hirose Book Store", "2019/04", "", true]]);
  });
});
