/** Place recognition for contact blocks and entry headers: "City, ST", "City, Region, Country". */
import { countryCode } from "../../../lib/text/countries.ts";
import { withoutMarks } from "../../../lib/text/letters.ts";
import { everydayName, geoKey, geoTownCountry, geoTownInRegionCode, geoTowns, geoWellKnownCountry, spokenAsName } from "./geonames.server.ts";
export { geoTownCountry };
import { ANY_REGION_NAMES, COUNTRIES, MAJOR_REGIONS, REGION_CODE_COUNTRIES, REGIONS, STATE_NAMES, US_STATES, WORLD_CITIES } from "./gazetteer-data.server.ts";

export { COUNTRIES, US_STATES };
import { companyScore, looksLikeSchool, titleScore } from "./roles.server.ts";

export interface Place {
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
  /** the whole matched text */
  text: string;
}

function cleanPart(p: string): string {
  return (
    p
      .replace(/^[\s•·|*]+|[\s•·|*.]+$/g, "")
      // the word Romania prints before a county's name ("jud. Westmoor", "județul Westmoor") is no part of it
      .replace(COUNTY_WORD_OPENING_RE, "")
      .trim()
  );
}

export const COUNTY_WORD_OPENING_RE = /^(?:jud\.|jude[țţt]ul)\s*(?=\p{Lu})/iu;

/** A name shaped as a town's: "… City" ("Quezon City"), or named after a date ("6th of October City", "25 de Mayo"). */
function townByShape(name: string): boolean {
  return /\S\s+City$/.test(name) || TOWN_NAMED_AFTER_A_DATE_RE.test(name);
}

const TOWN_NAMED_AFTER_A_DATE_RE = /^\d{1,2}(?:st|nd|rd|th)?\s+(?:of|de)\s+\p{Lu}/u;

function isPlaceWord(p: string): boolean {
  // "Mountain View", "San Francisco", "New Delhi", "St. Louis", "Zürich", "NYC", "Santiago de los
  // Caballeros"; towns named after a date: "6th of October City", "25 de Mayo"
  return (
    (/^(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of|de)\s+)?[\p{Lu}][\p{L}'’.-]*(?:\s+(?:(?:de|da|del|la|le|am|an|im|upon|on|sur|es|el|al|do|dos|das|los|las|of)\s+){0,2}[\p{Lu}][\p{L}'’.-]*){0,3}$/u.test(
      p,
    ) &&
      p.length <= 40) ||
    // a town GeoNames names with other small words: "Offenbach an der Queich", "Oliveira do Bairro"
    (/\s\p{Ll}/u.test(p) && isGeoTown(p))
  );
}

/**
 * Parses a place like "San Diego, CA", "Dallas, TX 75025", "Pune, Maharashtra, India",
 * "Google HQ, Mountain View, CA, USA", "Berlin, Germany", "Remote". Returns null when the text
 * is not (only) a place.
 */
/**
 * The labels a CV gives the person's place, as a pattern's source: "Address", "Home address",
 * "Physical address", "Location", "Current location", "City", "Town", "Residence", "Based in", and
 * the words for an address or a town in the CV's other language ("Adres", "Adresse", "Dirección", "Endereço",
 * "Ciudad", "Ville", "Cidade", "Localidad", "Domicilio", "Wohnort"),
 * and the one letter a compact header gives it before a colon ("A: Nakuru", "L: Nakuru").
 */
export const PLACE_LABEL =
  "(?:(?:town|city)\\s*\\/\\s*(?:town|city)|(?:(?:home|postal|physical|permanent|present|current|residential|mailing)\\s+)?(?:address|location|city|town|residence)|place\\s+of\\s+residence|based\\s+in|adres|adresse|direcci[oó]n|endere[cç]o|indirizzo|ciudad|ville|cidade|citt[aà]|localidad|localit[eé]|ubicaci[oó]n|domicilio|residencia|wohnort|[al](?=\\s*[:：]))";
/** The words for where one lives before a place's name: "Based in", "Living in", "Resides in". */
const LIVES_IN_RE = /^(?:based|located|living|lives|resides|residing|resident)\s+in\s+(?=\p{Lu})/iu;
/** A place's label and its colon opening a text. */
const PLACE_LABEL_OPENING_RE = new RegExp(`^${PLACE_LABEL}\\s*[:-]\\s*`, "i");

/** A label printed before the place with only a space, as a grid of labels and values reads: "Location Marula, Ruritania". */
const PLACE_LABEL_SPACED_RE = /^(?:(?:Current|Home)\s+)?(?:Location|Address|Residence|Adresse|Wohnort|Woonplaats|Localidad|Localit[àa])\s+(?=\p{Lu})/u;

