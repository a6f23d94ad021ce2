import { describe, expect, it } from "vitest";
import { extractContact, findPhones, splitName, surnameAsInHandles } from "./contact.server.ts";
import { parsePlace } from "./locations.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractFields } from "./extract-fields.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("the town of a postal address in the forms other countries print it", () => {
  it("skips a street named without a house number before the town and its region", () => {
    expect(parsePlace("Palm Lane, Holetown, St James, Barbados")).toMatchObject({ city: "Holetown", state: "St James", country: "Barbados" });
    expect(parsePlace("Baker Street, London, UK")?.city).toBe("London");
  });
  it("takes the town before a Maghreb country printed in French", () => {
    expect(parsePlace("Quartier Al Amal, Settat, Maroc")).toMatchObject({ city: "Settat", country: "Maroc" });
    expect(contact("Karim Bennani\nAdresse :  Cité Ennasr, Sfax, Tunisie\nkarim.b@example.com").city).toBe("Sfax");
  });
  it("skips a city's ward named by its suffix before the city", () => {
    expect(parsePlace("Chuo-ku, Sapporo, Japan")?.city).toBe("Sapporo");
    expect(parsePlace("Haeundae-gu, Busan, South Korea")?.city).toBe("Busan");
    expect(contact("Mina Oh\nAddress\tNam-gu, Gwangju, Republic of Korea\nmina.oh@example.com").city).toBe("Gwangju");
  });
  it("drops a Korean or Japanese city's administrative suffix from the town", () => {
    expect(contact("Min-ji Han\nmin@example.com\nAddress: Sinsa-ro 14, Gimhae-si, Gyeongnam 50900").city).toBe("Gimhae");
    expect(contact("Daiki Sato\ndaiki@example.com | Kakogawa-shi, Japan").city).toBe("Kakogawa");
  });
  it("takes the town with its ward's number, not the district after it", () => {
    expect(parsePlace("Dharan-12, Sunsari, Koshi Province, Nepal")).toMatchObject({ city: "Dharan", country: "Nepal" });
    expect(contact("Anil Thapa\nAddress\t: Hetauda-4, Makwanpur, Bagmati Province, Nepal").city).toBe("Hetauda");
  });
  it("reads a postcode printed before the town", () => {
    expect(parsePlace("46001 Ternopil, Ukraine")).toMatchObject({ city: "Ternopil", country: "Ukraine", zipCode: "46001" });
    expect(parsePlace("12345 Main Street, Boston")).toBeNull();
  });
  it("reads a British postcode or its first half after the town", () => {
    expect(parsePlace("Omagh, BT79")).toMatchObject({ city: "Omagh", zipCode: "BT79" });
    expect(parsePlace("Kendal, LA9 4DQ")).toMatchObject({ city: "Kendal", zipCode: "LA9 4DQ" });
    expect(contact("Rory Hale\nOmagh, BT79 | 07700 900 111 | rory@example.com").city).toBe("Omagh");
  });
  it("reads the town before a full British-shaped postcode closing a street address", () => {
    expect(contact("Tom Hale\n14 Mill Brow, Kendal LA9 4DQ\n07700 900 111\ntom@example.com").city).toBe("Kendal");
    expect(contact("Tom Hale\n14 Mill Brow, Kendal LA9 4DQ | 07700 900 111 | tom@example.com").city).toBe("Kendal");
  });
  it("reads a city-state's town after its postcode, though the town is named as the country", () => {
    expect(contact("Amir Farah\nRue des Palmiers 7, 10000 Djibouti\n+253 77 00 00 00\namir@example.com").city).toBe("Djibouti");
  });
  it("reads an Irish county after the town", () => {
    expect(parsePlace("Tralee, Co. Kerry")).toMatchObject({ city: "Tralee", state: "Co. Kerry" });
    expect(parsePlace("Tralee, County Kerry")?.city).toBe("Tralee");
  });
  it("reads a US territory's code only before a ZIP code", () => {
    expect(parsePlace("Arecibo, PR 00612")).toMatchObject({ city: "Arecibo", state: "PR", zipCode: "00612" });
    expect(parsePlace("Marketing, PR")).toBeNull();
  });
  it("drops an icon printed after the place", () => {
    expect(contact("Budi Santoso\nMedan, Indonesia ⌂\nbudi@example.com").city).toBe("Medan");
  });
  it("takes the town after a street named without its number in a labelled address", () => {
    expect(contact("Losana Vula\nAddress:\tMarine Drive, Savusavu, Vanua Levu\nEmail:\tlosana@example.com").city).toBe("Savusavu");
  });
});

describe("names and phones of labelled details", () => {
  it("reads two surnames where the phone's calling code names a country of two surnames", () => {
    expect(contact("Nerea Lago Souto\nRúa Nova 3, 36202 Ribeira Alta\n+34 686 000 000\nnerea.lago@example.com")).toMatchObject({
      firstName: "Nerea",
      lastName: "Lago Souto",
    });
    expect(contact("Nora Lake Smith\n3 Elm Road, Kendal LA9 4DQ\n+44 7700 900 111\nnora@example.com")).toMatchObject({ firstName: "Nora", lastName: "Smith" });
  });
  it("reads two given names and two surnames though a handle runs the given names and the first surname together", () => {
    const found = contact(
      "Luis Alberto Mejía Funes\nBarrio Centro, 21101 Ceiba Alta, Cortés, Honduras\n+504 9812-0000\nluis@example.com\nlinkedin.com/in/luisalbertomejia",
    );
    expect(found).toMatchObject({ firstName: "Luis Alberto", lastName: "Mejía Funes" });
  });
  it("reads the name of a 'Name :' row whose value starts with the colon", () => {
    const found = contact("PERSONAL DETAILS\nName\t: Gita Karki\nAddress\t: Hetauda-4, Makwanpur, Nepal\nEmail\t: gita@example.com");
    expect(found).toMatchObject({ firstName: "Gita", lastName: "Karki" });
  });
  it("drops professional letters printed after the name without a comma", () => {
    expect(contact("Orla Brennan RGN\nTralee, Co. Kerry · orla@example.com")).toMatchObject({ firstName: "Orla", lastName: "Brennan" });
    expect(contact("Sean Doyle CPA MBA\nsean@example.com")).toMatchObject({ firstName: "Sean", lastName: "Doyle" });
    expect(splitName("Wei Ling TAN")).toEqual({ firstName: "Wei Ling", lastName: "Tan" });
  });
  it("keeps a two-part surname the person's e-mail address runs together", () => {
    const split = splitName("Lucía Ortiz Vega");
    expect(surnameAsInHandles("Lucía Ortiz Vega", split, [["lucia", "ortizvega"]])).toEqual({ firstName: "Lucía", lastName: "Ortiz Vega" });
    expect(surnameAsInHandles("Lucía Ortiz Vega", split, [["lucia", "vega"]])).toEqual(split);
    expect(contact("LUCÍA ORTIZ VEGA\nlucia.ortizvega@example.com")).toMatchObject({ firstName: "Lucía", lastName: "Ortiz Vega" });
  });
  it("takes no date of birth for a phone number", () => {
    expect(findPhones("Date of Birth 1998.07.21")).toEqual([]);
    expect(findPhones("Born 21.07.1998")).toEqual([]);
    expect(contact("Min-jun Kang\nDate of Birth\t1998.07.21\nPhone\t+82 10-5555-1234").phone).toBe("+82 10-5555-1234");
  });
});

