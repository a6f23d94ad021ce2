import { describe, expect, it } from "vitest";
import { parseEducationSection } from "./education.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { looksLikeDegree, looksLikeSchool } from "./roles.server.ts";

const edu = (text: string) =>
  parseEducationSection(linesFromText(text)).map((e) => ({
    degree: e.degree,
    school: e.school,
    graduationYear: e.graduationYear,
    honors: e.honors,
    relevantCoursework: e.relevantCoursework,
  }));

describe("several degrees, each with its honours and coursework", () => {
  it("three degrees at one school, each on its own dated line", () => {
    const r = edu(
      [
        "University of Michigan\tAnn Arbor, MI",
        "Ph.D. in Computer Science\t2018 – 2023",
        "M.S. in Computer Science\t2016 – 2018",
        "Dean's List; Graduate Fellowship",
        "B.S. in Mathematics, magna cum laude\t2012 – 2016",
        "Coursework: Real Analysis, Topology",
      ].join("\n"),
    );
    expect(r).toHaveLength(3);
    expect(r[0]).toMatchObject({ degree: "Ph.D. in Computer Science", school: "University of Michigan", graduationYear: "2023", honors: "" });
    expect(r[1]).toMatchObject({ degree: "M.S. in Computer Science", school: "University of Michigan", graduationYear: "2018" });
    expect(r[1]!.honors).toContain("Dean's List");
    expect(r[2]).toMatchObject({
      degree: "B.S. in Mathematics",
      school: "University of Michigan",
      graduationYear: "2016",
      honors: "magna cum laude",
      relevantCoursework: "Real Analysis, Topology",
    });
  });
  it("degree lines over school lines, honours between them", () => {
    const r = edu(
      [
        "Master of Science in Data Science",
        "University College London\t2018 – 2019",
        "Distinction",
        "Bachelor of Engineering, First Class Honours",
        "University of Leeds\t2014 – 2018",
        "Relevant Coursework: Signals, Control Systems",
      ].join("\n"),
    );
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({
      degree: "Master of Science in Data Science",
      school: "University College London",
      graduationYear: "2019",
      honors: "Distinction",
    });
    expect(r[1]).toMatchObject({
      degree: "Bachelor of Engineering",
      school: "University of Leeds",
      graduationYear: "2018",
      honors: "First Class Honours",
      relevantCoursework: "Signals, Control Systems",
    });
  });
  it("honours printed after a dash or in parentheses leave the degree", () => {
    const r = edu("B.A. in Economics (Summa Cum Laude) – Yale University\t2010 – 2014");
    expect(r[0]).toMatchObject({ degree: "B.A. in Economics", school: "Yale University", honors: "Summa Cum Laude" });
  });
});

describe("degree lines sharing one school line", () => {
  it("each degree line is an entry of its own at that school", () => {
    const r = edu("Bachelor of Arts in History\nMaster of Education\nDoctor of Philosophy in Education Policy\nHarvard University\t2010 – 2020");
    expect(r.map((e) => [e.degree, e.school])).toEqual([
      ["Bachelor of Arts in History", "Harvard University"],
      ["Master of Education", "Harvard University"],
      ["Doctor of Philosophy in Education Policy", "Harvard University"],
    ]);
    expect(r[2]!.graduationYear).toBe("2020");
  });
  it("a Major line under a degree does not start another", () => {
    const r = edu("Bachelor of Science\nMajor: Chemistry\nRice University\t2012 – 2016");
    expect(r).toHaveLength(1);
  });
});

describe("a dated honour line", () => {
  it("is an honour of the degree above, not a degree of its own", () => {
    const r = edu("B.S. in Biology\tStanford University\t2015 – 2019\n• Coursework: Genetics\nDean's List, Fall 2017");
    expect(r).toHaveLength(1);
    expect(r[0]!.honors).toBe("Dean's List, Fall 2017");
  });
});

