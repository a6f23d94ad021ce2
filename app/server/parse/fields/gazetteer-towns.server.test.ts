import { describe, expect, it } from "vitest";
import { extractContact, findPhones } from "./contact.server.ts";
import { knownCityCountry, parsePlace, splitTrailingPlace } from "./locations.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractFields } from "./extract-fields.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("a town no hand list names, alone among the contact details", () => {
  it("reads a GeoNames town as the person's town on the row of details", () => {
    expect(contact("Dana Whitlow\ndana.whitlow@example.com | 0412 555 010 | Morwell").city).toBe("Morwell");
    expect(contact("Olli Rantanen\nolli.r@example.com · +358 40 123 4567 · Rovaniemi").city).toBe("Rovaniemi");
  });
  it("reads it on a line of its own beside the details", () => {
    expect(contact("Dana Whitlow\nYarrawonga\ndana.whitlow@example.com | +61 3 5555 0100").city).toBe("Yarrawonga");
  });
  it("reads it after the headline's title on the row above the details", () => {
    expect(contact("Dana Whitlow\nRegistered Nurse | Tewkesbury\ndana.whitlow@example.com | +44 7700 900111").city).toBe("Tewkesbury");
  });
  it("still takes no tagline of everyday words for a town", () => {
    expect(contact("Dana Whitlow\ndana.whitlow@example.com | 0412 555 010 | Team Player").city).toBeUndefined();
  });
});

describe("a quarter before a town no hand list names", () => {
  it("takes the town GeoNames places in the country printed after it", () => {
    expect(contact("Dana Whitlow\ndana.whitlow@example.com | Millbrook Heights, Chantepie, France").city).toBe("Chantepie");
    expect(parsePlace("Elm Heights, Tewkesbury, UK")).toMatchObject({ city: "Tewkesbury", country: "UK" });
  });
  it("takes the town closing an address after a plot and a quarter", () => {
    expect(contact("Dana Whitlow\nAddress: Plot 12, Millbrook Heights, Wangaratta\ndana.whitlow@example.com").city).toBe("Wangaratta");
  });
  it("keeps the first part where it is the town and the second its region", () => {
    expect(parsePlace("Tewkesbury, Gloucestershire")).toMatchObject({ city: "Tewkesbury", state: "Gloucestershire" });
  });
});

describe("a town and its region or country in an entry's place slot", () => {
  it("reads a town GeoNames places in the country printed after its region", () => {
    expect(parsePlace("Tewkesbury, Gloucestershire, UK", true)).toMatchObject({ city: "Tewkesbury", state: "Gloucestershire" });
    expect(splitTrailingPlace("Harbour Bakery, Tewkesbury, Gloucestershire, UK")?.before).toBe("Harbour Bakery");
  });
  it("still reads a name nobody knows as a town before a country as the employer's", () => {
    expect(parsePlace("Bucovina Quills, Marrowdale, Romania", true)).toBeNull();
  });
});

describe("a region's code after a town no hand list names", () => {
  it("reads another country's two-letter code after a town GeoNames places in a country using it", () => {
    expect(parsePlace("Tzaneen, LP")).toMatchObject({ city: "Tzaneen", state: "LP" });
    expect(parsePlace("Senior Nurse, LP")).toBeNull();
  });
  it("reads a town set in capitals before its state's code where GeoNames places it in that state", () => {
    expect(parsePlace("COOTAMUNDRA NSW")).toMatchObject({ city: "COOTAMUNDRA", state: "NSW" });
    expect(parsePlace("MAYA ROS")).toBeNull();
  });
});

describe("a big city the hand list lacks", () => {
  it("is a well-known city printed alone or glued to an employer's name", () => {
    expect(knownCityCountry("Uberlândia")).toBe("BR");
    expect(splitTrailingPlace("Northwind Traders, Uberlândia")?.place.city).toBe("Uberlândia");
  });
});

