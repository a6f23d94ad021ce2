import { describe, expect, it } from "vitest";
import { headingKind } from "../sections/headings.server.ts";
import { credentialsAmongDegrees, parseEducationSection } from "./education.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { looksLikeDegree } from "./roles.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import type { Line } from "../types.server.ts";
import { extractContact, findPhones } from "./contact.server.ts";
import { labelledRowsAsEntries } from "./labelled-entries.server.ts";
import { splitTrailingPlace } from "./locations.server.ts";
import { tableRowsAsEntries } from "./table-rows.server.ts";
import { extractFields } from "./extract-fields.server.ts";

const edu = (t: string) => parseEducationSection(linesFromText(t)).map((e) => [e.degree, e.school, e.graduationYear]);

describe("headings that say how the section is set out or what it reached", () => {
  it("reads them as the section their head word names", () => {
    expect(headingKind("EDUCATIONAL QUALIFICATIONS WITH DATES")).toBe("education");
    expect(headingKind("Educational Qualification with Dates")).toBe("education");
    expect(headingKind("EDUCATIONAL ATTAINMENT")).toBe("education");
    expect(headingKind("Working Experience")).toBe("experience");
  });
  it("leaves a role or a sentence alone", () => {
    expect(headingKind("Working with Children Officer")).toBeNull();
    expect(headingKind("Dates")).toBeNull();
  });
});

describe("a job's dates above a 'Title - Employer Ltd, Town' line", () => {
  it("reads the line under the dates as the job's title and employer", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "April 2020 to date",
          "Forklift Driver Grade 2 - Marsh Lane Logistics Ltd, Dunmore",
          "• Loaded trailers for the night trunk",
          "• Kept the yard log",
          "June 2016 to March 2020",
          "Multi-drop Van Driver - Brookfield Bakeries Ltd, Carrow",
          "• Delivered bread to 40 shops a day",
        ].join("\n"),
      ),
    );
    expect(jobs.map((j) => [j.jobTitle, j.company.replace(/,.*$/, ""), j.startDate, j.endDate])).toEqual([
      ["Forklift Driver Grade 2", "Marsh Lane Logistics Ltd", "April 2020", "Present"],
      ["Multi-drop Van Driver", "Brookfield Bakeries Ltd", "June 2016", "March 2020"],
    ]);
  });
});

describe("schooling levels set before the school as a label", () => {
  it("takes 'Tertiary:' and 'Secondary:' out of the school's name", () => {
    expect(
      edu(
        [
          "Tertiary: Harbourview State College, Port Amsel",
          "Bachelor of Science in Office Administration",
          "2016 - 2020",
          "Secondary: Hillcrest National High School, Port Amsel",
          "High School Diploma",
          "2012 - 2016",
        ].join("\n"),
      ),
    ).toEqual([
      ["Bachelor of Science in Office Administration", "Harbourview State College", "2020"],
      ["High School Diploma", "Hillcrest National High School", "2016"],
    ]);
  });
});

describe("'High School' after a name names the school, not the diploma", () => {
  it("is a degree alone or with another degree word, a school after a name", () => {
    expect(looksLikeDegree("High School Diploma")).toBe(true);
    expect(looksLikeDegree("Senior High School")).toBe(true);
    expect(looksLikeDegree("Completed High School")).toBe(true);
    expect(looksLikeDegree("Brookvale Secondary School")).toBe(false);
    expect(looksLikeDegree("Hillcrest National High School")).toBe(false);
    expect(looksLikeDegree("Hillcrest High School Diploma")).toBe(true);
  });
  it("knows the national certificate and diploma by their short names", () => {
    expect(edu("Carrow State College of Education, Dunmore — NCE English/History\t2011")).toEqual([
      ["NCE English/History", "Carrow State College of Education", "2011"],
    ]);
    expect(looksLikeDegree("OND Business Administration")).toBe(true);
  });
});

