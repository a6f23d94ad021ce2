/**
 * Data table: large and well-known cities of the world with their ISO 3166-1 country code, as
 * people print them on a CV (English names, local names, common short forms). Used to tell a
 * place from a job title or company name, and to guess the country a local phone number is in.
 * One entry per line: "<city>|<CC>".
 */
import { allCountries } from "country-region-data";
import { withoutMarks } from "../../../lib/text/letters.ts";

export const WORLD_CITIES =
  `
new york|US
new york city|US
nyc|US
brooklyn|US
manhattan|US
queens|US
los angeles|US
san francisco|US
san jose|US
san diego|US
sacramento|US
oakland|US
berkeley|US
palo alto|US
mountain view|US
sunnyvale|US
cupertino|US
menlo park|US
redwood city|US
santa clara|US
irvine|US
pasadena|US
seattle|US
bellevue|US
redmond|US
kirkland|US
tacoma|US
spokane|US
portland|US
boise|US
salt lake city|US
provo|US
phoenix|US
scottsdale|US
tempe|US
tucson|US
las vegas|US
reno|US
albuquerque|US
denver|US
boulder|US
colorado springs|US
dallas|US
fort worth|US
plano|US
irving|US
austin|US
houston|US
san antonio|US
el paso|US
oklahoma city|US
tulsa|US
kansas city|US
omaha|US
wichita|US
minneapolis|US
saint paul|US
st. paul|US
st paul|US
milwaukee|US
madison|US
chicago|US
evanston|US
naperville|US
st. louis|US
st louis|US
saint louis|US
indianapolis|US
columbus|US
cleveland|US
cincinnati|US
dayton|US
toledo|US
detroit|US
ann arbor|US
grand rapids|US
louisville|US
lexington|US
nashville|US
memphis|US
knoxville|US
chattanooga|US
atlanta|US
savannah|US
birmingham|GB
huntsville|US
jacksonville|US
miami|US
orlando|US
tampa|US
fort lauderdale|US
tallahassee|US
new orleans|US
baton rouge|US
charlotte|US
raleigh|US
durham|US
chapel hill|US
greensboro|US
charleston|US
virginia beach|US
norfolk|US
alexandria|US
reston|US
mclean|US
washington|US
washington dc|US
washington d.c.|US
baltimore|US
annapolis|US
bethesda|US
philadelphia|US
pittsburgh|US
harrisburg|US
newark|US
jersey city|US
hoboken|US
princeton|US
trenton|US
boston|US
cambridge|GB
somerville|US
worcester|US
providence|US
hartford|US
new haven|US
stamford|US
albany|US
buffalo|US
rochester|US
syracuse|US
ithaca|US
burlington|US
portland maine|US
manchester|GB
anchorage|US
honolulu|US
des moines|US
little rock|US
birmingham al|US
toronto|CA
montreal|CA
montréal|CA
vancouver|CA
calgary|CA
edmonton|CA
ottawa|CA
winnipeg|CA
quebec city|CA
halifax|CA
waterloo|CA
kitchener|CA
mississauga|CA
saskatoon|CA
mexico city|MX
ciudad de méxico|MX
guadalajara|MX
monterrey|MX
tijuana|MX
puebla|MX
cancún|MX
cancun|MX
guatemala city|GT
san josé|CR
panama city|PA
havana|CU
santo domingo|DO
san juan|PR
bogotá|CO
bogota|CO
medellín|CO
medellin|CO
caracas|VE
quito|EC
guayaquil|EC
lima|PE
la paz|BO
santiago|CL
valparaíso|CL
buenos aires|AR
córdoba|AR
cordoba|AR
rosario|AR
montevideo|UY
asunción|PY
são paulo|BR
sao paulo|BR
rio de janeiro|BR
brasília|BR
brasilia|BR
belo horizonte|BR
porto alegre|BR
curitiba|BR
recife|BR
fortaleza|BR
florianópolis|BR
london|GB
edinburgh|GB
glasgow|GB
leeds|GB
liverpool|GB
bristol|GB
sheffield|GB
newcastle|GB
nottingham|GB
leicester|GB
oxford|GB
brighton|GB
cardiff|GB
belfast|GB
aberdeen|GB
southampton|GB
coventry|GB
milton keynes|GB
dublin|IE
galway|IE
limerick|IE
paris|FR
lyon|FR
marseille|FR
toulouse|FR
nantes|FR
strasbourg|FR
bordeaux|FR
lille|FR
montpellier|FR
rennes|FR
grenoble|FR
berlin|DE
munich|DE
münchen|DE
muenchen|DE
hamburg|DE
frankfurt|DE
frankfurt am main|DE
cologne|DE
köln|DE
koeln|DE
stuttgart|DE
düsseldorf|DE
dusseldorf|DE
dortmund|DE
leipzig|DE
dresden|DE
hanover|DE
hannover|DE
nuremberg|DE
nürnberg|DE
bremen|DE
bonn|DE
karlsruhe|DE
mannheim|DE
heidelberg|DE
aachen|DE
freiburg|DE
potsdam|DE
darmstadt|DE
amsterdam|NL
rotterdam|NL
the hague|NL
den haag|NL
utrecht|NL
eindhoven|NL
delft|NL
leiden|NL
groningen|NL
brussels|BE
bruxelles|BE
antwerp|BE
ghent|BE
leuven|BE
luxembourg|LU
zurich|CH
zürich|CH
geneva|CH
genève|CH
basel|CH
bern|CH
lausanne|CH
lugano|CH
vienna|AT
wien|AT
graz|AT
salzburg|AT
innsbruck|AT
linz|AT
madrid|ES
barcelona|ES
valencia|ES
seville|ES
sevilla|ES
málaga|ES
malaga|ES
bilbao|ES
zaragoza|ES
lisbon|PT
lisboa|PT
porto|PT
braga|PT
coimbra|PT
rome|IT
roma|IT
milan|IT
milano|IT
turin|IT
torino|IT
naples|IT
napoli|IT
florence|IT
firenze|IT
bologna|IT
venice|IT
genoa|IT
pisa|IT
padua|IT
trieste|IT
stockholm|SE
gothenburg|SE
göteborg|SE
malmö|SE
malmo|SE
uppsala|SE
oslo|NO
bergen|NO
trondheim|NO
copenhagen|DK
københavn|DK
aarhus|DK
helsinki|FI
espoo|FI
tampere|FI
turku|FI
oulu|FI
reykjavik|IS
reykjavík|IS
tallinn|EE
tartu|EE
riga|LV
vilnius|LT
kaunas|LT
warsaw|PL
warszawa|PL
krakow|PL
kraków|PL
wrocław|PL
wroclaw|PL
gdańsk|PL
gdansk|PL
poznań|PL
poznan|PL
łódź|PL
lodz|PL
katowice|PL
prague|CZ
praha|CZ
brno|CZ
bratislava|SK
košice|SK
budapest|HU
debrecen|HU
bucharest|RO
bucurești|RO
cluj-napoca|RO
cluj|RO
iași|RO
iasi|RO
timișoara|RO
timisoara|RO
sofia|BG
plovdiv|BG
belgrade|RS
novi sad|RS
zagreb|HR
ljubljana|SI
sarajevo|BA
skopje|MK
tirana|AL
athens|GR
thessaloniki|GR
nicosia|CY
limassol|CY
valletta|MT
istanbul|TR
ankara|TR
izmir|TR
kyiv|UA
kiev|UA
kharkiv|UA
lviv|UA
odesa|UA
odessa|UA
dnipro|UA
minsk|BY
chișinău|MD
chisinau|MD
moscow|RU
saint petersburg|RU
st. petersburg|RU
novosibirsk|RU
yekaterinburg|RU
kazan|RU
tbilisi|GE
yerevan|AM
baku|AZ
almaty|KZ
astana|KZ
tashkent|UZ
tel aviv|IL
tel aviv-yafo|IL
jerusalem|IL
haifa|IL
herzliya|IL
amman|JO
beirut|LB
damascus|SY
baghdad|IQ
erbil|IQ
tehran|IR
isfahan|IR
shiraz|IR
dubai|AE
abu dhabi|AE
sharjah|AE
al ain|AE
doha|QA
manama|BH
kuwait city|KW
muscat|OM
riyadh|SA
jeddah|SA
dammam|SA
cairo|EG
alexandria egypt|EG
giza|EG
casablanca|MA
rabat|MA
marrakech|MA
tunis|TN
algiers|DZ
tripoli|LY
lagos|NG
abuja|NG
ibadan|NG
port harcourt|NG
accra|GH
kumasi|GH
dakar|SN
abidjan|CI
nairobi|KE
mombasa|KE
kampala|UG
kigali|RW
dar es salaam|TZ
addis ababa|ET
khartoum|SD
lusaka|ZM
harare|ZW
gaborone|BW
windhoek|NA
maputo|MZ
johannesburg|ZA
cape town|ZA
durban|ZA
pretoria|ZA
port elizabeth|ZA
mumbai|IN
bombay|IN
delhi|IN
new delhi|IN
bangalore|IN
bengaluru|IN
hyderabad|IN
chennai|IN
madras|IN
kolkata|IN
calcutta|IN
pune|IN
ahmedabad|IN
surat|IN
jaipur|IN
lucknow|IN
kanpur|IN
nagpur|IN
indore|IN
bhopal|IN
patna|IN
vadodara|IN
coimbatore|IN
kochi|IN
cochin|IN
thiruvananthapuram|IN
trivandrum|IN
visakhapatnam|IN
vijayawada|IN
mysore|IN
mysuru|IN
mangalore|IN
chandigarh|IN
noida|IN
gurgaon|IN
gurugram|IN
ghaziabad|IN
faridabad|IN
dehradun|IN
bhubaneswar|IN
guwahati|IN
ranchi|IN
raipur|IN
nashik|IN
aurangabad|IN
thane|IN
navi mumbai|IN
karachi|PK
lahore|PK
islamabad|PK
rawalpindi|PK
faisalabad|PK
peshawar|PK
dhaka|BD
chittagong|BD
chattogram|BD
colombo|LK
kandy|LK
kathmandu|NP
kabul|AF
beijing|CN
shanghai|CN
shenzhen|CN
guangzhou|CN
hangzhou|CN
chengdu|CN
wuhan|CN
nanjing|CN
tianjin|CN
xi'an|CN
xian|CN
suzhou|CN
chongqing|CN
xiamen|CN
qingdao|CN
dalian|CN
shenyang|CN
harbin|CN
changsha|CN
hong kong|HK
kowloon|HK
macau|MO
taipei|TW
kaohsiung|TW
taichung|TW
hsinchu|TW
tokyo|JP
osaka|JP
kyoto|JP
yokohama|JP
nagoya|JP
fukuoka|JP
sapporo|JP
sendai|JP
seoul|KR
busan|KR
incheon|KR
daejeon|KR
pangyo|KR
ulaanbaatar|MN
singapore|SG
kuala lumpur|MY
penang|MY
johor bahru|MY
cyberjaya|MY
petaling jaya|MY
bangkok|TH
chiang mai|TH
phuket|TH
hanoi|VN
ho chi minh city|VN
saigon|VN
da nang|VN
phnom penh|KH
vientiane|LA
yangon|MM
jakarta|ID
surabaya|ID
bandung|ID
denpasar|ID
yogyakarta|ID
manila|PH
makati|PH
quezon city|PH
taguig|PH
cebu|PH
cebu city|PH
davao|PH
sydney|AU
melbourne|AU
brisbane|AU
perth|AU
adelaide|AU
canberra|AU
hobart|AU
darwin|AU
gold coast|AU
newcastle nsw|AU
auckland|NZ
wellington|NZ
christchurch|NZ
dunedin|NZ
` +
  // the capitals and main towns of small states and territories, which a CV there names as its town
  // (names shared with other countries' towns or with people, such as Victoria or Hamilton, are left out)
  `basseterre|KN
st. john's|AG
st john's|AG
st. george's|GD
st george's|GD
kingstown|VC
castries|LC
roseau|DM
bridgetown|BB
nassau|BS
belmopan|BZ
belize city|BZ
port of spain|TT
road town|VG
charlotte amalie|VI
brades|MS
cockburn town|TC
providenciales|TC
oranjestad|AW
willemstad|CW
philipsburg|SX
kralendijk|BQ
gustavia|BL
basse-terre|GP
pointe-à-pitre|GP
fort-de-france|MQ
nuuk|GL
tórshavn|FO
st. helier|JE
st helier|JE
st. peter port|GG
st peter port|GG
gibraltar|GI
vaduz|LI
san marino|SM
monaco|MC
andorra la vella|AD
vatican city|VA
mariehamn|AX
longyearbyen|SJ
port louis|MU
mamoudzou|YT
são tomé|ST
bissau|GW
djibouti|DJ
lilongwe|MW
praia|CV
banjul|GM
asmara|ER
juba|SS
mbabane|SZ
maseru|LS
port moresby|PG
honiara|SB
port vila|VU
suva|FJ
nuku'alofa|TO
apia|WS
pago pago|AS
funafuti|TV
south tarawa|KI
majuro|MH
palikir|FM
ngerulmud|PW
koror|PW
yaren|NR
hagåtña|GU
tamuning|GU
dededo|GU
saipan|MP
nouméa|NC
papeete|PF
mata-utu|WF
avarua|CK
alofi|NU
adamstown|PN
dili|TL
bandar seri begawan|BN
thimphu|BT
flying fish cove|CX
bishkek|KG
dushanbe|TJ
ashgabat|TM
ulan bator|MN
podgorica|ME
pristina|XK
hargeisa|SO
paramaribo|SR
tegucigalpa|HN
managua|NI
san salvador|SV
`;