describe("the country of a town no hand list names decides two surnames", () => {
  it("reads both surnames where GeoNames places the town in a country of two surnames", () => {
    expect(contact("Inés Ferrer Quiroga\nifq@example.com | 33 5555 0100 | Zapotlanejo").lastName).toBe("Ferrer Quiroga");
    expect(contact("Inés Ferrer Quiroga\nifq@example.com | 33 5555 0100 | Tewkesbury").lastName).toBe("Quiroga");
  });
  it("takes no country from a town the phone's calling code places elsewhere", () => {
    expect(contact("Inés Ferrer Quiroga\nifq@example.com | +44 7700 900111 | Linares").lastName).toBe("Quiroga");
  });
});

describe("a town and its province's letters, as Italy prints them without a postcode", () => {
  it("reads the town before its province's code in brackets", () => {
    expect(parsePlace("Lecco (LC)")).toMatchObject({ city: "Lecco", state: "LC" });
    expect(parsePlace("Monza (MB)")).toMatchObject({ city: "Monza", state: "MB" });
    expect(contact("Marco Bellini\nLecco (LC) | marco@example.com | +39 341 555 0101").city).toBe("Lecco");
  });
  it("reads the unbracketed code only after a town GeoNames places in Italy", () => {
    expect(parsePlace("Lecco LC")).toMatchObject({ city: "Lecco", state: "LC" });
    expect(parsePlace("Marketing (MK)")).toBeNull();
    expect(parsePlace("Acme Srl (MI)")).toBeNull();
  });
  it("still reads a region's code in brackets as the region after its town", () => {
    expect(contact("Jean Roy\njean@example.com | Matane (QC)")).toMatchObject({ city: "Matane", state: "QC" });
  });
});

describe("a township or district before a town no hand list names", () => {
  it("takes the town after it", () => {
    expect(contact("Dana Whitlow\ndana@example.com | Riverside Township, Wangaratta").city).toBe("Wangaratta");
    expect(contact("Dana Whitlow\ndana@example.com | Riverside District, Chantepie, France").city).toBe("Chantepie");
  });
});

describe("a town glued to the end of a name without a comma", () => {
  it("is cut off only when the hand list or GeoNames' biggest cities name it", () => {
    expect(splitTrailingPlace("Contoso Ltd Bombay")?.place.city).toBe("Bombay");
    expect(splitTrailingPlace("Harbour Freight Ltd Ludhiana")?.place.city).toBe("Ludhiana");
    expect(splitTrailingPlace("Instituto Portuario Ribeirão Preto")).toBeNull();
    expect(splitTrailingPlace("Bureau Technique Uberlândia")).toBeNull();
  });
});

describe("a town before a postcode of five or six figures", () => {
  it("reads a GeoNames town before its postcode, after a dash or not, with its region after it", () => {
    expect(contact("Dana Whitlow\nBhadohi 221401 · dana.whitlow@example.com")).toMatchObject({ city: "Bhadohi", zipCode: "221401" });
    expect(contact("Dana Whitlow\ndana.whitlow@example.com · Titabar - 785630").city).toBe("Titabar");
    expect(contact("Dana Whitlow\nHajipur - 844101, Bihar · dana.whitlow@example.com").city).toBe("Hajipur");
  });
  it("reads no product and its number as a town", () => {
    expect(contact("Dana Whitlow\nWindows 10 · dana.whitlow@example.com").city).toBeUndefined();
  });
});

describe("a town before a state named as a well-known city", () => {
  it("is the town where GeoNames places it in that state", () => {
    expect(contact("Dana Whitlow\nCanandaigua, New York, USA · dana@example.com").city).toBe("Canandaigua");
    expect(contact("Dana Whitlow\nTumwater, Washington, USA · dana@example.com").city).toBe("Tumwater");
  });
  it("still takes the city after a quarter of it", () => {
    expect(contact("Dana Whitlow\nPalm Quarter, Ludhiana · dana@example.com").city).toBe("Ludhiana");
  });
});

describe("a town GeoNames names with small words in lower case", () => {
  it("is read whole after a street", () => {
    expect(contact("Lukas Brenner\n14 Orchard Lane, Offenbach an der Queich, Germany\nlukas@example.com").city).toBe("Offenbach an der Queich");
  });
});

