import { describe, expect, it } from "vitest";
import { parseEducationSection, findGpa } from "./education.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const edu = (t: string) => parseEducationSection(linesFromText(t)).map((e) => [e.degree, e.school, e.graduationYear, e.gpa]);

describe("education", () => {
  it("school line + degree line with GPA", () => {
    expect(edu("Georgia Institute of Technology\tAtlanta, GA\nMaster of Science in Computer Science; GPA: 4.00\tAug 2012 – Dec 2013")).toEqual([
      ["Master of Science in Computer Science", "Georgia Institute of Technology", "2013", "4.00"],
    ]);
  });
  it("'School, City, Country - Degree (year)' lines, however long, one entry each", () => {
    expect(
      edu(
        [
          "Norwegian University of Science and Technology, Trondheim, Norway - Master of Science in Petroleum Geoscience (2016)",
          "Baltic Polytechnic Academy, Gdańsk, Poland - Diploma in Offshore Drilling Technology (2012)",
        ].join("\n"),
      ),
    ).toEqual([
      ["Master of Science in Petroleum Geoscience", "Norwegian University of Science and Technology", "2016", ""],
      ["Diploma in Offshore Drilling Technology", "Baltic Polytechnic Academy", "2012", ""],
    ]);
  });
  it("'School, Degree' after a date margin", () => {
    expect(edu("Sept 2000 – May 2005\tUniversity of Pennsylvania, BS in Computer Science")).toEqual([
      ["BS in Computer Science", "University of Pennsylvania", "2005", ""],
    ]);
  });
  it("degree with field, school, honors", () => {
    const r = parseEducationSection(
      linesFromText(
        "B.Tech, Computer Science and Engineering, Indian Institute of Technology\t2018 – 2022\n• Dean's List 2020\n• Relevant Coursework: Algorithms, Databases",
      ),
    );
    expect(r[0]).toMatchObject({
      degree: "B.Tech, Computer Science and Engineering",
      school: "Indian Institute of Technology",
      graduationYear: "2022",
      honors: "Dean's List 2020",
      relevantCoursework: "Algorithms, Databases",
    });
  });
  it("no graduation year while in progress", () => {
    expect(edu("PhD in Physics - ETH Zürich\t2021 – Present")[0]![2]).toBe("");
  });
  it("GPA forms", () => {
    expect(findGpa("Cumulative GPA: 3.8/4.0")?.gpa).toBe("3.8/4.0");
    expect(findGpa("3.8 GPA")?.gpa).toBe("3.8");
  });

  it("two degrees at one school", () => {
    expect(edu("University of Southern California\tLos Angeles, CA\nB.S. in Computer Science | 5/2020\nM.S. in Computer Science | 5/2021")).toEqual([
      ["B.S. in Computer Science", "University of Southern California", "2020", ""],
      ["M.S. in Computer Science", "University of Southern California", "2021", ""],
    ]);
  });
  it("LinkedIn style: school, then degree with the years in parentheses", () => {
    const [r] = edu("Stanford University\nMaster of Science - MS, Computer Science · (2012 - 2014)");
    expect(r![0]).toMatch(/^Master of Science/);
    expect(r!.slice(1)).toEqual(["Stanford University", "2014", ""]);
  });
});

describe("an awarding body on the line under the qualification", () => {
  it("a name with a place after it is the institution, not the qualification's field", () => {
    expect(edu("Certificate in Plumbing\nLusaka Trades Board, Kitwe, Zambia - 2016")).toEqual([["Certificate in Plumbing", "Lusaka Trades Board", "2016", ""]]);
    // a field of study on the degree's line is still the degree's
    expect(edu("BSc, Marine Biology\nUniversity of Malta, Msida, Malta - 2018")).toEqual([["BSc, Marine Biology", "University of Malta", "2018", ""]]);
  });
});

describe("school names", () => {
  it("recognises schools without 'University' in the name", async () => {
    const { looksLikeSchool } = await import("./roles.server.ts");
    for (const s of ["Georgia Tech", "ETH Zürich", "École Polytechnique", "KTH Royal Institute of Technology", "Technische Universität München"])
      expect(looksLikeSchool(s), s).toBe(true);
    for (const s of ["Google", "Software Engineer", "Technical Lead"]) expect(looksLikeSchool(s), s).toBe(false);
  });
});

