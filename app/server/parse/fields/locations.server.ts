/** Place recognition for contact blocks and entry headers: "City, ST", "City, Region, Country". */
import { countryCode } from "../../../lib/text/countries.ts";
import { WORLD_CITIES } from "./gazetteer-data.server.ts";

export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  DC: "District of Columbia",
  // Canadian provinces
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
};
const STATE_NAMES = new Set(Object.values(US_STATES).map((s) => s.toLowerCase()));
const REGIONS = new Set([
  ...STATE_NAMES,
  // a few large regions often printed between city and country
  "maharashtra",
  "karnataka",
  "tamil nadu",
  "telangana",
  "kerala",
  "gujarat",
  "punjab",
  "uttar pradesh",
  "west bengal",
  "delhi",
  "new delhi",
  "haryana",
  "rajasthan",
  "bavaria",
  "bayern",
  "ontario",
  "quebec",
  "england",
  "scotland",
  "wales",
  "catalonia",
  "new south wales",
  "victoria",
  "queensland",
  "île-de-france",
  "ile-de-france",
  "lombardy",
  "hesse",
  "berlin",
]);

export const COUNTRIES = new Set([
  "usa",
  "us",
  "u.s.",
  "u.s.a.",
  "united states",
  "united states of america",
  "america",
  "canada",
  "mexico",
  "brazil",
  "argentina",
  "chile",
  "colombia",
  "peru",
  "uk",
  "u.k.",
  "united kingdom",
  "great britain",
  "england",
  "scotland",
  "ireland",
  "france",
  "germany",
  "deutschland",
  "spain",
  "españa",
  "portugal",
  "italy",
  "italia",
  "netherlands",
  "the netherlands",
  "belgium",
  "switzerland",
  "austria",
  "sweden",
  "norway",
  "denmark",
  "finland",
  "iceland",
  "poland",
  "czech republic",
  "czechia",
  "slovakia",
  "hungary",
  "romania",
  "bulgaria",
  "greece",
  "turkey",
  "türkiye",
  "ukraine",
  "russia",
  "belarus",
  "estonia",
  "latvia",
  "lithuania",
  "serbia",
  "croatia",
  "slovenia",
  "israel",
  "egypt",
  "morocco",
  "nigeria",
  "kenya",
  "ghana",
  "south africa",
  "ethiopia",
  "india",
  "pakistan",
  "bangladesh",
  "sri lanka",
  "nepal",
  "china",
  "hong kong",
  "taiwan",
  "japan",
  "south korea",
  "korea",
  "singapore",
  "malaysia",
  "indonesia",
  "philippines",
  "vietnam",
  "thailand",
  "australia",
  "new zealand",
  "uae",
  "united arab emirates",
  "saudi arabia",
  "qatar",
  "iran",
  "iraq",
  "jordan",
  "lebanon",
  "luxembourg",
]);

export interface Place {
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
  /** the whole matched text */
  text: string;
}

function cleanPart(p: string): string {
  return p.replace(/^[\s•·|*]+|[\s•·|*.]+$/g, "").trim();
}

function isPlaceWord(p: string): boolean {
  // "Mountain View", "San Francisco", "New Delhi", "St. Louis", "Zürich", "NYC"
  return /^[\p{Lu}][\p{L}'’.-]*(?:\s+(?:de|da|del|la|le|am|an|upon|on|sur)?\s*[\p{Lu}][\p{L}'’.-]*){0,3}$/u.test(p) && p.length <= 40;
}

/**
 * Parses a place like "San Diego, CA", "Dallas, TX 75025", "Pune, Maharashtra, India",
 * "Google HQ, Mountain View, CA, USA", "Berlin, Germany", "Remote". Returns null when the text
 * is not (only) a place.
 */
