/**
 * Places a job posting names (where the job is, where the employer is) — never a skill to credit or
 * ask for. A compact gazetteer: US states and their codes, Canadian provinces, countries and regions,
 * and the cities job ads name most.
 */
import { wordSet } from "../../lib/text/word-set.ts";

const US_STATES = `Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|
Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|
New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|
South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia|
Puerto Rico|Ontario|Quebec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland`;

/** Two-letter codes of US states and territories and Canadian provinces. */
export const REGION_CODES = wordSet(
  `AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT
VA WA WV WI WY DC PR GU VI ON QC BC AB MB SK NS NB NL PE`.replace(/\s+/g, " "),
  " ",
);

const COUNTRIES = `United States|United States of America|USA|US|U.S.|America|Canada|Mexico|Brazil|Argentina|Chile|Colombia|Peru|
United Kingdom|UK|Great Britain|Britain|England|Scotland|Wales|Ireland|France|Germany|Spain|Portugal|Italy|Netherlands|Belgium|
Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Czechia|Czech Republic|Hungary|Romania|Greece|Turkey|Israel|
United Arab Emirates|UAE|Saudi Arabia|Qatar|Egypt|Nigeria|Kenya|Ghana|South Africa|Morocco|India|Pakistan|Bangladesh|Sri Lanka|
Nepal|China|Hong Kong|Taiwan|Japan|Korea|South Korea|Singapore|Malaysia|Indonesia|Philippines|Vietnam|Thailand|Australia|
New Zealand|Europe|EU|EMEA|APAC|LATAM|North America|South America|Latin America|Asia|Africa|Middle East|Americas`;

const CITIES = `New York City|NYC|Los Angeles|Chicago|Houston|Phoenix|Philadelphia|San Antonio|San Diego|Dallas|Austin|Jacksonville|
San Jose|Fort Worth|Columbus|Charlotte|Indianapolis|San Francisco|Seattle|Denver|Nashville|Oklahoma City|El Paso|Boston|Portland|
Las Vegas|Detroit|Memphis|Louisville|Baltimore|Milwaukee|Albuquerque|Tucson|Fresno|Sacramento|Kansas City|Mesa|Atlanta|Omaha|
Colorado Springs|Raleigh|Long Beach|Virginia Beach|Miami|Oakland|Minneapolis|Tulsa|Tampa|Arlington|New Orleans|Cleveland|
Cincinnati|Pittsburgh|St. Louis|Saint Louis|Salt Lake City|Orlando|Richmond|Buffalo|Honolulu|Anchorage|Boise|Madison|Durham|
Irvine|Newark|Jersey City|Brooklyn|Manhattan|Queens|Bronx|Palo Alto|Mountain View|Menlo Park|Sunnyvale|Santa Clara|Cupertino|
Redmond|Bellevue|Cambridge|Ann Arbor|Champaign|Urbana|Hartford|Providence|Des Moines|Little Rock|Birmingham|Charleston|Savannah|
Toronto|Vancouver|Montreal|Calgary|Ottawa|Edmonton|London|Manchester|Edinburgh|Glasgow|Dublin|Paris|Berlin|Munich|Hamburg|
Frankfurt|Amsterdam|Rotterdam|Brussels|Zurich|Geneva|Vienna|Stockholm|Oslo|Copenhagen|Helsinki|Madrid|Barcelona|Lisbon|Rome|
Milan|Warsaw|Prague|Budapest|Athens|Istanbul|Tel Aviv|Dubai|Abu Dhabi|Riyadh|Doha|Cairo|Lagos|Nairobi|Johannesburg|Cape Town|
Mumbai|Delhi|New Delhi|Bangalore|Bengaluru|Hyderabad|Chennai|Pune|Kolkata|Gurgaon|Gurugram|Noida|Karachi|Lahore|Dhaka|Beijing|
Shanghai|Shenzhen|Tokyo|Osaka|Seoul|Taipei|Manila|Jakarta|Kuala Lumpur|Bangkok|Ho Chi Minh City|Hanoi|Sydney|Melbourne|Brisbane|
Perth|Auckland|Mexico City|Sao Paulo|São Paulo|Rio de Janeiro|Buenos Aires|Santiago|Bogota|Bogotá|Lima|Bay Area|Silicon Valley|
Greater London|Tri-State Area|Midwest|Pacific Northwest|East Coast|West Coast`;

const PLACES = new Set(
  [US_STATES, COUNTRIES, CITIES]
    .join("|")
    .split("|")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean),
);

const MAX_PLACE_WORDS = 4;

/** A place name (case-insensitive, except that two-letter codes must be written in capitals). */
export function isPlace(text: string): boolean {
  const t = text.trim();
  if (/^[A-Z]{2}$/.test(t) && REGION_CODES.has(t)) return true;
  return PLACES.has(t.toLowerCase().replace(/\s+/g, " "));
}

/** Whether any word or run of up to four words of a phrase is a place ("chicago marketing" → yes). */
export function containsPlace(phrase: string): boolean {
  const words = phrase.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_PLACE_WORDS && i + n <= words.length; n++) {
      const run = words.slice(i, i + n).join(" ");
      if (PLACES.has(run.toLowerCase())) return true;
      if (n === 1 && /^[A-Z]{2}$/.test(run) && REGION_CODES.has(run)) return true;
    }
  }
  return false;
}

/**
 * The text with locations written the usual ways ("Columbus, OH", "Chicago, IL / Hybrid") blanked,
 * so a state code is never read as a degree ("MA", "MS") or an acronym requirement.
 */
export function withoutLocations(text: string): string {
  return text.replace(/\b([A-Z][\p{L}.'-]+(?:\s+[A-Z][\p{L}.'-]+){0,3}),\s*([A-Z]{2})\b(?![\p{L}-])/gu, (whole, city: string, code: string) =>
    REGION_CODES.has(code) ? " ".repeat(whole.length) : whole,
  );
}
