import { describe, expect, it } from "vitest";
import { extractContact } from "./contact.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("the town after the house, street and quarter an address opens with", () => {
  it("skips a street of a numbered grid and a barrio before the town and its department", () => {
    expect(contact("Lucía Arango\n+57 310 555 0100 | lucia@example.com\nCra. 27B # 12 Sur-40, Itagüí, Antioquia")).toMatchObject({
      city: "Itagüí",
      state: "Antioquia",
    });
    expect(contact("Lucía Arango\nCalle 8 # 3-21, Barrio El Olmo, Girón, Santander").city).toBe("Girón");
  });
  it("skips a block and lot, a purok and a barangay before the town and its province", () => {
    expect(contact("Mia Reyes\nBlk 4 Lot 9, Brgy. Maliwanag, Calamba City, Laguna 4027\n0917 555 0100")).toMatchObject({
      city: "Calamba City",
      state: "Laguna",
    });
    expect(contact("Mia Reyes\nPurok 2, Brgy. Maliwanag,\nTanauan, Batangas 4232\n0917 555 0100").city).toBe("Tanauan");
  });
  it("skips a street and a colonia before the town, its state and the C.P.", () => {
    expect(contact("Ana Ruiz\nAv. Hidalgo 120, Col. Centro, Acayucan, Veracruz, C.P. 96000\n+52 22 5555 0100")).toMatchObject({
      city: "Acayucan",
      state: "Veracruz",
    });
  });
  it("skips a house's number and street before the town, its PIN and its state", () => {
    expect(contact("Raj Rao\nAddress: 116, MG Road, Kuchera - 341510, Rajasthan").city).toBe("Kuchera");
  });
  it("reads a unit's street, then the town the gazetteer lacks before its state's code", () => {
    expect(contact("Jo Park\nUnit 4/12 Elm Road, Nambucca Heads, NSW, 2448\n0412 555 010")).toMatchObject({ city: "Nambucca Heads", state: "NSW" });
  });
  it("takes an estate's town though a county bears its name", () => {
    expect(contact("Ben Otieno\nKiboko Estate, Siaya, Kenya\n+254 712 555 010").city).toBe("Siaya");
  });
  it("still leaves a town and its parish after the street to the readings that weigh them", () => {
    expect(contact("Dana Wray\nLot 42 Harbour Drive, Montego Bay, St. James\n+1 876 555 0100").city).toBe("Montego Bay");
  });
});

describe("the town before the postcode closing an address", () => {
  it("reads a British town and county before the postcode's outward half", () => {
    expect(contact("Tom Hale\n07700 900111\nWoodbridge, Suffolk IP12")).toMatchObject({ city: "Woodbridge", state: "Suffolk" });
  });
  it("reads the post town after a house's name and before the full postcode", () => {
    expect(contact("Jo Park\nRose Cottage, Godalming GU7 1AB\n07700 900111").city).toBe("Godalming");
  });
  it("reads a Japanese town and prefecture before the postcode", () => {
    expect(contact("Ken Ito\n+81 90 5555 0100 | ken@example.com | Abiko, Chiba 270-1234")).toMatchObject({ city: "Abiko", state: "Chiba" });
  });
  it("reads a Japanese city by its suffix before the prefecture", () => {
    expect(contact("Ken Ito\nken@example.com\nMino-shi, Osaka")).toMatchObject({ city: "Mino", state: "Osaka" });
  });
});

describe("the town after the postcode opening its part", () => {
  it("reads a Dutch postcode's letters as no part of the town", () => {
    expect(contact("Jan Bos\nKerkstraat 14, 2031 KL Reeuwijk\n+31 6 55550100").city).toBe("Reeuwijk");
  });
  it("reads the region in brackets after the town as no part of it", () => {
    expect(contact("Eva Gil\n+34 600 555 010 · eva@example.com · 15960 Ribeira (Galicia)").city).toBe("Ribeira");
  });
});