describe("education rows as word processors and builders print them", () => {
  it("'Degree | School | Year' rows, however many words they run to", () => {
    expect(
      edu(
        [
          "Diploma in Early Years Care and Community Education | Northfield Institute of Technology | 2021",
          "Certificate in Infant and Toddler Care | Lakehead Community College | 2018",
        ].join("\n"),
      ),
    ).toEqual([
      ["Diploma in Early Years Care and Community Education", "Northfield Institute of Technology", "2021", ""],
      ["Certificate in Infant and Toddler Care", "Lakehead Community College", "2018", ""],
    ]);
  });
  it("'Class of 2019' gives the year", () => {
    expect(edu("Diploma in Hotel Management\nDelta Technical Institute, Tanta | Class of 2019 | Grade: Very Good")).toEqual([
      ["Diploma in Hotel Management", "Delta Technical Institute", "2019", ""],
    ]);
  });
  it("a long degree line under the school and year is the degree, not a description", () => {
    expect(edu("Riverbend Community College\t2019\nAssociate Degree in Culinary Arts and Food Service Management")).toEqual([
      ["Associate Degree in Culinary Arts and Food Service Management", "Riverbend Community College", "2019", ""],
    ]);
    // a sentence under the school is still its description
    expect(edu("Riverbend Community College\t2019\nLed the student cooking club and ran its charity bake sales")).toEqual([
      ["", "Riverbend Community College", "2019", ""],
    ]);
  });
  it("a state code ending the school's line is no master's degree", () => {
    const [entry, ...more] = parseEducationSection(linesFromText("Medical Office Diploma\t09/2018 - 06/2020\nPinewood Community College, Laurel, MS"));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ degree: "Medical Office Diploma", school: "Pinewood Community College", location: "Laurel, MS", graduationYear: "2020" });
  });
  it("a state code in the school's own piece of the line is no degree either", () => {
    expect(edu("Bachelor of Fine Arts\t2021\nHarbor State University · Salem, MA")).toEqual([["Bachelor of Fine Arts", "Harbor State University", "2021", ""]]);
  });
  it("a town after a dash that the gazetteer does not know is the school's place", () => {
    const [entry] = parseEducationSection(linesFromText("Riverbend Community College — Port Adley\t2019\nAssociate Degree in Culinary Arts"));
    expect(entry).toMatchObject({ degree: "Associate Degree in Culinary Arts", school: "Riverbend Community College", location: "Port Adley" });
  });
  it("Malay schools and certificates: 'Universiti', 'Politeknik', 'Kolej', 'Sijil'", async () => {
    const { looksLikeSchool, looksLikeDegree } = await import("./roles.server.ts");
    for (const s of ["Universiti Putra Malaysia", "Politeknik Kota Bharu", "Kolej Vokasional Tawau", "Universitas Gadjah Mada", "Colegio San Marcos"])
      expect(looksLikeSchool(s), s).toBe(true);
    expect(looksLikeDegree("Sijil Kemahiran Malaysia Tahap 2 Pastry")).toBe(true);
    expect(edu("Sijil Kemahiran Malaysia Tahap 2 Pastry\tJan 2017 - Dec 2018\nKolej Vokasional Tawau, Tawau, Sabah")).toEqual([
      ["Sijil Kemahiran Malaysia Tahap 2 Pastry", "Kolej Vokasional Tawau", "2018", ""],
    ]);
  });
  it("where no word tells degree from school, the name printed with a town is the school", () => {
    expect(edu("Kemahiran Tahap 3 Bakery\tJan 2017 - Dec 2018\nPusat Latihan Bukit Indah, Ipoh, Perak")).toEqual([
      ["Kemahiran Tahap 3 Bakery", "Pusat Latihan Bukit Indah", "2018", ""],
    ]);
  });
});

describe("a header line wrapped after a comma", () => {
  it("goes on below: the next entry keeps its degree, school and year", () => {
    expect(
      edu(
        [
          "Certificate III in Fitness, Coastal Institute of Technology, Geelong",
          "SEP 2019 — JUN 2021",
          "BSc Sport and Exercise Science, Southern Highlands University,",
          "Goulburn",
          "SEP 2013 — JUN 2016",
        ].join("\n"),
      ),
    ).toEqual([
      ["Certificate III in Fitness", "Coastal Institute of Technology", "2021", ""],
      ["BSc Sport and Exercise Science", "Southern Highlands University", "2016", ""],
    ]);
  });
});

