/** Experience entries: title vs company, dates, place, bullets. */
import { randomUUID } from "node:crypto";
import type { Line, ParsedExperience } from "../types.server.ts";
import { findDateRange, isDateOnly, isDuration, stripDuration, trailingDate, type DateRange } from "./dates.server.ts";
import { isFirstLevelRegionName, isGeoTown, knownCityCountry, nameBeforePlace, parsePlace, splitLeadingPlace, splitTrailingPlace } from "./locations.server.ts";
import { companyScore, endsWithLegalForm, looksLikeDegree, looksLikeSchool, roleBias, titleScore } from "./roles.server.ts";
import { ACHIEVEMENTS_LABEL_RE, headerDate, LABELLED_TITLE_RE, POST_DETAIL_RE, splitEntries, type RawEntry } from "./entries.server.ts";
import { protectRanges, restoreRanges } from "./dates.server.ts";
import { hasBullet, PIECE_SEPARATOR_RE, stripBullet } from "./text.server.ts";

export interface HeaderParts {
  range: DateRange | null;
  place: string;
  /** remaining text pieces in reading order, with the line they came from */
  pieces: Array<{ text: string; line: number; bold: boolean; caps: boolean; placeAfter?: boolean; withPlace?: boolean }>;
  dateLine: number;
  /** how many pieces came before the place printed on its own */
  placeAt?: number;
  /** the place fills a line of its own under the dates: no name is read into it */
  placeUnderDates?: boolean;
  /** the line of the piece that read whole as the place */
  placePieceLine?: number;
  /** the place was cut off the end of this piece ("Cashier, Carrow, Westshire") */
  placeCutFrom?: number;
}

/** An entry header's pieces: the usual piece separators, and tabs (Word cells). */
const SEP_RE = new RegExp(`${PIECE_SEPARATOR_RE.source}|\\t`);
/** Separators and bullets left at either end of a piece. */
const EDGE_PUNCTUATION_RE = /^[\s,;:|•·*–—-]+|[\s,;:|•·*–—-]+$/g;

/** A place labelled as one: "City: Mostar", "Country: Bahrain", "Location: Gdańsk". */
const LABELLED_PLACE_RE = /^(?:city|town|country|location|place of work)\s*:\s*(\S.*)$/i;

/** "Hours per week: 40", "Salary: USD 2100 per month": a short label and its value. */
const LABELLED_DETAIL_RE = /^[\p{L}][\p{L} ]{1,24}:\s*\S/u;

/**
 * How much or how long the job was worked, printed in the header: "Part-time", "Seasonal",
 * "Part-time, 20 hrs/week", "(full time)". It names neither the job nor the employer.
 */
const WORK_ARRANGEMENT_RE =
  /^\(?(?:(?:part|full)[- ]time|seasonal|temporary|casual|fixed[- ]term|zero[- ]hours?)?(?:[,;\s]*\d{1,2}\s*(?:hrs?|hours)\s*(?:\/|per|a)\s*(?:wk|week))?\)?$/i;

