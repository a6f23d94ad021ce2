/** Telling a job title from a company name, and a degree from a school. */
import { wordSet } from "../../../lib/text/word-set.ts";

const TITLE_WORDS = wordSet(
  "engineer engineers developer developers manager analyst intern internship assistant scientist consultant director president ceo cto cfo coo cio " +
    "vp svp evp lead architect designer specialist officer coordinator administrator admin writer researcher teacher tutor associate co-op coop " +
    "head founder co-founder cofounder contributor mentor volunteer representative rep technician programmer professor lecturer fellow editor " +
    "supervisor executive owner partner advisor adviser member chair chairman chairperson trainee apprentice accountant auditor clerk cashier " +
    "nurse attorney lawyer paralegal producer strategist marketer recruiter agent operator instructor principal staff chief leader maintainer " +
    "organizer organiser secretary treasurer captain ambassador evangelist sde swe sre devops qa tester owner freelancer freelance " +
    "consultant contractor postdoc postdoctoral phd candidate student ta ra scholar investigator physician doctor surgeon therapist " +
    "pharmacist chef cook driver mechanic electrician carpenter planner buyer controller economist statistician mathematician " +
    "physicist chemist biologist photographer artist animator illustrator journalist reporter translator interpreter counselor " +
    "coach trainer officer superintendent foreman inspector surveyor dentist veterinarian librarian curator archivist " +
    "administrator receptionist bookkeeper merchandiser salesperson salesman broker underwriter actuary wrangler ninja " +
    "conjurer shepherd connoisseur hacker craftsman builder creator worker caregiver carer " +
    // nursing and emergency care (their licences, "RN" or "LPN", are also letters after a name: no title word)
    "paramedic midwife " +
    // the trades of shops, cafés and hotels (students' part-time jobs among them)
    "barista bartender waiter waitress busser dishwasher baker butcher florist housekeeper cleaner janitor custodian porter " +
    "lifeguard babysitter nanny usher valet stocker packer picker courier dispatcher teller concierge attendant steward stewardess " +
    // the building, repair and site trades and their helpers
    "helper handyman rigger installer handler deckhand groundskeeper " +
    // the trades, crafts and hourly work of people without a degree, as they name themselves
    "painter plumber welder roofer bricklayer labourer laborer landscaper gardener groundsman farmhand farmer rancher fisherman miner " +
    "plasterer tiler glazier scaffolder machinist fitter joiner decorator mason locksmith millwright boilermaker pipefitter lineman " +
    "framer drywaller upholsterer seamstress tailor weaver presser assembler operative sorter storeman storekeeper shopkeeper " +
    "saleswoman telemarketer canvasser tradesman tradie sparky chippy trucker chauffeur pilot postman mailman bellhop bellman " +
    "doorman barback sommelier maid housemaid chambermaid caretaker warden orderly aide medic firefighter soldier childminder " +
    "hairdresser hairstylist stylist barber beautician manicurist esthetician aesthetician masseuse masseur groomer phlebotomist " +
    "hygienist optometrist nutritionist dietitian chiropractor counsellor educator paraprofessional estimator scheduler " +
    // the commonest titles of Spanish and French CVs
    "analista asistente gerente jefe jefa directora coordinador coordinadora ingeniero ingeniera técnico técnica auxiliar contador contadora " +
    "supervisora desarrollador desarrolladora diseñador diseñadora enfermero enfermera abogado abogada profesora vendedor vendedora " +
    "chargé chargée ingénieur ingénieure stagiaire assistante comptable directrice conseiller conseillère gestionnaire technicienne " +
    "développeur développeuse infirmier infirmière",
);
const TITLE_MODIFIERS = /\b(?:senior|junior|sr|jr|lead|principal|staff|chief|head|assistant|associate|deputy|vice|intern|trainee)\b/i;