describe("each entry a single bullet", () => {
  it("reads '• Degree, School, Town (Year)' bullets as entries, school-leaving ones too", () => {
    const r = edu(
      [
        "• BBA (Hons), Lakeside University, Hilltown (2017)",
        "• Intermediate (FSc Pre-Medical), Lakeside Degree College, Hilltown (2013)",
        "• Matriculation (Science), Riverbend Model High School, Hilltown (2011)",
      ].join("\n"),
    );
    expect(r.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["BBA (Hons)", "Lakeside University", "2017"],
      ["Intermediate (FSc Pre-Medical)", "Lakeside Degree College", "2013"],
      ["Matriculation (Science)", "Riverbend Model High School", "2011"],
    ]);
  });
  it("leaves a bulleted licence with no school out of the entries", () => {
    const r = edu(["BSc Biology, Lakeside University, 2019", "• Forklift Licence, Hilltown Safety Board (2020)"].join("\n"));
    expect(r.map((e) => e.degree)).toEqual(["BSc Biology"]);
  });
  it("keeps a bullet that names no degree or school as the entry's detail", () => {
    const r = edu(["BSc Biology, Lakeside University, 2019", "• Led the field study club, 2018"].join("\n"));
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ degree: "BSc Biology", school: "Lakeside University", graduationYear: "2019" });
  });
});

describe("school-leaving and vocational qualifications", () => {
  it("take a vocational qualification over a school whose name has no school word", () => {
    const r = edu(
      [
        "NVQ Level 2 Hospitality\t2018",
        "Kestrelby, Hilltown",
        "GCSEs (7 grades A*-C including English and Maths)\t2014",
        "Hilltown Community School, Hilltown",
      ].join("\n"),
    );
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({ degree: "NVQ Level 2 Hospitality", graduationYear: "2018" });
    expect(r[0]!.school).toMatch(/^Kestrelby/);
    expect(r[1]).toMatchObject({ degree: "GCSEs (7 grades A*-C including English and Maths)", school: "Hilltown Community School" });
  });
  it("reads a quoted level after the school as the degree", () => {
    expect(edu("Hilltown Secondary School, Hilltown - GCE 'O' Level\n2014")).toEqual([
      expect.objectContaining({ degree: "GCE 'O' Level", school: "Hilltown Secondary School", graduationYear: "2014" }),
    ]);
  });
  it.each([
    "Leaving Certificate",
    "Advanced Highers",
    "BTEC Level 3 Extended Diploma",
    "KCSE",
    "SPM",
    "NCEA Level 2",
    "QCE",
    "WASSCE",
    "A-Levels",
    "AS Level",
    "Higher Secondary (Class XII)",
    "SSLC",
  ])("knows %s as a qualification", (name) => expect(looksLikeDegree(name)).toBe(true));
});

describe("an institution whose name has no school word", () => {
  it("takes the name between the qualification and the closing town as the school", () => {
    expect(edu("2012  Trade Certificate in Joinery, Ridgeway Skills Hub, Lakeford")).toEqual([
      expect.objectContaining({ degree: "Trade Certificate in Joinery", school: "Ridgeway Skills Hub", graduationYear: "2012" }),
    ]);
  });
  it("does so when the qualification's own name holds a school word", () => {
    expect(edu("Senior School Certificate (SSC), Marsh Hill Training Institution, Lakeford (2010)")[0]).toMatchObject({
      degree: "Senior School Certificate (SSC)",
      school: "Marsh Hill Training Institution",
    });
  });
});

describe("a school-leaving level in a qualification table", () => {
  it("reads 'Higher Secondary (Class XII)' as the degree and the school beside it", () => {
    const r = edu(
      "Qualification\tInstitution\tYear\nB.Com\tLakeside Women's College, Hilltown\t2017\nHigher Secondary (Class XII)\tSt. Anne's Girls' HSS, Hilltown\t2014",
    );
    expect(r[1]).toMatchObject({ degree: "Higher Secondary (Class XII)", graduationYear: "2014" });
    expect(r[1]!.school).toMatch(/^St\. Anne's Girls' HSS/);
  });
});