/** Takes an entry's header lines apart into date range, place and the other pieces. */
export function headerParts(header: Line[]): HeaderParts {
  let range: DateRange | null = null;
  let dateLine = -1;
  let place = "";
  let placeAt: number | undefined;
  let placePieceLine: number | undefined;
  let placeCutFrom: number | undefined;
  const pieces: HeaderParts["pieces"] = [];
  let nameAndRegion: { city: string; line: number } | null = null;
  // a place printed as a piece of its own is the entry's place: a town closing another piece is
  // then part of a name ("Caritas Novi Sad", "Bank of Baroda Mumbai")
  const placeLine = placeUnderDates(header);
  const ownPlace =
    placeLine >= 0 ||
    header.some((line) =>
      line.segments.some((seg) =>
        protectRanges(seg.text)
          .split(SEP_RE)
          .map(restoreRanges)
          .some((p) => {
            const t = p.replace(EDGE_PUNCTUATION_RE, "").trim();
            return !!t && !isDateOnly(t) && !!parsePlace(t, true);
          }),
      ),
    );
  header.forEach((line, li) => {
    if (li === placeLine) {
      if (!place) {
        place = line.text.trim();
        placeAt = pieces.length;
      }
      return;
    }
    const hd = range ? null : headerDate(line);
    line.segments.forEach((seg, si) => {
      let text = seg.text;
      // "Aug 2023 – May 2025 | Hours per week: 40 | Salary: …": labelled details after the dates
      let detailsAfterDates = false;
      if (hd && hd.seg === si) {
        // (a lone "Present" segment has no range of its own to stand at)
        detailsAfterDates = (hd.range as DateRange | null)?.index === 0;
        range = hd.range;
        dateLine = li;
        if (isDateOnly(text)) text = "";
        else if (isDateOnly(stripDuration(text))) text = "";
        else if (findDateRange(text)?.index === 0) text = text.slice(findDateRange(text)!.length);
        else {
          const t = trailingDate(text);
          if (t) text = t.before;
          else {
            const r = findDateRange(text)!;
            text = text.slice(0, r.index) + " " + text.slice(r.index + r.length);
          }
        }
      }
      const parts = protectRanges(text).split(SEP_RE).map(restoreRanges);
      for (const [pi, part] of parts.entries()) {
        let p = part.replace(EDGE_PUNCTUATION_RE, "").trim();
        if (!p || !/[\p{L}\p{N}]/u.test(p)) continue;
        if (!range && isDateOnly(p)) {
          range = findDateRange(p);
          dateLine = li;
          continue;
        }
        if (isDateOnly(p) || isDuration(p)) continue;
        if (detailsAfterDates && LABELLED_DETAIL_RE.test(p)) continue;
        if (WORK_ARRANGEMENT_RE.test(p) || POST_DETAIL_RE.test(p)) continue;
        // "Mar 2021 - Present · Vesterby, Northern Jutland Region": after the dates opening a line,
        // a town and its region the gazetteer does not know are the entry's place
        if (detailsAfterDates && !place && pi > 0 && /,/.test(p) && townLike(p.split(/\s*,\s*/)[0]!) && p.split(/\s*,\s*/).every((q) => /^\p{Lu}/u.test(q))) {
          place = p;
          placeAt = pieces.length;
          placePieceLine = li;
          continue;
        }
        // "Kelvo Software SRL, Chișinău (remote)": the work mode closing a piece hides the town before it
        if (/,/.test(p)) p = p.replace(/\s*[([](?:remote|hybrid|on-?site)[)\]]$/i, "");
        p = LABELLED_TITLE_RE.exec(p)?.[1]!.trim() ?? p;
        // "Self-employed (clients in the UK and abroad)": a note in brackets, in words of its own, is no part of the name
        // (a school's kind in brackets stays: "Electrician (vocational training school)")
        p = p.replace(/\s*\((?=\p{Ll})([^()]*)\)$/u, (m, note: string) =>
          note.trim().split(/\s+/).length >= 4 && p.length > m.length && !looksLikeSchool(note) && !looksLikeDegree(note) ? "" : m,
        );
        // Europass's "City: Porto-Novo | Country: Benin": labelled, a place whatever the gazetteer knows
        const labelledPlace = LABELLED_PLACE_RE.exec(p);
        if (labelledPlace) {
          place = place ? `${place}, ${labelledPlace[1]}` : labelledPlace[1]!;
          placeAt ??= pieces.length;
          continue;
        }
        // "Kelmar Logistics NV · Rostveld": a firm's legal form that is also a region's code ("NV",
        // "AB", "SA"), a town after it on the line — the firm, not a town and its region
        const townAfter = () =>
          parts.slice(pi + 1).some((q) => {
            const t = q.replace(EDGE_PUNCTUATION_RE, "").trim();
            return !!t && !isDateOnly(t) && (!!parsePlace(t, true) || townLike(t));
          });
        const pl = LEGAL_FORM_CODE_RE.test(p) && townAfter() ? null : parsePlace(p, true);
        if (pl) {
          if (!place) {
            nameAndRegion =
              pl.city && pl.state && !pl.country && /^\p{Lu}\p{Ll}{3,}$/u.test(pl.state) && !knownCityCountry(pl.city) && p === `${pl.city}, ${pl.state}`
                ? { city: pl.city, line: li }
                : null;
            place = pl.text;
            placeAt = pieces.length;
            placePieceLine = li;
          }
          continue;
        }
        // a place in the same cell as the name or title: "Boomi, LP Remote", "PA Production Engineer"
        const trailing = ownPlace ? null : splitTrailingPlace(p);
        const leading = trailing || ownPlace ? null : splitLeadingPlace(p, (t) => titleScore(t) > 0);
        // "Eastern Gulf Maintenance Co., Al Ahsa": after a firm's legal form, a town the gazetteer does not know
        const afterLegalForm = trailing || leading ? null : /^(.+?),\s*([^,]+)$/.exec(p);
        const legalTown = afterLegalForm && endsWithLegalForm(afterLegalForm[1]!) && townLike(afterLegalForm[2]!) ? afterLegalForm : null;
        const placeAfter = !!trailing?.before || !!legalTown;
        let withPlace = false;
        if (legalTown) {
          if (!place) place = legalTown[2]!;
          p = legalTown[1]!;
          withPlace = true;
        } else if (trailing && trailing.before) {
          if (!place) {
            place = trailing.place.text;
            placeCutFrom = pieces.length;
          }
          p = trailing.before;
          // a work mode ("Engineer, Remote") says nothing of whose name it follows
          withPlace = !!(trailing.place.city || trailing.place.country);
        } else if (leading) {
          if (!place) place = leading.place;
          p = leading.rest;
        }
        pieces.push({ text: p, line: li, bold: seg.bold, caps: p === p.toUpperCase() && /\p{L}/u.test(p), withPlace, ...(placeAfter && { placeAfter }) });
      }
    });
  });
  // "Orvel Digital, Soroca" over the title alone: a name the gazetteer does not know before a region
  // that is a town too names the employer and its town, not a town and its region
  // (set inside the loop's callbacks, which the compiler does not follow)
  const named = nameAndRegion as { city: string; line: number } | null;
  if (
    named &&
    pieces.length === 1 &&
    pieces[0]!.line !== named.line &&
    placeAt !== undefined &&
    named.city.split(/\s+/).length >= 2 &&
    roleBias(named.city) <= 0
  ) {
    pieces.splice(placeAt, 0, { text: named.city, line: named.line, bold: false, caps: false, withPlace: true, placeAfter: true });
    place = place.slice(named.city.length).replace(/^\s*,\s*/, "");
  }
  if (!place) {
    const k = commaTown(pieces);
    if (k >= 0) {
      const m = NAME_COMMA_TOWN_RE.exec(pieces[k]!.text)!;
      place = m[2]!.replace(/\.$/, "");
      placeAt = k + 1;
      pieces[k] = { ...pieces[k]!, text: m[1]!, withPlace: true, placeAfter: true };
    }
  }
  if (!place) {
    const town = Math.max(dashedTown(header, pieces), townOfItsOwn(pieces));
    if (town >= 0) {
      place = pieces[town]!.text;
      placeAt = town;
      // the place goes with the name it follows on its line
      if (pieces[town - 1]!.line === pieces[town]!.line) pieces[town - 1] = { ...pieces[town - 1]!, withPlace: true, placeAfter: true };
      pieces.splice(town, 1);
    }
  }
  return { range, place, pieces, dateLine, placeAt, placePieceLine, placeCutFrom, ...(placeLine >= 0 && { placeUnderDates: true }) };
}