export function parsePlace(text: string, strict = false): Place | null {
  const t = text
    .replace(/^(?:location|address|based in|city)\s*[:-]\s*/i, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.length > 80 || /@|https?:|www\.|\d{6,}/.test(t)) return null;
  if (/^(?:remote|hybrid|on-?site)$/i.test(t)) return { city: undefined, text: t };
  // "San Francisco Bay Area", "Greater Boston Area", "Greater London"
  const area =
    /^(?:greater\s+)?([\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,3}?)(?:\s+bay)?\s+(?:metropolitan\s+|metro\s+)?area$/iu.exec(t) ??
    /^greater\s+([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,2})$/u.exec(t);
  if (area) return { city: area[1], text: t };
  const parts = t
    .split(/\s*,\s*/)
    .map(cleanPart)
    .filter(Boolean);
  if (parts.length === 1) {
    // "Seattle WA 98101" without the comma
    const m = /^(.+?)\s+([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(parts[0]!);
    if (m && US_STATES[m[2]!] && isPlaceWord(m[1]!) && !US_STATES[m[1]!] && m[1]!.split(/\s+/).length <= 3)
      return { city: m[1], state: m[2], zipCode: m[3], text: t };
    return null;
  }
  if (parts.length < 2) return null;
  // US / Canada: "<City>, ST[ zip]" possibly followed by a country
  for (let i = parts.length - 1; i >= 1; i--) {
    const m = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d))?$/.exec(parts[i]!);
    if (m && US_STATES[m[1]!]) {
      const tail = parts.slice(i + 1);
      if (tail.length > 1 || (tail.length === 1 && !COUNTRIES.has(tail[0]!.toLowerCase()))) continue;
      const city = parts[i - 1]!;
      if (strict && i - 1 !== 0) return null;
      if (US_STATES[city]) return null;
      if (!isPlaceWord(city) && !/^[A-Z]{2,4}$/.test(city)) return null;
      return { city, state: m[1], zipCode: m[2], country: tail[0], text: t };
    }
  }
  const last = parts[parts.length - 1]!.toLowerCase();
  const lastNoZip = last.replace(/\s*\d{4,6}$/, "");
  if (COUNTRIES.has(lastNoZip)) {
    const country = parts[parts.length - 1]!;
    if (parts.length === 2)
      return !US_STATES[parts[0]!] && isPlaceWord(parts[0]!.replace(/\s*\d{4,6}$/, ""))
        ? { city: parts[0]!.replace(/\s*\d{4,6}$/, ""), country, text: t }
        : null;
    if (strict && parts.length > 3) return null;
    const region = parts[parts.length - 2]!;
    const city = parts[parts.length - 3]!;
    if (!parts.slice(-3, -1).every((p) => isPlaceWord(p.replace(/\s*\d{4,6}$/, "")))) return null;
    return { city, state: region, country, text: t };
  }
  if (parts.length === 2 && REGIONS.has(parts[1]!.toLowerCase()) && isPlaceWord(parts[0]!)) {
    return { city: parts[0], state: parts[1], text: t };
  }
  return null;
}

/** Finds a place at the end of a longer text ("Apple, Software Engineer, Cupertino, CA"). */
export function splitTrailingPlace(text: string): { before: string; place: Place } | null {
  const parts = text.split(/\s*,\s*/);
  for (let k = 2; k <= Math.min(4, parts.length - 1); k++) {
    const tail = parts.slice(parts.length - k).join(", ");
    const place = parsePlace(tail, true);
    if (place && place.city)
      return {
        before: parts
          .slice(0, parts.length - k)
          .join(", ")
          .trim(),
        place,
      };
  }
  return null;
}

const CITY_COUNTRY: Map<string, string> = new Map(
  WORLD_CITIES.trim()
    .split("\n")
    .map((row) => row.split("|") as [string, string]),
);

function placeKey(t: string): string {
  return t.toLowerCase().replace(/\s+/g, " ").trim();
}

/** The country code of a well-known city printed on its own ("München" → "DE"), or undefined. */
export function knownCityCountry(name: string): string | undefined {
  const k = placeKey(name);
  return CITY_COUNTRY.get(k) ?? CITY_COUNTRY.get(k.normalize("NFKD").replace(/\p{M}/gu, ""));
}

/** A well-known city, a US state or Canadian province (name or code), or a country, printed alone. */
export function isPlaceName(t: string): boolean {
  const k = placeKey(t.replace(/[.,;]+$/, ""));
  if (!k) return false;
  return (
    !!knownCityCountry(k) || STATE_NAMES.has(k) || (US_STATES[t.trim()] !== undefined && /^[A-Z]{2}$/.test(t.trim())) || COUNTRIES.has(k) || !!countryCode(k)
  );
}

/** Where work happens rather than a place: "Remote", "Hybrid", "On-site" (with an optional qualifier). */
export const WORK_MODE_RE =
  /^[([]?(?:fully\s+)?(?:remote|hybrid|on-?site|in[- ]office|work from home|wfh)(?:\s*\(?(?:us|usa|uk|eu|emea|global|worldwide)\)?)?[)\]]?$/i;

/** The ISO country code of a parsed place: its country, its state or province, or its city. */
export function countryOfPlace(place: Place | null | undefined): string | undefined {
  if (!place) return undefined;
  if (place.country) return countryCode(place.country);
  if (place.state && US_STATES[place.state]) return CANADIAN_PROVINCES.has(place.state) ? "CA" : "US";
  const stateCode = place.state && Object.keys(US_STATES).find((c) => US_STATES[c]!.toLowerCase() === place.state!.toLowerCase());
  if (stateCode) return CANADIAN_PROVINCES.has(stateCode) ? "CA" : "US";
  return place.city ? knownCityCountry(place.city) : undefined;
}

const CANADIAN_PROVINCES = new Set(["AB", "BC", "MB", "NB", "NL", "NS", "ON", "PE", "QC", "SK"]);
