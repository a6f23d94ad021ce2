import { describe, expect, it } from "vitest";
import { withPastedCvEntries } from "./pasted-cv.server.ts";
import { degrees, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school finished with a grade or a count of exam subjects", () => {
  it("reads 'finished grade 12 in … Secondary School 2011' as the school and its stage", () => {
    const resume = read("i am tomas reyes. i work as porter at Harbour Lodge Hotel from 2016 to now. i finish grade 12 in Pinecrest Secondary School 2011.");
    expect(degrees(resume)).toEqual([["Grade 12", "Pinecrest Secondary School", "2011"]]);
  });

  it("reads 'passed 5 waec subjects at … High School' as the exam, not the count", () => {
    const resume = read("hi im rosa lind. i work as cleaner at Brightway Services since 2018. i pass 5 waec subjects at Elmfield High School in 2013.");
    expect(degrees(resume)).toEqual([["WAEC", "Elmfield High School", "2013"]]);
  });
});

describe("prompt classes: two qualifications held, joined by 'and'", () => {
  it("reads the second one, from its own school with its own year", () => {
    const resume = read(
      "I'm Ann Vole. I have worked at Tarn Bank as a teller since 2019. I hold an Associate Degree in Finance from Elm Bay Community College (2017) and six CSEC subjects from Oak Park High School (2014).",
    );
    expect(roles(resume)).toEqual([["Teller", "Tarn Bank", "2019", "", true]]);
    expect(degrees(resume)).toEqual([
      ["Associate Degree in Finance", "Elm Bay Community College", "2017"],
      ["CSEC subjects", "Oak Park High School", "2014"],
    ]);
  });
});

describe("prompt classes: a list line of skills beside skills read elsewhere", () => {
  it("reads a bullet line of names with numbers in them, though one of them was read in the prose", () => {
    const resume = read(
      [
        "• Petra Holm – Tampere, Finland",
        "• Food Technologist – Saimaa Dairy Oy – 2018–2024",
        "• Lab Assistant – Kallio Foods Oy – 2014–2018",
        "• BSc Food Science – Pohjola University – 2013",
        "• GMP, ISO 9001, JMP, SAP MM",
        "• petra.holm@example.com · +358 40 123 4567",
      ].join("\n"),
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["GMP", "ISO 9001", "JMP", "SAP MM"]));
  });

  it("reads a numbered line of skills", () => {
    const resume = read(
      [
        "Leo Brandt — Bristol",
        "1. Head Baker at Crumb & Crust Bakery, 2019 to present",
        "2. Baker at Millstone Cafe, 2015 to 2019",
        "3. Level 2 Food Hygiene, sourdough, lamination, HACCP",
        "leo.brandt@example.com  0117 496 0000",
      ].join("\n"),
    );
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["sourdough", "lamination", "haccp"]));
  });

  it("takes no other list line once skills are read elsewhere", () => {
    const resume = read(
      [
        "• Petra Holm, Tampere, Finland",
        "• Food Technologist – Saimaa Dairy Oy – 2018–2024",
        "• Lab Assistant – Kallio Foods Oy – 2014–2018",
        "• Excel, Minitab, SAP, Power BI",
        "• Helsinki, Espoo, Turku",
        "• petra.holm@example.com",
      ].join("\n"),
    );
    expect(skillNames(resume)).not.toEqual(expect.arrayContaining(["Espoo"]));
  });
});

describe("prompt classes: a subject taught to someone, named with the school", () => {
  it("reads 'I teach English to adults at …' as an English teacher", () => {
    const resume = read(
      "I am Ana Silva from Porto. Since 2021 I teach English to adults at Lingua Viva Institute, and I was a receptionist at Hotel Douro Azul from 2017 to 2021.",
    );
    expect(roles(resume)).toContainEqual(["English Teacher", "Lingua Viva Institute", "2021", "", true]);
  });
});

describe("prompt classes: a pasted CV's title the parser leaves out", () => {
  it("keeps the writer's title of the same employer and year", () => {
    const prompt = [
      "Nora Field",
      "Austin, TX",
      "",
      "PROFESSIONAL EXPERIENCE",
      "",
      "Billing Specialist",
      "Oak Clinic  |  May 2019 – Present",
      " - Submit claims, post payments",
      "",
      "Patient Representative",
      "Birch Hospital  |  Jun 2015 – Apr 2019",
      " - Registration, insurance verification, check-in",
      "",
      "Cashier / Shift Lead",
      "Millpond Grocery  |  2012 – 2015",
      "",
      "EDUCATION",
      "AAT Level 3 — Leeds City College, 2015",
    ].join("\n");
    const resume = withPastedCvEntries(prompt, read(prompt));
    expect(roles(resume)).toContainEqual(["Cashier / Shift Lead", "Millpond Grocery", "2012", "2015", false]);
  });
});