describe("a town and its postcode with no comma between them", () => {
  it("reads a four-figure postcode after the town", () => {
    expect(contact("Mere Walker\nRiverton 4410\nmere@example.com")).toMatchObject({ city: "Riverton", zipCode: "4410" });
  });
  it("reads a whole British postcode after the town", () => {
    expect(contact("Mere Walker\nGlenhaven GH2 7QT\nMobile: 07700 900 111  Email: mere@example.com")).toMatchObject({ city: "Glenhaven", zipCode: "GH2 7QT" });
  });
  it("keeps a lowercase particle and 'City' in the town's name", () => {
    expect(contact("Mere Walker\nPort Aldo de Oro City 9200\nmere@example.com").city).toBe("Port Aldo de Oro City");
  });
  it("takes no year, standard or product number for a postcode", () => {
    expect(contact("Mere Walker\nSince 2019\nmere@example.com").city).toBeFalsy();
    expect(contact("Mere Walker\nISO 9001\nmere@example.com").city).toBeFalsy();
  });
});

describe("a given name of two words opened by a word that always takes a second", () => {
  it("keeps both words of the given name, in capitals too", () => {
    expect(splitName("SITI MARIAM YUSOF")).toEqual({ firstName: "Siti Mariam", lastName: "Yusof" });
    expect(splitName("Abdul Karim Rahman")).toEqual({ firstName: "Abdul Karim", lastName: "Rahman" });
  });
  it("still drops a middle name after another first name", () => {
    expect(splitName("Jane Ellen Porter")).toEqual({ firstName: "Jane", lastName: "Porter" });
  });
});

describe("a place label on a line of its own", () => {
  it("reads the town from the line under the label", () => {
    expect(contact("Mere Walker\nPHONE\n07700 900 111\nADDRESS\nLakeford, Westshire\nEMAIL\nmere@example.com").city).toBe("Lakeford");
  });
});

describe("a town before the region it lies in", () => {
  it("takes the town after its quarter when the region carries a postcode or the word for its kind", () => {
    expect(contact("Jon Dale\nAddress: Elm Park, Carrow, Westshire - 40312\nMobile No.: +91 94481 00000").city).toBe("Carrow");
    expect(contact("Jon Dale\nElm Park, Carrow, Westmoor State\nTel: 0805 555 0000 | E-mail: jd@example.com").city).toBe("Carrow");
  });
  it("takes the first of two parts when the region carries a postcode or the row is an address", () => {
    expect(contact("Jon Dale\nCarrow, Westshire LA9 4QE\nMobile: 07700 900 000  Email: jd@example.com").city).toBe("Carrow");
    expect(contact("Jon Dale\nAddress: Carrow, Upper Westmoor\nMobile No.: +62 812 5550 0000").city).toBe("Carrow");
  });
  it("takes no street, title or employer for a town", () => {
    expect(contact("Jon Dale\nHarbour Road, Westmoor State").city ?? "").not.toBe("Harbour Road");
    expect(contact("Jon Dale\nSenior Engineer, Carrow, Westmoor State").city).not.toBe("Carrow");
    expect(contact("Jon Dale\nAddress: Riverside District, Carrow").city).not.toBe("Riverside District");
  });
});

describe("a given name of two words its handle spells by initials", () => {
  it("keeps both first words as the given name when the handle is their initials and the surname", () => {
    expect(contact("ANNA MAE CORPUZ\namcorpuz@example.com")).toMatchObject({ firstName: "Anna Mae", lastName: "Corpuz" });
  });
  it("keeps both first words as the given name when the handle runs them together", () => {
    expect(contact("Joy Marie Lacson\njoymarie.lacson@example.com")).toMatchObject({ firstName: "Joy Marie", lastName: "Lacson" });
    expect(contact("JOY MARIE LACSON\njoymarielacson@example.com")).toMatchObject({ firstName: "Joy Marie", lastName: "Lacson" });
    expect(contact("Joy Marie Lacson\nwww.linkedin.com/in/joymarie-lacson")).toMatchObject({ firstName: "Joy Marie", lastName: "Lacson" });
    expect(contact("ROSE JOY SARMIENTO\nEmail: rosejoy.sarmiento@example.com")).toMatchObject({ firstName: "Rose Joy", lastName: "Sarmiento" });
    expect(contact("Rose Joy Sarmiento\nrosejoy92@example.com")).toMatchObject({ firstName: "Rose Joy", lastName: "Sarmiento" });
    expect(contact("JUAN PABLO ORTEGA SILVA\njuanpablo.ortegasilva@example.com | Brno, Czechia")).toMatchObject({
      firstName: "Juan Pablo",
      lastName: "Ortega Silva",
    });
  });
  it("keeps a middle name out of the given name without that handle", () => {
    expect(contact("Anna Mae Corpuz\nanna.corpuz@example.com")).toMatchObject({ firstName: "Anna", lastName: "Corpuz" });
    expect(contact("Anna Mae Corpuz\nacorpuz@example.com")).toMatchObject({ firstName: "Anna", lastName: "Corpuz" });
  });
});

describe("two surnames where people carry the father's and the mother's", () => {
  it("reads a three-word name as a given name and two surnames in a Spanish-speaking country", () => {
    expect(contact("Lucía Morales Vega\nBogotá, Colombia\nlucia@example.com")).toMatchObject({ firstName: "Lucía", lastName: "Morales Vega" });
  });
  it("reads a four-word name as two given names and two surnames there", () => {
    expect(contact("Jorge Andrés Paredes Lozano\nCuenca, Ecuador\njorge@example.com")).toMatchObject({ firstName: "Jorge Andrés", lastName: "Paredes Lozano" });
  });
  it("reads both surnames there though a handle runs the given name and the first surname together", () => {
    expect(contact("Sofía Rivas Molina\nMálaga, Spain\nsofia.rivas@example.com | linkedin.com/in/sofiarivas")).toMatchObject({
      firstName: "Sofía",
      lastName: "Rivas Molina",
    });
    expect(contact("Tomás Ibarra Cuevas\nRosario, Argentina\ntibarra.cuevas@example.com | linkedin.com/in/tomasibarracuevas")).toMatchObject({
      firstName: "Tomás",
      lastName: "Ibarra Cuevas",
    });
  });
  it("keeps two given names there when a handle sets them apart from the surname", () => {
    expect(contact("Ana María Quiroga\nCusco, Peru\nanamaria.quiroga@example.com")).toMatchObject({ firstName: "Ana María", lastName: "Quiroga" });
    expect(contact("Xiao Ming Chen\nCusco, Peru\nxiaomingchen@example.com")).toMatchObject({ firstName: "Xiao Ming", lastName: "Chen" });
  });
  it("reads both surnames in a Portuguese-speaking country, the mother's then the father's", () => {
    expect(contact("Joana Tavares Rocha\nBraga, Portugal\njoana.trocha@example.com")).toMatchObject({ firstName: "Joana", lastName: "Tavares Rocha" });
    expect(contact("Caio Nogueira Lima\nRecife, Brazil\ncaio@example.com")).toMatchObject({ firstName: "Caio", lastName: "Nogueira Lima" });
  });
  it("keeps the middle word out of the surname elsewhere", () => {
    expect(contact("Emily Rose Carter\nLondon, UK\nemily@example.com")).toMatchObject({ firstName: "Emily", lastName: "Carter" });
  });
});

describe("the town of an unlabelled postal address", () => {
  it("is the part after the street, the plot or the post-office box, though the gazetteer knows it not", () => {
    expect(contact("Mara Odongo\n14 Acacia Street, Nkwele\nTel: +256 772 555 000 | mara@example.com").city).toBe("Nkwele");
    expect(contact("Mara Odongo\nPlot 9, Mvule Road, Kiteredde\nTel: +256 772 555 000 | mara@example.com").city).toBe("Kiteredde");
    expect(contact("Juma Kessy\nP.O. Box 311, Lusindi, Mbaraka\nTel: +255 754 555 000 | juma@example.com")).toMatchObject({
      city: "Lusindi",
      state: "Mbaraka",
    });
  });
  it("is no title or employer after a street", () => {
    expect(contact("Mara Odongo\n14 Acacia Street, Sales Manager\nmara@example.com").city).toBeUndefined();
  });
});

