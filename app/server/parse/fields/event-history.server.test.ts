import { describe, expect, it } from "vitest";
import { extractFields } from "./extract-fields.server.ts";
import { eventHistoryEntries } from "./event-history.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const history = [
  "Year\tMonth\tDetails",
  "Education",
  "2010\t4\tEntered Kaizu University",
  "2014\t3\tGraduated from Kaizu University — Bachelor of Engineering (Civil)",
  "Employment",
  "2014\t4\tJoined Minato Freight Co., Ltd. (Kobe, Hyogo) as Route Planner",
  "2017\t10\tPromoted to Logistics Supervisor",
  "2020\t9\tResigned from Minato Freight Co., Ltd. for career advancement",
  "2020\t10\tJoined Seto Cold Chain Corporation (Okayama, Okayama) as Operations Manager",
  "\tCurrently employed",
  "\tEnd",
].join("\n");

describe("a history told as dated events", () => {
  it("reads each job from the row joining the employer to the row leaving it, each degree from entering to graduating", () => {
    const r = eventHistoryEntries(linesFromText(history))!;
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate, e.currentJob])).toEqual([
      ["Route Planner", "Minato Freight Co., Ltd.", "Kobe, Hyogo", "04/2014", "10/2017", false],
      ["Logistics Supervisor", "Minato Freight Co., Ltd.", "Kobe, Hyogo", "10/2017", "09/2020", false],
      ["Operations Manager", "Seto Cold Chain Corporation", "Okayama, Okayama", "10/2020", "Present", true],
    ]);
    expect(r.education.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([["Bachelor of Engineering (Civil)", "Kaizu University", "2014"]]);
  });
  it("is read so under the section's title, and credentials' rows as credentials with their dates", () => {
    const r = extractFields({
      kind: "docx",
      links: [],
      lines: linesFromText(
        `Haruto Ono\nharuto.ono@example.com\nAcademic and Professional History\n${history}\nLicences and Qualifications\n2015\t6\tObtained Forklift Licence (Labour Bureau)\n2019\t2\tPassed TOEIC 780`,
      ),
    });
    expect(r.experiences).toHaveLength(3);
    expect(r.education[0]).toMatchObject({ school: "Kaizu University", graduationYear: "2014" });
    expect(r.additionalInfo.certifications).toBe("Forklift Licence (Labour Bureau), 06/2015\nTOEIC 780, 02/2019");
  });
  it("is no history when the rows are an ordinary section's", () => {
    expect(eventHistoryEntries(linesFromText("2019 – 2021\tNight Porter, Harbour Inn\n2016 – 2019\tKitchen Porter, Quay Café"))).toBeNull();
  });
});