describe("school-leaving examinations and schools named in other countries' words", () => {
  it("reads a table row's exam and school the right way round", () => {
    const r = edu(["Qualification\tInstitution\tYear", "G.C.E. Advanced Level\tRanweli Balika Vidyalaya, Kandel\t2012"].join("\n"));
    expect(r[0]).toMatchObject({ degree: "G.C.E. Advanced Level", school: "Ranweli Balika Vidyalaya", graduationYear: "2012" });
  });
  it("knows the Caribbean's and East Africa's exams as qualifications", () => {
    expect(looksLikeDegree("CSEC (7 subjects)")).toBe(true);
    expect(looksLikeDegree("UACE")).toBe(true);
    expect(looksLikeDegree("Ordinary Level")).toBe(true);
    const r = edu("2011\tCSEC (5 subjects), Palmiste Secondary, Palmiste");
    expect(r[0]).toMatchObject({ degree: "CSEC (5 subjects)", graduationYear: "2011" });
  });
});

describe("vocational schools and their trade certificates", () => {
  it("reads a bulleted trade certificate with its training institute as an entry", () => {
    expect(edu("• ITI Welder (NCVT), Government ITI Perumbra, Kerala, India (2011)")[0]).toMatchObject({
      degree: "ITI Welder (NCVT)",
      school: "Government ITI Perumbra",
      graduationYear: "2011",
    });
    expect(edu("• Diploma in Plumbing, Government ITI Perumbra, Kerala, India (2011)")[0]).toMatchObject({ school: "Government ITI Perumbra" });
  });
});

describe("a school's name broken at the end of its line, and the town closing it", () => {
  it("joins the name's two halves and reads the town after it", () => {
    expect(edu("2017\tAssociate Degree in Business Management, Caroni Institute of\nBusiness, Tabaquite")[0]).toMatchObject({
      degree: "Associate Degree in Business Management",
      school: "Caroni Institute of Business",
      graduationYear: "2017",
    });
    const r = parseEducationSection(linesFromText("Diploma in Carpentry, Talgarth Institute, Pencader\t2016"));
    expect(r[0]).toMatchObject({ school: "Talgarth Institute", location: "Pencader" });
  });
  it("reads no label or lone field of study as the town", () => {
    expect(parseEducationSection(linesFromText("BSc, Computer Science, Lakeside University\t2016"))[0]!.location).toBe("");
  });
});

describe("schools named in Welsh, Turkish and Scandinavian words", () => {
  it("are schools", () => {
    for (const school of ["Coleg Glannau", "Ysgol Bryn Celyn", "Karşıyaka Anadolu Lisesi", "Ege Üniversitesi", "Nordvik Universitet"])
      expect(looksLikeSchool(school)).toBe(true);
    expect(edu("Level 3 Diploma in Plumbing\t2019\nColeg Glannau, Rhosfawr")[0]).toMatchObject({ school: "Coleg Glannau" });
  });
});

describe("a year the course is to be completed in", () => {
  it("is the graduation year, its word no part of the school", () => {
    expect(edu("Certificate III in Carpentry - TAFE NSW Riverina, Tumbarra NSW (completing 2026)")[0]).toMatchObject({
      school: "TAFE NSW Riverina",
      graduationYear: "2026",
    });
    expect(edu("Diploma of Nursing, Riverina TAFE (due 2027)")[0]).toMatchObject({ school: "Riverina TAFE", graduationYear: "2027" });
  });
});

describe("a degree named by the word 'degree' or by its Spanish or Portuguese name", () => {
  it("reads as a degree", () => {
    expect(looksLikeDegree("Engineer's Degree in Marine Surveying")).toBe(true);
    expect(looksLikeDegree("Degree in Forestry")).toBe(true);
    expect(looksLikeDegree("Ingeniería Mecánica")).toBe(true);
    expect(looksLikeDegree("Maestría en Finanzas")).toBe(true);
    expect(looksLikeDegree("Engenharia Civil")).toBe(true);
    expect(looksLikeDegree("360-degree feedback")).toBe(false);
  });
  it("is the degree after the school and its town and region code", () => {
    expect(edu("Instituto Tecnológico de Villa Clara, Villa Clara, V.C. - Ingeniería Química\n2011 - 2016")[0]).toMatchObject({
      school: "Instituto Tecnológico de Villa Clara",
      degree: "Ingeniería Química",
    });
  });
});