export function parsePlace(text: string, strict = false): Place | null {
  // (kept off only when what follows reads as a place by itself)
  const spaced = PLACE_LABEL_SPACED_RE.exec(text);
  if (spaced) {
    const place = parsePlace(text.slice(spaced[0].length), strict);
    if (place?.city) return place;
  }
  const unlabelled = text.replace(PLACE_LABEL_OPENING_RE, "");
  const t = unlabelled.replace(LIVES_IN_RE, "").replace(/\s+/g, " ").trim();
  // "Based in Marula": after the words for where one lives, a town GeoNames knows is the town
  if (!strict && LIVES_IN_RE.test(unlabelled) && !t.includes(",") && isGeoTown(t)) return { city: t, text: t };
  // (six figures may be a postcode: "Marula 400112")
  if (!t || t.length > 80 || /@|https?:|www\.|\d{7,}/.test(t)) return null;
  // a street address before the town: "12 Palm Street, Blantyre, Malawi" (not in an entry's header)
  const street = strict ? null : /^\d+[A-Za-z]?\s+\p{Lu}[^,]*,\s*(.+,.+)$/u.exec(t);
  if (street) {
    const town = parsePlace(street[1]!, true);
    if (town?.city) return { ...town, text: t };
    // "12 Elm Road, Elm Bank, Marford, Westshire": the town before the region it lies in closes
    // the address, the part before it a quarter
    const tail = street[1]!.split(/\s*,\s*/).map(cleanPart);
    const [before, region] = tail.slice(-2) as [string, string];
    if (tail.length <= 3 && isFirstLevelRegion(region) && townOfRegionsCountry(before, region) && companyScore(before) === 0 && !isFirstLevelRegion(before))
      return { city: before, state: region, text: t };
    return null;
  }
  // … or before the town and its region's code in one part: "123 Main St, Kamloops BC V2C 1A1", "Unit 4/12 Smith St, Toowong QLD 4066"
  const streetThenTown = strict ? null : /^(?:unit\s+)?\d+[A-Za-z]?(?:\/\d+)?\s+\p{Lu}[^,]*,\s*([^,]+)$/iu.exec(t);
  if (streetThenTown && STREET_WORD_RE.test(t.split(",")[0]!.trim())) {
    const town = parsePlace(streetThenTown[1]!, true);
    if (town?.city && town.state) return { ...town, text: t };
  }
  // a street named by its word without a number: "Harbour Lane, Marula, Northshire, Ruritania"
  const namedStreet = strict ? null : /^(\p{Lu}[^,\d]*),\s*(.+,.+)$/u.exec(t);
  if (namedStreet && STREET_WORD_RE.test(namedStreet[1]!.trim())) {
    const town = parsePlace(namedStreet[2]!);
    if (town?.city) return { ...town, text: t };
  }
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
  // "P.O. Box 12-30100, Marula": a box, with its post office's code maybe, before the town alone
  if (!strict && parts.length === 2 && POST_BOX_PART_RE.test(parts[0]!) && isPlaceWord(parts[1]!) && companyScore(parts[1]!) === 0 && isGeoTown(parts[1]!))
    return { city: parts[1], text: t };
  // "Turda, jud. Westmoor, Romania": a part named a county follows the town
  const county = t.split(/\s*,\s*/).findIndex((p) => COUNTY_WORD_OPENING_RE.test(p));
  if (county === 1 && parts.length === county + 1 + (isCountryName(parts.at(-1)!) ? 1 : 0) && isPlaceWord(parts[0]!) && companyScore(parts[0]!) === 0)
    return { city: parts[0], state: parts[1], ...(parts[2] && { country: parts[2] }), text: t };
  const ward = strict ? null : townOfWards(parts);
  if (ward) return { ...ward, text: t };
  // the postcode printed before the town, as much of Europe does: "21050 Vinnytsia, Ukraine"
  const postcodeFirst = strict ? null : /^(\d{4,6})\s+(\p{Lu}.*)$/u.exec(parts[0] ?? "");
  if (postcodeFirst && parts.length === 2 && !STREET_WORD_RE.test(postcodeFirst[2]!)) {
    const town = parsePlace([postcodeFirst[2]!, parts[1]!].join(", "), true);
    if (town?.city) return { ...town, zipCode: postcodeFirst[1], text: t };
  }
  // a British postcode, or its first half, after the town: "Carlisle, CA3", "Carlisle, CA3 8QX"
  if (!strict && parts.length === 2 && UK_POSTCODE_RE.test(parts[1]!) && isPlaceWord(parts[0]!) && companyScore(parts[0]!) === 0)
    return { city: parts[0], zipCode: parts[1], text: t };
  if (parts.length === 1) {
    // a well-known city, a state, a country or a work mode printed alone: "Toronto", "Texas", "Remote"
    const lone = lonePlace(parts[0]!);
    if (lone) return lone;
    // a town and its province's two letters, as Italy prints them without the postcode: "Lecco (LC)",
    // "Lecco LC" (unbracketed only after a town GeoNames places in Italy)
    const province = PROVINCE_AFTER_TOWN_RE.exec(parts[0]!);
    if (province && (province[2] ? isGeoTown(province[1]!) : townOfCountry(province[1]!, "IT") && !US_STATES[province[3]!]))
      return { city: province[1], state: province[2] ?? province[3], text: t };
    // "Seattle WA 98101" without the comma
    // "Geelong VIC 3220": another country's region code the same way; "Kamloops BC V2C 1A1" with Canada's postal code
    const m = /^(.+?)\s+([A-Z]{2,3})(?:\s+(\d{4,5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d))?$/.exec(parts[0]!);
    // "MAYA ROS": a name set in capitals ending in some country's region code is no town the
    // gazetteer does not know without a postcode after the code
    const capitalsName = !!m && !m[3] && !/\p{Ll}/u.test(m[1]!) && !knownCityCountry(m[1]!) && !geoTownInRegionCode(m[1]!, m[2]!);
    if (m && !capitalsName && isRegionCodeAfter(m[1]!, m[2]!, m[3]) && isPlaceWord(m[1]!) && !US_STATES[m[1]!] && m[1]!.split(/\s+/).length <= 3)
      return { city: m[1], state: m[2], zipCode: m[3], text: t };
    return null;
  }
  if (parts.length < 2) return null;
  // US / Canada: "<City>, ST[ zip]" possibly followed by a country; another country's code: "Toowoomba, QLD 4350"
  for (let i = parts.length - 1; i >= 1; i--) {
    const m = /^([A-Z]{2,3})(?:\s+(\d{4,5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d))?$/.exec(parts[i]!);
    // a territory's code reads as one only before a ZIP code ("Ponce, PR 00716"; "Marketing, PR" is a
    // trade), after a town GeoNames places there, or, for codes no trade shares ("VI", "GU"), after
    // a name no title's or employer's words make one
    const territory =
      !!m &&
      US_TERRITORY_CODES.has(m[1]!) &&
      ((!!m[2] && /^\d{5}/.test(m[2])) ||
        townOfCountry(parts[i - 1]!, m[1]!) ||
        (m[1] !== "PR" && isPlaceWord(parts[i - 1]!) && titleScore(parts[i - 1]!) === 0 && companyScore(parts[i - 1]!) === 0));
    if (m && (isRegionCodeAfter(parts[i - 1]!, m[1]!, m[2]) || territory)) {
      const tail = parts.slice(i + 1);
      if (tail.length > 1 || (tail.length === 1 && !COUNTRIES.has(tail[0]!.toLowerCase()))) continue;
      const city = parts[i - 1]!;
      if (strict && i - 1 !== 0) return null;
      if (US_STATES[city]) return null;
      // "Senior Inspector, QC": a job title before a region's code that is also a trade's abbreviation
      if (TITLE_PREFIX_CODES.has(m[1]!) && !m[2] && titleScore(city) > 0 && !knownCityCountry(city) && !geoTownInRegionCode(city, m[1]!)) return null;
      if (!isPlaceWord(city) && !/^[A-Z]{2,4}$/.test(city)) return null;
      return { city, state: m[1], zipCode: m[2], country: tail[0], text: t };
    }
  }
  if (isCountryName(parts[parts.length - 1]!.replace(/\s*\d{4,6}$/, ""))) {
    const country = parts[parts.length - 1]!;
    // a postcode goes with the postal town, so one after a country's name that is also a city of
    // it makes that city the town, the parts before it a quarter ("Harbour Heights, Macau 999078")
    const cityState = /^(.+?)\s+(\d{4,6})$/.exec(country);
    if (cityState && cityOfCountry(cityState[1]!, cityState[1]!)) return { city: cityState[1], zipCode: cityState[2], country: cityState[1], text: t };
    // "Riga Technical University, Latvia", "Baltic Maritime Academy, Klaipėda, Latvia": a school
    // before the country is a name, not a city
    if (looksLikeSchool(parts[0]!)) return null;
    // "Harbour Freight Works, Sohar, Oman": an employer's word makes the first part a name too
    if (companyScore(parts[0]!) > 0) return null;
    // in an entry's header, a name before a country that is a city of its own ("Harbour Tidings,
    // Macau") is the employer's, the country its place
    if (parts.length === 2 && strict && cityOfCountry(country, country) && !knownCityCountry(parts[0]!)) return null;
    // a quarter before a country that is one city ("Harbour Heights, Macau SAR", "Palm Row,
    // Singapore"): the town is that city
    const ownCity = country.replace(/\s+SAR$/i, "");
    if (
      !strict &&
      parts.length === 2 &&
      CITY_STATES.has(countryCode(ownCity) ?? "") &&
      cityOfCountry(ownCity, ownCity) &&
      !knownCityCountry(parts[0]!) &&
      isPlaceWord(parts[0]!)
    )
      return { city: ownCity, country, text: t };
    if (parts.length === 2)
      return !US_STATES[parts[0]!] && isPlaceWord(parts[0]!.replace(/\s*\d{4,6}$/, ""))
        ? { city: parts[0]!.replace(/\s*\d{4,6}$/, ""), country, text: t }
        : null;
    if (!strict) {
      const town = townClosingAddress(parts, country);
      if (town) return { city: town.city, ...(town.zipCode && { zipCode: town.zipCode }), country, text: t };
    }
    if (strict && parts.length > 3) return null;
    const region = parts[parts.length - 2]!;
    const city = parts[parts.length - 3]!;
    if (!parts.slice(-3, -1).every((p) => isPlaceWord(p.replace(/\s*\d{4,6}$/, "")))) return null;
    // "Harbour Freight Ltd, Beira, Mozambique": a name ending in a company word is the employer, not a city
    if (city.includes(" ") && !knownCityCountry(city) && !isRegionName(region) && companyScore(city) > 0) return null;
    // in an entry's header, three capitalised words nobody knows as a city before a city that is no
    // region are a name too ("Air Lagoon Pacific, San Fernando, Trinidad and Tobago")
    if (strict && city.split(/\s+/).length >= 3 && !knownCityCountry(city) && !isRegionName(region)) return null;
    // a known town of that very country where the region would stand, with no region of that name,
    // makes the part before it the town's quarter ("Palm Heights, Kingstown, Saint Vincent")
    if (
      !strict &&
      parts.length === 3 &&
      (cityOfCountry(region, country) || (townOfCountry(region, country) && !townOfCountry(city, country))) &&
      !regionOfCountry(region, country) &&
      !knownCityCountry(city) &&
      !isRegionName(city) &&
      !townByShape(city)
    )
      return { city: region, country, text: t };
    // "Delta Build Group, Milan, Italy": a known city of that very country stands where the region
    // would, so what comes before it is a name (a company, a school), not a city — unless that
    // name is a town's by its shape, outside an entry's header ("Nasr City, Cairo, Egypt")
    if (cityOfCountry(region, country) && !knownCityCountry(city) && !isRegionName(city) && (strict || !townByShape(city))) return null;
    // strictly, a town and a region the gazetteer knows neither of, before a country, may as well be
    // a name before a town ("Bucovina Press, Suceava, Romania"): only a known part makes it a place
    // (a town GeoNames places in that country is one: "Tewkesbury, Gloucestershire, UK")
    if (strict && !knownCityCountry(city) && !isRegionName(region) && !knownCityCountry(region) && !townOfCountry(city, country)) return null;
    return { city: city.replace(/\s*\d{4,6}$/, ""), state: region.replace(/\s*\d{4,6}$/, ""), country, text: t };
  }
  // a town's district named as one before a region that is a city of its own ("Riverside District,
  // Vinh Long"): the town is the region's city
  if (
    parts.length === 2 &&
    isPlaceWord(parts[0]!) &&
    isPlaceWord(parts[1]!) &&
    /\S\s+district$/i.test(parts[0]!) &&
    !REGION_KIND_RE.test(parts[1]!) &&
    isFirstLevelRegion(parts[1]!) &&
    !(strict && capitalsBeforeName(parts))
  )
    return { city: parts[1], text: t };
  if (
    parts.length === 2 &&
    isPlaceWord(parts[0]!) &&
    isPlaceWord(parts[1]!) &&
    !nameBeforeRegion(parts[0]!, parts[1]!, strict) &&
    !(strict && capitalsBeforeName(parts))
  ) {
    // "Pune, Maharashtra", "Polokwane, Limpopo"; a city named "… City" is one before any region
    // ("Iloilo City, Iloilo", "Quezon City, Metro Manila")
    if (isFirstLevelRegion(parts[1]!) || /\S\s+City$/.test(parts[0]!)) return { city: parts[0], state: parts[1], text: t };
  }
  return null;
}

/**
 * The town of a postal address ending in its town and country, where what comes before the town is
 * the house, street or quarter rather than the town itself: after a part holding a figure ("P.O. Box
 * 40, Marula, Botswana", "Akácfa utca 7, 4031 Marula, Hungary" with the postcode before the
 * town), or after two or more parts ("Plot 12, Chisoko, Marula, Zambia") where the part before the
 * country is no region's name and the one before it no known city.
 */
function townClosingAddress(parts: string[], country: string): { city: string; zipCode?: string } | null {
  if (parts.length < 3) return null;
  const last = parts.at(-2)!;
  const postcode = POSTCODE_AROUND_TOWN_RE.exec(last);
  const town = last.replace(POSTCODE_AROUND_TOWN_RE, "");
  const before = parts.slice(0, -2);
  if (!isPlaceWord(town) || isCountryName(town) || companyScore(town) > 0 || looksLikeSchool(town)) return null;
  if (before.some((p) => companyScore(p) > 0 || looksLikeSchool(p) || defaultIsTitle(p))) return null;
  const found = { city: town, ...(postcode && { zipCode: postcode[1] ?? postcode[2] }) };
  // after a box or a house's number, a region's name is the town's where the region bears its chief
  // town's name ("P.O. Box 40, Marula, Kenya" with Marula a county too), unless its form says region
  // (a town named after a date is no house's number: "15th of May City")
  if (/\d/.test(before.at(-1)!) && !townByShape(before.at(-1)!)) return !regionByForm(town) ? found : null;
  // a city the gazetteer knows in the country is the town though it names a region too ("Chisoko, Lagos 101233, Nigeria")
  return before.length >= 2 && (!regionLike(town) || cityOfCountry(town, country)) && !knownCityCountry(before.at(-1)!) ? found : null;
}

/** A post-office box or private bag with its number, and the post office's code after a hyphen: "P.O. Box 12-30100". */
const POST_BOX_PART_RE = /^(?:p\.?\s?o\.?\s*box|post\s+office\s+box|private\s+bag|p\.?\s?bag)\s*(?:no\.?\s*)?\d+(?:\s*-\s*\d{5})?$/i;

/** A postcode before or after a town's name: "4031 Marula", "20-020 Marula", "4050-262 Marula", "Marula 1212". */
const POSTCODE_AROUND_TOWN_RE = /^(\d{4,6}|\d{2}-\d{3}|\d{4}-\d{3})\s+|\s+(\d{4,6})$/;

/**
 * The British postcode's shape, which the Crown Dependencies share ("LA9 4DQ", "SW1A 1AA", "IM1 2AB"),
 * as a regular expression's source, with `gap` the pattern between its two halves.
 */
export const britishPostcode = (gap: string) => String.raw`[A-Z]{1,2}\d[A-Z\d]?${gap}\d[A-Z]{2}`;

/**
 * A postcode in any of the shapes countries print: figures ("4410", "24121"), figures in two groups
 * ("412 22"), hyphened ("20-020", "4050-262"), a country's letters before them ("LV-3001",
 * "CH-8005") or the British shape the Crown Dependencies share ("IM1 2AB", "JE2 3XX", "GY1 1AA").
 */
const ANY_POSTCODE = String.raw`(?:\d{4,6}|\d{3}\s\d{2}|\d{2}-\d{3}|\d{4}-\d{3}|[A-Z]{1,2}-\d{4,5}|${britishPostcode(String.raw`\s`)})`;
const POSTCODE_PART_RE = new RegExp(`^${ANY_POSTCODE}$`);
const POSTCODE_OPENING_RE = new RegExp(`^(${ANY_POSTCODE})\\s+(?=\\p{Lu})`, "u");
const POSTCODE_CLOSING_RE = new RegExp(`(?<=\\p{L})\\s+(${ANY_POSTCODE})$`, "u");
/** A town, then its province's two letters in brackets or after a space: "Lecco (LC)", "Lecco LC". */
const PROVINCE_AFTER_TOWN_RE = /^(\p{Lu}[\p{L}'’ -]*?\p{Ll})\s*(?:\((\p{Lu}{2})\)|\s(\p{Lu}{2}))$/u;
/** A province's two-letter code in brackets after its town, as Italy prints it: "Carrù (CN)". */
const BRACKETED_PROVINCE_RE = /(?<=\p{L})\s*\(\p{Lu}{2}\)/gu;

/**
 * A postal address with its postcodes (and a town's bracketed province code) taken out, so the
 * parts left name the street, the town and the country: "Via Olmo 3, 12040 Carrù (CN), Italy" →
 * "Via Olmo 3, Carrù, Italy"; "Kalna iela 5, Ozolmuiža, LV-3001" → "Kalna iela 5, Ozolmuiža".
 * The first part keeps its figures where they are the house's number. Null when there is none.
 */
export function withoutPostcodes(text: string): { text: string; zipCode: string } | null {
  let zipCode = "";
  const keep = (code: string) => ((zipCode ||= code), "");
  const parts = text
    .replace(BRACKETED_PROVINCE_RE, "")
    .split(/\s*,\s*/)
    .map((p, i, all) => {
      // (the first part's figures are the house's or the box's number, but a town with a lettered
      // postcode may open the address: "St Aubin JE3 8AB, Jersey")
      if (i === 0 && all.length > 1) {
        const code = POSTCODE_CLOSING_RE.exec(p)?.[1];
        return code && /[A-Z]/.test(code) && !/\d/.test(p.replace(POSTCODE_CLOSING_RE, "")) ? p.replace(POSTCODE_CLOSING_RE, () => keep(code)) : p;
      }
      if (POSTCODE_PART_RE.test(p)) return keep(p);
      return p.replace(POSTCODE_OPENING_RE, (_, code: string) => keep(code)).replace(POSTCODE_CLOSING_RE, (_, code: string) => keep(code));
    })
    .filter(Boolean);
  const out = parts.join(", ");
  return out !== text.trim() && parts.length ? { text: out, zipCode } : null;
}

/** A compass word or "Greater" opening a name, as regions are named: "Northern Province", "Upper East". */
const COMPASS_FIRST_RE = /^(?:north|south|east|west|central|greater|upper|lower|mid)\b/i;

/** A region by the words of its name: a well-known one, one named with its kind ("Northern Province"), or a compass word or "Greater" before it. */
function regionByForm(t: string): boolean {
  return isRegionName(t) || REGION_KIND_RE.test(t) || COMPASS_FIRST_RE.test(t);
}

/** A name read as a region's: any country's first-level region, a region's kind after it, or a compass word or "Greater" before it. */
function regionLike(t: string): boolean {
  return isFirstLevelRegion(t) || !!regionCountries(t) || isRegionName(t) || COMPASS_FIRST_RE.test(t);
}

/**
 * "HARBOUR GRILL, Tolosa": in an entry's header, a name set in capitals before a place that is not
 * is an employer's or a school's name printed as such; a town and its region share their style.
 */
function capitalsBeforeName(parts: string[]): boolean {
  const caps = (p: string) => /\p{Lu}{2}/u.test(p) && p === p.toUpperCase();
  return caps(parts[0]!) && parts[0]!.length > 3 && !parts.slice(1).some(caps);
}

/**
 * A street's name: a word that ends it ("Main Street", "Harbour Road"), or the word that opens it
 * where the street's kind comes first ("Calle Mayor", "C/ Mayor", "Rua das Flores", "Via Roma",
 * "Avenida Sol"), maybe after the house's number ("5 rue des Lilas").
 */
export const STREET_WORD_RE =
  /\b(?:street|st|road|rd|avenue|ave|lane|drive|way|boulevard|blvd|close|crescent|place|court|terrace)\.?$|^(?:\d+[A-Za-z]?,?\s+)?(?:calle|c\/|carrer|avenida|avda\.|av\.|rua|travessa|alameda|estrada|praça|praca|via|viale|vicolo|corso|piazza|piazzale|rue|allée|chemin|strada|plaza|paseo|ulica|ul\.)\s*(?<=\/|\s)\S/i;
/** A British postcode, whole or its outward half alone: "CA3", "CA3 8QX", "SW1A 1AA". */
const UK_POSTCODE_RE = /^[A-Z]{1,2}\d[A-Z\d]?(?:\s+\d[A-Z]{2})?$/;

/** US territories whose postal code is no state's: "PR" (Puerto Rico), "GU" (Guam), "VI" (the Virgin Islands). */
const US_TERRITORY_CODES = new Set(["PR", "GU", "VI"]);

/** A city's ward or district by its suffix, printed before the city: "Kita-ku", "Suseong-gu", "Yeoksam-dong". */
const WARD_BY_SUFFIX_RE = /^\p{Lu}[\p{L}'’]+-(?:ku|gu|dong)$/u;
/**
 * A town's quarter by the word for one, before or after its name: "Brgy. San Roque", "Barangay 5",
 * "Colonia Roma", "Bairro Alto", "Yeni Mahallesi", "Ward 4", "Elm Layout", "Model Colony".
 */
const QUARTER_BY_WORD_RE =
  /^(?:brgy\.?|bgy\.?|barangay|purok|sitio|colonia|col\.|bairro|barrio|mahalle|mah\.|kebele|quartier|sector|ward)\s+\S|\S\s+(?:mahallesi|mah\.|mh\.|layout|colony)$/i;
/** A town with its ward's number, as Nepal's addresses print it: "Pokhara-8". */
const TOWN_WITH_WARD_NUMBER_RE = /^(\p{Lu}[\p{L}'’]+(?:\s\p{Lu}[\p{L}'’]+)?)-\d{1,2}$/u;

/**
 * A postal address that opens with a city's ward, or with a town and its ward's number: the town is
 * the part after the ward ("Naka-ku, Sakaide, Japan", "Brgy. San Roque, Dalisay City, Leyte"), or
 * the numbered one ("Pokhara-8, Kaski, Gandaki Province, Nepal"); what follows the town is its
 * region and country.
 */
function townOfWards(parts: string[]): Omit<Place, "text"> | null {
  if (parts.length < 2) return null;
  const first = parts[0]!.replace(/^[\s:：]+/, "");
  const numbered = TOWN_WITH_WARD_NUMBER_RE.exec(first);
  const rest = parts.slice(1);
  if (!rest.every((p) => isPlaceWord(p))) return null;
  const country = isCountryName(rest.at(-1)!) ? rest.at(-1) : undefined;
  if (numbered) return { city: numbered[1], ...(rest.length >= 2 && { state: rest[rest.length - (country ? 2 : 1)] }), ...(country && { country }) };
  if (!(WARD_BY_SUFFIX_RE.test(first) || QUARTER_BY_WORD_RE.test(first)) || (country && rest.length < 2)) return null;
  // (a quarter after the street's or the house's part is no town: "Purok 3, Brgy. Maliwanag," wrapped before its town)
  if (QUARTER_BY_WORD_RE.test(rest[0]!)) return null;
  const region = rest.length >= 3 ? rest[rest.length - 2] : rest.length === 2 && !country ? rest[1] : undefined;
  return { city: rest[0], ...(region && { state: region }), ...(country && { country }) };
}

const IRISH_COUNTY_RE = /^(?:Co\.?|County)\s+\p{Lu}\p{Ll}+$/u;

/** The kind of region printed before its name: "Provincia de …", "Departamento del …", "Province of …". */
const REGION_KIND_OPENING_RE = /^(?:provincia|prov\.|província|departamento|estado|regi[oó]n|province|state)\s+(?:de(?:l)?|of|do|da)\s+/i;

/** The kind of region some countries print after its name: "Enugu State", "Western Province", "Kiambu County". */
const REGION_KIND_RE = /\s+(?:state|province|region|county|district|prefecture|governorate|oblast)$/i;

/** A first-level region of some country by the library's names, printed alone or with its kind ("Westshire County"). */
export function isFirstLevelRegionName(t: string): boolean {
  return isFirstLevelRegion(t) || !!regionCountries(t);
}

/**
 * A name some country has as a first-level region but the country of the city it also names does
 * not ("Westshire", a county of one country and a town of another): after a town it is the town's
 * region, where a region named as its own chief city ("Dubai") is read as that city.
 */
export function regionOfAnotherCountry(name: string, cityCountry: string): boolean {
  const countries = regionCountries(name);
  return !!countries && !countries.has(cityCountry);
}

/**
 * The countries a first-level region of the library's names lies in, the name written with its
 * accents or without them ("Muğla" for the list's "Mugla"), or undefined.
 */
function regionCountries(name: string): Set<string> | undefined {
  const k = placeKey(name);
  return ANY_REGION_NAMES.get(k) ?? (/[^\x20-\x7e]/.test(k) ? ANY_REGION_NAMES.get(withoutMarks(k)) : undefined);
}

/** A first-level region of that very country by the library's names. */
export function regionOfCountry(name: string, country: string): boolean {
  const code = countryCode(country);
  return !!code && !!regionCountries(name)?.has(code);
}

/** A first-level region, printed as its name alone or followed by the kind of region it is. */
function isFirstLevelRegion(t: string): boolean {
  const k = t.toLowerCase().trim();
  // Ireland's counties go by the word before the name: "Co. Kerry", "County Kerry"
  return (
    REGIONS.has(k) ||
    (/[^\x20-\x7e]/.test(k) && REGIONS.has(withoutMarks(k))) ||
    (REGION_KIND_RE.test(k) && !!regionCountries(k.replace(REGION_KIND_RE, ""))) ||
    // the kind of region before its name, as Spanish and Portuguese print it: "Provincia de Westmark"
    (REGION_KIND_OPENING_RE.test(k) && !!regionCountries(k.replace(REGION_KIND_OPENING_RE, ""))) ||
    IRISH_COUNTY_RE.test(t.trim())
  );
}

/** All-capital words that are some country's region code but stand after names: degrees, products, plain words. */
const NOT_REGION_CODES = new Set(["MBA", "CMA", "NET", "IOS", "SAP", "ABC", "CNN", "AND", "OLD", "ALL"]);

/**
 * A state or province code after a city: a US or Canadian one, or another country's letters-only
 * region code ("Geelong VIC", "Polokwane, LP"). Nearly every pair of letters is some country's
 * code, so a two-letter one counts only after a city the gazetteer places in a country using it,
 * or before a postcode.
 */
function isRegionCodeAfter(city: string, code: string, postcode?: string): boolean {
  if (US_STATES[code]) return true;
  const countries = REGION_CODE_COUNTRIES.get(code);
  if (!countries || NOT_REGION_CODES.has(code) || REGION_CODE_COUNTRIES.has(city.trim())) return false;
  // a postcode after the code ("Marula SA 5123") shows it a region's, whatever the town (a year does not)
  if (code.length === 3 || (postcode && !/^(?:19|20)\d\d$/.test(postcode))) return true;
  const cityCountry = knownCityCountry(city);
  if (cityCountry) return countries.has(cityCountry);
  // a town GeoNames places in a country using that code: "Tzaneen, LP", "Penticton, BC"
  return geoTowns(city).some((town) => !town.section && countries.has(town.country)) && !everydayName(city);
}

/**
 * "Acme Logistics Ltd, Kent", "Riverside College, Surrey", "Sales Associate, Essex", "Acme, London":
 * a company, school or job title before a region, or anything but a known city before a name that
 * is itself a well-known city, is a name and its place, not a city and its region.
 */
function nameBeforeRegion(first: string, region: string, strict: boolean): boolean {
  if (companyScore(first) > 0 || looksLikeSchool(first) || defaultIsTitle(first)) return true;
  if (knownCityCountry(first) || /\s+City$/.test(first)) return false;
  // a town GeoNames places in a country the region is one of ("Highworth, Surrey" though a
  // city elsewhere bears the region's name)
  if (townOfRegionsCountry(first, region)) return false;
  if (knownCityCountry(region)) return true;
  // in an entry's header, three words nobody knows as a city before a lesser-known region are an
  // employer's name ("Harbour Plant Hire, Wexford"), as before a country
  return strict && first.split(/\s+/).length >= 3 && !isRegionName(region);
}

/**
 * A country's name as printed after a city: the common ones written any way ("usa", "uk"), and any
 * other country the runtime can name ("Senegal", "Bolivia"), capitalised and spelled out, so a
 * two-letter word is never taken for a country code.
 */
export function isCountryName(t: string): boolean {
  const name = t.trim();
  return COUNTRIES.has(name.toLowerCase()) || (/^\p{Lu}/u.test(name) && name.length > 3 && !!countryCode(name));
}

/** The states and territories that are one city, so any quarter of them lies in that city. */
const CITY_STATES = new Set(["SG", "HK", "MO", "MC", "GI", "VA"]);

function cityOfCountry(name: string, country: string): boolean {
  const code = knownCityCountry(name);
  return !!code && code === countryCode(country);
}

/** A region well known enough to make "<name>, <region>, <country>" a city and its region. */
function isRegionName(t: string): boolean {
  const k = placeKey(t);
  return MAJOR_REGIONS.has(k) || STATE_NAMES.has(k) || !!US_STATES[t.trim()];
}

/** A place printed as one name: a well-known city, a US state (name or code), a country, a work mode. */
function lonePlace(t: string): Place | null {
  // place names are short and have no digits: most pieces are rejected here, cheaply
  if (t.length > 40 || /\d/.test(t)) return null;
  const name = t.replace(/[.;]+$/, "").trim();
  if (WORK_MODE_RE.test(name)) return { text: t };
  const k = placeKey(name);
  if (knownCityCountry(k)) return { city: name, text: t };
  if (/^[A-Z]{2}$/.test(name) && US_STATES[name]) return { state: name, text: t };
  if (STATE_NAMES.has(k)) return { state: name, text: t };
  if (COUNTRIES.has(k) || (/^\p{Lu}/u.test(name) && name.length > 3 && countryCode(k))) return { country: name, text: t };
  return null;
}

/** Words that tie a place name into a longer name: "University of Texas", "Bank of New York". */
const TIED_BEFORE_RE = /(?:^|\s)(?:of|at|in|de|du|di|da|del|la|le|the|for|and|&|y|und|et|-)$/i;

/**
 * A place run into the end of a name without a comma: "Boomi, LP Remote", "Contoso Ltd London",
 * "Northwind Traders Chicago, IL". Only names the gazetteer knows count, so an unknown last word
 * stays part of the name.
 */
function splitGluedPlace(text: string): { before: string; place: Place } | null {
  // a school's name often ends in its city ("Trinity College Dublin", "Imperial College London")
  if (looksLikeSchool(text)) return null;
  const parts = text.split(/\s*,\s*/);
  // the place starts inside one comma part: try each part from the end, each cut into words
  for (let i = parts.length - 1; i >= 0 && i >= parts.length - 3; i--) {
    const words = parts[i]!.split(/\s+/);
    for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
      const head = words.slice(0, words.length - k).join(" ");
      const placeText = [words.slice(words.length - k).join(" "), ...parts.slice(i + 1)].join(", ");
      if (!/[\p{L}]/u.test(head) || TIED_BEFORE_RE.test(head)) continue;
      const start = words[words.length - k]!;
      if (!/^\p{Lu}/u.test(start)) continue;
      const place = i === parts.length - 1 ? lonePlace(placeText) : parsePlace(placeText, true);
      // a state or country name ends many names ("Bank of India", "Southern California Edison"): only cities and work modes are cut off
      if (!place || (i === parts.length - 1 && !place.city && !WORK_MODE_RE.test(placeText))) continue;
      // "City, ST" needs the city known to the gazetteer when it is glued to the name
      if (i < parts.length - 1 && !knownCityCountry(words.slice(words.length - k).join(" ")) && !WORK_MODE_RE.test(start)) continue;
      // a name often ends in its town with no comma ("Bureau Westshire", "Harbour Institute Marula"):
      // only the hand list's cities and GeoNames' biggest are cut off it
      const glued = words.slice(words.length - k).join(" ");
      if (place.city && !handListCountry(placeKey(glued)) && (geoTowns(glued)[0]?.population ?? 0) < GLUED_CITY_POPULATION) continue;
      // "Harbour Clinic, North Ashby": a compass word alone before a known town, after a comma, is
      // the start of another town's name, not the end of the employer's
      if (i > 0 && k === words.length - 1 && TOWN_NAME_START_RE.test(head) && place.city) {
        const town = `${head} ${place.city}`;
        return { before: parts.slice(0, i).join(", ").trim(), place: { ...place, city: town, text: [town, ...parts.slice(i + 1)].join(", ") } };
      }
      return { before: [...parts.slice(0, i), head].join(", ").trim(), place };
    }
  }
  return null;
}

/** Words that open a town's name before another place's name: "North Ashby", "New Plymouth", "Port Elizabeth". */
const TOWN_NAME_START_RE = /^(?:east|west|north|south|new|port|upper|lower|great|little|fort|mount|cape)$/i;

/**
 * Codes that are US states or Canadian provinces but also stand before job titles: "MD", "MS", "MA"
 * (degrees, doctors), "CO" (co-op), "ME", and the trades' own abbreviations: "QC Inspector"
 * (quality control), "PE Teacher" (physical education), "CT Technologist" (computed tomography),
 * "VA Specialist" (virtual assistant).
 */
const TITLE_PREFIX_CODES = new Set(["MD", "MS", "MA", "CO", "ME", "IN", "OR", "OK", "HI", "DE", "ID", "IT", "PR", "QC", "PE", "CT", "VA"]);

/**
 * A place printed in front of a job title in the same cell: "PA Production Engineer",
 * "Pittsburgh, PA Production Engineer". `isTitle` decides whether the rest reads as a title.
 */
export function splitLeadingPlace(text: string, isTitle: (t: string) => boolean = defaultIsTitle): { place: string; rest: string } | null {
  const t = text.trim();
  const withCity = /^([\p{Lu}][\p{L}.'’ -]{1,30},\s*[A-Z]{2})\s+(\p{Lu}.+)$/u.exec(t);
  if (withCity && parsePlace(withCity[1]!, true) && isTitle(withCity[2]!)) return { place: withCity[1]!, rest: withCity[2]! };
  const code = /^([A-Z]{2})\s+(\p{Lu}.+)$/u.exec(t);
  if (code && US_STATES[code[1]!] && !TITLE_PREFIX_CODES.has(code[1]!) && isTitle(code[2]!)) return { place: code[1]!, rest: code[2]! };
  return null;
}

function defaultIsTitle(t: string): boolean {
  return /\b(?:engineer|developer|manager|analyst|intern|scientist|consultant|director|designer|specialist|technician|coordinator|assistant|associate|lead|officer|administrator|architect|supervisor|operator|representative|accountant|nurse|teacher)s?\b/i.test(
    t,
  );
}

/**
 * "Emirates, Curepipe, Mauritius" read whole as a place where an entry names no employer: the first
 * part is the name when it is no known city and the part after it is no region (so not "Pune,
 * Maharashtra, India") but a place with what follows.
 */
export function nameBeforePlace(text: string): { name: string; place: string } | null {
  const parts = text.split(/\s*,\s*/);
  if (parts.length < 3 || knownCityCountry(parts[0]!) || isRegionName(parts[1]!)) return null;
  const rest = parts.slice(1).join(", ");
  const place = parsePlace(rest, true);
  return place?.city ? { name: parts[0]!, place: rest } : null;
}

/** Finds a place at the end of a longer text ("Apple, Software Engineer, Cupertino, CA", "Boomi, LP Remote", "Sitel / Cebu City"). */
export function splitTrailingPlace(text: string): { before: string; place: Place } | null {
  return splitCommaPlace(text) ?? splitSlashPlace(text) ?? splitGluedPlace(text);
}

/** A town named "… City" ("Cebu City", "Quezon City"): a place by its name where a place is expected. */
const TOWN_NAMED_CITY_RE = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\sCity$/u;

/**
 * "Sitel / Cebu City", "Harbour Freight / Leeds, UK": some templates print the employer and its town
 * with a slash between them. Only a place after the last slash splits: "Sales / Customer Service"
 * stays whole.
 */
function splitSlashPlace(text: string): { before: string; place: Place } | null {
  const slash = /^(.*\p{L}.*?)\s+\/\s+([^/]+)$/u.exec(text);
  if (!slash) return null;
  const tail = slash[2]!.trim();
  const place = parsePlace(tail, true) ?? (TOWN_NAMED_CITY_RE.test(tail) ? { city: tail, text: tail } : null);
  return place && (place.city || place.country) ? { before: slash[1]!.trim(), place } : null;
}

/** "Acme Corp, Lyon, France": a name, then a place after a comma. */
export function splitCommaPlace(text: string): { before: string; place: Place } | null {
  const parts = text.split(/\s*,\s*/);
  for (let k = 2; k <= Math.min(4, parts.length - 1); k++) {
    const tail = parts.slice(parts.length - k).join(", ");
    const narrow = parsePlace(tail, true);
    // a region read as the town before its country ("…, Tewkesbury, Gloucestershire, UK") gives way
    // to the town before it where that town, the region and the country read as one place
    const wider = narrow?.city && k < parts.length - 1 ? parsePlace(parts.slice(parts.length - k - 1).join(", "), true) : null;
    const widened = !!wider?.city && wider.state === narrow!.city;
    const place = widened ? wider : narrow;
    if (place && place.city)
      return {
        before: parts
          .slice(0, parts.length - k - (widened ? 1 : 0))
          .join(", ")
          .trim(),
        place,
      };
  }
  // one trailing part that is a known city or a work mode: "Ernst & Young, London", "Acme, Remote"
  // (not a school's campus: "University of California, Berkeley" is the school's name)
  const last = parts[parts.length - 1]!;
  const before = parts.slice(0, -1).join(", ").trim();
  const lone = parts.length >= 2 && /[\p{L}]/u.test(before) && !looksLikeSchool(text) ? lonePlace(last) : null;
  if (lone && (lone.city || WORK_MODE_RE.test(last))) return { before, place: lone };
  return null;
}

/** Each city under its name as listed and without accents ("Zürich" and "Zurich"). */
const CITY_COUNTRY: Map<string, string> = new Map(
  WORLD_CITIES.trim()
    .split("\n")
    .flatMap((row) => {
      const [name, code] = row.split("|") as [string, string];
      return [
        [withoutMarks(name), code],
        [name, code],
      ] as Array<[string, string]>;
    }),
);

function placeKey(t: string): string {
  return t.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The country code of a well-known city printed on its own ("Bombay" → "IN"), or undefined: the
 * hand list's spellings (exonyms, short forms: "NYC"), else a big place of GeoNames whose name is
 * no everyday word or person's name.
 */
export function knownCityCountry(name: string): string | undefined {
  const k = placeKey(name);
  return handListCountry(k) ?? wellKnownByShape(k);
}

/** The hand list's country of a city, under its name as listed or without accents. */
function handListCountry(k: string): string | undefined {
  return CITY_COUNTRY.get(k) ?? (/[^\x20-\x7e]/.test(k) ? CITY_COUNTRY.get(withoutMarks(k)) : undefined);
}

/** The population from which a GeoNames city glued to the end of a name is cut off it. */
const GLUED_CITY_POPULATION = 1_000_000;

/**
 * A GeoNames well-known city, asked only of a text shaped as a place's name (it is asked of every
 * piece of a CV); a name that is also a well-known region's ("Oklahoma", "New York") is left to the
 * readers that weigh town against region.
 */
function wellKnownByShape(k: string): string | undefined {
  return k.length >= 3 && k.length <= 40 && !/[\d@/:|()]/.test(k) && !isRegionName(withoutMarks(k)) ? geoWellKnownCountry(k) : undefined;
}

/**
 * A town of GeoNames by its name, of any size: asked only where the text already says a place
 * stands (a town's slot in an address, a piece among the contact details). A quarter of a bigger
 * place is none, nor a name made of everyday words ("Mobile", "Normal").
 */
export function isGeoTown(name: string): boolean {
  const t = name.trim();
  if (t.length < 3 || t.length > 40 || !/^\p{Lu}/u.test(t) || /\d/.test(t)) return false;
  return geoTowns(t).some((town) => !town.section) && !everydayName(t);
}

/**
 * A town GeoNames places in the state or province named after it, by its code or name, where
 * GeoNames' region codes can be matched: "Canandaigua" in "New York" or "NY", "Wangaratta"
 * in "VIC" (a region named as a well-known city is then the town's region, not its city).
 */
export function townInRegionNamed(town: string, region: string): boolean {
  const name = region.trim().toLowerCase();
  const code = /^[A-Z]{2,3}$/.test(region.trim())
    ? region.trim()
    : (Object.keys(US_STATES).find((c) => US_STATES[c]!.toLowerCase() === name) ?? AUSTRALIAN_STATE_CODES[name]);
  return !!code && geoTownInRegionCode(town, code) === true;
}

const AUSTRALIAN_STATE_CODES: Record<string, string> = {
  "australian capital territory": "ACT",
  "new south wales": "NSW",
  "northern territory": "NT",
  queensland: "QLD",
  "south australia": "SA",
  tasmania: "TAS",
  victoria: "VIC",
  "western australia": "WA",
};

/**
 * A town of GeoNames standing alone where a place may stand (a piece among the contact details):
 * no name people bear or brands use, which the subtitles speak capitalised ("Gilbert", "Batman"), for those are printed alone for other reasons.
 */
export function isLoneGeoTown(name: string): boolean {
  return isGeoTown(name) && !spokenAsName(geoKey(name));
}

/** A GeoNames town (no quarter, no everyday word) in a country that has a first-level region of that name. */
export function townOfRegionsCountry(town: string, region: string): boolean {
  const countries = regionCountries(region);
  return !!countries && isGeoTown(town) && geoTowns(town).some((t) => !t.section && countries.has(t.country));
}

/** A town of GeoNames in that country (its name or ISO code): "Tewkesbury" of "UK", "Rovaniemi" of "Finland". */
export function townOfCountry(name: string, country: string): boolean {
  const code = countryCode(country.trim().replace(/^the\s+/i, ""));
  const t = name.trim();
  if (!code || t.length < 3 || !/^\p{Lu}/u.test(t) || /\d/.test(t)) return false;
  return geoTowns(t).some((town) => !town.section && town.country === code);
}

/** A well-known city, a US state or Canadian province (name or code), or a country, printed alone. */
export function isPlaceName(t: string): boolean {
  const k = placeKey(t.replace(/[.,;]+$/, ""));
  if (!k) return false;
  return (
    !!knownCityCountry(k) || STATE_NAMES.has(k) || (US_STATES[t.trim()] !== undefined && /^[A-Z]{2}$/.test(t.trim())) || COUNTRIES.has(k) || !!countryCode(k)
  );
}

/**
 * A city the runtime names a time zone after ("Indian/Antananarivo", "America/Tegucigalpa"): the
 * cities the gazetteer lacks include many such capitals. Only zones named for one place count.
 */
export function timeZoneCity(t: string): boolean {
  TIME_ZONE_CITIES ??= new Set(
    Intl.supportedValuesOf("timeZone")
      .filter((z) => /^(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[^/]+$/.test(z))
      .map((z) => z.split("/")[1]!.replace(/_/g, " ").toLowerCase()),
  );
  return TIME_ZONE_CITIES.has(t.toLowerCase());
}
let TIME_ZONE_CITIES: Set<string> | undefined;

/** Where work happens rather than a place: "Remote", "Hybrid", "On-site" (with an optional qualifier). */
export const WORK_MODE_RE =
  /^[([]?(?:fully\s+)?(?:remote|hybrid|on-?site|in[- ]office|work from home|wfh|field[- ]based|(?:various|multiple|several)\s+(?:sites|locations))(?:\s*\(?(?:us|usa|uk|eu|emea|global|worldwide)\)?)?[)\]]?$/i;

/** The ISO country code of a parsed place: its country, its state or province, or its city. */
export function countryOfPlace(place: Place | null | undefined): string | undefined {
  if (!place) return undefined;
  if (place.country) return countryCode(place.country);
  if (place.state && US_STATES[place.state]) return CANADIAN_PROVINCES.has(place.state) ? "CA" : "US";
  const stateCode = place.state && Object.keys(US_STATES).find((c) => US_STATES[c]!.toLowerCase() === place.state!.toLowerCase());
  if (stateCode) return CANADIAN_PROVINCES.has(stateCode) ? "CA" : "US";
  return place.city ? knownCityCountry(place.city) : undefined;
}

const CANADIAN_PROVINCES = new Set(["AB", "BC", "MB", "NB", "NL", "NS", "ON", "PE", "QC", "SK", "YT", "NU"]);