/** US states and Canadian provinces by postal code. */
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
  // and two of its territories ("NT" is also Australia's Northern Territory)
  YT: "Yukon",
  NU: "Nunavut",
};
export const STATE_NAMES = new Set(Object.values(US_STATES).map((s) => s.toLowerCase()));

/** Words that make up region names but mean nothing alone: "North West", "Central River", "East End". */
const GENERIC_REGION_WORDS = new Set(
  "north|south|east|west|northern|southern|eastern|western|north-east|north-west|south-east|south-west|north-western|central|centre|center|upper|lower|middle|mid|capital|federal|coast|island|islands|isle|region|district|province|state|territory|city|bay|side|end|bank|river|valley|highlands|atoll|cay|point|parish|department".split(
    "|",
  ),
);

/**
 * First-level region names of the world that are ordinary English words or given names ("Delta",
 * "Reading", "Unity", "Kerry", "Charlotte"): "Acme, Delta" or "Doe, Kerry" is no city and region.
 */
const AMBIGUOUS_REGION_NAMES = new Set(
  (
    "mascara|encamp|plateau|acre|ruse|littoral|lac|meta|pool|afar|forest|vale|pest|saga|ape|ogre|bong|baa|lib|bender|source|bar|chin|" +
    "delta|gulf|cat|ascension|cascade|apace|bloke|grad|store|tabor|unity|para|maritime|batman|van|highland|reading|mon|nan|kara|" +
    "mary|sal|ba|ra|arno|lori|bono|volta|savannah|charlotte|isabel|miranda|carolina|nelson|kerry|clare|angus|brent|sutton|merton|" +
    "harrow|bury|lara|alba|kent|camden|devon|rivera|vargas|herrera|flores|guerrero|rocha|trujillo|concepcion|rivers|niger|" +
    "guam|jersey|moray|fife|florida|san|santa|saint|st|mayo|cork|limerick|hamilton|gaza|yap|rota|faro|ponce|arroyo|tasman|" +
    "somali|lima|sucre|cesar|magdalena|zamora|toledo|granada|segovia|murcia|unity|apurimac|amazonas|para"
  ).split("|"),
);