describe("the town after its quarter", () => {
  it("skips a quarter named by the word for one", () => {
    expect(parsePlace("Brgy. Malinis, Dalisay City, Leyte")?.city).toBe("Dalisay City");
    expect(contact("Rosa Macaraeg\nBrgy. Malinis, Dalisay City, Leyte • 0917 555 0000 • rosa@example.com").city).toBe("Dalisay City");
    expect(parsePlace("Colonia Alameda, Toluca, Mexico")).toMatchObject({ city: "Toluca", country: "Mexico" });
    expect(parsePlace("Yeşiltepe Mahallesi, Ordu, Turkey")?.city).toBe("Ordu");
  });
});

describe("a country under its formal name after the town", () => {
  it("makes the part before it the town", () => {
    expect(contact("Anil Varghese\nAddress:\tAl Hamra, State of Qatar\nE-mail:\tanil@example.com").city).toBe("Al Hamra");
  });
});

describe("the town a CV is signed in", () => {
  it("is the person's town where the address names it after a district", () => {
    const lines = linesFromText("Deniz Aksoy\nAddress\tKaleköy, Lindau, Germany\ndeniz@example.com\nSKILLS\nWelding\nLindau, 04.03.2025");
    const found = extractContact({ header: lines.slice(0, 3), all: lines, contactSections: [], links: [], headerBottom: Infinity });
    expect(found.city).toBe("Lindau");
    expect(found.state).toBeUndefined();
  });
  it("is the person's town where the details name none", () => {
    const lines = linesFromText("Deniz Aksoy\ndeniz@example.com\nSKILLS\nWelding\nAmberg, 4 March 2025");
    expect(extractContact({ header: lines.slice(0, 2), all: lines, contactSections: [], links: [], headerBottom: Infinity }).city).toBe("Amberg");
  });
  it("is no town when the last line is a sentence with a date", () => {
    const lines = linesFromText("Deniz Aksoy\ndeniz@example.com\nSKILLS\nWelding\nReferences available, 04.03.2025");
    expect(extractContact({ header: lines.slice(0, 2), all: lines, contactSections: [], links: [], headerBottom: Infinity }).city).toBeUndefined();
  });
});

describe("the line a CV is signed with", () => {
  it("is no skill of the section it closes, nor is the signer's name under it", () => {
    const r = extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText("Deniz Aksoy\ndeniz@example.com\nSKILLS\nWelding\nForklift driving\nLindau, 04.03.2025\nDeniz Aksoy"),
    });
    expect(r.skills.technicalSkills).not.toMatch(/Lindau|Aksoy/);
    expect(r.skills.technicalSkills).toMatch(/Welding/);
  });
});

describe("a capital the gazetteer lacks, alone on the contact row", () => {
  it("is the person's town when the runtime names a time zone after it", () => {
    expect(contact("Mialy Rabe\nmialy@example.com · +261 34 55 000 00 · Antananarivo").city).toBe("Antananarivo");
    expect(contact("Mialy Rabe\nmialy@example.com · +261 34 55 000 00 · Biostatistician").city).toBeUndefined();
  });
});

describe("a district before a city the gazetteer knows", () => {
  it("gives the city as the person's town", () => {
    expect(contact("Rami Azar\nMobile: +971 50 555 0000 | Location: Al Qusais, Dubai, UAE").city).toBe("Dubai");
    expect(contact("Sana Mir\nSamanabad, Lahore\nsana@example.com").city).toBe("Lahore");
  });
  it("keeps a town before a city named as its country, or a city the gazetteer knows before another", () => {
    expect(contact("Lena Weber\nDudelange, Luxembourg\nlena@example.com").city).toBe("Dudelange");
    expect(contact("Omar Saeed\nAl Ain, Abu Dhabi, UAE\nomar@example.com").city).toBe("Al Ain");
  });
});

describe("the person's title before the place on a comma-separated contact row", () => {
  it("is no part of the place", () => {
    expect(contact("Priti Shah\nPayroll Administrator, Stowmarsh, Suffolk, priti@example.com, +44 7700 900 000")).toMatchObject({
      city: "Stowmarsh",
      state: "Suffolk",
    });
  });
});

describe("a block and lot before the quarter and the city", () => {
  it("gives the part named as a city, past its postcode", () => {
    expect(contact("Joy Dalisay\nBlk 5 Lot 12, Malinis, Lunas City 9000\nMobile No.: +63 917 555 0000").city).toBe("Lunas City");
  });
});

describe("a label naming a street's word", () => {
  it("is no street before a town", () => {
    expect(contact("Dewi Lestari\nPlace, Date of Birth\t: Kediri, 2 May 1994\nAddress\t: Jl. Melati No. 4, Kediri, Jawa Timur").city).not.toBe("Date of Birth");
  });
});

describe("a researcher's ORCID record", () => {
  it("stands for the portfolio where no site of the person's own is named, though broken over two lines", () => {
    expect(contact("Aysel Guliyeva\naysel@example.com | +994 50 555 00 00 | Ganja | orcid.org/0000-0003-\n4821-2210").portfolio).toBe(
      "orcid.org/0000-0003-4821-2210",
    );
    expect(contact("Aysel Guliyeva\naysel@example.com | aysel.example.dev | orcid.org/0000-0003-4821-2210").portfolio).toBe("aysel.example.dev");
  });
});

describe("a CV's closing declaration or consent", () => {
  it("is no part of the section it follows", () => {
    const r = extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText(
        "Marek Nowicki\nmarek@example.com\nLANGUAGES\nPolish – native; English – basic\nI hereby consent to the processing of my personal data for recruitment.\nHOBBIES\nFishing\nDECLARATION\nI hereby declare that the above is true.\nPlace: Opole",
      ),
    });
    expect(r.additionalInfo.languages).toBe("Polish – native, English – basic");
    expect(r.additionalInfo.hobbies).toBe("Fishing");
  });
});

describe("the town closing a postal address before its country", () => {
  it("takes the town after a post-office box, a plot or a flat, not the box or the quarter", () => {
    expect(parsePlace("P.O. Box 40, Marula, Botswana")).toMatchObject({ city: "Marula", country: "Botswana" });
    expect(parsePlace("Plot 12, Chisoko, Tamboro, Zambia")).toMatchObject({ city: "Tamboro", country: "Zambia" });
    expect(parsePlace("Flat 3, Baobab House, Kasiri Heights, Zalton, Oman")?.city).toBe("Zalton");
    expect(contact("Ruth Kalinda\nAddress: Plot 12, Chisoko, Tamboro, Zambia\nruth@example.com").city).toBe("Tamboro");
  });
  it("takes the town after a street numbered after its name, past the postcode before the town", () => {
    expect(parsePlace("Akácfa utca 7, 4031 Marula, Hungary")).toMatchObject({ city: "Marula", zipCode: "4031", country: "Hungary" });
    expect(contact("Anna Tóth\nAddress\tAkácfa utca 7, 4031 Marula, Hungary\nanna@example.com").city).toBe("Marula");
  });
  it("still takes the town before a region", () => {
    expect(parsePlace("Flat 3, Tamboro Heights, West Ridings, UK")).toMatchObject({ city: "Tamboro Heights", state: "West Ridings" });
    expect(parsePlace("Plot 5, Tamboro, Luapula, Zambia")).toMatchObject({ city: "Tamboro", state: "Luapula" });
  });
});