const COMPANY_WORDS = wordSet(
  "inc inc. llc l.l.c. ltd ltd. corp corp. corporation company co co. university universidad université universität college " +
    "institute institution school technologies technology tech solutions systems group labs lab laboratory laboratories bank insurance " +
    "associates consulting consultants interactive startup organization organisation foundation agency studio studios partners " +
    "holdings enterprises services software networks media capital ventures hospital clinic center centre government department " +
    "ministry council gmbh ag sa s.a. pvt pvt. limited plc industries international global research corporation bv b.v. oy ab " +
    "llp lp nv n.v. kk pte pty srl s.r.l. spa s.p.a. bureau authority commission association society club trust fund sons brothers bros works board " +
    "cooperative co-operative union " +
    // the same in Spanish, Portuguese and French
    "cooperativa coopérative fundación fundação fondation empresa sociedad société asociación associação corporación grupo groupe " +
    // legal forms once their closing full stop is dropped ("Cartonajes S.A." → "s.a")
    "s.a c.a s.l s.a.s sarl " +
    // where the trades of shops, cafés and hotels are done
    "café cafe coffee roasters bakery restaurant bistro diner bar pub hotel motel inn resort shop store supermarket market pharmacy salon " +
    // and the same trades' own words in Spanish, Portuguese, French and Italian
    "cocina restaurante cantina taquería taqueria panadería panaderia pastelería pasteleria hostal hospedaria padaria " +
    "pousada brasserie boulangerie pâtisserie patisserie auberge trattoria osteria ristorante pizzeria gelateria albergo",
);

function toks(t: string): string[] {
  return t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&.\- ]+/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^[.-]+|[.-]+$/g, ""));
}

/**
 * Professions named by their endings, beyond the words listed: "Hydrologist", "Generalist",
 * "Metallurgist", "Agronomist", "Optician", "Physiotherapist", "Radiographer"; two letters before
 * "-ologist" make one too ("Ecologist", "Biologist", "Urologist").
 */
const PROFESSION_END_RE = /^(?:\p{L}{3,}(?:urgist|onomist|alist|icist|ician|iatrist|apist|ographer)|\p{L}{2,}ologist)$/u;

// "-person" makes a role of a trade ("Draughtsperson", "Tradesperson")
const isTitleWord = (w: string) => TITLE_WORDS.has(w) || PROFESSION_END_RE.test(w) || /^\p{L}{3,}person$/u.test(w);

/** What joins a role to its field in Spanish, French, Portuguese and Italian titles. */
const ROMANCE_LINK_WORDS = new Set(["de", "del", "en", "d", "des", "du", "di", "da", "do", "em", "della", "dei"]);

export function titleScore(t: string): number {
  const ws = toks(t);
  if (!ws.length) return 0;
  let s = 0;
  for (const w of ws) if (isTitleWord(w) || isTitleWord(w.replace(/s$/, ""))) s += 1;
  const last = ws[ws.length - 1]!;
  // a title ends in the singular ("Electrician"); "… Contractors", "… Consultants" name a firm
  if (isTitleWord(last) || (isTitleWord(last.replace(/s$/, "")) && ws.length === 1)) s += 1.5;
  if (TITLE_MODIFIERS.test(t)) s += 0.5;
  if (/\b(?:of|for)\b/i.test(t) && /^(?:vice|head|director|chief|president|manager)/i.test(t)) s += 1;
  // "Analista de Control de Calidad", "Chargée d'affaires", "Jefe de Cocina": in Spanish, French,
  // Portuguese and Italian a title opens with its role and names the field after "de" or "en", where
  // a trade's place may close it ("Doctor en Ciencias …" is a degree)
  if (ws.length > 2 && isTitleWord(ws[0]!) && ROMANCE_LINK_WORDS.has(ws[1]!) && !looksLikeDegree(t)) s += 2;
  return s;
}

export function companyScore(t: string): number {
  const ws = toks(t);
  if (!ws.length) return 0;
  let s = 0;
  for (const w of ws) if (COMPANY_WORDS.has(w)) s += 1;
  const last = ws[ws.length - 1]!;
  if (COMPANY_WORDS.has(last)) s += 1.5;
  else if (ws.length > 1 && /s$/.test(last) && !TITLE_WORDS.has(last) && TITLE_WORDS.has(last.replace(/s$/, ""))) s += 1.5;
  if (/[!®™]|\.com\b|&\s*co\b/i.test(t)) s += 1;
  // "Attorneys at Law", "Counsellors at Law": a firm of lawyers names itself so
  if (/\b\p{L}+s\s+at\s+law$/iu.test(t.trim())) s += 2.5;
  return s;
}