/**
 * LinkedIn's export prints an entry's place on a line of its own right under the line of its dates
 * ("Data Analyst" / "May 2024 - Present (1 year 7 months)" / "Gdynia, Pomorskie, Poland"): there,
 * a line reading as a place is one, though the gazetteer knows neither the town nor its region.
 * Returns that line's index, or -1.
 */
function placeUnderDates(header: Line[]): number {
  const d = header.findIndex((l) => l.segments.length === 1 && isDateOnly(l.text));
  const below = header[d + 1];
  if (d < 1 || !below || below.segments.length !== 1) return -1;
  const pl = parsePlace(below.text.trim());
  return pl && (pl.city || pl.country) && below.text.includes(",") ? d + 1 : -1;
}

/** A short capitalised name with no word of a title, an employer, a school or a degree: a town's, when it stands where one would. */
function townLike(text: string): boolean {
  const ws = text.split(/\s+/);
  const named = (w: string) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) || ELIDED_NAME_RE.test(w);
  // (small words may join a town's names: "Villa de Leyva", "Puerto de la Cruz")
  const names = ws.filter(named).length;
  const shaped = names <= 3 && ws.length <= 5 && named(ws[0]!) && named(ws[ws.length - 1]!) && ws.every((w) => named(w) || TOWN_PARTICLE_RE.test(w));
  // (or a town its language writes with a small later word, "Novo mesto", that GeoNames knows)
  const knownWithSmallWord = !shaped && ws.length <= 3 && named(ws[0]!) && isGeoTown(text);
  return (
    (shaped || knownWithSmallWord) &&
    !endsWithLegalForm(text) &&
    titleScore(text) === 0 &&
    companyScore(text) === 0 &&
    !looksLikeSchool(text) &&
    !looksLikeDegree(text) &&
    !ORGANISATION_PART_RE.test(text)
  );
}

/**
 * "Delta Care Hospital ‖ Kafr Selim" over "Pharmacy Intern ‖ 2019 – 2022", "Apr 2025 - Present | Andes
 * Children's Home | Villa Alder", "Cashier, Adinkra Foods Ltd" over "Kofiase Junction": a town the gazetteer
 * does not know, set off as the last piece of its line (or alone on it) after the first piece and
 * not after a title, where the other pieces still name a title and an employer without it.
 * Returns its piece, or -1.
 */
function townOfItsOwn(pieces: HeaderParts["pieces"]): number {
  for (let k = pieces.length - 1; k >= 1; k--) {
    const town = pieces[k]!;
    if (pieces[k + 1]?.line === town.line || !townLike(town.text)) continue;
    // a town on the line of a title would be the employer's name ("Pastry Cook — Sandy Bay Hotel"),
    // unless another piece names the employer by its legal form ("Firmware Engineer ‖ Brnovice" over
    // "KOVO TECHNIKA S.R.O.")
    const employerElsewhere = pieces.some((p, j) => j !== k && j !== k - 1 && endsWithLegalForm(p.text));
    // (or unless a piece on another line reads more as a title: "Hollin Builders Merchants ‖ Kelmarsh" over
    // "Branch Manager ‖ 2019 – Present" is the employer, its town beside it)
    const before = roleBias(pieces[k - 1]!.text);
    const titleElsewhere = pieces.some((p) => p.line !== town.line && roleBias(p.text) > before);
    if (pieces[k - 1]!.line === town.line && before > 0 && !employerElsewhere && !titleElsewhere) continue;
    const rest = pieces.filter((_, j) => j !== k);
    const titled = rest.some((p) => titleScore(p.text) > 0);
    // ("Manager, Customer Success" is a title and its field of work, naming no employer: the line under it does)
    const split = rest.length === 1 ? splitSingle(rest[0]!.text) : [];
    const named = rest.length >= 2 || (split.length >= 2 && !FIELD_OF_WORK_RE.test(split.at(-1)!));
    if (titled && named) return k;
  }
  return -1;
}

/** "Harbour Hardware, Kelso": a name, a comma, then one more part. */
const NAME_COMMA_TOWN_RE = /^([^,]*\p{L}[^,]*),\s*([^,]+)$/u;

/** Fields of work and departments, which follow a comma as a town would: "Sales, Marketing". */
const FIELD_OF_WORK_RE =
  /^(?:sales|marketing|finance|accounts|operations|admin(?:istration)?|logistics|engineering|retail|hr|it|support|customer service|customer success|customer support|customer experience|business development|partnerships|product|management|production|maintenance|security|research|design|training|quality)$/i;