describe("a quarter before a city with no country after it", () => {
  it("is the city's quarter when the runtime's time zones know the city", () => {
    expect(contact("Ruth Kalinda\nPrivate Bag 7, Chisoko, Maputo\nruth@example.com").city).toBe("Maputo");
    expect(contact("Ruth Kalinda\nP.O. Box 311, Chisoko, Tamboro\nruth@example.com").city).toBe("Chisoko");
  });
});

describe("a name set in capitals ending in letters some country uses as a region's code", () => {
  it("is the person's name, not a town and its region", () => {
    expect(parsePlace("MAYA ROS")).toBeNull();
    expect(contact("MAYA ROS\nPastry Cook\nmaya.ros@example.com | 0400 555 123").firstName).toBe("Maya");
    expect(parsePlace("KALMORA QLD 4350")).toMatchObject({ city: "KALMORA", state: "QLD", zipCode: "4350" });
  });
});

describe("a contact row wrapped between the town and its country", () => {
  it("joins the country on the next line back to the town", () => {
    expect(contact("Lina Haque\n+880 1711 555 000 | lina@example.com | Tamboro,\nBangladesh").city).toBe("Tamboro");
  });
});

describe("more postal addresses closed by the town", () => {
  it("takes no box's number with its post office's code for a phone number", () => {
    expect(contact("Wanjiru Otieno\nP.O. Box 55-20100, Marula, Kenya\nwanjiru@example.com")).toMatchObject({ city: "Marula" });
    expect(contact("Wanjiru Otieno\nP.O. Box 55-20100, Marula, Kenya\nwanjiru@example.com").phone).toBeUndefined();
  });
  it("takes the town after a box though a county bears its name", () => {
    expect(parsePlace("P.O. Box 55, Nakuru, Kenya")?.city).toBe("Nakuru");
    expect(parsePlace("P.O. Box 55, Western Province, Kenya")?.city).not.toBe("Western Province");
  });
  it("reads six-figure and hyphenated postcodes, and a particle inside the town's name", () => {
    expect(parsePlace("Str. Florilor 12, Tamboro 400112, Romania")).toMatchObject({ city: "Tamboro", zipCode: "400112" });
    expect(parsePlace("ul. Lipowa 12/4, 20-020 Tamboro, Poland")).toMatchObject({ city: "Tamboro", zipCode: "20-020" });
    expect(parsePlace("Akazienweg 5, 79098 Marula im Tal, Germany")?.city).toBe("Marula im Tal");
    expect(parsePlace("Flat 4, Chisoko, Marula 411038, Maharashtra, India")).toMatchObject({ city: "Marula", state: "Maharashtra" });
  });
  it("takes a city of the country after its quarter though a region bears its name too", () => {
    expect(parsePlace("Flat 2, Marula Court, Chisoko, Lagos 101233, Nigeria")?.city).toBe("Lagos");
  });
  it("takes the town before a region printed with the postcode in a labelled address", () => {
    expect(contact("Thandi Mokoena\nAddress: 45 Marula Crescent, Tamboro, Western Cape, 7600\nthandi@example.com").city).toBe("Tamboro");
    expect(contact("Dewi Lestari\nAddress: Jl. Marula No. 8, Tamboro, Jawa Barat 40115\ndewi@example.com").city).toBe("Tamboro");
  });
});

describe("a postcode hyphened to the last part of a labelled address", () => {
  it("closes the town, though a region bears its name", () => {
    expect(contact("Rafiq Islam\nAddress: House 9, Road 2, Chisoko, Nakuru-3100\nrafiq@example.com").city).toBe("Nakuru");
  });
});

describe("an Irish surname opened by its particle", () => {
  it("keeps 'Ó' and 'Ní' with the surname", () => {
    expect(splitName("Cathal Ó Dálaigh")).toEqual({ firstName: "Cathal", lastName: "Ó Dálaigh" });
    expect(splitName("Róisín Ní Mhurchú")).toEqual({ firstName: "Róisín", lastName: "Ní Mhurchú" });
  });
});

describe("a Canadian postal code after the province", () => {
  it("closes the region the town lies in", () => {
    expect(contact("Ana Leblanc\nMarula, Nova Scotia B3H 1A1 | ana@example.com").city).toBe("Marula");
  });
});

describe("a name line carrying more than the name", () => {
  it("drops a degree's letters with '(Hons)' after a comma", () => {
    expect(contact("Owain Pryce, BSc (Hons)\nowain@example.com")).toMatchObject({ firstName: "Owain", lastName: "Pryce" });
    expect(contact("Owain Pryce, MEng\nowain@example.com")).toMatchObject({ firstName: "Owain", lastName: "Pryce" });
  });
  it("takes the name before the person's title after a comma", () => {
    expect(contact("Owain Pryce, Line Cook\nowain@example.com")).toMatchObject({ firstName: "Owain", lastName: "Pryce" });
  });
  it("takes the name after the document's title", () => {
    expect(contact("Curriculum Vitae of Owain Pryce\nowain@example.com")).toMatchObject({ firstName: "Owain", lastName: "Pryce" });
    expect(contact("Resume of Owain Pryce\nowain@example.com")).toMatchObject({ firstName: "Owain", lastName: "Pryce" });
  });
});

describe("the place's label in the words CVs use", () => {
  it("reads 'Residence', 'Current location' and 'Physical address' as the place's label", () => {
    expect(contact("Ana Kalinda\nResidence: Tamboro, Malawi\nana@example.com").city).toBe("Tamboro");
    expect(contact("Ana Kalinda\nCurrent Location: Tamboro, Oman\nana@example.com").city).toBe("Tamboro");
    expect(contact("Ana Kalinda\nPhysical Address: 12 Marula Street, Tamboro\nana@example.com").city).toBe("Tamboro");
  });
});

describe("an address wrapped after a comma under its label", () => {
  it("goes on on the line after", () => {
    expect(contact("Ana Kalinda\nAddress:\n12 Marula Street,\nTamboro, Westshire\nana@example.com").city).toBe("Tamboro");
  });
});

describe("a town and its area alone on the line next to the contact row", () => {
  it("is the person's place", () => {
    expect(contact("Ana Kalinda\nStores Clerk\nana@example.com | +44 7700 900000\nTamboro, Westshire").city).toBe("Tamboro");
  });
  it("is no title or employer", () => {
    expect(contact("Ana Kalinda\nana@example.com | +44 7700 900000\nStores Clerk, Logistics").city).toBeUndefined();
  });
});

describe("a district and its city alone next to the contact row", () => {
  it("is no town before its area", () => {
    expect(contact("Ana Kalinda\nana@example.com | +84 90 555 0000\nMarula District, Hanoi").city).not.toBe("Marula District");
  });
});

describe("a postal address printed a line a part", () => {
  it("gives the town on the line under the box or the street", () => {
    expect(contact("Ana Kalinda\nP.O. Box 440\nTamboro\nBotswana\nana@example.com | +267 71 555 000").city).toBe("Tamboro");
    expect(contact("Ana Kalinda\n12 Marula Street\nTamboro 4350\nana@example.com").city).toBe("Tamboro");
  });
  it("takes no title under a street line for a town", () => {
    expect(contact("Ana Kalinda\n12 Marula Street\nStores Clerk\nana@example.com").city).not.toBe("Stores Clerk");
  });
});

