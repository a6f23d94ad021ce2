import { describe, expect, it } from "vitest";
import { extractContact } from "./contact.server.ts";
import { extractFields } from "./extract-fields.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import type { Line } from "../types.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};

describe("the contact town beside a region's name, a date or an icon", () => {
  it("takes the town on the line over its region's line, not the region", () => {
    // (a town the gazetteer lacks, shown a town by the postcode after it)
    expect(contact("CONTACT\n071 555 0192\nlerato.dube@example.com\nElandsvlei, 1240\nMpumalanga\nSKILLS\nCooking")).toMatchObject({
      city: "Elandsvlei",
      state: "Mpumalanga",
      zipCode: "1240",
    });
    expect(
      contact("Ruth Kellaway\nPERSONAL DETAILS\nAddress:\n4 Mill Lane\nAshford\nKent TN23 1AB\nMob:\n07700 900 123\nE-mail:\nruth@example.com"),
    ).toMatchObject({ city: "Ashford", state: "Kent", zipCode: "TN23 1AB" });
    // (a region alone under the name is still read as it is)
    expect(contact("Ruth Kellaway\nKent TN23 1AB\nruth@example.com").city).toBe("Kent");
  });
  it("reads no town and postcode from a month and year read into the header", () => {
    expect(
      contact(
        "Tom Hale\nHR Advisor\nHorsforth, West Yorkshire LS18 5AB | +44 7700 900 111 | tom.hale@example.com\nOct 2020 – Present\nJun 2017 – Sep 2020\n2015",
      ).city,
    ).toBe("Horsforth");
    expect(contact("Tom Hale\ntom.hale@example.com\nJun 2017 – Sep 2020").city).toBeUndefined();
  });
  it("takes the one piece left in a row of details as the town though people bear its name, where the e-mail's domain names its country", () => {
    expect(contact("Mara Quill\nAccount Manager\nmara.quill@example.co.nz | 021 555 0100 | Nelson").city).toBe("Nelson");
    expect(contact("Owen Brace\nowen.brace@example.co.uk | 07700 900 111 | Hastings").city).toBe("Hastings");
    // (with a domain of no country, or of another, such a name stays unread)
    expect(contact("Mara Quill\nmara.quill@example.com | 021 555 0100 | Nelson").city).toBeUndefined();
    expect(contact("Mara Quill\nmara.quill@example.com.au | 021 555 0100 | Nelson").city).toBeUndefined();
  });
  it("reads Brazil's town, state and CEP after an icon", () => {
    expect(contact("Ana Souza\nData Analyst\n📍 Rio do Sul, SC 89160-000\t📞 +55 47 99812-3340\t✉ ana.souza@example.com")).toMatchObject({
      city: "Rio do Sul",
      zipCode: "89160-000",
    });
  });
  it("reads a town joined to its postcode by a hyphen after the house and the road", () => {
    expect(contact("RAFIQ AHMED\nPresent Address\t: House 9, Lake View Road, Jessore-7400, Bangladesh\nMobile\t: +880 1712-000111")).toMatchObject({
      city: "Jessore",
      zipCode: "7400",
      country: "Bangladesh",
    });
    // (a quarter before it, and the town a division's name too)
    expect(contact("Nila Das\nAddress: House 5, Road 2, Amberkhana, Rangpur-5400\nnila@example.com").city).toBe("Rangpur");
  });
  it("takes the town a district is named after, not the district", () => {
    expect(contact("Rubona Sector, Musanze District, Northern Province, Rwanda | +250 788 000 111 | ana@example.com\nAna Uwase").city).toBe("Musanze");
    expect(contact("Ana Uwase\nana@example.com\nCentral District, Botswana").city).not.toBe("Central");
  });
});

describe("the person's contact column beside a referee's at the page's foot", () => {
  const seg = (text: string, x: number) => ({ text, x, x2: x + text.length * 5, bold: false, size: 10, font: "Body" });
  const line = (y: number, ...parts: Array<[string, number]>): Line => ({
    text: parts.map(([t]) => t).join(" "),
    segments: parts.map(([t, x]) => seg(t, x)),
    page: 1,
    x: parts[0]![1],
    y,
    size: 10,
    bold: false,
    font: "Body",
  });
  it("takes the person's e-mail, phone and town, not the referee's", () => {
    const header = [line(60, ["Hana Te Rangi", 45]), line(80, ["Early Childhood Teacher", 45])];
    const foot = [
      line(469, ["Contact", 45]),
      line(469, ["Referee", 304]),
      line(482, ["9 Totara Street, Dannevirke 4930", 45], ["Lewis Oakes, Centre Manager, Little Fern Kindergarten", 304]),
      line(494, ["021 555 0147", 45], ["06 555 0199 · manager@littlefern.example.nz", 304]),
      line(507, ["hana.terangi@example.co.nz", 45]),
    ];
    // (the sections part the two columns: the contact reader gets the person's alone)
    const info = extractFields({ kind: "pdf", lines: [...header, ...foot], links: [] }).personalInfo;
    expect(info).toMatchObject({ email: "hana.terangi@example.co.nz", phone: "021 555 0147", city: "Dannevirke" });
  });
});
