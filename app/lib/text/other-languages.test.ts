import { describe, expect, it } from "vitest";
import { MONTH_NUMBERS } from "./months.ts";
import { OTHER_LANGUAGE_MONTHS, OTHER_LANGUAGE_PRESENT, OTHER_LANGUAGES, needsTwoDates, wordsPattern } from "./other-languages.ts";

const withMonths = Object.entries(OTHER_LANGUAGES).filter(([, language]) => language.months);

describe("other languages' dates, one table", () => {
  it("gives every language with months twelve of them, each with a full name", () => {
    expect(withMonths.length).toBeGreaterThanOrEqual(6);
    for (const [name, { months }] of withMonths) {
      expect(months, name).toHaveLength(12);
      months!.forEach(([full], i) => expect(full.length, `${name} month ${i + 1}`).toBeGreaterThan(0));
    }
  });

  it("never gives one form two months, within a language or across them", () => {
    const seen = new Map<string, number>();
    for (const [name, { months }] of withMonths) {
      const own = new Map<string, number>();
      months!.forEach(([full, short], i) => {
        for (const form of [...full, ...short]) {
          expect(form, name).toBe(form.toLowerCase());
          expect(own.get(form) ?? i + 1, `${name} ${form}`).toBe(i + 1);
          expect(seen.get(form) ?? i + 1, `${name} ${form} across languages`).toBe(i + 1);
          own.set(form, i + 1);
          seen.set(form, i + 1);
        }
      });
    }
  });

  it("numbers the forms English does not share, and only those", () => {
    expect(OTHER_LANGUAGE_MONTHS.get("janvier")).toBe(1);
    expect(OTHER_LANGUAGE_MONTHS.get("mrt")).toBe(3);
    expect(OTHER_LANGUAGE_MONTHS.get("mei")).toBe(5);
    expect(OTHER_LANGUAGE_MONTHS.get("août")).toBe(8);
    expect(OTHER_LANGUAGE_MONTHS.get("dez")).toBe(12);
    for (const form of OTHER_LANGUAGE_MONTHS.keys()) expect(MONTH_NUMBERS[form], form).toBeUndefined();
    expect(OTHER_LANGUAGE_MONTHS.has("sept")).toBe(false);
    expect(OTHER_LANGUAGE_MONTHS.has("constructor")).toBe(false);
  });

  it("reads a form that is an everyday English word only between two dates, any other alone before its year", () => {
    for (const word of ["set", "out", "mag", "gen", "ago", "lug", "Set", "a"]) expect(needsTwoDates(word), word).toBe(true);
    for (const word of ["mai", "mars", "dez", "okt", "janv", "bis", "heute"]) expect(needsTwoDates(word), word).toBe(false);
    // every English word of the table is one of its forms or words
    const all = new Set(Object.values(OTHER_LANGUAGES).flatMap((l) => [...(l.months ?? []).flat(2), ...l.present, ...l.since, ...l.until]));
    for (const word of ["set", "out", "mag", "gen", "ago", "lug", "a"]) expect(all.has(word), word).toBe(true);
  });

  it("writes the words as one pattern: any spaces, either apostrophe, longest first", () => {
    const re = new RegExp(`^(?:${wordsPattern(OTHER_LANGUAGE_PRESENT)})$`, "i");
    for (const word of ["aujourd'hui", "aujourd’hui", "in  corso", "Heute", "actualmente", "o momento"]) expect(re.test(word), word).toBe(true);
    expect(re.test("heutemorgen")).toBe(false);
    expect(new RegExp(wordsPattern(["actual", "actualmente"])).exec("actualmente")?.[0]).toBe("actualmente");
    expect(wordsPattern(["a.b"])).toBe("a\\.b");
  });
});