/**
 * "Harbour Hardware, Kelso" over "Store Supervisor", "Kelso Academy, Kelso" under "National 5s": an
 * employer's or a school's name, a comma, and a town the gazetteer does not know, where another
 * piece of the header names the title or the degree. Returns that piece, or -1.
 */
function commaTown(pieces: HeaderParts["pieces"]): number {
  const naming = (p: { text: string }) => titleScore(p.text) > 0 || looksLikeDegree(p.text);
  for (let k = 0; k < pieces.length; k++) {
    const m = NAME_COMMA_TOWN_RE.exec(pieces[k]!.text);
    if (!m || roleBias(m[1]!) > 0 || looksLikeDegree(m[1]!)) continue;
    const town = m[2]!.replace(/\.$/, "");
    // a region's or a firm's letters ("PR", "PT"), a field of work, or a town's name cut at its first word ("New")
    if (!townLike(town) || /^[A-Z]{2,3}$/.test(town) || FIELD_OF_WORK_RE.test(town) || TOWN_NAME_START_RE.test(town)) continue;
    // "Auckland, New …", "Palo, Leyte" beside the employer's own piece: a town and its region, not a name and a town
    if (knownCityCountry(m[1]!) || pieces.some((p, j) => j !== k && !naming(p))) continue;
    if (pieces.some((p, j) => j !== k && naming(p))) return k;
  }
  return -1;
}

/** A firm's legal form without dots that some country also uses as a region's code, closing a name. */
const LEGAL_FORM_CODE_RE = /^\p{Lu}.*\s(?:NV|AB|AG|SA|AS|SE|PA|PC|KG)$/u;

/** A town's later name behind an elided small word: "d'Adda", "dell'Orso", "l'Aquila". */
const ELIDED_NAME_RE = /^(?:d|l|dell|dall|sull|all|nell)['’]\p{Lu}[\p{L}'’-]*$/u;

/** Small words joining a town's names. */
const TOWN_PARTICLE_RE = /^(?:de|da|del|della|di|la|le|les|los|las|el|do|dos|das|du|des|am|an|im|upon|on|sur|en|of)$/;

/** Words opening a town's name, never one alone: "New", "Port", "San". */
const TOWN_NAME_START_RE = /^(?:new|port|san|santa|saint|st|north|south|east|west|upper|lower|great|little|fort|mount|cape|el|la|los|las)$/i;

/** Words naming a part of an organisation, which a dash sets off as it would a town: "Acme — Retail Division". */
const ORGANISATION_PART_RE = /\b(?:division|department|dept|team|unit|branch|office|campus|site|store|group|section|ward|faculty)\b/i;

/**
 * "Sea Breeze Hotel — Port Alder" over "Night Auditor": a town the gazetteer does not know, set off
 * by a dash after the employer's (or the school's) name, where another line names the title (or the
 * degree). The piece after the dash is the town when it is a short capitalised name with no word of
 * a title, an employer, a school or a degree, and the name before it none of a title or a degree.
 * The title may also open the name before the dash, with a comma ("Night Auditor, Sea Breeze Hotel
 * — Port Alder"). Returns the town's piece, or -1.
 */
function dashedTown(header: Line[], pieces: HeaderParts["pieces"]): number {
  if (pieces.length < 2) return -1;
  for (let k = 1; k < pieces.length; k++) {
    const town = pieces[k]!,
      name = pieces[k - 1]!;
    if (name.line !== town.line || pieces[k + 1]?.line === town.line) continue;
    const text = header[town.line]!.text;
    const after = text.indexOf(name.text) + name.text.length;
    const between = text.slice(after, text.indexOf(town.text, after));
    if (after < name.text.length || !/^\s+[—–-]\s+$/.test(between)) continue;
    const ws = town.text.split(/\s+/);
    const townLike =
      ws.length <= 3 &&
      ws.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) || ELIDED_NAME_RE.test(w)) &&
      titleScore(town.text) === 0 &&
      companyScore(town.text) === 0 &&
      !looksLikeSchool(town.text) &&
      !looksLikeDegree(town.text) &&
      !ORGANISATION_PART_RE.test(town.text);
    if (!townLike) continue;
    // "Night Auditor, Sea Breeze Hotel — Port Alder": the title and the employer before the dash
    const titleThenEmployer = /^([^,]+),\s*([^,]+)$/.exec(name.text);
    if (titleThenEmployer && titleScore(titleThenEmployer[1]!) > 0 && roleBias(titleThenEmployer[2]!) <= 0) return k;
    if (pieces.length < 3 || titleScore(name.text) > 0 || looksLikeDegree(name.text)) continue;
    if (pieces.some((p) => p.line !== town.line && (titleScore(p.text) > 0 || looksLikeDegree(p.text)))) return k;
  }
  return -1;
}