/**
 * A company's legal form closing a name, its full stop no sentence's end: "Harbour Freight Co.,
 * Ltd.", "Nordwind B.V.", "Kraków Data Sp. z o.o.", "Delta Nile Services S.A.E.", "Vale Verde
 * Transportes Ltda.", "Grupo Sierra S.A. de C.V.".
 */
const LEGAL_FORM_END_RE =
  /(?:^|[\s,])(?:ltd|inc|corp|co|llc|plc|pty|pvt|bhd|sdn|lda|ltda|cia|c\.\s?v|e\.i\.r\.l|a\.d|d\.d|e?o\.o\.d|b\.\s?v|n\.\s?v|s\.\s?a|s\.a\.e|s\.a\.s|s\.a\.c|s\.l|s\.r\.l|s\.p\.a|s\.a\.r\.l|z\s?o\.o|s\.r\.o|a\.s|d\.o\.o|k\.k|jsc|l\.l\.c|a\.g)\.$/i;

export function endsWithLegalForm(t: string): boolean {
  return LEGAL_FORM_END_RE.test(t.trim());
}

/** Positive when `t` reads more like a job title than a company. */
export function roleBias(t: string): number {
  return titleScore(t) - companyScore(t);
}

/**
 * Degrees by their English names and abbreviations (Nigeria's NCE and OND among them), with the
 * Malay and Indonesian "sijil" (certificate) and "ijazah" (degree), and the school-leaving and
 * vocational qualifications people list as their schooling ("GCSEs", "GCE 'O' Level", "Highers",
 * "Leaving Certificate", "NVQ Level 2", "BTEC", "Higher Secondary (Class XII)", "G.C.E. Advanced Level",
 * the Caribbean's "CSEC", East Africa's "UACE" and "CSEE", India's trade certificates "(NCVT)"), German
 * school-leaving certificates ("Fachhochschulreife", "Mittlere Reife") and vocational training, a
 * degree named by the word itself ("Engineer's Degree", "Degree in Forestry"), and the Spanish and
 * Portuguese names of technical, engineering, graduate and doctoral qualifications ("Técnico en …",
 * "Bachiller en …", "Ingeniería Civil", "Maestría en …"), the French and German diplomas
 * ("Diplôme d'ingénieur", "Maîtrise", "Doctorat", "BTS", "DUT", "Diplom-Kauffrau"), German and Austrian trade
 * qualifications ("Lehrabschluss Koch", "Gesellenbrief", "Ausbildung zur Bankkauffrau") and the
 * Italian ones ("Laurea magistrale in …", "Maturità", "Diploma di …"), the Romanian "Licență" and "Diplomă",
 * and a trade qualification examined by a German chamber ("Elektroniker (IHK)", "Tischler (HWK)"), and
 * the degrees' names in Polish, Czech, Turkish, Swedish, Indonesian, Vietnamese, Spanish, Brazilian
 * Portuguese, German, French and Greek ("Licencjat", "Bakalář", "Yüksek Lisans", "Kandidatexamen",
 * "Sarjana", "Cử nhân", "Grado en", "Bacharel em", "Staatsexamen", "Bac pro", "Ptychio"), and an
 * apprenticeship named as the qualification it is ("Advanced Apprenticeship", "Apprenticeship in Joinery"),
 * and an associate's, bachelor's, master's or doctor's degree by its dotted initials before its
 * field ("A.O.S. Culinary Arts", "B.S.N. Nursing", "M.S.W. Social Work").
 */