describe("a degree under a training title", () => {
  it("a degree at a school named in Spanish is education, the courses stay certifications", async () => {
    const { degreesAmongCertifications } = await import("./education.server.ts");
    const { degrees, rest } = degreesAmongCertifications(
      linesFromText("Técnico Superior Diploma in Logistics (2015 – 2017)\nTecnológico de Sonora, Hermosillo, Mexico\nForklift Safety Course (2018)"),
    );
    expect(degrees.map((d) => [d.degree, d.school, d.graduationYear])).toEqual([["Técnico Superior Diploma in Logistics", "Tecnológico de Sonora", "2017"]]);
    expect(rest.map((l) => l.text)).toEqual(["Forklift Safety Course (2018)"]);
  });
});

describe("a high school under its certificate", () => {
  it("names the school of the certificate above it, not an entry of its own", () => {
    expect(edu("HND Marine Engineering\t2017\nCarrow Technical University, Carrow\nWASSCE\t2013\nRiverton Senior High School, Carrow")).toEqual([
      ["HND Marine Engineering", "Carrow Technical University", "2017", ""],
      ["WASSCE", "Riverton Senior High School", "2013", ""],
    ]);
  });
});

describe("a qualification its words do not tell for a degree, heading an entry", () => {
  it("goes back to the entry below when that one prints fewer lines before its dates than the first", () => {
    const text =
      "Certificate in Welding (Level 2)\nCarrow Skills Centre - Elm Bay\nSeptember 2015 to June 2018\n" +
      "CSEC (6 subjects including English A and Mathematics)\nRiverton High School - Elm Bay\nSeptember 2013 to June 2016";
    expect(edu(text).map(([degree, school, year]) => [degree, school, year])).toEqual([
      ["Certificate in Welding (Level 2)", "Carrow Skills Centre", "2018"],
      ["CSEC (6 subjects including English A and Mathematics)", "Riverton High School", "2016"],
    ]);
  });
});

describe("a certificate named after a level of schooling", () => {
  it("still starts an entry of its own", () => {
    expect(
      edu(
        "Certificate III in Joinery - Carrow Technical College, Carrow (2021)\nHigher School Certificate (Year 12) - Riverton High School, Carrow (2019)",
      ).map(([degree, school, year]) => [degree, school, year]),
    ).toEqual([
      ["Certificate III in Joinery", "Carrow Technical College", "2021"],
      ["Higher School Certificate (Year 12)", "Riverton High School", "2019"],
    ]);
  });
});

describe("German schooling", () => {
  it("reads a school by its compound ending in -schule and a school-leaving certificate as the degree", () => {
    expect(
      edu(
        "08.2014 – 07.2017\tVocational training as Electronics Technician (IHK)\nStädtische Berufsschule Carrow, Carrow\n08.2010 – 07.2013\tFachhochschulreife\nRealschule am Elmpark, Carrow",
      ).map(([degree, school, year]) => [degree, school, year]),
    ).toEqual([
      ["Vocational training as Electronics Technician (IHK)", "Städtische Berufsschule Carrow", "2017"],
      ["Fachhochschulreife", "Realschule am Elmpark", "2013"],
    ]);
  });
});

describe("a school named only in brackets after a qualification", () => {
  it("gives way to the school the next line names in its own words", () => {
    expect(edu("2005 – 2009\nCarpenter (secondary vocational school)\nSrednja lesarska šola Kranj, Kranj")).toEqual([
      ["Carpenter (secondary vocational school)", "Srednja lesarska šola Kranj", "2009", ""],
    ]);
    expect(edu("2010 – 2014\nWelder (vocational school)\nTechnical Institute of Lakeford")).toEqual([
      ["Welder (vocational school)", "Technical Institute of Lakeford", "2014", ""],
    ]);
  });
});

describe("technical and graduate qualifications by their Spanish names", () => {
  it("are the degree, the line under them the school", () => {
    expect(edu("Técnico en Enfermería\nITS Tacuarembó\n2016")).toEqual([["Técnico en Enfermería", "ITS Tacuarembó", "2016", ""]]);
    expect(edu("Instituto Superior del Sur, Sede Rivera\nAnalista Universitario en Redes\t2012 – 2015")).toEqual([
      ["Analista Universitario en Redes", "Instituto Superior del Sur", "2015", ""],
    ]);
  });
});

describe("a faculty beside its university", () => {
  it("is part of the school's name, in either order", () => {
    expect(edu("Bachelor of Laws, University of Lakeford, Faculty of Law, Lakeford\t2016")).toEqual([
      ["Bachelor of Laws", "University of Lakeford, Faculty of Law", "2016", ""],
    ]);
    expect(edu("Diploma in Nursing, School of Nursing, Harbour University\t2012")).toEqual([
      ["Diploma in Nursing", "School of Nursing, Harbour University", "2012", ""],
    ]);
  });
});