/** A region name worth reading as a place after a city: not made of generic words alone, not an ordinary word or name. */
function distinctiveRegionName(name: string): boolean {
  const words = name.split(/\s+/);
  if (words.every((w) => GENERIC_REGION_WORDS.has(w))) return false;
  return !(words.length === 1 && AMBIGUOUS_REGION_NAMES.has(name));
}

/**
 * First-level regions (states, provinces, counties, prefectures) of every country, from the
 * country-region-data package: their names, lowercased, and their official short codes by country.
 * A name printed with its seat in parentheses ("Harjumaa (Tallinn)") counts without it; a name
 * written inverted ("Bristol, City of") is left out, since a comma splits places.
 */
const LIBRARY_REGION_NAMES: string[] = [];
/**
 * Every first-level region name of the package, the generic and ambiguous ones too: "Western" or
 * "Central" is a region's name when the kind of region follows it ("Western Region"); each with the
 * codes of the countries it is a region of. A name the package writes inverted counts uninverted.
 */
export const ANY_REGION_NAMES = new Map<string, Set<string>>();
/** Letters-only short codes ("VIC", "QLD", "GP") with the countries that use them. */
export const REGION_CODE_COUNTRIES = new Map<string, Set<string>>();
for (const [, countryShortCode, regions] of allCountries) {
  for (const [regionName, regionCode] of regions) {
    const name = regionName
      .replace(/\s*\(.*\)$/, "")
      .toLowerCase()
      .trim();
    // (under its accents and without them: "Île-de-France", "ile-de-france")
    if (name && !name.includes(",") && distinctiveRegionName(name)) LIBRARY_REGION_NAMES.push(...new Set([name, withoutMarks(name)]));
    // a name written inverted counts by its name before the comma ("Durham, County" as "durham")
    const plain = /^[^,]+,\s*(?:county|city of|the)$/.test(name) ? name.replace(/,.*$/, "") : name;
    for (const key of new Set([plain, withoutMarks(plain)]))
      if (key && !key.includes(",")) ANY_REGION_NAMES.set(key, (ANY_REGION_NAMES.get(key) ?? new Set<string>()).add(countryShortCode));
    if (/^[A-Z]{2,3}$/.test(regionCode ?? "")) {
      const countries = REGION_CODE_COUNTRIES.get(regionCode) ?? new Set<string>();
      countries.add(countryShortCode);
      REGION_CODE_COUNTRIES.set(regionCode, countries);
    }
  }
}