describe("postcodes and notes around the town on a contact row", () => {
  it("reads an Irish Eircode after the county", () => {
    expect(contact("Ana Kalinda\nana@example.com | 087 555 0000 | Tamboro, Co. Kerry, V92 X2Y3").city).toBe("Tamboro");
    expect(contact("Ana Kalinda\nana@example.com | 087 555 0000 | Tamboro, Co. Kerry V92 X2Y3").city).toBe("Tamboro");
  });
  it("reads a postcode printed before the town", () => {
    expect(contact("Ana Kalinda\nana@example.com | +43 660 555 0000 | 4410 Tamboro")).toMatchObject({ city: "Tamboro", zipCode: "4410" });
  });
  it("drops a note on where the person would work", () => {
    expect(contact("Ana Kalinda\nana@example.com | Sydney (open to relocation)").city).toBe("Sydney");
    expect(contact("Ana Kalinda\nana@example.com | Tamboro, Westshire (Remote)").city).toBe("Tamboro");
  });
});

describe("each part of the place labelled on one row", () => {
  it("reads the town and its country", () => {
    expect(contact("Ana Kalinda\nCity: Tamboro, Country: Malawi\nana@example.com")).toMatchObject({ city: "Tamboro", country: "Malawi" });
  });
});

describe("a town before a region of another country named like a city the gazetteer knows", () => {
  it("keeps the town first, where a region named as its own chief city is that city", () => {
    expect(contact("Orla Finch\n+1 876 555 0100 | orla@example.com | Kellston, Portland").city).toBe("Kellston");
    expect(contact("Rami Azar\nrami@example.com | Al Qusais, Dubai").city).toBe("Dubai");
  });
});

describe("a country's name wrapped onto the next line of an address", () => {
  it("joins the rest of the name back to the address", () => {
    expect(contact("Zola Maluleke\nzola@example.com\nAddress\nKloof Gardens, Port Elizabeth, Republic of\nSouth Africa").city).toBe("Port Elizabeth");
  });
});

describe("a two-letter region code before a postcode, after a town the gazetteer does not know", () => {
  it("reads the town, the code and the postcode", () => {
    expect(parsePlace("Wirralee Creek SA 5123")).toMatchObject({ city: "Wirralee Creek", state: "SA", zipCode: "5123" });
    expect(contact("Mirri Tallis\nWirralee Creek NT 0812 | 0400 555 000 | mirri@example.com").city).toBe("Wirralee Creek");
    expect(parsePlace("Server Room XP 2019")).toBeNull();
  });
});

describe("a quarter named by a word after it", () => {
  it("is skipped for the town after it", () => {
    expect(contact("Awa Sonko\nPostal Address:\tElm Layout, Marula Hills, WCR\nE-mail:\tawa@example.com").city).toBe("Marula Hills");
    expect(parsePlace("Model Colony, Marula, Westshire")?.city).toBe("Marula");
  });
});

describe("a postcode after a country's name that is also a city of it", () => {
  it("makes that city the town", () => {
    expect(parsePlace("Harbour Heights, Macau 999078")).toMatchObject({ city: "Macau", zipCode: "999078" });
    // without a postcode too: a city-state's quarter lies in that city
    expect(parsePlace("Harbour Heights, Macau")?.city).toBe("Macau");
  });
});

describe("a labelled town and the first-level region it lies in", () => {
  it("is the town, not the region", () => {
    expect(contact("Ann Lyle\nAddress: Market Kellston, Shropshire\nann@example.com")).toMatchObject({ city: "Market Kellston", state: "Shropshire" });
  });
  it("knows a region the region list writes inverted ('Durham, County') by its name", () => {
    expect(contact("Ann Lyle\nKellston, Durham | ann@example.com").city).toBe("Kellston");
  });
});

describe("a town and its region parted by a slash, the region written with its accents", () => {
  it("is the town and its region", () => {
    expect(contact("Ece Yıldız\nKavaklı/Muğla | ece@example.com")).toMatchObject({ city: "Kavaklı", state: "Muğla" });
    expect(contact("Ece Yıldız\nAdres: Kavaklı / Muğla\nece@example.com")).toMatchObject({ city: "Kavaklı", state: "Muğla" });
    expect(contact("Ece Yıldız\nSales / Marketing | ece@example.com").city).toBeUndefined();
  });
});

describe("a town's district named as one before a region that is a city of its own", () => {
  it("gives the region's city as the town", () => {
    expect(parsePlace("Riverside District, Vinh Long")?.city).toBe("Vinh Long");
    expect(parsePlace("Kellston, Shropshire")?.city).toBe("Kellston");
  });
});

describe("a given name of two or three words its handle runs together, before a surname with particles", () => {
  it("keeps every word of the given name", () => {
    expect(contact("Ana Sofía de la Peña\nanasofiadelapena@example.com")).toMatchObject({ firstName: "Ana Sofía", lastName: "de la Peña" });
    expect(contact("Anna Lou Mae Corpuz\nannaloumae.corpuz@example.com")).toMatchObject({ firstName: "Anna Lou Mae", lastName: "Corpuz" });
    expect(contact("Ana Sofía de la Peña\nana.work@example.com")).toMatchObject({ firstName: "Ana", lastName: "de la Peña" });
  });
});

describe("a postal address closed by a postcode after its region, or opened by a numbered street in other countries' words", () => {
  it("gives the town after the street", () => {
    expect(contact("Ann Lyle\n12 Elm Road, Kellston, Shropshire KL4 7QT\nann@example.com").city).toBe("Kellston");
    expect(contact("Ann Lyle\nFlat 3, 12 Elm Road, Kellston, Shropshire, KL4 7QT\nann@example.com").city).toBe("Kellston");
    expect(contact("Ece Yıldız\nAtatürk Mah. 12, Kavaklı, Muğla\nece@example.com").city).toBe("Kavaklı");
    expect(contact("Ece Yıldız\nAdres: Yeni Mah. 5. Sok. No:3, Kavaklı / Muğla\nece@example.com").city).toBe("Kavaklı");
    expect(contact("Falk Amsel\nLindenweg 7, Marburg-Ost, Hessen\nfalk@example.com").city).toBe("Marburg-Ost");
  });
});

describe("a street whose kind opens its name, before the town", () => {
  it("reads the street as a street, not as the town", () => {
    expect(parsePlace("Calle Alondra, Villaverde, Spain")).toMatchObject({ city: "Villaverde", country: "Spain" });
    expect(parsePlace("Rua das Gaivotas, Vilarinho, Portugal")).toMatchObject({ city: "Vilarinho", country: "Portugal" });
    expect(parsePlace("Via Castagna, Sorbello, Italy")?.city).toBe("Sorbello");
    expect(contact("Lúcia Prado\nAvenida Ipê Amarelo, Serra Clara, Brazil | lucia@example.com").city).toBe("Serra Clara");
  });
  it("keeps a town whose name only starts like a street's", () => {
    expect(parsePlace("Viana, Portugal")?.city).toBe("Viana");
    expect(parsePlace("Ruabon, Wrexham, Wales")?.city).toBe("Ruabon");
  });
});

describe("a postal address with its postcode in another country's shape", () => {
  it("reads the town after a Crown Dependency's British-shaped postcode, before or after it", () => {
    expect(contact("Tom Kerrin\n7 Kirk Lane, Ballakew, Isle of Man IM4 2QT\ntom@example.com")).toMatchObject({ city: "Ballakew", zipCode: "IM4 2QT" });
    expect(contact("Tom Kerrin\nIM4 2QT Ballakew | 07624 000111 | tom@example.com").city).toBe("Ballakew");
    expect(contact("Lise Amy\n3 Rue Vaudin, St Clement, Jersey JE2 6QX | lise@example.com").city).toBe("St Clement");
  });
  it("reads the town whatever the postcode's shape, and past a bracketed province code", () => {
    expect(contact("Lia Ferro\nVia Olmo 3, 12040 Carrù (CN), Italy\nlia@example.com").city).toBe("Carrù");
    expect(contact("Elena Mavridi\nOdos Ermou 14, 412 22 Agiokampos, Greece | elena@example.com").city).toBe("Agiokampos");
    expect(contact("Ilze Berga\nKalna iela 5-2, Ozolmuiža, LV-3001 | ilze@example.com").city).toBe("Ozolmuiža");
    expect(contact("Kaia Tamm\nTammepuu 9, 76505 Laagri\nkaia@example.com").city).toBe("Laagri");
  });
  it("still takes a postcode printed as a part of its own after the town, not the quarter before it", () => {
    expect(contact("Ann Lyle\n18 Mill Street, Elm Park, Riverton, 4410\nann@example.com").city).toBe("Riverton");
  });
});

