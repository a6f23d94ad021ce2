import { describe, expect, it } from "vitest";
import { everydayName, geoKey, geoTownCountry, geoTownIn, geoTownInRegionCode, geoTowns, geoWellKnownCountry } from "./geonames.server.ts";
import { isGeoTown, knownCityCountry, townOfCountry } from "./locations.server.ts";

describe("the GeoNames gazetteer's keys", () => {
  it("finds a place with or without its accents, hyphens and apostrophes", () => {
    expect(geoTowns("Ribeirão Preto")[0]?.country).toBe("BR");
    expect(geoTowns("Ribeirao Preto")[0]?.country).toBe("BR");
    expect(geoTowns("Saint-Étienne")[0]?.country).toBe("FR");
    expect(geoTowns("saint etienne")[0]?.country).toBe("FR");
  });
  it("writes out the short forms of Saint, Fort and Mount", () => {
    expect(geoKey("St. Albans")).toBe("saint albans");
    expect(geoKey("St Albans")).toBe("saint albans");
    expect(geoKey("Ft. Myers")).toBe("fort myers");
    expect(geoTownIn("St Albans", "GB")).toBeDefined();
    expect(geoTownIn("Ft. Myers", "US")).toBeDefined();
  });
  it("knows nothing of a name that is no place", () => {
    expect(geoTowns("Qwertyville Xyz")).toEqual([]);
    expect(geoTowns("")).toEqual([]);
  });
});

describe("the well-known tier: a city read as one wherever it is printed", () => {
  it("takes a big city the hand list lacks", () => {
    expect(geoWellKnownCountry("Uberlândia")).toBe("BR");
    expect(geoWellKnownCountry("Ribeirão Preto")).toBe("BR");
    expect(knownCityCountry("Ludhiana")).toBe("IN");
  });
  it("leaves out a small town, whose name alone says nothing", () => {
    expect(geoWellKnownCountry("Tewkesbury")).toBeUndefined();
    expect(knownCityCountry("Wangaratta")).toBeUndefined();
  });
  it("leaves out a place named by an everyday or a CV's word unless it is very big", () => {
    expect(everydayName("Mobile")).toBe(true);
    expect(everydayName("Long Beach")).toBe(true);
    expect(everydayName("Rovaniemi")).toBe(false);
    expect(geoWellKnownCountry("Mobile")).toBeUndefined();
    expect(geoWellKnownCountry("Reading")).toBeUndefined();
    expect(geoWellKnownCountry("Normal")).toBeUndefined();
    expect(knownCityCountry("Java")).toBeUndefined();
  });
  it("leaves out a name people bear, and a well-known region's name", () => {
    expect(geoWellKnownCountry("Gilbert")).toBeUndefined();
    expect(geoWellKnownCountry("Chandler")).toBeUndefined();
    expect(geoWellKnownCountry("Santa Rosa")).toBeUndefined();
    expect(geoTownIn("Santa Rosa", "US")).toBeDefined();
    expect(geoTowns("Oklahoma")[0]?.population).toBeGreaterThan(100_000);
    expect(knownCityCountry("Oklahoma")).toBeUndefined();
  });
  it("keeps the hand list's own spellings", () => {
    expect(knownCityCountry("NYC")).toBe("US");
    expect(knownCityCountry("Bombay")).toBe("IN");
  });
  it("answers the largest place of a name shared by several", () => {
    expect(geoTowns("Reading")[0]?.country).toBe("GB");
    expect(geoTowns("Reading").some((t) => t.country === "US")).toBe(true);
  });
});

describe("the town tier: any place, where the text says a place stands", () => {
  it("knows a small town by its name, but no quarter of a bigger place and no everyday word", () => {
    expect(isGeoTown("Tewkesbury")).toBe(true);
    expect(isGeoTown("Reading")).toBe(false);
    expect(isGeoTown("tewkesbury")).toBe(false);
    expect(isGeoTown("Floridsdorf")).toBe(false);
  });
  it("checks the country printed after the town", () => {
    expect(townOfCountry("Rovaniemi", "Finland")).toBe(true);
    expect(townOfCountry("Rovaniemi", "Sweden")).toBe(false);
    expect(townOfCountry("Tewkesbury", "UK")).toBe(true);
    expect(townOfCountry("Reading", "USA")).toBe(true);
  });
  it("checks the region code printed after the town where the list's codes match it", () => {
    expect(geoTownInRegionCode("Wangaratta", "VIC")).toBe(true);
    expect(geoTownInRegionCode("Wangaratta", "NSW")).toBe(false);
    expect(geoTownInRegionCode("Penticton", "BC")).toBe(true);
    expect(geoTownInRegionCode("Ithaca", "NY")).toBe(true);
    expect(geoTownInRegionCode("Ithaca", "TX")).toBe(false);
    expect(geoTownInRegionCode("Lecco", "LC")).toBeUndefined();
  });
});

describe("a town's country", () => {
  it("is the one country its places lie in, or the largest's where it dwarfs the others", () => {
    expect(geoTownCountry("Zapotlanejo")).toBe("MX");
    expect(geoTownCountry("Rovaniemi")).toBe("FI");
    expect(geoTownCountry("Linares")).toBeUndefined();
  });
  it("is the phone's country where the town lies there, and none where it does not", () => {
    expect(geoTownCountry("Linares", "MX")).toBe("MX");
    expect(geoTownCountry("Linares", "ES")).toBe("ES");
    expect(geoTownCountry("Linares", "GB")).toBeUndefined();
  });
});

describe("a town printed with or without the word City", () => {
  it("finds the list's town under the other form", () => {
    expect(geoTownIn("Jambi", "ID")).toBeDefined();
    expect(geoTownIn("Jambi City", "ID")).toBeDefined();
  });
  it("takes no village the list names without the word for a city printed with it", () => {
    expect(geoTowns("Kelso").length).toBeGreaterThan(0);
    expect(geoTowns("Kelso City")).toEqual([]);
  });
});