describe("a person's id number is no phone number", () => {
  it("skips a labelled id and a long run of digits, keeps the phones", () => {
    expect(findPhones("Identity Number  8801015009087")).toEqual([]);
    expect(findPhones("ID No: 880101 5009 087")).toEqual([]);
    expect(findPhones("Account 1234567890123")).toEqual([]);
    expect(findPhones("Cell  +27 71 555 0199")).toEqual(["+27 71 555 0199"]);
    expect(findPhones("Mobile: 0712 555 019")).toEqual(["0712 555 019"]);
  });
});

describe("labelled job rows whose label and value are separate runs", () => {
  it("reads 'Duties:' then its value as the job's description", () => {
    const row = (label: string, value: string, y: number): Line =>
      makeLine(
        [
          { text: label, x: 40, x2: 90, bold: false, size: 10, font: "" },
          { text: value, x: 150, x2: 400, bold: false, size: 10, font: "" },
        ],
        1,
        y,
      );
    const lines = [
      row("Company:", "Riverside Care Home, Dunmore", 100),
      row("Position:", "Care Assistant", 112),
      row("Period:", "Feb 2021 – Current", 124),
      row("Duties:", "Helped residents with meals; kept the care notes up to date on every shift", 136),
      row("Company:", "Hilltop Clinic, Carrow", 148),
      row("Position:", "Receptionist", 160),
      row("Period:", "Jan 2018 – Jan 2021", 172),
    ];
    const jobs = parseExperienceSection(labelledRowsAsEntries(lines));
    expect(jobs.map((j) => [j.jobTitle, j.company.replace(/,.*$/, ""), j.startDate])).toEqual([
      ["Care Assistant", "Riverside Care Home", "Feb 2021"],
      ["Receptionist", "Hilltop Clinic", "Jan 2018"],
    ]);
    expect(jobs[0]!.description).toContain("Helped residents with meals");
  });
});

describe("a compass word opening a town's name", () => {
  it("keeps 'North Bristol' whole after an employer", () => {
    expect(splitTrailingPlace("Riverside Care Home, North Bristol")).toMatchObject({ before: "Riverside Care Home", place: { city: "North Bristol" } });
    expect(splitTrailingPlace("Riverside Care Home London")).toMatchObject({ before: "Riverside Care Home", place: { city: "London" } });
  });
});

describe("the town an address's postcode closes", () => {
  const contact = (text: string) => {
    const header = linesFromText(text);
    return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
  };
  it("is the part before a postcode printed alone, past the suburb", () => {
    expect(contact("Nomsa Dube\nResidential Address\t7 Kloof Street, Amberfield, Carrow Bay, 4302\nnomsa@example.com").city).toBe("Carrow Bay");
  });
  it("is the words a British postcode is glued to", () => {
    expect(contact("Owen Pryce\nAddress: 4 Bryn Lane, Dunmore DN4 7QT\nowen@example.com").city).toBe("Dunmore");
  });
});

describe("a credential studied at a school", () => {
  it("stays in education when the next line names the school alone or it is named as a programme", () => {
    const { credentials, rest } = credentialsAmongDegrees(
      linesFromText(
        [
          "Certified Care Aide\t2020",
          "Harbourview Community College, Dunmore",
          "Licensed Practical Nurse Program\t2018",
          "Registered Dental Assistant, 2016",
          "Diploma in Office Skills, Carrow Institute",
        ].join("\n"),
      ),
    );
    expect(credentials.map((l) => l.text)).toEqual(["Registered Dental Assistant, 2016"]);
    expect(rest.map((l) => l.segments[0]!.text)).toEqual([
      "Certified Care Aide",
      "Harbourview Community College, Dunmore",
      "Licensed Practical Nurse Program",
      "Diploma in Office Skills, Carrow Institute",
    ]);
  });
});

