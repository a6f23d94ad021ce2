import { describe, expect, it } from "vitest";
import { isBulletCharacter, LIST_MARKER_RE, PRINTED_BULLET_GLYPHS, PRINTED_BULLET_RE, stripListMarker, TYPED_BULLET_GLYPHS } from "./bullets.ts";

describe("bullets", () => {
  it("every typed glyph is also a printed one", () => {
    for (const glyph of TYPED_BULLET_GLYPHS) expect(PRINTED_BULLET_GLYPHS).toContain(glyph);
  });

  it("strips what people type before a list line, and only with a space after it", () => {
    expect(["- Led", "• Led", "* Led", "> Led", "1. Led", "12) Led", "— Led", "⁃ Led"].map(stripListMarker)).toEqual(Array(8).fill("Led"));
    expect(stripListMarker("-5% costs")).toBe("-5% costs");
    expect(stripListMarker("2020. A year")).toBe("2020. A year");
    expect(stripListMarker("✓ Done")).toBe("✓ Done");
    expect(LIST_MARKER_RE.test("Led")).toBe(false);
  });

  it("reads printed bullets, a dash only before a space", () => {
    for (const line of ["• Led", "  ➤ Led", "→ Led", "✔Led", "\uf0b7 Led", "* Led", "- Led", "– Led", "— Led"])
      expect(line.replace(PRINTED_BULLET_RE, ""), line).toBe("Led");
    expect(PRINTED_BULLET_RE.test("-5% costs")).toBe(false);
    expect(PRINTED_BULLET_RE.test("> Led")).toBe(false);
  });

  it("knows a bullet printed on its own", () => {
    expect(["•", " ▪ ", "-", "–", "*", "\uf0a7"].every(isBulletCharacter)).toBe(true);
    expect(["a", "•• ", "1.", ""].some(isBulletCharacter)).toBe(false);
  });
});
