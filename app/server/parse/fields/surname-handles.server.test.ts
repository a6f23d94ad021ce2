import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractContact } from "./contact.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("a given name and two surnames with the person's handles", () => {
  it("keeps the first surname out of the given name where an e-mail cuts the name after it, though a profile runs the two together", () => {
    const c = contact("Marisol Quiñones Batista\nDental Assistant\nmarisol.quinones@example.com    linkedin.com/in/marisolquinones\n(787) 555-0144");
    expect(c.firstName).toBe("Marisol");
    expect(["Quiñones Batista", "Batista"]).toContain(c.lastName);
  });
  it("still reads two given names that a handle runs together before the surname", () => {
    const c = contact("Anna Mae Dizon\nannamae.dizon@example.com\n0917 555 0101");
    expect([c.firstName, c.lastName]).toEqual(["Anna Mae", "Dizon"]);
  });
});
