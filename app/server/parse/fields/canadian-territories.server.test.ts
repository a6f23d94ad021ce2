import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractContact } from "./contact.server.ts";
import { parsePlace } from "./locations.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("a town in one of Canada's territories, 'Town, YT' / 'Town, NU'", () => {
  it("reads the town before the territory's code", () => {
    expect(parsePlace("Carmacks, YT")).toMatchObject({ city: "Carmacks" });
    expect(parsePlace("Iqaluit, NU")).toMatchObject({ city: "Iqaluit" });
    expect(contact("Moira Tulugak\nLine Mechanic\tCarmacks, YT\nmoira.t@example.com").city).toBe("Carmacks");
  });
});