describe("prompt classes: a school's name with an elided article", () => {
  it("reads 'Faculté d'Économie Nord' whole, and the school after it", () => {
    const resume = read(
      "My name is Anis Karim, I live in Rabat. I work as cashier at Marjane Sud since 2019. I have a Licence in Law from Faculté d'Économie Nord (2016) and my Baccalauréat from Lycée Ibn Sina in 2012.",
    );
    expect(degrees(resume).map(([, school, year]) => [school, year])).toEqual([
      ["Faculté d'Économie Nord", "2016"],
      ["Lycée Ibn Sina", "2012"],
    ]);
  });
});

describe("prompt classes: a course at a career centre, on a list line", () => {
  it("reads 'X program, Y Career Center, 2015' as schooling, not a role", () => {
    const resume = read(
      [
        "* Gina Moss, CNA — Akron, OH",
        "* Home Health Aide, Maple Home Care — since 2021",
        "* CNA, Birchwood Rehab — 2015–2021",
        "* Nurse Aide Training program, Summit Valley Career Center, 2015",
        "* CPR, dementia care, vitals",
        "* 330-555-0101 · gina@example.com",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Home Health Aide", "Maple Home Care"],
      ["CNA", "Birchwood Rehab"],
    ]);
    expect(degrees(resume)).toEqual([["Nurse Aide Training program", "Summit Valley Career Center", "2015"]]);
  });
});

describe("prompt classes: a table's column heading read as a school", () => {
  it("names the school the row holds, not the heading 'Institute'", () => {
    const prompt = [
      "CURRICULUM VITAE",
      "",
      "KARIM UDDIN",
      "Mobile: 01711-000000 ; E-mail: karim@example.com",
      "",
      "Employment History:",
      "1. Organization : Meghna Freight Ltd.",
      "   Designation  : Executive",
      "   Duration     : 01 July 2018 to Continuing",
      "",
      "Academic Qualification:",
      "Exam Title      Institute                              Result      Passing Year",
      "MBA (Marketing) Lalbagh University of Commerce         CGPA 3.50   2015",
      "BBA (Marketing) Lalbagh University of Commerce         CGPA 3.30   2013",
      "HSC             Ramna Model College                    GPA 4.80    2008",
      "",
      "Computer Skills: MS Office",
    ].join("\n");
    const resume = withPastedCvEntries(prompt, read(prompt));
    expect(degrees(resume)).toEqual([
      ["MBA (Marketing)", "Lalbagh University of Commerce", "2015"],
      ["BBA (Marketing)", "Lalbagh University of Commerce", "2013"],
      ["HSC", "Ramna Model College", "2008"],
    ]);
  });

  it("names the school the writer read for a row whose school the parser left out", () => {
    const prompt = [
      "CURRICULUM VITAE",
      "",
      "KARIM UDDIN",
      "Mobile: 01711-000000 ; E-mail: karim.uddin@example.com",
      "Present Address: Mirpur 10, Dhaka",
      "",
      "Employment History:",
      "1. Organization : Meghna River Freight Lines Ltd.",
      "   Designation  : Senior Officer (Accounts)",
      "   Duration     : 01 July 2019 to Continuing",
      "2. Organization : Kaptai Road Storage Depot Ltd.",
      "   Designation  : Officer, Billing",
      "   Duration     : 15 March 2015 to 30 June 2019",
      "",
      "Academic Qualification:",
      "Exam Title      Institute                              Result      Passing Year",
      "MBA (Finance)   Lalbagh College of Commerce          CGPA 3.41   2014",
      "BBA (Finance)   Lalbagh College of Commerce          CGPA 3.22   2012",
      "HSC             Ramna Model College                    GPA 4.60    2007",
      "",
      "Computer Skills: MS Office, Tally ERP",
    ].join("\n");
    const resume = withPastedCvEntries(prompt, read(prompt));
    expect(degrees(resume)).toEqual([
      ["MBA (Finance)", "Lalbagh College of Commerce", "2014"],
      ["BBA (Finance)", "Lalbagh College of Commerce", "2012"],
      ["HSC", "Ramna Model College", "2007"],
    ]);
  });
});

describe("prompt classes: the exams a teacher prepares students for", () => {
  it("reads no qualification of the teacher's from 'prepares students for GCSE and A-level physics'", () => {
    const resume = read(
      "Mr. Dale Pryce has taught at Hillview High School since 2014, where he prepares students for GCSE and A-level physics. He holds a BSc in Physics from Tarn University (2012).",
    );
    expect(degrees(resume)).toEqual([["BSc in Physics", "Tarn University", "2012"]]);
  });
});