describe("a course no degree word names, with its stream after a dash", () => {
  it("keeps the stream", () => {
    expect(edu("Marula College — Culinary Arts – Pastry and Baking Operations\n2019")[0]).toMatchObject({
      school: "Marula College",
      degree: "Culinary Arts – Pastry and Baking Operations",
    });
    expect(edu("Marula College — Culinary Arts\n2019")[0]!.degree).toBe("Culinary Arts");
  });
});

describe("an Indonesian secondary school and the certificate named after its kind", () => {
  it("reads the school by its abbreviation and the kind in brackets as the degree", () => {
    expect(edu("SMK (Vocational High School), Welding\tSMK Negeri 3 Marula, Marula\t2014")[0]).toMatchObject({
      school: "SMK Negeri 3 Marula",
      degree: "SMK (Vocational High School), Welding",
    });
    expect(looksLikeSchool("SMA Negeri 1 Marula")).toBe(true);
    expect(looksLikeDegree("Technical High School Diploma")).toBe(true);
  });
});

describe("French and German diplomas", () => {
  it("'Diplôme', 'Maîtrise', 'Doctorat' and 'Diplom' name degrees", () => {
    for (const t of ["Diplôme d'Ingénieur en Génie Civil", "Maîtrise de Chimie", "Doctorat en Biologie", "Diplom-Kauffrau"])
      expect(looksLikeDegree(t), t).toBe(true);
  });
  it("a diploma under the school's line and its town is the degree, not the town", () => {
    const [e] = edu(["2018\tÉcole Supérieure des Mines de Valbrune, Valbrune", "Diplôme d'Ingénieur en Génie Civil"].join("\n"));
    expect(e).toMatchObject({ degree: "Diplôme d'Ingénieur en Génie Civil", school: "École Supérieure des Mines de Valbrune", graduationYear: "2018" });
  });
});

describe("a degree's name wrapped onto a second line in a narrow card or column", () => {
  it("keeps the second half in the degree", () => {
    expect(edu("Bachelor in Applied\t2012 – 2015\nEconomics\nTundra Polytechnic\nSkarvik")[0]).toMatchObject({
      degree: "Bachelor in Applied Economics",
      school: "Tundra Polytechnic",
      graduationYear: "2015",
    });
    expect(edu("Bachelor of Arts in\t2016 – 2019\nHistory\nNordvik University")[0]?.degree).toBe("Bachelor of Arts in History");
    expect(edu("DEC en Gestion de\nprojets\nCégep de Lacroix\n2011")[0]).toMatchObject({ degree: "DEC en Gestion de projets", school: "Cégep de Lacroix" });
    // a word cut at the line's end is put back together
    expect(edu("Bachelor of Science in Marine Engi\nneering\nNordvik State University\n2018")[0]?.degree).toBe("Bachelor of Science in Marine Engineering");
  });
  it("leaves an institution named on the next line alone", () => {
    expect(edu("Diploma in Tourism\nIntercollege Larnaka\n2011")[0]?.degree).toBe("Diploma in Tourism");
  });
});

describe("a degree named 'of' a field wrapped in a narrow column, maybe with its letters in brackets", () => {
  it("keeps the field's second word, in one entry", () => {
    expect(edu("Master of Business\t2016 – 2018\nAdministration\nNordvik University")).toEqual([
      expect.objectContaining({ degree: "Master of Business Administration", school: "Nordvik University", graduationYear: "2018" }),
    ]);
    expect(edu("Master of Business\t2016 – 2018\nAdministration (MBA)\nNordvik University")).toEqual([
      expect.objectContaining({ degree: "Master of Business Administration (MBA)", graduationYear: "2018" }),
    ]);
  });
  it("leaves a degree whole in itself, and a second degree, apart", () => {
    expect(edu("Bachelor of Arts\t2012 – 2015\nHistory\nTundra Polytechnic")[0]?.degree).toBe("Bachelor of Arts, History");
    expect(edu("Bachelor of Arts in History\nMaster of Education\nTundra Polytechnic\n2015").map((e) => e.degree)).toEqual([
      "Bachelor of Arts in History",
      "Master of Education",
    ]);
  });
});

