import { describe, expect, it } from "vitest";
import { name, read } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a name where the contacts follow it", () => {
  it("reads the name that opens a line of dashes and contacts", () => {
    const resume = read(
      "1. Care Assistant, Oakfield Home, Galway – 2018 to present\nFETAC Level 5 Care – Galway Learning Centre 2017\nBríd Ní Fhlannagáin — 085 555 1234 — brid@example.ie",
    );
    expect(name(resume)).toEqual(["Bríd", "Ní Fhlannagáin"]);
  });

  it("reads the name that opens the closing sentence, a phone number straight after it", () => {
    const resume = read("Roofer, Timaru. Southline Roofing 2015-now, before that Harbour Roofs 2009-15. Wiremu Kahu 027 555 0101");
    expect(name(resume)).toEqual(["Wiremu", "Kahu"]);
  });
});

describe("prompt classes: a name in capitals whose surname keeps a small letter", () => {
  it("reads a 'Mc' surname in capitals as the surname, not as a given name written second", () => {
    const resume = read("ALASDAIR McBRIDE\nEdinburgh\n\nEXPERIENCE\nStore Manager   Lothian Shoes   2019 – Present");
    expect(name(resume).map((part) => part.toLowerCase())).toEqual(["alasdair", "mcbride"]);
  });
});

describe("prompt classes: 'my names' typed without its apostrophe", () => {
  it("reads the name after it", () => {
    const resume = read("hiya my names Morven Dalziel im from falkirk. currently carer at Larbert House since 2020.");
    expect(name(resume)).toEqual(["Morven", "Dalziel"]);
  });
});
