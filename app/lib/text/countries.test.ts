import { describe, expect, it } from "vitest";
import { countryCode } from "./countries.ts";

describe("countryCode", () => {
  it("gives the current code for a name Intl also gives a withdrawn code", () => {
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("Russia")).toBe("RU");
    expect(countryCode("Serbia")).toBe("RS");
    expect(countryCode("Vietnam")).toBe("VN");
    expect(countryCode("France")).toBe("FR");
    expect(countryCode("UK")).toBe("GB");
  });
});

describe("a country's formal name", () => {
  it("goes by the country's short name", () => {
    expect(countryCode("State of Qatar")).toBe("QA");
    expect(countryCode("United Republic of Tanzania")).toBe("TZ");
    expect(countryCode("Federal Republic of Nigeria")).toBe("NG");
    expect(countryCode("Kingdom of the Netherlands")).toBe("NL");
    expect(countryCode("Commonwealth of Massachusetts")).toBeUndefined();
  });
});

describe("a country's ISO short name or saint's name", () => {
  it("goes by the same code as the runtime's English name", () => {
    expect(countryCode("Lao People's Democratic Republic")).toBe("LA");
    expect(countryCode("Syrian Arab Republic")).toBe("SY");
    expect(countryCode("Saint Lucia")).toBe("LC");
    expect(countryCode("St Kitts and Nevis")).toBe("KN");
    expect(countryCode("Saint Marula")).toBeUndefined();
  });
});

describe("a country's everyday short name", () => {
  it("goes by the code of its full name", () => {
    expect(countryCode("Saint Vincent and the Grenadines")).toBe("VC");
    expect(countryCode("St. Kitts")).toBe("KN");
    expect(countryCode("Antigua")).toBe("AG");
    expect(countryCode("Trinidad")).toBe("TT");
    expect(countryCode("Macau SAR")).toBe("MO");
    expect(countryCode("Hong Kong SAR")).toBe("HK");
    expect(countryCode("Marula and the Isles")).toBeUndefined();
  });
});

describe("a country's name in its own language", () => {
  it("is known as the country, with or without its accents", () => {
    expect(countryCode("Deutschland")).toBe("DE");
    expect(countryCode("España")).toBe("ES");
    expect(countryCode("República Dominicana")).toBe("DO");
    expect(countryCode("Republica Dominicana")).toBe("DO");
    expect(countryCode("Nederland")).toBe("NL");
  });
  it("knows the Maghreb's countries in French, as their addresses are often printed", () => {
    expect(countryCode("Maroc")).toBe("MA");
    expect(countryCode("Algérie")).toBe("DZ");
    expect(countryCode("Tunisie")).toBe("TN");
  });
  it("leaves an English name with its own country", () => {
    expect(countryCode("Georgia")).toBe("GE");
    expect(countryCode("Chile")).toBe("CL");
  });
});