describe("a town on a row of labelled details, or of details parted by hyphens", () => {
  it("reads the town once the labels left by the phone number and e-mail address are dropped", () => {
    expect(contact("Kofi Mensah\nBolgatanga, Upper East Region. Tel: +233 20 555 0101. Email: kofi@example.com")).toMatchObject({
      city: "Bolgatanga",
      state: "Upper East Region",
    });
    expect(contact("Ann Lyle\nHorncastle, Lincolnshire Tel: 07700 900123 ann@example.com").city).toBe("Horncastle");
    expect(contact("Ann Lyle\nTel: 07700 900123 Email: ann@example.com Horncastle, Lincolnshire").city).toBe("Horncastle");
    expect(contact("Noor Saleh\n+971 50 123 4567 - noor@example.com - Masafi, Fujairah, UAE").city).toBe("Masafi");
  });
});

describe("a town with its region or country in brackets after it", () => {
  it("reads the town and the region or country", () => {
    expect(contact("Élise Roy\nelise@example.com\nLakeford (Québec)")).toMatchObject({ city: "Lakeford", state: "Québec" });
    expect(contact("Élise Roy\nelise@example.com | Lakeford (Ontario)")).toMatchObject({ city: "Lakeford", state: "Ontario" });
    expect(contact("Kaia Tamm\nkaia@example.com | Laagri (Estonia)")).toMatchObject({ city: "Laagri", country: "Estonia" });
  });
});

describe("a quarter before a town named as a city", () => {
  it("gives the town named '… City', not the quarter", () => {
    expect(contact("Joy Ramos\nMalinis, Dalisay City, Philippines | joy@example.com")).toMatchObject({ city: "Dalisay City", country: "Philippines" });
    expect(contact("Joy Ramos\nMalinis, Dalisay City | joy@example.com").city).toBe("Dalisay City");
  });
});

describe("a headline's words that read as a town and a region's code", () => {
  it("give way to the place on the contact row", () => {
    expect(contact("Nadia Payet\nPaysagiste DE — Landscape Designer\nSainte-Anne, La Réunion | +262 692 00 11 22 | nadia@example.com").city).toBe(
      "Sainte-Anne",
    );
  });
  it("are still the place where no other line names one", () => {
    expect(contact("Nadia Payet\nBellingham WA\nnadia@example.com")).toMatchObject({ city: "Bellingham", state: "WA" });
  });
});

describe("a postcode before the town in the Dutch shape, or before a town joined by a particle", () => {
  it("reads the town, not a phone number's label", () => {
    expect(contact("Lena Vogt\nTel. 0761 / 234 56 78 · lena@example.de · 79400 Lindach am See")).toMatchObject({
      city: "Lindach am See",
      phone: "0761 / 234 56 78",
    });
    expect(contact("Joost Smit\n06-12345678 | joost@example.nl | 3512 KX Zuiderwoude").city).toBe("Zuiderwoude");
    expect(contact("Joost Smit\njoost@example.nl | 2019 MS Office").city).toBeUndefined();
  });
});

describe("a town and its region's code parted by a spaced hyphen or a slash", () => {
  it("reads the town and the code, though the gazetteer knows neither", () => {
    expect(contact("Ana Lima\n(19) 98765-4321 | ana@example.com | Lagoa Azul - SP")).toMatchObject({ city: "Lagoa Azul", state: "SP" });
    expect(contact("Ana Lima\n(19) 98765-4321 | ana@example.com | Serra Fria/MG")).toMatchObject({ city: "Serra Fria", state: "MG" });
  });
  it("reads no field of work as a town", () => {
    expect(contact("Ana Lima\nana@example.com | Marketing - PR").city).toBeUndefined();
  });
});

describe("a compact header's one-letter labels", () => {
  it("reads the place after 'A:' or 'L:'", () => {
    expect(contact("Wairimu Njeri\nT: +254 712 000 111\nE: wairimu@example.com\nA: Marula, Kenya")).toMatchObject({ city: "Marula", country: "Kenya" });
    expect(contact("Wairimu Njeri\nwairimu@example.com | L: Marula, Kenya").city).toBe("Marula");
  });
  it("reads no place from a sentence opening with the article", () => {
    expect(contact("Wairimu Njeri\nA Lakeford native\nwairimu@example.com").city).toBeUndefined();
  });
});

describe("the parts of a continental postal address around its street", () => {
  it("skips the floor and door after the street", () => {
    expect(contact("Rosa Vidal\nTel: 612 000 111 · rosa@example.es · Calle Luna 7, 3ºB, 03801 Alcoi").city).toBe("Alcoi");
    expect(contact("Rosa Vidal\nrosa@example.es · Rua do Sol 9, 2º Esq, Vilarinho").city).toBe("Vilarinho");
  });
  it("reads the postcode and town printed before the street", () => {
    expect(contact("Eva Kertész\neva@example.hu | +36 30 000 1111 | 4031 Hajdúvár, Akácfa utca 7").city).toBe("Hajdúvár");
  });
});

describe("a place introduced by the words for living there", () => {
  it("reads the place after 'Lives in' or 'Resides in'", () => {
    expect(contact("Ruth Banda\nruth@example.com | Lives in Springfield, IL")).toMatchObject({ city: "Springfield", state: "IL" });
    expect(parsePlace("Resides in Marula, Botswana")).toMatchObject({ city: "Marula", country: "Botswana" });
  });
});

describe("a town and its country printed as two details apart", () => {
  it("reads them side by side on a row, or on two lines among the details", () => {
    expect(contact("Kwabena Osei\n+233 24 000 1111 • kwabena@example.com • Tamboro • Ghana")).toMatchObject({ city: "Tamboro", country: "Ghana" });
    expect(contact("Kwabena Osei\n+233 24 000 1111\nkwabena@example.com\nTamboro\nGhana")).toMatchObject({ city: "Tamboro", country: "Ghana" });
  });
  it("reads no employer over its country as the town", () => {
    expect(contact("Kwabena Osei\nkwabena@example.com\nGhana Rural Water Board\nGhana").city).toBeUndefined();
  });
});

describe("a town the gazetteer does not know, alone among a row's contact details", () => {
  it("is the person's town", () => {
    expect(contact("Kwabena Osei\n+233 24 000 1111 • kwabena@example.com • Tamboro-Anse").city).toBe("Tamboro-Anse");
    expect(contact("Kwabena Osei\nkwabena@example.com | linkedin.com/in/kosei | Cape Marula").city).toBe("Cape Marula");
  });
  it("is no title, skill, language, permit, region or the person's name", () => {
    for (const detail of ["Nurse", "Python", "English", "British Citizen", "Full Driving Licence", "Ontario", "Kwabena Osei"])
      expect(contact(`Kwabena Osei\n+233 24 000 1111 • kwabena@example.com • ${detail}`).city, detail).toBeUndefined();
  });
});