function cleanRole(t: string): string {
  // a work mode in brackets says where, not what; "(part-time)", "(Contract)" are part of the post's name
  return t
    .replace(/\s*[([](?:remote|hybrid|on-?site)[)\]]\s*$/i, "")
    .replace(EDGE_PUNCTUATION_RE, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Title at Company": the word that parts a title from its employer. */
const AT_EMPLOYER_RE = /^(.{2,80}?)\s+(?:at|@|chez|bei)\s+(.{2,80})$/i;

/** Splits "Title at Company", "Title, Company" and "Company, Title, City, ST" single pieces. */
function splitSingle(text: string): string[] {
  const at = AT_EMPLOYER_RE.exec(text);
  if (at) return [at[1]!, at[2]!];
  const tp = splitTrailingPlace(text);
  const t = tp ? tp.before : text;
  const parts = t.split(/\s*,\s*/).filter(Boolean);
  if (parts.length >= 2) return parts;
  return [t];
}

export interface Roles {
  jobTitle: string;
  company: string;
  place: string;
  /**
   * the title came before the company, told by the words themselves or by the place printed with
   * the employer (undefined when neither could tell)
   */
  titleFirstByWords?: boolean;
  /** how the title and the company were printed (bold, capitals, beside the dates), when each came from a piece of its own */
  titleLook?: string;
  companyLook?: string;
  /**
   * where the employer was printed: in a piece of its own on the title's line, or on a line of its
   * own before or after it; or after the title in the title's own piece ("Cashier, Harbour Books")
   */
  employerSpot?: "titleLine" | "lineBefore" | "lineAfter" | "titlePiece";
}

/** How a piece was printed: bold, capitals, and whether on the line of the entry's dates. */
const lookOf = (p: { bold: boolean; caps: boolean; line: number }, dateLine: number) =>
  `${p.bold ? "B" : ""}${p.caps ? "C" : ""}${p.line === dateLine ? "D" : ""}`;

/**
 * `usualTitleFirst`: the order the section's other entries print title and employer in, told by
 * their words or places; it decides when this entry's cannot ("Engine Cadet" / "Pacific Andes Tankers").
 */
export function assignRoles(h: HeaderParts, usualTitleFirst?: boolean): Roles {
  let place = h.place;
  let pieces = h.pieces.map((p) => ({ ...p }));
  // drop taglines such as "(Remote)" alone
  const tagline = (p: { text: string }) =>
    /^[([]?(?:remote|full[- ]time|part[- ]time|contract|contractor|internship|hybrid|freelance|self[- ]employed|on-?site|temporary|seasonal)[)\]]?$/i.test(
      p.text,
    );
  // … but "Self-employed" on its own under a title, no other employer named, stands in the employer's place
  const ownEmployer = (p: { text: string }) => /^(?:self[- ]employed|freelance)$/i.test(p.text) && pieces.filter((q) => !tagline(q)).length === 1;
  pieces = pieces.filter((p) => !tagline(p) || ownEmployer(p));
  // the employer read into the place ("Emirates, Curepipe, Mauritius - Flight Attendant")
  const named = pieces.length === 1 && place && !h.placeUnderDates ? nameBeforePlace(place) : null;
  if (named) {
    place = named.place;
    const name = { ...pieces[0]!, text: named.name, withPlace: true };
    pieces = h.placeAt === 0 ? [name, ...pieces] : [...pieces, name];
  }
  // "Lab Technician II, Mercy General Hospital – Northside": after the title and the employer, a part
  // set off by a dash with no word of a title is the employer's branch, part of its name
  const titleAndEmployer =
    pieces.length === 2 && pieces[0]!.line === pieces[1]!.line && titleScore(pieces[1]!.text) === 0 ? /^([^,]+),\s*([^,]+)$/.exec(pieces[0]!.text) : null;
  if (
    titleAndEmployer &&
    titleScore(titleAndEmployer[1]!) > 0 &&
    roleBias(titleAndEmployer[2]!) < Math.min(0, roleBias(titleAndEmployer[1]!)) &&
    roleBias(pieces[1]!.text) <= 0
  )
    pieces = [
      { ...pieces[0]!, text: titleAndEmployer[1]! },
      { ...pieces[0]!, text: `${titleAndEmployer[2]!} – ${pieces[1]!.text}` },
    ];
  let splitFromOne = false;
  if (pieces.length === 1) {
    const tp = splitTrailingPlace(pieces[0]!.text);
    if (tp && !place) place = tp.place.text;
    const parts = splitSingle(pieces[0]!.text);
    splitFromOne = parts.length >= 2;
    // "Forklift Operator, Cynon Packaging, Glynarth": after a title and a name, a third part the
    // gazetteer does not know is the town
    const titled = parts.length === 3 && titleScore(parts[0]!) > 0 !== titleScore(parts[1]!) > 0;
    const third = parts[2]?.replace(/\.$/, "") ?? "";
    if (!place && titled && townLike(third) && !/^[A-Z]{2,3}$/.test(third) && !FIELD_OF_WORK_RE.test(third) && !TOWN_NAME_START_RE.test(third)) {
      place = third;
      parts.pop();
    }
    // "Bakery Assistant at Oven Works, Chantepie": a town GeoNames knows after the employer's comma
    const employerThenTown = !place && parts.length === 2 && AT_EMPLOYER_RE.test(pieces[0]!.text) ? /^(.+?),\s*([^,]+)$/.exec(parts[1]!) : null;
    if (employerThenTown && isGeoTown(employerThenTown[2]!) && companyScore(employerThenTown[2]!) === 0) {
      place = employerThenTown[2]!;
      parts[1] = employerThenTown[1]!;
    }
    if (parts.length >= 2) pieces = parts.map((t) => ({ ...pieces[0]!, text: t }));
  }
  const cands = pieces.slice(0, 2);
  if (!cands.length) return { jobTitle: "", company: "", place };
  if (cands.length === 1) {
    const t = cands[0]!.text;
    const look = lookOf(cands[0]!, h.dateLine);
    return roleBias(t) > 0
      ? { jobTitle: cleanRole(t), company: "", place, titleLook: look }
      : { jobTitle: "", company: cleanRole(t), place, companyLook: look };
  }
  // with more than two pieces on the same line, a comma list: keep the two best candidates
  const [a, b] = cands as [(typeof cands)[0], (typeof cands)[0]];
  const d = roleBias(a.text) - roleBias(b.text);
  let titleFirst: boolean;
  const byWords = Math.abs(d) >= 0.5;
  // "Blue Lagoon Leisure, San Fernando, Trinidad and Tobago - Lifeguard": the place goes with the employer
  const byPlace = !byWords && !!a.withPlace !== !!b.withPlace;
  if (byWords) titleFirst = d > 0;
  else if (byPlace) titleFirst = !a.withPlace;
  else if (usualTitleFirst !== undefined) titleFirst = usualTitleFirst;
  else if (a.line !== b.line && h.dateLine >= 0 && (a.line === h.dateLine) !== (b.line === h.dateLine)) titleFirst = a.line === h.dateLine;
  else if (a.caps !== b.caps)
    titleFirst = a.caps; // Awesome-CV prints titles in capitals
  else titleFirst = true;
  const [title, company] = titleFirst ? [a, b] : [b, a];
  const separate = title.text !== company.text && pieces.length === h.pieces.length;
  const employerSpot = separate
    ? company.line === title.line
      ? "titleLine"
      : company.line < title.line
        ? "lineBefore"
        : "lineAfter"
    : splitFromOne && titleFirst
      ? "titlePiece"
      : undefined;
  return {
    jobTitle: cleanRole(title.text),
    company: cleanRole(company.text),
    place,
    ...(employerSpot && { employerSpot }),
    titleFirstByWords: byWords || byPlace ? titleFirst : undefined,
    ...(separate ? { titleLook: lookOf(title, h.dateLine), companyLook: lookOf(company, h.dateLine) } : {}),
  };
}

/** The order most entries print title and employer in, as told by their words or places; undefined when they disagree as often as not. */
function usualOrder(roles: Roles[]): boolean | undefined {
  const first = roles.filter((r) => r.titleFirstByWords === true).length;
  const second = roles.filter((r) => r.titleFirstByWords === false).length;
  if (first > 2 * second) return true;
  if (second > 2 * first) return false;
  return undefined;
}

/**
 * Whether a printed line stopped short of where its neighbours run to: the next line's first word
 * would have fitted after it, so the line was not wrapped and what follows starts a new item
 * (bullets whose markers the PDF drew as shapes, not text).
 */
function endedShort(line: Line, next: string, rightEdge: number): boolean {
  const end = line.segments.at(-1)?.x2 ?? 0;
  const chars = line.segments.reduce((n, s) => n + s.text.length, 0);
  if (line.size <= 0 || end <= line.x || chars === 0) return false;
  const charWidth = (end - line.x) / chars;
  const firstWord = next.split(/\s/)[0]!.length;
  return end + (firstWord + 1) * charWidth < rightEdge - charWidth;
}

const NUMBERED_ITEM_RE = /^\d{1,2}[.)]\s+\p{Lu}/u;

/** Where the printed lines run to at the most (0 for Word's, which carry no geometry). */
function rightEdgeOf(lines: Line[]): number {
  return Math.max(0, ...lines.filter((l) => l.size > 0).map((l) => l.segments.at(-1)?.x2 ?? 0));
}

/** A job's body as its description, achievements and tools; `columnEdge` is where the section's lines run to, when known. */
export function bodyText(body: Line[], columnEdge = 0): { description: string; achievements: string; technologies: string } {
  const items: string[] = [];
  const ach: string[] = [];
  let tech = "";
  let mode: "desc" | "ach" = "desc";
  // where the body's text runs to: a wrapped line reaches (nearly) this far
  const rightEdge = Math.max(columnEdge, rightEdgeOf(body));
  let before: Line | undefined;
  for (const l of body) {
    const previous = before;
    before = l;
    const raw = l.segments
      .map((s) => s.text)
      .join(" ")
      .trim();
    const t = stripBullet(raw);
    if (!t) continue;
    const techM = /^(?:technologies|tech stack|tools used|tools|environment|stack|built with|technologies used)\s*:\s*(.+)$/i.exec(t);
    if (techM) {
      tech = tech ? `${tech}, ${techM[1]}` : techM[1]!;
      continue;
    }
    if (ACHIEVEMENTS_LABEL_RE.test(t)) {
      mode = "ach";
      continue;
    }
    // "Roles & Responsibilities:" alone labels the description that follows; it is none of it
    if (/^(?:key\s+|main\s+)?(?:(?:roles?|job)\s*(?:&|and|\/)\s*)?(?:responsibilities|duties)\s*:$/i.test(t)) {
      mode = "desc";
      continue;
    }
    const achM = /^(?:key\s+)?achievements?\s*:\s*(.+)$/i.exec(t);
    if (achM) {
      ach.push(achM[1]!);
      continue;
    }
    const target = mode === "ach" ? ach : items;
    // "2. Ran the workshops" after "1. Raised pass rates": a numbered list's next item
    const numbered = NUMBERED_ITEM_RE.test(t) && NUMBERED_ITEM_RE.test(target[target.length - 1] ?? "");
    if (hasBullet(raw) || numbered || !target.length) target.push(t);
    else if (
      /^[\p{Ll}(]/u.test(t) ||
      /[,;\-–]$/.test(target[target.length - 1]!) ||
      (!/[.!?:]$/.test(target[target.length - 1]!) && !hasBullet(raw) && l.size > 0 && !(previous && endedShort(previous, t, rightEdge)))
    ) {
      target[target.length - 1] = `${target[target.length - 1]} ${t}`.replace(/(\w)- (\p{Ll})/gu, "$1$2");
    } else target.push(t);
  }
  return { description: items.map((i) => `• ${i}`).join("\n"), achievements: ach.map((i) => `• ${i}`).join("\n"), technologies: tech };
}

export function parseExperienceEntry(
  e: RawEntry,
  prev: ParsedExperience | null,
  usualTitleFirst?: boolean,
  prevRoles?: Roles,
  columnEdge = 0,
): ParsedExperience & { roles: Roles } {
  const h = headerParts(e.header);
  const roles = assignRoles(h, usualTitleFirst);
  let { jobTitle, company } = roles;
  // the next role under an employer printed above the first ("Harbour Freight" / "Yard Foreman ‖
  // 2021 – now" … "Yard Hand ‖ 2018 – 2021"): a lone name printed like the entry before's title
  // (in its style, or beside its dates), not like its employer, is a title at that employer
  const looks = prevRoles?.titleLook !== undefined && prevRoles.companyLook !== undefined && prevRoles.titleLook !== prevRoles.companyLook;
  if (!jobTitle && company && prev?.company && looks && roles.companyLook === prevRoles!.titleLook && companyScore(company) < 1) {
    jobTitle = company;
    company = prev.company;
    roles.titleLook = roles.companyLook;
    roles.companyLook = prevRoles!.companyLook;
    if (!roles.place) roles.place = prev.location;
  }
  // "Cashier" over "Carrow, Westshire" where the job before printed "Harbour Books Ltd, Lakeford" (or
  // "Harbour Books Ltd") in that spot: an employer named like a town, read whole as the place, is
  // this job's employer
  const employer = !company && jobTitle ? placeInEmployersSpot(h, jobTitle, prevRoles) : null;
  if (employer) {
    company = employer.company;
    roles.place = employer.place;
  }
  // a second role at the same employer: "Senior Engineer 2019 – now" under the company's block
  if (!company && jobTitle && prev && prev.company) {
    company = prev.company;
    if (!roles.place) roles.place = prev.location;
  }
  const body = bodyText(e.body, columnEdge);
  const r = h.range;
  return {
    roles,
    id: randomUUID(),
    jobTitle,
    company,
    location: roles.place,
    startDate: r?.start ?? "",
    endDate: r ? (r.current ? "Present" : r.end) : "",
    currentJob: !!r?.current,
    description: body.description,
    achievements: body.achievements,
    technologies: body.technologies,
  };
}

/**
 * The place of a job with a title and no employer, where the job before printed its employer in a
 * piece of its own (maybe with its place after it) and this job prints the place where that employer
 * stood (a line of its own, beside the title on its line, or after the title in its piece): the
 * place's first part is the employer, the rest (a town of its own) its place.
 */
function placeInEmployersSpot(h: HeaderParts, jobTitle: string, prevRoles: Roles | undefined): { company: string; place: string } | null {
  const spot = prevRoles?.employerSpot;
  if (!spot || !h.place || h.placeUnderDates) return null;
  // "Cashier, Carrow, Westshire" where the job before printed "Sales Assistant, Harbour Books Ltd, Lakeford"
  if (spot === "titlePiece") {
    const cut = h.placeCutFrom !== undefined ? h.pieces[h.placeCutFrom] : undefined;
    if (!cut || h.pieces.length !== 1 || cleanRole(cut.text) !== jobTitle || !h.place.includes(",")) return null;
    const [first, ...rest] = h.place.split(/\s*,\s*/);
    return first && !/\d/.test(first) && aTownApart(rest.join(", ")) ? { company: first, place: rest.join(", ") } : null;
  }
  if (h.placePieceLine === undefined) return null;
  const onLine = h.pieces.filter((p) => p.line === h.placePieceLine);
  const titleLine = h.pieces.find((p) => cleanRole(p.text) === jobTitle)?.line;
  if (titleLine === undefined) return null;
  const at = h.placePieceLine === titleLine ? "titleLine" : h.placePieceLine < titleLine ? "lineBefore" : "lineAfter";
  if (at !== spot || (at === "titleLine" ? onLine.length !== 1 : onLine.length > 0)) return null;
  // a town or a country, not a work mode ("Field-based", "Remote")
  const place = parsePlace(h.place, true);
  if (!place?.city && !place?.country) return null;
  const [first, ...rest] = h.place.split(/\s*,\s*/);
  if (!first || /\d/.test(first)) return null;
  if (rest.length && !aTownApart(rest.join(", "))) return null;
  return { company: first, place: rest.join(", ") };
}

/**
 * What follows an employer named like a town reads as a town of its own ("Halifax, Leeds"), not as
 * the region the first part lies in ("Kendal, Cumbria", "Leeds, West Yorkshire").
 */
function aTownApart(t: string): boolean {
  if (!t || t.includes(",")) return !!t && !!parsePlace(t, true)?.city;
  if (/^(?:north|south|east|west|central|greater|upper|lower|mid)\b|\s(?:state|province|region|county|district|shire)$/i.test(t)) return false;
  return !!knownCityCountry(t) || !isFirstLevelRegionName(t);
}

/**
 * "Line Cook, Harbour Bistro (Mar 2020 – Present): Ran the grill; …": a whole job on one line, its
 * dates in brackets and its duties after a colon. The part up to the brackets is the entry's header,
 * the rest its description, each a line of its own.
 */
const INLINE_JOB_RE = /^((?:[•·▪‣◦*–-]\s*)?[^()]{3,100}?\s*\(([^()]{4,40})\))\s*:\s+(\S.{8,})$/u;
export function splitInlineJobLines(lines: Line[]): Line[] {
  return lines.flatMap((l) => {
    const m = l.segments.length === 1 ? INLINE_JOB_RE.exec(l.text.trim()) : null;
    if (!m || !findDateRange(m[2]!)) return [l];
    const seg = l.segments[0]!;
    const head = { ...seg, text: m[1]!.trim() };
    // marked as a bullet so that it reads as the job's body, not as a title below the header
    const rest = { ...seg, text: `• ${m[3]!.trim()}` };
    return [
      { ...l, text: head.text, segments: [head] },
      { ...l, text: rest.text, segments: [rest], bold: false, gapBefore: 0 },
    ];
  });
}

/**
 * "Clerk ‖ Harbour Mills Ltd ‖ 2016 – 2019" (a table's last row) over "Mill Supervisor – Dunmore
 * Foods Ltd" and its duties: a dateless header line naming the title and employer of a dated line
 * elsewhere in the section starts a block of its own, the job told again.
 */
function jobsToldAgainApart(raw: RawEntry[]): RawEntry[] {
  const datedLines = raw.flatMap((e) => e.header.filter((l) => headerDate(l)));
  if (datedLines.length < 2) return raw;
  const jobs = datedLines.map((l) => {
    const r = assignRoles(headerParts([l]));
    return { jobTitle: r.jobTitle, company: r.company } as ParsedExperience;
  });
  return raw.flatMap((e) => {
    const cut = e.header.findIndex(
      (l, k) => k > 0 && !headerDate(l) && e.header.slice(0, k).some((d) => headerDate(d)) && !!toldBefore(assignRoles(headerParts([l])), jobs),
    );
    return cut > 0
      ? [
          { header: e.header.slice(0, cut), body: [] },
          { header: e.header.slice(cut), body: e.body },
        ]
      : [e];
  });
}

/** The job already read whose title and employer a dateless header names again, if any. */
function toldBefore(roles: Roles, out: ParsedExperience[]): ParsedExperience | undefined {
  const same = (a: string, b: string) =>
    !!a &&
    !!b &&
    a
      .toLowerCase()
      .replace(/[\s.,]+/g, " ")
      .trim() ===
      b
        .toLowerCase()
        .replace(/[\s.,]+/g, " ")
        .trim();
  return out.find(
    (j) => (same(j.jobTitle, roles.jobTitle) && same(j.company, roles.company)) || (same(j.jobTitle, roles.company) && same(j.company, roles.jobTitle)),
  );
}

export function parseExperienceSection(input: Line[]): ParsedExperience[] {
  const lines = splitInlineJobLines(input);
  const raw = jobsToldAgainApart(splitEntries(lines));
  const out: ParsedExperience[] = [];
  const anyDates = raw.some((e) => headerParts(e.header).range);
  const usualTitleFirst = usualOrder(raw.filter((e) => e.header.length).map((e) => assignRoles(headerParts(e.header))));
  let prevRoles: Roles | undefined;
  // the jobs' bodies share a column: a line that stops short of its edge was not wrapped
  const columnEdge = rightEdgeOf(raw.flatMap((e) => e.body));
  for (const e of raw) {
    if (!e.header.length) continue;
    const h = headerParts(e.header);
    // a header without a date in a dated section is usually a sub-heading or a short bullet
    if (anyDates && !h.range) {
      // … or a job told again with its duties under a table of the jobs: its lines are that job's
      const again = toldBefore(assignRoles(h), out);
      if (again) {
        const more = bodyText(e.body, columnEdge);
        again.description = [again.description, more.description].filter(Boolean).join("\n");
        again.achievements = [again.achievements, more.achievements].filter(Boolean).join("\n");
        continue;
      }
      // a dateless block in a dated section: short unmarked bullets, a sub-heading … or, rarely,
      // an undated job, which then has to look like one (a title and a company, not a sentence)
      const ps = h.pieces.map((p) => p.text);
      const sentence = /^[A-Z][a-z]+(?:ed|ing|s)?\b/.test(ps[0] ?? "") && /\b(?:the|a|an|of|to|for|with|and|in|on|by)\b/.test(ps.join(" ")) && ps.length === 1;
      const strong =
        !sentence &&
        (ps.length >= 2
          ? ps.some((p) => titleScore(p) > 0) && ps.some((p) => companyScore(p) > 0 || titleScore(p) <= 0)
          : titleScore(ps[0] ?? "") > 0 && companyScore(ps[0] ?? "") > 0 && / at |,/.test(ps[0] ?? ""));
      const prev = out[out.length - 1];
      if (!strong && prev) {
        const extra = bodyText([...e.header, ...e.body], columnEdge).description;
        prev.description = [prev.description, extra].filter(Boolean).join("\n");
        continue;
      }
    }
    const { roles, ...entry } = parseExperienceEntry(e, out[out.length - 1] ?? null, usualTitleFirst, prevRoles, columnEdge);
    if (!entry.jobTitle && !entry.company) continue;
    out.push(entry);
    prevRoles = roles;
  }
  return out;
}
