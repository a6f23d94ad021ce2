import { describe, expect, it } from "vitest";
import { parseEducationSection } from "./education.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const schools = (text: string) =>
  parseEducationSection(linesFromText(text)).map((e) => ({ school: e.school, degree: e.degree, graduationYear: e.graduationYear }));

describe("an education entry's lines", () => {
  it("reads a degree line of parts set off by dots, however long, as the degree", () => {
    expect(schools("Coastal State University\tExpected May 2027\nBachelor of Science in Marine Biology · Minor in Chemistry · GPA 3.7")).toEqual([
      { school: "Coastal State University", degree: "Bachelor of Science in Marine Biology", graduationYear: "2027" },
    ]);
  });
  it("takes no field of study from the next line when the degree names its own", () => {
    expect(schools("2016 - 2018\nDiploma in Culinary Arts\nMesogeios Hospitality Centre Paphos")).toEqual([
      { school: "Mesogeios Hospitality Centre Paphos", degree: "Diploma in Culinary Arts", graduationYear: "2018" },
    ]);
    expect(schools("2016 - 2018\nDiploma in Culinary Arts\nHostelvale Paphos")[0]).toMatchObject({
      degree: "Diploma in Culinary Arts",
      school: "Hostelvale Paphos",
    });
  });
  it("still takes the field of study printed after a bare degree", () => {
    expect(schools("2015 - 2019\nB.Tech\nMechanical Engineering\nKestrel University")[0]).toMatchObject({
      school: "Kestrel University",
      degree: "B.Tech, Mechanical Engineering",
    });
  });
});
