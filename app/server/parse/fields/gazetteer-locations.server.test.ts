import { describe, expect, it } from "vitest";
import { extractContact } from "./contact.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parsePlace, splitTrailingPlace } from "./locations.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("regions of every country from the region gazetteer", () => {
  it("reads a city before a Philippine or South African province", () => {
    expect(parsePlace("Tagum City, Davao del Norte")).toMatchObject({ city: "Tagum City", state: "Davao del Norte" });
    expect(parsePlace("Dumaguete City, Negros Oriental")).toMatchObject({ city: "Dumaguete City" });
    // a region of generic words alone is one only with its kind printed after it
    expect(parsePlace("Mahikeng, North West Province")).toMatchObject({ city: "Mahikeng", state: "North West Province" });
    expect(parsePlace("Mahikeng, North West")).toBeNull();
    expect(parsePlace("Nelspruit, Mpumalanga")).toMatchObject({ city: "Nelspruit", state: "Mpumalanga" });
    expect(parsePlace("Welkom, Free State")).toMatchObject({ city: "Welkom", state: "Free State" });
    expect(parsePlace("Pietermaritzburg, KwaZulu-Natal")).toMatchObject({ city: "Pietermaritzburg" });
  });

  it("reads an Australian state code after a city, with or without a comma and a postcode", () => {
    expect(parsePlace("Ballarat VIC")).toMatchObject({ city: "Ballarat", state: "VIC" });
    expect(parsePlace("Launceston TAS 7250")).toMatchObject({ city: "Launceston", state: "TAS", zipCode: "7250" });
    expect(parsePlace("Toowoomba, QLD 4350")).toMatchObject({ city: "Toowoomba", state: "QLD", zipCode: "4350" });
    // a two-letter code that is no US state only after a city known to be in that country
    expect(parsePlace("Adelaide SA")).toMatchObject({ city: "Adelaide", state: "SA" });
    expect(parsePlace("Harbour View SA")).toBeNull();
  });

  it("takes the place from a contact line", () => {
    expect(contact("Marisol Reyes\nmarisol.reyes@example.com | +63 917 555 0101 | Tagum City, Davao del Norte")).toMatchObject({ city: "Tagum City" });
    expect(contact("Thabo Mokoena\nWelkom, Free State • thabo@example.org")).toMatchObject({ city: "Welkom" });
    expect(contact("Liam Walsh\nBendigo VIC · 0412 555 019 · liam.walsh@example.net")).toMatchObject({ city: "Bendigo", state: "VIC" });
  });

  it("does not read region words in names as places", () => {
    for (const t of ["Central Logistics", "Western Digital", "Eastern Freight", "Northern Trust", "Free State Holdings"]) expect(parsePlace(t), t).toBeNull();
    // a plain word that names some country's region is no region after a name
    for (const t of ["Acme Haulage, Central", "Harbour Foods, Western", "Pinnacle, North West", "Doe, Kerry", "Sales Associate, Delta"])
      expect(parsePlace(t), t).toBeNull();
    // a company, a school or a title before a region is a name and its place
    expect(parsePlace("Kestrel Freight Ltd, Limpopo")).toBeNull();
    expect(parsePlace("Acme Foods, London")).toBeNull();
    // in an entry's header, three unknown words before a lesser-known region are an employer
    expect(parsePlace("Harbour Plant Hire, Wexford", true)).toBeNull();
    expect(parsePlace("Port Elizabeth, Eastern Cape", true)).toMatchObject({ city: "Port Elizabeth" });
    // degrees and credentials that are also some country's region code
    for (const t of ["Jane Doe MBA", "Jane Doe RN", "Jane Doe CMA"]) expect(parsePlace(t)?.city, t).toBeUndefined();
    expect(contact("Jane Doe\nCentral Logistics | jane@example.com").city).toBeUndefined();
  });

  it("keeps a company named with a region word whole in an entry header", () => {
    const job = (place: string) => parseExperienceSection(linesFromText(`Warehouse Associate\n${place}\nJan 2021 – Present\n• Picked orders`))[0];
    expect(job("Central Logistics, Geelong, VIC")).toMatchObject({ company: "Central Logistics", location: "Geelong, VIC" });
    expect(job("Central Logistics | Geelong VIC")).toMatchObject({ company: "Central Logistics", location: "Geelong VIC" });
    expect(splitTrailingPlace("Western Digital, Perth, WA")).toMatchObject({ before: "Western Digital", place: { city: "Perth" } });
  });

  it("splits the town off an employer printed 'Company / Town', and only a town", () => {
    const job = (line: string) => parseExperienceSection(linesFromText(`Customer Care Associate\n${line}\nMar 2019 – Jun 2022\n• Answered billing calls`))[0];
    expect(job("Meridian Outsourcing / Cebu City")).toMatchObject({ company: "Meridian Outsourcing", location: "Cebu City" });
    expect(job("Harbour Freight Ltd / Leeds, UK")).toMatchObject({ company: "Harbour Freight Ltd", location: "Leeds, UK" });
    expect(splitTrailingPlace("Customer Service / Sales")).toBeNull();
    expect(splitTrailingPlace("Sales / Account Management")).toBeNull();
  });
});