/**
 * US states, Canadian provinces and large regions often printed between a city and a country: known
 * well enough to tell "Pune, Maharashtra, India" from a name before a town and its country
 * ("Bucovina Press, Suceava, Romania", where a county bears its town's name).
 */
export const MAJOR_REGIONS = new Set([
  ...STATE_NAMES,
  // regions the package lacks or names another way, often printed between city and country
  "maharashtra",
  "karnataka",
  "tamil nadu",
  "telangana",
  "khyber pakhtunkhwa",
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
  "metro manila",
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

/**
 * The Philippines' provinces, which its addresses print after the town ("…, Tanauan, Batangas"):
 * the package names the country's regions instead. Those named by an everyday word or a person's
 * name ("Antique", "Aurora", "Rizal") are left out.
 */
const PHILIPPINE_PROVINCES = (
  "agusan del norte|agusan del sur|aklan|albay|apayao|basilan|bataan|batanes|batangas|benguet|biliran|bohol|bukidnon|bulacan|" +
  "camarines norte|camarines sur|camiguin|capiz|catanduanes|cavite|cotabato|davao de oro|davao del norte|davao del sur|" +
  "davao occidental|davao oriental|dinagat islands|eastern samar|guimaras|ifugao|ilocos norte|ilocos sur|la union|laguna|" +
  "lanao del norte|lanao del sur|leyte|maguindanao|marinduque|masbate|misamis occidental|misamis oriental|mountain province|" +
  "negros occidental|negros oriental|northern samar|nueva ecija|nueva vizcaya|occidental mindoro|oriental mindoro|palawan|" +
  "pampanga|pangasinan|quirino|romblon|sarangani|siquijor|sorsogon|south cotabato|southern leyte|sultan kudarat|" +
  "surigao del norte|surigao del sur|tarlac|tawi-tawi|zambales|zamboanga del norte|zamboanga del sur|zamboanga sibugay"
).split("|");

/** Every first-level region a city may be printed with ("Polokwane, Limpopo", "Durban, KwaZulu-Natal"). */
export const REGIONS = new Set([...LIBRARY_REGION_NAMES, ...MAJOR_REGIONS, ...PHILIPPINE_PROVINCES]);

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