describe("a job's dates on a row of their own, labelled", () => {
  it("reads 'Duration: …' as the dates, not as the job's title", () => {
    const lines = linesFromText(
      [
        "Stores Assistant, Carrow Metals Pvt. Ltd., Dunmore",
        "Duration: May 2022 - Present",
        "• Issued stock to the shop floor",
        "Billing Clerk, Dunmore Traders, Dunmore",
        "Duration: July 2019 - April 2022",
        "• Raised invoices",
      ].join("\n"),
    );
    const jobs = parseExperienceSection(labelledRowsAsEntries(lines));
    expect(jobs.map((j) => [j.jobTitle, j.company, j.startDate, j.endDate])).toEqual([
      ["Stores Assistant", "Carrow Metals Pvt. Ltd.", "May 2022", "Present"],
      ["Billing Clerk", "Dunmore Traders", "July 2019", "April 2022"],
    ]);
  });
});

describe("a qualifications table whose school column is 'University / Board'", () => {
  it("reads the header row as column names, not as a school", () => {
    const lines = linesFromText(
      [
        "Course\tUniversity / Board\tPlace\tYear\tResult",
        "M.A. English\tCarrow State University\tDunmore\t2019\t68%",
        "B.A. English\tCarrow State University\tDunmore\t2017\tFirst Class",
      ].join("\n"),
    );
    expect(parseEducationSection(tableRowsAsEntries(lines)).map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["M.A. English", "Carrow State University", "2019"],
      ["B.A. English", "Carrow State University", "2017"],
    ]);
  });
});

describe("'Self-employed' under a job's title", () => {
  it("is the employer when no other is named, and a tagline beside a named one", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "04-2022 – present",
          "Bookkeeper",
          "Self-employed",
          "• Kept the books of six shops",
          "05-2019 – 03-2022",
          "Accounts Clerk",
          "Harbour Realty",
          "• Filed invoices",
        ].join("\n"),
      ),
    );
    expect(jobs.map((j) => [j.jobTitle, j.company])).toEqual([
      ["Bookkeeper", "Self-employed"],
      ["Accounts Clerk", "Harbour Realty"],
    ]);
    const tagged = parseExperienceSection(linesFromText("Bookkeeper | Harbour Realty | Freelance | 2019 – 2022"));
    expect(tagged.map((j) => [j.jobTitle, j.company])).toEqual([["Bookkeeper", "Harbour Realty"]]);
  });
});

describe("the dates alone over each block of labelled job rows", () => {
  it("are the dates of the block they head, the later blocks' too", () => {
    const { experiences: jobs } = extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText(
        "Name:\tRuth Kalinda\nEmail:\truth@example.com\nWORK EXPERIENCE\n05/2021 - current\nPosition: Stores Clerk\nEmployer: Tamboro Grain Company, Tamboro\nDuties:\n• Count stock every month\n• Issue spares to the workshop\n01/2019 - 04/2021\nPosition: Stores Assistant\nEmployer: Chisoko Tools, Chisoko\nDuties:\n• Received deliveries\nSKILLS\n• Inventory counts",
      ),
    });
    expect(jobs.map((j) => [j.jobTitle, j.startDate, j.endDate])).toEqual([
      ["Stores Clerk", "05/2021", "Present"],
      ["Stores Assistant", "01/2019", "04/2021"],
    ]);
    expect(jobs[0]!.description).not.toContain("2019");
  });
});

describe("a job's dates labelled at both ends on one row", () => {
  it("are the dates of the block of labelled rows", () => {
    const { experiences } = extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText(
        "Name: Ruth Kalinda\nEmail: ruth@example.com\nWORK EXPERIENCE\nEmployer: Tamboro Grain\nPosition: Stores Clerk\nFrom: May 2021 To: Present\n• Counted stock\nEmployer: Chisoko Tools\nPosition: Stores Assistant\nFrom: Jan 2019 To: Apr 2021\n• Received deliveries\nSKILLS\n• Inventory counts",
      ),
    });
    expect(experiences.map((j) => [j.jobTitle, j.startDate, j.endDate])).toEqual([
      ["Stores Clerk", "May 2021", "Present"],
      ["Stores Assistant", "Jan 2019", "Apr 2021"],
    ]);
  });
});