describe("a region printed with the kind of region it is", () => {
  it("reads 'State', 'County' and 'Province' after a region's name", () => {
    expect(parsePlace("Owerri, Imo State")).toMatchObject({ city: "Owerri", state: "Imo State" });
    expect(parsePlace("Kitale, Trans Nzoia County")).toMatchObject({ city: "Kitale", state: "Trans Nzoia County" });
    expect(contact("Ngozi Eze\nngozi@example.org\nOwerri, Imo State")).toMatchObject({ city: "Owerri" });
    // a word that names no region stays unread
    expect(parsePlace("Owerri, Harbour State")).toBeNull();
  });
});

describe("the person's place written out", () => {
  it("'Based in …', a town named '… of …', a street before the town", () => {
    expect(parsePlace("Based in Nuku'alofa, Tonga")).toMatchObject({ city: "Nuku'alofa", country: "Tonga" });
    expect(parsePlace("Bay of Plenty, New Zealand")).toMatchObject({ city: "Bay of Plenty", country: "New Zealand" });
    expect(parsePlace("14 Vuna Road, Nuku'alofa, Tonga")).toMatchObject({ city: "Nuku'alofa", country: "Tonga", text: "14 Vuna Road, Nuku'alofa, Tonga" });
    // in an entry's header a street is no place, nor is a firm's name before a country
    expect(parsePlace("14 Vuna Road, Nuku'alofa, Tonga", true)).toBeNull();
    expect(parsePlace("Bank of Tonga, Tonga")).toBeNull();
  });
});

describe("towns named after a date, and a region sharing its name with a city", () => {
  it("reads '15th of May City' and '9 de Julio' as towns, in the header and in an entry", () => {
    expect(parsePlace("15th of May City, Egypt")).toMatchObject({ city: "15th of May City", country: "Egypt" });
    expect(parsePlace("9 de Julio, Argentina", true)).toMatchObject({ city: "9 de Julio", country: "Argentina" });
    expect(contact("Omar Fathy\n15th of May City, Cairo, Egypt | 01155550000 | omar.fathy@example.com")).toMatchObject({ city: "15th of May City" });
  });
  it("a town named '… City' before a region named like its chief city is a place in the header, not in an entry's header", () => {
    expect(parsePlace("Nasr City, Cairo, Egypt")).toMatchObject({ city: "Nasr City", state: "Cairo", country: "Egypt" });
    expect(parsePlace("Nasr City, Cairo, Egypt", true)).toBeNull();
    // any other name before a known city of the country stays a name
    expect(parsePlace("Kestrel Print, Lagos, Nigeria")).toBeNull();
  });
});

describe("a country printed by its everyday short name", () => {
  it("takes the town before a long 'and the' name, a main island's name or an 'SAR'", () => {
    expect(contact("Ana Velez\nMarula, Saint Vincent and the Grenadines | ana.velez@example.com")).toMatchObject({ city: "Marula" });
    expect(parsePlace("Marula, St. Kitts")).toMatchObject({ city: "Marula", country: "St. Kitts" });
    expect(parsePlace("Marula, Antigua")).toMatchObject({ city: "Marula", country: "Antigua" });
  });
});

describe("a quarter before the town of a small state", () => {
  it("knows the capitals of small states and takes the town after the quarter", () => {
    expect(contact("Ana Velez\nPalm Heights, Castries, Saint Lucia | ana.velez@example.com")).toMatchObject({ city: "Castries" });
    expect(parsePlace("Coral Row, Bridgetown, Barbados")).toMatchObject({ city: "Bridgetown", country: "Barbados" });
    // an entry's header keeps reading a name before a known town as a name
    expect(parsePlace("Coral Row, Bridgetown, Barbados", true)).toBeNull();
  });
  it("takes a city-state as the town after its quarter, not any country named like its capital", () => {
    expect(parsePlace("Palm Row, Singapore")).toMatchObject({ city: "Singapore" });
    expect(parsePlace("Coral Point, Hong Kong SAR")).toMatchObject({ city: "Hong Kong" });
    expect(parsePlace("Marula-sur-Lac, Luxembourg")).toMatchObject({ city: "Marula-sur-Lac" });
  });
});