describe("a town the gazetteer does not know beside a title on the contact row, or on a line of its own beside the row", () => {
  it("is the person's town", () => {
    expect(contact("Rudo Chikore\nAccountant | Chivanda | rudo@example.com").city).toBe("Chivanda");
    expect(contact("Rudo Chikore\nChivanda\n+263 77 000 1111\nrudo@example.com").city).toBe("Chivanda");
    expect(contact("Rudo Chikore\n+263 77 000 1111 | rudo@example.com\nChivanda").city).toBe("Chivanda");
  });
  it("is no headline", () => {
    expect(contact("Rudo Chikore\nAccountant\n+263 77 000 1111 | rudo@example.com").city).toBeUndefined();
    for (const line of ["Hardworking and Reliable", "Team Player", "Bilingual", "Zimbabwean", "CPA", "SIA Licensed", "Cum Laude"])
      expect(contact(`Rudo Chikore\n${line}\n+263 77 000 1111 | rudo@example.com`).city, line).toBeUndefined();
  });
});

describe("an address whose street's kind opens its name, in the forms Southern Europe prints it", () => {
  it("reads the town, never the street, nor the house's number and postcode as a phone number", () => {
    expect(contact("Ana Souto\nana@example.com | Avenida Central, Vilarinho").city).toBe("Vilarinho");
    expect(contact("Ana Souto\nana@example.com | Rua das Gaivotas, 12, Vilarinho").city).toBe("Vilarinho");
    const numbered = contact("Ana Souto\nana@example.com | Rua das Gaivotas, nº 12, 4700-123 Vilarinho");
    expect([numbered.city, numbered.phone]).toEqual(["Vilarinho", undefined]);
    const dashed = contact("Ana Souto\nana@example.com | Calle Alondra, 14 - 28013 Villaverde");
    expect([dashed.city, dashed.phone]).toEqual(["Villaverde", undefined]);
    expect(contact("Ana Souto\nana@example.com | C/ Alondra 14, Villaverde").city).toBe("Villaverde");
    expect(contact("Ana Souto\nana@example.com | Via Castagna 3 - 20100 Sorbello (MI)").city).toBe("Sorbello");
    expect(contact("Ana Souto\nana@example.com | 5 rue des Lilas, 44190 Clisson").city).toBe("Clisson");
  });
  it("reads the town on the line under the street", () => {
    const twoLines = contact("Ana Souto\nana@example.com\nRua das Gaivotas 12\n4700-123 Vilarinho");
    expect([twoLines.city, twoLines.phone]).toEqual(["Vilarinho", undefined]);
    expect(contact("Ana Souto\nana@example.com\nRua das Gaivotas, 12\nVilarinho").city).toBe("Vilarinho");
  });
});

describe("a Crown Dependency's postcode after the island's name, or after the town opening the address", () => {
  it("reads the town", () => {
    expect(contact("Tom Kerrin\ntom@example.com | Ballakew, Isle of Man, IM9 1AB")).toMatchObject({ city: "Ballakew", country: "Isle of Man" });
    expect(contact("Tom Kerrin\ntom@example.com | St Aubin JE3 8AB, Jersey")).toMatchObject({ city: "St Aubin", country: "Jersey" });
  });
  it("keeps a box's number, which is no postcode", () => {
    expect(contact("Neema Lyimo\nneema@example.com | P.O. Box 1147, Marula, Kilimanjaro").city).toBe("Marula");
  });
});

describe("a street before the town, its region's code and postcode in one part, or a province's code in brackets", () => {
  it("reads the town and its region", () => {
    expect(contact("Kim Lowe\nkim@example.com | 123 Main St, Kamloops BC V2C 1A1")).toMatchObject({ city: "Kamloops", state: "BC" });
    expect(contact("Kim Lowe\nkim@example.com | Unit 4/12 Smith St, Toowong QLD 4066")).toMatchObject({ city: "Toowong", state: "QLD" });
    expect(contact("Kim Lowe\nkim@example.com | Sainte-Adèle (QC) J8B 1A1")).toMatchObject({ city: "Sainte-Adèle", state: "QC" });
  });
  it("reads no employer opening with a figure as a street", () => {
    expect(contact("Kim Lowe\nkim@example.com | 2 Sisters Food Group, Leeds").city).toBeUndefined();
  });
});

describe("a place labelled 'Town/City'", () => {
  it("reads the town after the label", () => {
    expect(contact("Kim Lowe\nkim@example.com | Town/City: Kaiwaka Bay").city).toBe("Kaiwaka Bay");
  });
});

describe("a full postal address read around its postcode", () => {
  it("does not read a postcode of three and four or five and three digits as the phone number", () => {
    expect(findPhones("Kawaura, Westshire\n901-0011, Japan\n+81 90-1111-2222")).toEqual(["+81 90-1111-2222"]);
    expect(findPhones("Vila Serra - PE, 50010-000, Brazil")).toEqual([]);
    expect(findPhones("1-2-3 Minato, Kawaura-shi, Hokkaido 060-0001")).toEqual([]);
    const c = contact("Yui Tanaka\n3-1-5 Hikari, Kawaura, Westshire\n901-0011, Japan\n+81 90-1111-2222\nyui@example.com");
    expect(c.phone).toBe("+81 90-1111-2222");
  });
  it("takes the town after its postcode, without the province's code", () => {
    expect(contact("Mara Lenti\nAddress: Via Corta 12, 07100 Bellora SS, Italy").city).toBe("Bellora");
    expect(contact("Mara Lenti\nVia Corta 212, 95129 Bellora (CT), Italy").city).toBe("Bellora");
    expect(contact("Ion Rusu\nstr. Florilor 5, MD-3101 Vădeni, Moldova\n+373 600 11 111").city).toBe("Vădeni");
    expect(contact("Lova Rabe\nLot IV B 12 Ambohibe, 105 Tanavaro, Madagascar · +261 34 11 111 11").city).toBe("Tanavaro");
    expect(contact("Jana Kral\nHlavna 18, 010 01 Zelinov\njana@example.sk").city).toBe("Zelinov");
    expect(contact("Piet Smit\nKerkstraat 5, 1234 AB Lindendorp, Netherlands").city).toBe("Lindendorp");
  });
  it("takes the town before its postcode, not the street or parish before it", () => {
    expect(contact("12 Tern Lane, Tuckerton HM 19, Bermuda\nJada Smith  Cell: +1 (441) 555-1111").city).toBe("Tuckerton");
    expect(contact("Jada Smith\nRidgeton Parish, Tuckerton HM 11, Bermuda\n+1 (441) 555-1111").city).toBe("Tuckerton");
  });
  it("takes the town beside a postcode printed as a part of its own, past the quarter and the region", () => {
    const brazil = contact("Ana Lima\nRua Nova 10, Apto 3, Centro, Vila Serra - PE, 50010-000, Brazil\n+55 (81) 98765-1111");
    expect(brazil).toMatchObject({ city: "Vila Serra", phone: "+55 (81) 98765-1111" });
  });
  it("keeps a town with its street and region code printed the American way", () => {
    expect(contact("Rey Ortiz\n88 Cedar Ridge Rd, Lakeport, CO 81090\n(719) 555-0199").city).toBe("Lakeport");
    expect(contact("Ana Qulit\nPO Box 204, Carrow Bay, NU X0A 0J0\nHome: 867-555-0140").city).toBe("Carrow Bay");
  });
});

describe("an address wrapped before its postcode", () => {
  it("joins a line of a postcode and its country to the address above", () => {
    const c = contact("Yui Sato\nCONTACT\n3-1-5 Hikari, Kawaura, Hokkaido\n901-0011, Japan\n+81 90-1111-2222\nyui@example.com");
    expect(c).toMatchObject({ city: "Kawaura", phone: "+81 90-1111-2222" });
  });
  it("joins a line of a region and its postcode to an address ending in a comma", () => {
    expect(contact("Dev Nair\nCONTACT\n+91 94340 11111\ndev@example.com\nLower Ridge, NH-31, Pelmora,\nKerala - 686001").city).toBe("Pelmora");
  });
});

