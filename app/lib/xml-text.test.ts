import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { stripXmlUnsafeChars, withXmlSafeText } from "./xml-text.ts";

/** A strict XML parser's verdict on `<t>${text}</t>`: null when well-formed. */
function xmlParseError(text: string): string | null {
  const { window } = new JSDOM("");
  const doc = new window.DOMParser().parseFromString(`<t>${text}</t>`, "application/xml");
  return doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
}

const C0_FORBIDDEN = Array.from({ length: 0x20 }, (_, code) => code)
  .filter((code) => code !== 0x09 && code !== 0x0a && code !== 0x0d)
  .map((code) => String.fromCharCode(code));

describe("stripXmlUnsafeChars", () => {
  it("removes every C0 control but tab, LF and CR — U+0000 included", () => {
    expect(C0_FORBIDDEN).toHaveLength(29);
    for (const char of C0_FORBIDDEN) {
      expect(xmlParseError(`a${char}b`), `U+${char.charCodeAt(0).toString(16)} is malformed XML`).not.toBeNull();
      expect(stripXmlUnsafeChars(`a${char}b`), `U+${char.charCodeAt(0).toString(16)}`).toBe("ab");
    }
    expect(stripXmlUnsafeChars("a\tb\nc\r\nd")).toBe("a\tb\nc\r\nd");
  });

  it("removes U+FFFE and U+FFFF", () => {
    for (const char of ["\uFFFE", "\uFFFF"]) expect(xmlParseError(`a${char}b`)).not.toBeNull();
    expect(stripXmlUnsafeChars("a\uFFFEb\uFFFFc")).toBe("abc");
  });

  it("removes lone surrogates, high or low, anywhere, and keeps surrogate pairs (emoji) intact", () => {
    expect(stripXmlUnsafeChars("a\uD800b")).toBe("ab");
    expect(stripXmlUnsafeChars("a\uDFFFb")).toBe("ab");
    expect(stripXmlUnsafeChars("\uD83D")).toBe("");
    expect(stripXmlUnsafeChars("\uDE80\uD83D")).toBe(""); // reversed pair: two lone halves
    expect(stripXmlUnsafeChars("x\uD83D\uD83D\uDE80")).toBe("x🚀"); // a lone high right before a pair
    const emoji = "🚀 👩🏽‍💻 🇮🇳 𝒜 𠀀";
    expect(stripXmlUnsafeChars(emoji)).toBe(emoji);
    expect(stripXmlUnsafeChars(`${emoji}\uFFFE`)).toBe(emoji);
  });

  it("removes what XML discourages: DEL, C1 controls and the other noncharacters", () => {
    expect(stripXmlUnsafeChars("a\u007Fb\u0080c\u0085d\u009Fe")).toBe("abcde");
    expect(stripXmlUnsafeChars("a\uFDD0b\uFDEFc")).toBe("abc");
    expect(stripXmlUnsafeChars("a\u{1FFFE}b\u{10FFFF}c")).toBe("abc");
  });

  it("keeps everything else: letters of every script, U+FFFD, zero-width joiners, the BOM character", () => {
    const text = "Zoë Ødegård — 李小龍, مرحبا, नमस्ते \uFFFD \u200D \u200C \uFEFF <&>";
    expect(stripXmlUnsafeChars(text)).toBe(text);
    expect(stripXmlUnsafeChars("")).toBe("");
  });

  it("leaves text a strict XML parser accepts (after escaping markup)", () => {
    const hostile = ["\u0000", ...C0_FORBIDDEN, "\uFFFE", "\uFFFF", "\uD800", "\uDC00", "\u0080", "\uFDD0", "🚀"].join("x");
    const escaped = stripXmlUnsafeChars(hostile).replace(/&/g, "&amp;").replace(/</g, "&lt;");
    expect(xmlParseError(escaped)).toBeNull();
  });
});

describe("withXmlSafeText", () => {
  it("cleans every string of a nested object and array, keys too, and keeps other values", () => {
    const date = new Date("2025-01-01T00:00:00Z");
    const input = {
      personalInfo: { firstName: "Ada\uFFFE", lastName: "Love\u0001lace" },
      experiences: [{ description: "Built\uD800 it 🚀", currentJob: true }],
      nested: { deeper: [["x\uFFFF"]] },
      "key\uFFFE": 1,
      nothing: null,
      missing: undefined,
      date,
    };
    const safe = withXmlSafeText(input);
    expect(safe).toEqual({
      personalInfo: { firstName: "Ada", lastName: "Lovelace" },
      experiences: [{ description: "Built it 🚀", currentJob: true }],
      nested: { deeper: [["x"]] },
      key: 1,
      nothing: null,
      missing: undefined,
      date,
    });
    expect(safe.date).toBe(date);
    // the input is not changed
    expect(input.personalInfo.firstName).toBe("Ada\uFFFE");
  });

  it("a new field is covered without naming it", () => {
    const safe = withXmlSafeText({ form: { personalInfo: { pronouns: "she\uFFFF/her" } } as Record<string, unknown> });
    expect(safe.form).toEqual({ personalInfo: { pronouns: "she/her" } });
  });

  it("keeps a __proto__ key as data (no prototype change) and cuts off a cyclic or absurdly deep value", () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "yes\\uFFFE"}}') as Record<string, unknown>;
    const safe = withXmlSafeText(parsed);
    expect(Object.getPrototypeOf(safe)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(safe, "__proto__")?.value).toEqual({ polluted: "yes" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const cyclic: Record<string, unknown> = { name: "a\uFFFE" };
    cyclic.self = cyclic;
    const cut = withXmlSafeText(cyclic);
    expect(cut.name).toBe("a");
  });

  it("passes a bare string or a non-string through", () => {
    expect(withXmlSafeText("a\uFFFEb")).toBe("ab");
    expect(withXmlSafeText(42)).toBe(42);
    expect(withXmlSafeText(null)).toBeNull();
  });
});