describe("Italian, German and Austrian qualifications and schools", () => {
  it("knows their words", () => {
    for (const d of [
      "Laurea magistrale in Architettura",
      "Lehrabschluss Koch",
      "Gesellenbrief Tischler",
      "Ausbildung zur Bankkauffrau",
      "Diploma di Perito Agrario",
    ])
      expect(looksLikeDegree(d), d).toBe(true);
    for (const s of ["Accademia di Musica Vallesina", "Scuola Edile Brenta", "Istituto Tecnico Marconi", "Akademia Sztuk Pięknych"])
      expect(looksLikeSchool(s), s).toBe(true);
  });
  it("the degree over 'Academy, Town | years' is the degree, the academy the school", () => {
    expect(edu("Laurea in Scenografia\nAccademia di Belle Arti Vallesina, Fabriano | 2012 - 2015")).toMatchObject([
      { degree: "Laurea in Scenografia", school: "Accademia di Belle Arti Vallesina", graduationYear: "2015" },
    ]);
  });
});

describe("a school in capitals and its town over a course no degree word names", () => {
  it("the course is the degree and the town the school's place", () => {
    const [e] = parseEducationSection(linesFromText("DORNACH TRADE SCHOOL, Almsee\nFachkraft Lagerlogistik\t2011 - 2015"));
    expect(e).toMatchObject({ degree: "Fachkraft Lagerlogistik", school: "DORNACH TRADE SCHOOL", location: "Almsee", graduationYear: "2015" });
  });
});