describe("an Irish town with its Eircode and county", () => {
  it("reads the town after its townland and before the county and the Eircode", () => {
    expect(contact("Aoife Kearney\nKnockrea, Fermoy, Co. Cork P61 X2Y3\n087 555 0100")).toMatchObject({ city: "Fermoy", state: "Co. Cork" });
  });
  it("reads the town after an Eircode opening the address", () => {
    expect(contact("Aoife Kearney\nAddress: P61 X2Y3 Fermoy, Ireland\n087 555 0100").city).toBe("Fermoy");
  });
});

describe("a town and its country set apart after a place's label", () => {
  it("reads the town and the country parted by a dot", () => {
    expect(contact("Dana Wray\nAddress: Westhausen · Germany\n+49 171 5550100")).toMatchObject({ city: "Westhausen", country: "Germany" });
  });
});

describe("a town a county is named after, alone among the details", () => {
  it("reads the town", () => {
    expect(contact("Ben Otieno\nKericho | +254 712 555 010 | ben@example.com").city).toBe("Kericho");
  });
  it("still takes no well-known state alone for a town", () => {
    expect(contact("Ben Otieno\nNevada | +1 702 555 0100 | ben@example.com").city).toBeUndefined();
  });
});

describe("the forms of a second set of countries' addresses", () => {
  it("skips a street by its short word and the house's number before the town and its county", () => {
    expect(contact("Ioana Pop\n0722 555 010 | ioana@example.com | Str. Teilor nr. 4, Mediaş, jud. Sibiu").city).toBe("Mediaş");
    expect(contact("Tomás Vera\nPasaje Los Olmos 1968, Parral\n+56 9 5555 0100").city).toBe("Parral");
  });
  it("skips a house and a numbered street before the town and its province", () => {
    expect(contact("Ali Khan\nHouse 12, Street 7, Hangu, Khyber Pakhtunkhwa\n+92 300 5550100").city).toBe("Hangu");
  });
  it("reads the province named with its kind before it as the town's region", () => {
    expect(contact("Lía Soto\n+54 9 351 555-0100 | lia@example.com | Rafaela, Provincia de Santa Fe")).toMatchObject({ city: "Rafaela" });
  });
  it("reads the town after an icon that follows the place's label", () => {
    expect(contact("Eva Lind\nPhone: +46 70 555 01 00\nLocation: 📍 Sundbyberg, Sweden").city).toBe("Sundbyberg");
  });
  it("reads a country's name in its other official language after the town", () => {
    expect(contact("Luc Maes\n+32 477 55 01 00    luc@example.com\nTurnhout, Belgique    linkedin.com/in/lucmaes")).toMatchObject({
      city: "Turnhout",
      country: "Belgique",
    });
  });
});

describe("an address wrapped over two lines", () => {
  it("joins a town and its region wrapped after the comma", () => {
    expect(contact("Sven Lund\n+52 33 5555 0100\nsven@example.com\nSayula,\nJalisco")).toMatchObject({ city: "Sayula", state: "Jalisco" });
  });
  it("joins a postcode wrapped before its town", () => {
    expect(contact("Kofi Aidoo\n+49 173 5550100\nkofi@example.com\nD-51348\nWaldeck").city).toBe("Waldeck");
  });
  it("joins a town's name wrapped after its particle", () => {
    expect(contact("Priya Varn\n+43 664 5550100\npriya@example.com\nKrems an der\nDonau, Austria").city).toBe("Krems an der Donau");
  });
  it("joins a quarter's name wrapped inside it before the town", () => {
    expect(contact("Lucía Arango\n+57 310 555 0100\nlucia@example.com\nCalle 7 # 9-76, Barrio El\nPrado, Chía, Cundinamarca").city).toBe("Chía");
  });
  it("joins no name and headline", () => {
    expect(contact("Mara Quinn\nLogistics Coordinator\n+52 33 5555 0100").city).toBeUndefined();
  });
});

describe("a village, the post town and the county before a British postcode", () => {
  it("reads the post town", () => {
    expect(contact("Nadia Dale\n07700 900111\n4 High Street, Eaglescliffe, Tunstall, Yorkshire YU11 1XY").city).toBe("Tunstall");
  });
});
