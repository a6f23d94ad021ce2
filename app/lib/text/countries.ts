/**
 * Country names ⇄ ISO 3166-1 alpha-2 codes, from the runtime's own region names (Intl.DisplayNames
 * in English) plus the short forms people write on a CV ("USA", "UK", "UAE"). Used where a format
 * wants the code (JSON Resume's countryCode) and to choose paper by where someone lives.
 */
import { withoutMarks } from "./letters.ts";

/**
 * Codes Intl names that are not countries: private-use ranges, unions, "Unknown Region", and the
 * withdrawn codes Intl still names after their successor (DD "Germany", SU "Russia", YU "Serbia"),
 * which would otherwise take the name before the current code.
 */
const NOT_A_COUNTRY = /^(?:A[A]|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN|AN|BU|CS|DD|DY|FX|HV|NH|RH|SU|TP|UK|VD|YD|YU|ZR)$/;

/** What people write for a country, lower-cased, beyond its English name. */
const ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "u.s.a": "US",
  america: "US",
  "united states of america": "US",
  uk: "GB",
  "u.k.": "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  uae: "AE",
  "u.a.e.": "AE",
  korea: "KR",
  "republic of korea": "KR",
  "czech republic": "CZ",
  russia: "RU",
  "russian federation": "RU",
  vietnam: "VN",
  "viet nam": "VN",
  holland: "NL",
  "the netherlands": "NL",
  "hong kong": "HK",
  macau: "MO",
  "ivory coast": "CI",
  burma: "MM",
  myanmar: "MM",
  turkey: "TR",
  ksa: "SA",
  prc: "CN",
  "mainland china": "CN",
  "republic of ireland": "IE",
  // the short names ISO 3166 gives where the runtime's English differs
  "brunei darussalam": "BN",
  "syrian arab republic": "SY",
  "lao people's democratic republic": "LA",
  "lao pdr": "LA",
  macao: "MO",
  "cabo verde": "CV",
  // a two-island state under its main island's name alone, as its people often print it
  "st. kitts": "KN",
  antigua: "AG",
  trinidad: "TT",
  "st. vincent": "VC",
  bosnia: "BA",
  "turks and caicos": "TC",
  // a special administrative region under its own name and the letters after it
  "hong kong sar": "HK",
  "macau sar": "MO",
  "macao sar": "MO",
};

/**
 * The official languages of countries that have several, besides the main one the runtime gives, and
 * the second language the Maghreb's addresses are printed in ("Maroc", "Algérie", "Tunisie").
 */
const OTHER_LANGUAGES: Record<string, string[]> = {
  BE: ["fr", "de"],
  CH: ["fr", "it"],
  LU: ["fr", "de"],
  FI: ["sv"],
  CA: ["fr"],
  MA: ["fr"],
  DZ: ["fr"],
  TN: ["fr"],
  MR: ["fr"],
};

let namesByKey: Map<string, string> | null = null;
let codes: Map<string, string> | null = null;

function tables() {
  if (namesByKey && codes) return { namesByKey, codes };
  const display = new Intl.DisplayNames(["en"], { type: "region" });
  namesByKey = new Map();
  codes = new Map();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (NOT_A_COUNTRY.test(code)) continue;
      let name: string | undefined;
      try {
        name = display.of(code);
      } catch {
        continue;
      }
      // a second code for a name ("UK" beside "GB") is an alias Intl keeps, not a country code
      if (!name || name === code || namesByKey.has(keyOf(name))) continue;
      codes.set(code, name);
      namesByKey.set(keyOf(name), code);
    }
  }
  // a country's name in its own main language, as people there print it in an address
  // ("República Dominicana", "Deutschland"); an English name already taken keeps its country
  const inLanguage = new Map<string, Intl.DisplayNames>();
  for (const code of codes.keys()) {
    let language: string;
    try {
      language = new Intl.Locale(`und-${code}`).maximize().language;
    } catch {
      continue;
    }
    if (language === "en" || language === "und") continue;
    if (!inLanguage.has(language)) inLanguage.set(language, new Intl.DisplayNames([language], { type: "region", fallback: "none" }));
    const own = inLanguage.get(language)!.of(code);
    if (own && own !== code && !namesByKey.has(keyOf(own))) namesByKey.set(keyOf(own), code);
  }
  // (and in the other languages of a country that has several: "Belgique", "Suisse", "Svizzera")
  for (const [code, languages] of Object.entries(OTHER_LANGUAGES))
    for (const language of languages) {
      const own = new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(code);
      if (own && own !== code && !namesByKey.has(keyOf(own))) namesByKey.set(keyOf(own), code);
    }
  for (const [alias, code] of Object.entries(ALIASES)) namesByKey.set(keyOf(alias), code);
  return { namesByKey, codes };
}

function keyOf(name: string): string {
  return (
    withoutMarks(name)
      .toLowerCase()
      // Intl writes "Trinidad & Tobago" and "Côte d’Ivoire"; people write "and" and a straight apostrophe
      .replace(/\s*&\s*/g, " and ")
      // Intl writes "St. Vincent & Grenadines"; people write "… and the Grenadines"
      .replace(/ and the /g, " and ")
      .replace(/[’‘`]/g, "'")
      .replace(/^the\s+/, "")
      // the runtime writes "St. Lucia"; people write "Saint Lucia" and "St Lucia"
      .replace(/^(?:saint|st\.?)\s+/, "st. ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The ISO 3166-1 alpha-2 code of a country as written ("USA", "United Kingdom", "in"), or undefined. */
export function countryCode(country: string | undefined | null): string | undefined {
  const written = country?.trim();
  if (!written) return undefined;
  const { namesByKey, codes } = tables();
  if (/^[a-z]{2}$/i.test(written) && codes.has(written.toUpperCase())) return written.toUpperCase();
  const key = keyOf(written);
  // a country under its formal name ("State of Qatar", "United Republic of Tanzania") goes by its short one
  return namesByKey.get(key) ?? namesByKey.get(key.replace(FORMAL_STATE_RE, ""));
}

/** The words a country's formal name opens with: "State of", "Republic of", "Federal Republic of", "Kingdom of the". */
const FORMAL_STATE_RE =
  /^(?:(?:united|federal|islamic|democratic|people's|socialist|arab|hashemite|plurinational|bolivarian|co-?operative|independent)\s+)*(?:state|republic|kingdom|sultanate|emirate|principality|grand duchy|commonwealth|federation)\s+of\s+(?:the\s+)?(?=\S)/;

/** The regions whose printers hold US Letter paper rather than A4. */
export const LETTER_REGIONS: ReadonlySet<string> = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "PR"]);

/** "Letter" for someone living in the US, Canada and the other Letter countries, otherwise "A4". */
export function paperForCountry(country: string | undefined | null): "Letter" | "A4" {
  const code = countryCode(country);
  return code && LETTER_REGIONS.has(code) ? "Letter" : "A4";
}
