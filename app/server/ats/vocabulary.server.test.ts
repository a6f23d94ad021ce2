import { describe, expect, it } from "vitest";
import { findSkills, metBy, requirementLabel } from "./keywords.server.ts";
import { lookupSkill } from "./vocabulary.server.ts";

const names = (text: string) => findSkills(text).map(requirementLabel);

describe("skills vocabulary", () => {
  it("recognises hard skills of health care, finance, trades, logistics, education and marketing", () => {
    expect(names("ICU experience, CCRN, ventilator management and CRRT; charting in Epic.")).toEqual(
      expect.arrayContaining(["ICU", "CCRN", "Mechanical Ventilation", "CRRT", "Epic"]),
    );
    expect(names("CPA preferred; strong US GAAP and SOX knowledge; month-end close.")).toEqual(
      expect.arrayContaining(["CPA", "GAAP", "SOX", "Month-End Close"]),
    );
    expect(names("OSHA 30 card, blueprint reading and conduit bending.")).toEqual(expect.arrayContaining(["OSHA", "Blueprint Reading", "Conduit Bending"]));
    expect(names("Class A CDL with Hazmat endorsement; ELD and DOT regulations.")).toEqual(
      expect.arrayContaining(["CDL-A", "Hazmat", "ELD", "DOT Regulations"]),
    );
    expect(names("Lesson planning, classroom management and IEP meetings.")).toEqual(
      expect.arrayContaining(["Lesson Planning", "Classroom Management", "IEP"]),
    );
    expect(names("Own SEO and paid search; build ABM programs.")).toEqual(expect.arrayContaining(["SEO", "PPC", "Account-Based Marketing"]));
  });

  it("treats synonyms and abbreviations as the same skill", () => {
    const rn = findSkills("Current RN license required.")[0]!;
    expect(metBy("Registered Nurse, telemetry unit", rn)?.name).toBe("RN");
    const seo = findSkills("Search engine optimization for our blog.")[0]!;
    expect(metBy("Skills: SEO, content marketing", seo)?.name).toBe("SEO");
    const js = findSkills("Strong JS skills.")[0]!;
    expect(metBy("JavaScript, TypeScript", js)).not.toBeNull();
    const acls = findSkills("ACLS certification.")[0]!;
    expect(metBy("Advanced Cardiovascular Life Support (2024)", acls)?.name).toBe("ACLS");
  });

  it("reads abbreviations only in capitals", () => {
    expect(lookupSkill("rn")).toBeUndefined();
    expect(names("The er, well, dot of the i.")).toEqual([]);
  });

  it("keeps hyphenated clinical words apart: a surgical-trauma ICU", () => {
    expect(names("Surgical-trauma ICU nurses")).toEqual(["ICU"]);
    expect(names("Trauma-informed care for surgical-trauma patients")).toEqual(["Trauma-Informed Care", "Trauma Care"]);
    expect(names("Med-Surg experience")).toEqual(["Med-Surg"]);
    expect(names("Improve MQL-to-SQL conversion")).toEqual([]);
  });
});

describe("'X or Y' alternatives", () => {
  it("makes one requirement that any alternative meets", () => {
    const [dash] = findSkills("Comfortable with dashboards in Looker or Tableau.");
    expect(requirementLabel(dash!)).toBe("Looker or Tableau");
    expect(metBy("Tools: Looker, Salesforce", dash!)?.name).toBe("Looker");
    expect(metBy("Tools: Salesforce", dash!)).toBeNull();
  });

  it("reads 'X, Y, or Z' and 'X/Y' as alternatives, 'X, Y and Z' as three requirements", () => {
    expect(names("Experience with QuickBooks, Xero, or NetSuite.")).toEqual(["QuickBooks or Xero or NetSuite"]);
    expect(names("HubSpot/Marketo admin")).toEqual(["HubSpot or Marketo"]);
    expect(names("Python, SQL and Tableau.")).toEqual(["Python", "SQL", "Tableau"]);
  });

  it("counts a skill named alone and as an alternative once, as the alternative", () => {
    const found = findSkills("Automate the close in NetSuite. NetSuite or SAP experience required.");
    expect(found.map(requirementLabel)).toEqual(["NetSuite or SAP"]);
    expect(metBy("SAP S/4HANA, Excel", found[0]!)?.name).toBe("SAP");
  });

  it("takes an unknown product after 'or' as an alternative", () => {
    const [crm] = findSkills("Experience with Salesforce or Zohoqa CRM.");
    expect(metBy("Daily work in Zohoqa CRM", crm!)).not.toBeNull();
  });
});