describe("degrees told as sentences and degrees named in other languages", () => {
  it("reads a degree, its school, town and year from a bullet sentence", () => {
    const r = edu(
      [
        "• M.Tech. Thermal Engineering from Kaveri Hills Institute of Technology, Mysuru in 2014",
        "• B.E. Mechanical Engineering from Malnad Valley College of Engineering in 2012",
      ].join("\n"),
    );
    expect(r).toMatchObject([
      { degree: "M.Tech. Thermal Engineering", school: "Kaveri Hills Institute of Technology", graduationYear: "2014" },
      { degree: "B.E. Mechanical Engineering", school: "Malnad Valley College of Engineering", graduationYear: "2012" },
    ]);
  });
  it("reads such a sentence with its verb, its year in brackets or after a comma, and a grade", () => {
    const r = edu(
      [
        "• Completed B.Com from Sharada Valley College, Hassan (2010)",
        "• MBA (Finance) from Sharada Institute of Management, Hubballi, 2013",
        "• SSLC from Kaveri Hills High School, Mysuru in 2005 with 85%",
      ].join("\n"),
    );
    expect(r).toMatchObject([
      { degree: "B.Com", school: "Sharada Valley College", graduationYear: "2010" },
      { degree: "MBA (Finance)", school: "Sharada Institute of Management", graduationYear: "2013" },
      { degree: "SSLC", school: "Kaveri Hills High School", graduationYear: "2005" },
    ]);
  });
  it("reads a sentence naming the school after 'at', or opening 'Graduated with a …', 'Earned an …', 'Completed the …'", () => {
    const r = edu(
      [
        "Completed the BSc Geography at Harrowfield University, York in 2018.",
        "• Graduated with a BA (Hons) in History from Tollbridge University in 2016.",
        "• Earned an MSc in Data Science from Tollbridge University (2020).",
        "• Completed a Level 2 Diploma in Plumbing at Marsh End College, 2014.",
      ].join("\n"),
    );
    expect(r).toMatchObject([
      { degree: "BSc Geography", school: "Harrowfield University", graduationYear: "2018" },
      { degree: "BA (Hons) in History", school: "Tollbridge University", graduationYear: "2016" },
      { degree: "MSc in Data Science", school: "Tollbridge University", graduationYear: "2020" },
      { degree: "Level 2 Diploma in Plumbing", school: "Marsh End College", graduationYear: "2014" },
    ]);
  });
  it("reads a long degree line naming its field after 'major in', or with the small words of Italian, Spanish or French", () => {
    expect(edu("BS in Forestry major in Watershed Management, Northern Ridge Agricultural College\nBaguio (2015)")).toMatchObject([
      { degree: "BS in Forestry major in Watershed Management", school: "Northern Ridge Agricultural College", graduationYear: "2015" },
    ]);
    expect(edu("Università degli Studi di Monteverde, Treviso\t2016\nLaurea in Scienze e Tecniche per il Turismo Sostenibile")).toMatchObject([
      { degree: "Laurea in Scienze e Tecniche per il Turismo Sostenibile", school: "Università degli Studi di Monteverde", graduationYear: "2016" },
    ]);
  });
  it("reads a sentence naming the school first, or opening 'I hold …', 'Currently studying for …', 'Awarded … by …'", () => {
    const r = edu(
      [
        "Graduated from Harrowfield University in 2018 with a BSc in Geography.",
        "I hold a BA (Hons) in History from Tollbridge University (2016).",
        "Currently studying for an MSc in Data Science at Tollbridge University (expected 2026).",
        "• Awarded a BEng in Civil Engineering by Harrowfield University in 2014.",
      ].join("\n"),
    );
    expect(r).toMatchObject([
      { degree: "BSc in Geography", school: "Harrowfield University", graduationYear: "2018" },
      { degree: "BA (Hons) in History", school: "Tollbridge University", graduationYear: "2016" },
      { degree: "MSc in Data Science", school: "Tollbridge University", graduationYear: "2026" },
      { degree: "BEng in Civil Engineering", school: "Harrowfield University", graduationYear: "2014" },
    ]);
  });
  it("never reads the school's town as the degree: the plain line under the header names the course, if any", () => {
    expect(edu("Harrowgate University, Leeds\t2017\nPostgraduate studies with a focus on port logistics")).toMatchObject([
      { degree: "Postgraduate studies with a focus on port logistics", school: "Harrowgate University", graduationYear: "2017" },
    ]);
    expect(edu("Harrowgate University, Leeds\t2017\n• Dean's list, 2016")).toMatchObject([
      { degree: "", school: "Harrowgate University", graduationYear: "2017" },
    ]);
  });
  it("tells a Romanian degree from its university", () => {
    expect(edu("Licență în Sociologie\nUniversitatea Dealul Verde, Deva | 2013")).toMatchObject([
      { degree: "Licență în Sociologie", school: "Universitatea Dealul Verde", graduationYear: "2013" },
    ]);
  });
  it("tells a German chamber-examined trade from its vocational school centre", () => {
    expect(edu("Elektroniker für Betriebstechnik (IHK)\t2016\nBerufliches Schulzentrum Lindenau, Gera")).toMatchObject([
      { degree: "Elektroniker für Betriebstechnik (IHK)", school: "Berufliches Schulzentrum Lindenau", graduationYear: "2016" },
    ]);
    expect(looksLikeDegree("IHK Lindenau")).toBe(false);
  });
  it("knows schools by their names in other languages", () => {
    for (const school of [
      "Politechnika Nadrzeczna",
      "Faculdade Serra Clara",
      "Trường Đại học Sông Xanh",
      "Berufskolleg Lindenau",
      "Järvenrannan yliopisto",
      "Dombvidéki Egyetem",
      "Univerzita Horní Lhota",
    ])
      expect(looksLikeSchool(school)).toBe(true);
  });
  it("knows degrees by their names in other languages", () => {
    for (const degree of [
      "Licencjat z ekonomii",
      "Bakalář ekonomie",
      "Yüksek Lisans, İşletme",
      "Kandidatexamen i ekonomi",
      "Sarjana Ekonomi",
      "Cử nhân Kinh tế",
      "Grado en Enfermería",
      "Bacharel em Direito",
      "Staatsexamen Lehramt",
    ])
      expect(looksLikeDegree(degree)).toBe(true);
    expect(edu("Bacharel em Direito\nUniversidade Serra Clara, Lagoa Azul | 2015")).toMatchObject([
      { degree: "Bacharel em Direito", school: "Universidade Serra Clara", graduationYear: "2015" },
    ]);
  });
});