describe("a name people bear alone among the details", () => {
  it("is no town though GeoNames has a town of that name", () => {
    expect(contact("Dana Whitlow\ndana@example.com | +1 555 0100 | Gilbert").city).toBeUndefined();
    expect(contact("Dana Whitlow\nSalem\ndana@example.com | +1 555 0100").city).toBeUndefined();
    expect(contact("Dana Whitlow\ndana@example.com | +1 555 0100 | Batman").city).toBeUndefined();
  });
});

describe("a town closing a street address before its postcode after a dash", () => {
  it("reads the town without the postcode", () => {
    expect(contact("Dana Whitlow\nFlat 12, Lotus Residency, MG Road, Bhadohi - 221401\ndana@example.com").city).toBe("Bhadohi");
  });
});

describe("a town before a region that a well-known city elsewhere is named after", () => {
  it("is the town and its region where GeoNames places the town in the region's country", () => {
    expect(parsePlace("Highworth, Surrey")).toMatchObject({ city: "Highworth", state: "Surrey" });
    expect(contact("Owen Pratt\n07700 900456 | owen.pratt@example.com | Highworth, Surrey").city).toBe("Highworth");
  });
  it("still reads a title or an employer before the region as no town", () => {
    expect(parsePlace("Sales Assistant, Surrey")).toBeNull();
    expect(parsePlace("Acme, Surrey")).toBeNull();
  });
});

describe("a ZIP code after a state's code, then the phone number", () => {
  it("is the postcode, not the phone number's first group", () => {
    expect(contact("Dana Whitlow\nBemidji, MN 56601 218-555-0100 dana@example.com")).toMatchObject({
      city: "Bemidji",
      zipCode: "56601",
      phone: "218-555-0100",
    });
  });
  it("leaves digits after no state's code as they were", () => {
    expect(findPhones("Call 55802 218 5550 today")).toEqual(["55802 218 5550"]);
  });
});

describe("a town no hand list names after the words for where one lives", () => {
  it("is the town, a name people bear too", () => {
    expect(contact("Dana Whitlow\nBased in Chantepie · dana@example.com").city).toBe("Chantepie");
    expect(contact("Dana Whitlow\nBased in Gilbert · dana@example.com").city).toBe("Gilbert");
  });
});

describe("a town and its country parted by a slash", () => {
  it("reads the town and the country", () => {
    expect(contact("Dana Whitlow\ndana@example.com | Chantepie/France")).toMatchObject({ city: "Chantepie", country: "France" });
    expect(contact("Dana Whitlow\nSales / Marketing · dana@example.com").city).toBeUndefined();
  });
});

describe("a town GeoNames names with small words, in the slots a town's shape fills", () => {
  it("is read whole before its country as a piece of its own or under a label", () => {
    expect(contact("Dana Whitlow\ndana@example.com | Oliveira do Bairro | Portugal").city).toBe("Oliveira do Bairro");
    expect(contact("Dana Whitlow\ndana@example.com\nLocation\nOliveira do Bairro").city).toBe("Oliveira do Bairro");
  });
});

describe("a town no hand list names after 'Title at Employer,'", () => {
  const jobs = (text: string) => extractFields({ kind: "docx", links: [], lines: linesFromText(text) }).experiences;
  it("is the entry's place, not part of the employer's name", () => {
    const [job] = jobs("Dana Whitlow\ndana@example.com\nEXPERIENCE\nBakery Assistant at Oven Works, Chantepie\nJan 2017 – Dec 2018\n• Washed trays");
    expect(job).toMatchObject({ jobTitle: "Bakery Assistant", company: "Oven Works", location: "Chantepie" });
  });
  it("leaves an employer's name holding a comma whole", () => {
    const [job] = jobs("Dana Whitlow\ndana@example.com\nEXPERIENCE\nClerk at Carr, Pell & Co\nJan 2015 – Dec 2016\n• Filed letters");
    expect(job).toMatchObject({ jobTitle: "Clerk", company: "Carr, Pell & Co" });
  });
});
