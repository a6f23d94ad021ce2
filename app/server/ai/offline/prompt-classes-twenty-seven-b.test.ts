import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the room, shift or kitchen between a title and its employer", () => {
  it("reads the title and the employer around a room or a shift", () => {
    const room = read(
      "Mara Quill is a nursery worker in Leeds. She has been Lead Carer in the baby room at Puddle Lane Nursery since 2021, and before that worked as a cook at Ferris Diner until 2021.",
    );
    expect(roles(room).map(([title, company]) => [title, company])).toEqual([
      ["Lead Carer", "Puddle Lane Nursery"],
      ["Cook", "Ferris Diner"],
    ]);
    const shift = read("Tom Reyes has been a line cook on the night shift at Bramble Grill since 2019.");
    expect(roles(shift).map(([title, company]) => [title, company])).toEqual([["Line Cook", "Bramble Grill"]]);
  });
});

describe("prompt classes: the kind of place in a lower-case town, then its name and dates in brackets", () => {
  it("reads the name in brackets as the employer", () => {
    const resume = read(
      "hey, i'm Lena Varga. now im at Rosewater Candles as shop assistant since march 2023, before that i was a barista at a coffee bar in pecs (Bean Corner, 2019-2022).",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Shop Assistant", "Rosewater Candles"],
      ["Barista", "Bean Corner"],
    ]);
  });
});