export const DEGREE_RE =
  /\b(?:bachelor(?:'?s|’s)?|master(?:'?s|’s)?|doctor(?:ate)?|ph\.?\s?d\.?|d\.?phil|m\.?\s?phil|mba|m\.?b\.?a\.?|b\.?\s?s\.?c?\.?|m\.?\s?s\.?c?\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?e\.?|m\.?\s?e\.?|b\.?\s?eng\.?|m\.?\s?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|b\.?\s?com\.?|m\.?\s?com\.?|bba|bca|mca|b\.?\s?arch|m\.?\s?arch|ll\.?b\.?|ll\.?m\.?|j\.?d\.?|m\.?d\.?|associate(?:'?s)?|diploma|dipl[ôo]me|certificate|certification|a\.?\s?a\.?s?|high school|secondary school|gcse|a-levels?|abitur|baccalaur[ée]at|licen[cs]e|licenciatura|hsc|ssc|cbse|icse|g\.\s?c\.\s?e\.?|(?:advanced|ordinary)\s+levels?|csec|cxc|u\.?a\.?c\.?e|csee|acsee|zimsec|ncvt|scvt|minor|major|b\.?f\.?a\.?|m\.?f\.?a\.?|m\.?p\.?h\.?|ed\.?d\.?|psy\.?d\.?|hnc|hnd|nce|ond|sijil|ijazah|matriculation|matric|gcses|gce|igcse|btec|nvq|svq|(?:advanced\s+)?highers|leaving\s+cert(?:ificate)?|qce|ncea|wassce|waec|kcse|kcpe|spm|stpm|sslc|hsslc|(?:higher|senior)\s+secondary(?!\s+school)|class\s+(?:xii|x|12|10)|(?:o|a|as)['‘’]?\s?[- ]\s?levels?|(?:fach)?hochschulreife|realschulabschluss|hauptschulabschluss|mittlere\s+reife|vocational\s+training|t[ée]cnic[oa]\s+(?:superior\s+|universitari[oa]\s+)?en|tecn[óo]log[oa]\s+en|tecnicatura|bachiller(?:ato)?\s+en|analista\s+(?:universitari[oa]\s+)?en|maestr[íi]a|mag[íi]ster|doctorado|profesorado|engineer(?:'?s|’s)\s+degree|degree\s+(?:in|of)|ingenier[ií]a|mestrado|bacharelado|engenharia|dipl[oô]me|diplom|ma[iî]trise|doctorat|bts|dut|brevet\s+de\s+technicien|lehrabschluss(?:prüfung)?|lehre\s+als|gesellen(?:brief|prüfung)|meister(?:brief|prüfung)|(?:berufs)?ausbildung\s+(?:zum|zur|als)|laurea(?:\s+(?:magistrale|triennale|specialistica))?|maturit[àa]|diploma\s+di|licen[țţt][ăa]|diplom[ăa]|licencjat|bakal[áa][řr]|magistr|(?:yüksek\s+)?lisans|(?:kandidat|master|magister)examen|sarjana|c[ửu]\s+nh[âa]n|th[ạa]c\s+s[ĩi]|grado\s+en|licenciad[oa]\s+en|bacharel\s+em|tecn[óo]log[oa]\s+em|staatsexamen|bac\s+pro|pt[yi]chio|(?<=\()(?:ihk|hwk)(?=\))|(?:(?:advanced|higher|intermediate|modern|foundation|degree|level\s+\d)\s+apprenticeship|apprenticeship\s+(?:in|standard)(?=\s))|[abmd]\.(?:[a-z]\.){2,3}(?=\s+\p{Lu}))(?![\p{L}])/iu;

/**
 * Schools by the word naming the institution, in English and other languages ("Universiti",
 * "Politeknik", "Kolej" in Malay, "Vidyalaya" in South Asia, "Madrasah", "Coleg" and "Ysgol" in
 * Welsh, "Lisesi" in Turkish, "Universitet" in Scandinavia; India's "ITI", Australia's
 * "TAFE", Quebec's "CEGEP", Indonesia's secondary schools "SMA", "SMK", "SMP"), German ones by the
 * compound ending in "-schule" ("Realschule Carrow"), Italian, French and Slavic academies and schools
 * ("Accademia", "Scuola", "Istituto", "Collège", "Akademia"), Romanian ones ("Universitatea", "Colegiul",
 * "Liceul", "Școala"), Polish, Portuguese, Vietnamese, Finnish, Hungarian, Czech, Croatian and Slovene
 * ones ("Politechnika", "Liceum", "Technikum", "Faculdade", "Đại học", "Yliopisto", "Egyetem",
 * "Univerzita", "Sveučilište", "Univerza"), a German "Berufskolleg", a German school centre ("Berufliches Schulzentrum"), and a trades or training centre.
 */
export const SCHOOL_RE =
  /(?:^|[^\p{L}])(?:university|universit[éàä]t?|universidad|universidade|università|universiteit|uniwersytet|universitat|universiti|universitas|college|colegio|kolej|sekolah|politeknik|tecnol[oó]gico|liceo|escola|hogeschool|institute|institut|instituto|school|academy|akademie|polytechnic|politecnico|polytechnique|politécnica|conservatory|seminary|iit|nit|iti|tafe|c[ée]gep|mit|ucla|eth|epfl|kth|ntnu|gymnasium|lyceum|lycée|lycee|vidyalaya|vidyalayam|vidyapeeth|vidyapith|madrasa|madrasah|pesantren|coleg|ysgol|prifysgol|scoil|lisesi|üniversitesi|universitet|universitatea|colegiul|liceul|[șş]coala|politechnika|faculdade|centro\s+universit[áa]rio|đại\s+học|berufskolleg|\p{L}*yliopisto|ammattikorkeakoulu|egyetem|univerzita|sveučilište|univerza|gimnazjum|liceum|technikum|högskola|hochschule|fachhochschule|école|ecole|escuela|faculty|accademia|académie|akademia|akademija|scuola|istituto|collège|(?:trades?|training|vocational|skills)\s+cent(?:re|er)|šola|škola|szkoła|campus|smk|sma|smp|[\p{Lu}][\p{L}]+ tech)(?![\p{L}])|\p{L}+schulen?(?![\p{L}])|\p{L}*schulzentrum(?![\p{L}])|\bschulen\b/iu;

/** A Microsoft program's name after "MS". */
const MICROSOFT_PROGRAM_RE =
  /^\s*(?:office|excel|word|powerpoint|power\s?point|access|outlook|project(?!\s+management)|teams|visio|sql|dynamics|windows|azure|365|publisher|sharepoint|onenote)\b/i;

export function looksLikeDegree(t: string): boolean {
  if (!DEGREE_RE.test(t)) return false;
  // "Ma" / "Be" / "As" as ordinary words are not degrees unless capitalised as such
  const m = DEGREE_RE.exec(t)!;
  const w = m[0];
  if (/^(?:ma|ba|be|me|ms|bs|aa|as|jd|md)$/i.test(w.replace(/[.\s]/g, "")) && !/^[A-Z]/.test(w)) return false;
  if (/^(?:major|minor)$/i.test(w) && !/^(?:major|minor)\s*(?:in|:)/i.test(t.slice(m.index))) return false;
  // "MS Excel", "MS Office": Microsoft's programs, not a master's degree
  if (/^ms\.?$/i.test(w.trim()) && MICROSOFT_PROGRAM_RE.test(t.slice(m.index + w.length))) return looksLikeDegree(t.slice(m.index + w.length));
  // "Hillview National High School": a name before "High School" makes it the school, and the
  // line names a degree only by another word ("… High School Diploma")
  if (/^(?:high|secondary) school$/i.test(w) && namedSchoolBefore(t.slice(0, m.index))) return looksLikeDegree(t.slice(m.index + w.length));
  return true;
}

/** The words before "High School" are a school's name: the last one capitalised, and no level or verb ("Senior", "Completed"). */
function namedSchoolBefore(before: string): boolean {
  const last = /([\p{L}'’.-]+)\s+$/u.exec(before)?.[1];
  return !!last && /^\p{Lu}/u.test(last) && !/^(?:senior|junior|upper|lower|completed|graduated|attended|some|vocational|technical|general)$/i.test(last);
}

export function looksLikeSchool(t: string): boolean {
  return SCHOOL_RE.test(t);
}