describe("a town before its country named in the country's own language", () => {
  it("takes the town, not nothing", () => {
    expect(contact("Lia Gómez\nlia@example.com\nVilla del Cerro Alto, República Dominicana").city).toBe("Villa del Cerro Alto");
    expect(contact("Jonas Weber\njonas@example.de\nNeustadt-Ost, Deutschland").city).toBe("Neustadt-Ost");
  });
});

describe("a postcode in brackets after the town", () => {
  it("is no part of the town", () => {
    expect(contact("Mateo Ruiz\nCarrow Alto (B7600), Westshire, Argentina | +54 9 223 555 0101 | mateo@example.com").city).toBe("Carrow Alto");
    expect(contact("Mateo Ruiz\nmateo@example.com\nCarrow (4410), Westshire, Chile").city).toBe("Carrow");
  });
});

describe("a contact row wrapped after the town, before its island or region and its country", () => {
  it("takes the town, not the island", () => {
    const c = contact("Tavi Rongo\n+679 555 1111 · tavi@example.dev · https://tavirongo.dev · Aruvai,\nTaveuni, Fiji");
    expect(c.city).toBe("Aruvai");
  });
});

describe("a column of personal details' labels read before their values", () => {
  it("takes no label for the town or the name", () => {
    const c = contact("Curriculum Vitae\nPersonal information\nName\nAddress\nTelephone\nE-mail\nLena Kraus\n+352 621 111 222\nlena@example.lu");
    expect(c).toMatchObject({ firstName: "Lena", lastName: "Kraus" });
    expect(c.city).toBeUndefined();
  });
});

describe("a town of several words, a LaTeX contact row and a region after the postcode", () => {
  it("takes a town named with 'de los' alone on a row of details", () => {
    expect(contact("Luis Mora\n+57 300 111 2222 • luis@example.com • Villa de los Pinos").city).toBe("Villa de los Pinos");
  });
  it("splits a row of details at doubled hyphens", () => {
    expect(contact("Tom Hale\ntom@example.com -- +44 7700 900123 -- Carrow Bridge").city).toBe("Carrow Bridge");
  });
  it("takes the town before a spaced dash and postcode when its region follows", () => {
    expect(contact("Anil Rao\nAddress: Flat 4, Lake View, Kottamala - 682001, Kerala").city).toBe("Kottamala");
  });
});

describe("the town of an address among its district, county, province and postcode", () => {
  it("takes the post town, not the British county before the postcode", () => {
    expect(contact("Ruth Amery\n5 Mill Lane, Bakewell, Derbyshire DE45 1AA\n07700 900 222\nruth@example.com").city).toBe("Bakewell");
    expect(contact("Ruth Amery\n2 Kirk Row, Kendal, Cumbria LA9 4DQ\nruth@example.com").city).toBe("Kendal");
  });
  it("takes the town before its county after a street and district, with no postcode", () => {
    expect(parsePlace("7 Forge Lane, Hathersage, Matlock, Derbyshire")).toMatchObject({ city: "Matlock", state: "Derbyshire" });
  });
  it("takes a town before its province named as a city, with the country after", () => {
    expect(contact("Ana Ruiz\nVilla Carlos Paz, Córdoba, Argentina | ana@example.com").city).toBe("Villa Carlos Paz");
  });
  it("takes the post town, not the district before it", () => {
    expect(contact("Ruth Amery\n3 Station Road, Failsworth, Oldham, Lancashire OL9 1AA\nruth@example.com").city).toBe("Oldham");
  });
  it("takes a town before its province named as a city", () => {
    expect(contact("Ana Ruiz\nVilla Carlos Paz, Córdoba\nana@example.com | +54 9 351 555 0101").city).toBe("Villa Carlos Paz");
    // Turkey's district before its province: the province's city is the town
    expect(contact("Emre Aydın\nAddress: Bornova, İzmir\nemre@example.com").city).toBe("İzmir");
  });
  it("reads a Romanian county after its abbreviated word", () => {
    expect(contact("Dana Pop\nAddress: Turda, jud. Cluj, Romania\ndana@example.com").city).toBe("Turda");
    expect(contact("Dana Pop\nTurda, judetul Cluj, Romania | dana@example.com").city).toBe("Turda");
  });
  it("reads a Brazilian town and state code before the postcode", () => {
    expect(contact("Rita Lima\nLagoa Azul - SP, 13010-000 | rita@example.com").city).toBe("Lagoa Azul");
    for (const address of [
      "Lagoa Azul/SP, CEP 13010-000",
      "Lagoa Azul - SP - 13010-000",
      "Lagoa Azul (SP), 13010-000",
      "Rua Nova, 12, Lagoa Azul/SP, 13010-000",
    ])
      expect(contact(`Rita Lima\n${address}\n(11) 91234-5678 | rita@example.com`)).toMatchObject({ city: "Lagoa Azul", phone: "(11) 91234-5678" });
  });
});

describe("a post-office box before the town alone", () => {
  it("names the town, the post office's code after the box's number or not", () => {
    expect(contact("Amina Njeri\namina@example.com  P.O. Box 2210-40100, Kisumu").city).toBe("Kisumu");
    expect(contact("Amina Njeri\namina@example.com | P.O. Box 2210, Kisumu").city).toBe("Kisumu");
  });
});

describe("the postal address printed beside the contact row at the page's foot", () => {
  const foot = (address: string) =>
    extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText(
        [
          "Mariko Tanabe",
          "Quality Inspector",
          "EXPERIENCE",
          "Kurose Weaving Co., Ltd.  2018.04 – present",
          "Quality Inspector",
          "- Checked weaving defects",
          "LANGUAGES",
          "Japanese (native), English (basic)",
          "+81 90-5555-1234 · mariko.t@example.jp · github.com/mtanabe",
          address,
        ].join("\n"),
      ),
    });
  it("gives the person's town, and is no language", () => {
    const r = foot("2-4-6 Sakae-machi, Niihama, Ehime 792-0001, Japan");
    expect(r.personalInfo.city).toBe("Niihama");
    expect(r.additionalInfo.languages).not.toMatch(/Niihama/);
  });
  it("is not a line of the section that holds no town", () => {
    expect(foot("Open to relocation, remote or hybrid").personalInfo.city).toBeFalsy();
  });
});

describe("the town a South Asian CV is signed in under its declaration ('Place: …')", () => {
  const cv = (address: string[], place: string) =>
    extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText(
        [
          "Anita Das",
          "anita.das@example.com | +91 94470 11111",
          "PERSONAL DETAILS",
          ...address,
          "DECLARATION",
          "I hereby declare that the above information is true to the best of my knowledge.",
          place,
        ].join("\n"),
      ),
    }).personalInfo.city;
  it("is the town of an address printed a part a line, where the part before the state is the district", () => {
    expect(cv(["Permanent Address : Kovil House,", "Main Road P.O.,", "Adoor,", "Pathanamthitta,", "Kerala - 691523"], "Place: Adoor  (Anita Das)")).toBe(
      "Adoor",
    );
  });
  it("is the town where the details name none", () => {
    expect(cv(["Date of Birth : 02-05-1995", "Gender : Female"], "Place: Thrissur")).toBe("Thrissur");
  });
  it("is not the town of birth the details name", () => {
    expect(cv(["Place of Birth : Adoor", "Permanent Address : Kovil House, Pathanamthitta, Kerala - 689645"], "Place: Adoor")).toBe("Pathanamthitta");
  });
});
