import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: two dated roles in one sentence, set apart by a comma alone", () => {
  it("reads a second role told by a past verb with no subject ('…, served my apprenticeship with …')", () => {
    const resume = read("Colm Byrne, plumber. Working for Tarbet Heating since 2017 as a gas engineer, served my apprenticeship with Lenny Pipes 2012-2016.");
    expect(roles(resume)).toEqual([
      ["Gas Engineer", "Tarbet Heating", "2017", "", true],
      // the trade the person names themself by ("…, plumber") is what the apprenticeship was in
      ["Apprentice Plumber", "Lenny Pipes", "2012", "2016", false],
    ]);
  });

  it("reads a second lower-case title at its employer after a comma", () => {
    const resume = read("Ines Lobo. Head chef at Casa Pino since 2020, line cook at Brisa Azul 2016-2020.");
    expect(roles(resume)).toEqual([
      ["Head Chef", "Casa Pino", "2020", "", true],
      ["Line Cook", "Brisa Azul", "2016", "2020", false],
    ]);
  });

  it("keeps the town after the employer out of its name", () => {
    const resume = read("Ines Lobo. Now head chef at Casa Pino in Lisbon (since 2020), line cook at Brisa Azul 2016-2020.");
    expect(roles(resume)[0]).toEqual(["Head Chef", "Casa Pino", "2020", "", true]);
  });

  it("does not split a role from what was done there", () => {
    const resume = read("Ines Lobo. Line cook at Brisa Azul from 2016 to 2020, worked mostly on the grill.");
    expect(roles(resume)).toHaveLength(1);
  });
});

describe("prompt classes: the employer joined, then its title in a clause after 'where'", () => {
  it("gives the employer the title and dates said after 'where I've worked as'", () => {
    const resume = read(
      "I'm Lila Osei. I started at Brannock Audit as a junior auditor from 2014 to 2017, then joined Keswick Foods where I've worked as a buyer since 2017.",
    );
    expect(roles(resume)).toEqual([
      ["Buyer", "Keswick Foods", "2017", "", true],
      ["Junior Auditor", "Brannock Audit", "2014", "2017", false],
    ]);
  });

  it("reads 'where I was <title> until <year>' as the same role", () => {
    const resume = read("Piet Rue. Later I joined Orvane Cables where I was line planner until 2021.");
    expect(roles(resume)).toEqual([["Line Planner", "Orvane Cables", "", "2021", false]]);
  });
});

describe("prompt classes: a role that goes on, said after it ('I still hold the post', 'I'm still there')", () => {
  it("reads the role joined 'after which' as its own, held now", () => {
    const resume = read(
      "Dee Marsh. I was a cashier at Quillby Stores from 2010 to 2013, after which I joined Harrow Mutual in 2013 as a loan adviser and I still hold the post.",
    );
    expect(roles(resume)).toEqual([
      ["Loan Adviser", "Harrow Mutual", "2013", "", true],
      ["Cashier", "Quillby Stores", "2010", "2013", false],
    ]);
  });

  it("reads 'and I'm still there' as a role held now", () => {
    const resume = read("Ela Burn. I returned to work in May 2021 as a receptionist at Tallow Dental and I'm still there.");
    expect(roles(resume)).toEqual([["Receptionist", "Tallow Dental", "May 2021", "", true]]);
  });
});

describe("prompt classes: a second employer 'moved to' in the same sentence", () => {
  it("reads each employer with its own title and start", () => {
    const resume = read(
      "Nia Eze. I started at Pellman Labs as a lab technician in June 2015 and moved to Corvid Health as a quality officer in 2019, where I still work.",
    );
    expect(roles(resume)[0]).toEqual(["Quality Officer", "Corvid Health", "2019", "", true]);
    expect(roles(resume)[1]?.slice(0, 3)).toEqual(["Lab Technician", "Pellman Labs", "June 2015"]);
    expect(roles(resume)[1]?.[4]).toBe(false);
  });
});

describe("prompt classes: an employer named after its kind, set off by commas ('at a payments lender, Quorral,')", () => {
  it("reads the name as the employer", () => {
    expect(roles(read("Ade Ojo. These days I'm head of QA at a payments lender, Quorral, since 2022."))).toEqual([["Head of QA", "Quorral", "2022", "", true]]);
  });
});

describe("prompt classes: a degree's subject of two capitalised fields joined by 'and'", () => {
  it("keeps both fields in the degree", () => {
    expect(degrees(read("Ana Lis. She holds a BSc in Nursing and Midwifery from Tolla College, 2020."))).toEqual([
      ["BSc in Nursing and Midwifery", "Tolla College", "2020"],
    ]);
    expect(degrees(read("Ana Lis. I hold a Bachelor in Mechanical and Industrial Engineering from Corran University (2014)."))).toEqual([
      ["Bachelor in Mechanical and Industrial Engineering", "Corran University", "2014"],
    ]);
  });

  it("ends the subject before a second degree after 'and'", () => {
    expect(degrees(read("Ana Lis. I hold a Bachelor in Law and Master in Tax, both from Tarn University."))[0]?.[0]).toBe("Bachelor in Law");
  });
});

describe("prompt classes: a degree named by its subject before the word 'degree'", () => {
  it("reads 'a Computer Science degree from …'", () => {
    expect(degrees(read("Ana Lis. I have a Computer Science degree from Hale University (2015)."))).toEqual([
      ["Computer Science degree", "Hale University", "2015"],
    ]);
    expect(degrees(read("Ana Lis. Got my Nursing degree at Ormond College in 2010."))).toEqual([["Nursing degree", "Ormond College", "2010"]]);
  });
});

describe("prompt classes: qualifications in Spanish, French and Portuguese", () => {
  it("reads 'Grado en …' with its school after 'por la', and 'Licence en …' after 'à l''", () => {
    expect(degrees(read("Ana Lis. Grado en Biología por la Universidad de Orense (2016). Licence en Droit à l'Université de Brel, 2013."))).toEqual([
      ["Grado en Biología", "Universidad de Orense", "2016"],
      ["Licence en Droit", "Université de Brel", "2013"],
    ]);
  });

  it("reads a subject studied at one school and a 'Máster en …' at another, in one sentence", () => {
    const resume = read(
      "Ana Lis. I studied economics at the Universitat de Valls, graduating in 2010, and completed a Máster en Auditoría at the Universidad de Orense in 2012.",
    );
    expect(degrees(resume)).toEqual([
      ["economics", "Universitat de Valls", "2010"],
      ["Máster en Auditoría", "Universidad de Orense", "2012"],
    ]);
  });

  it("keeps the subject told in the sentence over its name in brackets", () => {
    expect(degrees(read("Ana Lis. I studied Law (Grado en Derecho) at Universidad de Orense and graduated in 2015."))).toEqual([
      ["Law", "Universidad de Orense", "2015"],
    ]);
  });
});

describe("prompt classes: 'After graduating from <school> with a <degree> in <year>, I joined …'", () => {
  it("reads the degree and its school, and the job joined from the graduation's year to its end", () => {
    const resume = read(
      "Ana Lis. After graduating from the Kestrel Institute with an MA in History in 2015, I joined Rook Insurance as an underwriter and worked there until 2019.",
    );
    expect(degrees(resume)).toEqual([["MA in History", "Kestrel Institute", "2015"]]);
    expect(roles(resume)).toEqual([["Underwriter", "Rook Insurance", "2015", "2019", false]]);
  });
});

describe("prompt classes: a degree's letters that name a tool in a list ('MS Project')", () => {
  it("reads the tools, not a degree", () => {
    const resume = read("Ana Lis. I use Revit, Navisworks and MS Project daily.");
    expect(degrees(resume)).toEqual([]);
    expect(Object.values(resume.skills ?? {}).join(", ")).toContain("MS Project");
  });
});

describe("prompt classes: a pasted profile export", () => {
  const profile = [
    "About",
    "Planner at Larkspur Trust.",
    "",
    "Experience",
    "Project Planner",
    "Larkspur Trust",
    "Sep 2019 - Present · Leeds, West Yorkshire",
    "",
    "Events Officer",
    "Harlow Arts Centre",
    "Jan 2016 - Aug 2019",
    "",
    "Mirela Vasquez-Hart",
    "mirela@example.com",
  ].join("\n");

  it("reads an entry whose dates line ends with where the job was", () => {
    expect(roles(read(profile))).toEqual([
      ["Project Planner", "Larkspur Trust", "Sep 2019", "", true],
      ["Events Officer", "Harlow Arts Centre", "Jan 2016", "Aug 2019", false],
    ]);
    expect(read(profile).experiences?.[0]?.location).toBe("Leeds, West Yorkshire");
  });

  it("reads the name on its own line at the end, above the contacts", () => {
    expect(name(read(profile))).toEqual(["Mirela", "Vasquez-Hart"]);
  });

  it("takes no name from a last line that is an employer or a school", () => {
    expect(name(read("Experience\nProject Planner\nLarkspur Trust\nSep 2019 - Present\n\nFenn University\nmirela@example.com"))).toEqual(["", ""]);
  });
});

describe("prompt classes: the same role told undated in a summary and dated in a list", () => {
  it("keeps one role, with the dated mention's full title", () => {
    const resume = read("Summary: Planner at Larkspur Trust.\nProject Planner at Larkspur Trust, Sep 2019 - Present\nClerk at Larkspur Trust, 2015 - 2019");
    expect(roles(resume)).toEqual([
      ["Project Planner", "Larkspur Trust", "Sep 2019", "", true],
      ["Clerk", "Larkspur Trust", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: licences and certifications listed under a label or heading", () => {
  it("reads a 'LICENSE:' line as a certification, not a degree", () => {
    const resume = read("Mira Nwosu\nLagos\n\nEDUCATION\nBachelor of Nursing, Kestrel University, 2016\n\nLICENSE: Registered Nurse (NMC), 2016");
    expect(degrees(resume)).toEqual([["Bachelor of Nursing", "Kestrel University", "2016"]]);
    expect(resume.additionalInfo?.certifications).toBe("Registered Nurse (NMC), 2016");
  });

  it("reads each line under a CERTIFICATIONS heading, and the acronyms after a capitalised label", () => {
    expect(read("Mira Nwosu\n\nCERTIFICATIONS\nFood Hygiene Level 2\nFirst Aid at Work, 2019").additionalInfo?.certifications).toBe(
      "Food Hygiene Level 2\nFirst Aid at Work, 2019",
    );
    expect(read("Mira Nwosu\nLagos\n\nCertifications: BLS, ACLS").additionalInfo?.certifications).toBe("BLS\nACLS");
    expect(read("Mira Nwosu. Certified in BLS and ACLS.").additionalInfo?.certifications).toBe("BLS\nACLS");
  });
});

describe("prompt classes: a paragraph dictated in lower case", () => {
  it("reads the name introduced after 'my name is' or 'I'm', and the employers after 'at'", () => {
    const resume = read("my name is jorge luis pardo and i am a mechanic from cali. i work at taller rueda since 2017.");
    expect(name(resume)).toEqual(["Jorge Luis", "Pardo"]);
    expect(roles(resume)).toEqual([["Mechanic", "Taller Rueda", "2017", "", true]]);
  });

  it("reads the town after 'in' as a town, not part of the title", () => {
    const resume = read("i'm meera pillai, nurse in nagpur. worked at sunrise clinic from 2014 to 2019.");
    expect(name(resume)).toEqual(["Meera", "Pillai"]);
    expect(roles(resume)).toEqual([["Nurse", "Sunrise Clinic", "2014", "2019", false]]);
  });

  it("takes no name from what follows 'I'm' when it is no name", () => {
    expect(name(read("i'm very happy. i'm working hard, as a nurse at sunrise hospital since 2019."))).toEqual(["", ""]);
  });
});

describe("prompt classes: two given names before the surname", () => {
  it("keeps both given names together when each is one", () => {
    expect(name(read("John Paul Okoye, cashier at Bellway Mart since 2019."))).toEqual(["John Paul", "Okoye"]);
    expect(name(read("I'm Anne Marie Duval, a teacher."))).toEqual(["Anne Marie", "Duval"]);
  });

  it("keeps two surnames together", () => {
    expect(name(read("I'm Lucía Campos Prieto, an architect."))).toEqual(["Lucía", "Campos Prieto"]);
  });
});

describe("prompt classes: 'I manage the <place>', 'I run the <place>'", () => {
  it("reads the place managed as the employer, with no title made up", () => {
    expect(roles(read("I'm Tessa Vorn. I manage the Harbour Lights Cafe in Brighton since 2020."))).toEqual([["", "Harbour Lights Cafe", "2020", "", true]]);
  });

  it("reads no employer from a team managed", () => {
    expect(roles(read("I'm Tessa Vorn. I managed the Sales team from 2015 to 2019."))).toEqual([]);
  });
});

describe("prompt classes: the title after the name gives the current job its title", () => {
  it("reads 'Name, baker.' and 'Name — web designer, Leeds.'", () => {
    expect(roles(read("Tessa Vorn, baker. I run the Crumb Corner bakery in Hove since 2019."))).toEqual([["Baker", "Crumb Corner", "2019", "", true]]);
    expect(roles(read("Lina Kora — web designer, Leeds. Freelance since 2021."))).toEqual([["Web Designer", "Self-employed", "2021", "", true]]);
  });

  it("reads a title with its name in another language in brackets", () => {
    expect(roles(read("Rita Quill, pharmacist (Farmacéutica Titulada) in Arequipa. I run the dispensary at Botica Sol since 2020."))).toEqual([
      ["Pharmacist", "Botica Sol", "2020", "", true],
    ]);
  });

  it("takes no title from a town alone", () => {
    expect(roles(read("Tessa Vorn, Leeds. Crumb Corner since 2019."))[0]?.[0] ?? "").toBe("");
  });
});

describe("prompt classes: month names in Spanish, Portuguese, French, Italian and German", () => {
  it("reads the months of a range, joined by a dash or by 'a' / 'bis'", () => {
    expect(roles(read("Tessa Vorn. Analyst at Tarsel Group, marzo 2019 - enero 2022."))).toEqual([
      ["Analyst", "Tarsel Group", "March 2019", "January 2022", false],
    ]);
    expect(roles(read("Tessa Vorn. Analyst at Tarsel Group (mars 2019 – janvier 2022)."))).toEqual([
      ["Analyst", "Tarsel Group", "March 2019", "January 2022", false],
    ]);
    expect(roles(read("Tessa Vorn. Analyst at Tarsel Group, septiembre 2018 a presente."))).toEqual([["Analyst", "Tarsel Group", "September 2018", "", true]]);
    expect(roles(read("Tessa Vorn. Analyst at Tarsel Group from mai 2019 bis heute."))).toEqual([["Analyst", "Tarsel Group", "May 2019", "", true]]);
  });

  it("reads Dutch months and 'tot', 'sinds' from the table the parser reads, as full English months", () => {
    expect(roles(read("Pim Aalders. Planner at Duinvogel Logistiek, januari 2019 tot maart 2021."))).toEqual([
      ["Planner", "Duinvogel Logistiek", "January 2019", "March 2021", false],
    ]);
    expect(roles(read("Pim Aalders. Planner at Duinvogel Logistiek sinds februari 2020."))).toEqual([
      ["Planner", "Duinvogel Logistiek", "February 2020", "", true],
    ]);
  });

  it("reads 'since março de 2019'", () => {
    expect(roles(read("Tessa Vorn. Analyst at Tarsel Group since março de 2019."))).toEqual([["Analyst", "Tarsel Group", "March 2019", "", true]]);
  });
});

describe("prompt classes: a length of time with no year", () => {
  it("gives the role no dates", () => {
    expect(roles(read("Olu Ade. I spent 3 years at Brindle Foods as a packer."))).toEqual([["Packer", "Brindle Foods", "", "", false]]);
    expect(roles(read("Olu Ade. Packer at Brindle Foods for 3 years."))).toEqual([["Packer", "Brindle Foods", "", "", false]]);
  });

  it("reads two roles in a sentence clause by clause, the length kept out of the employer's name", () => {
    const resume = read("Olu Ade. Packer at Brindle Foods for 3 years, then driver at Keldon Freight since 2020.");
    expect(roles(resume).map((role) => role.slice(0, 2))).toEqual([
      ["Driver", "Keldon Freight"],
      ["Packer", "Brindle Foods"],
    ]);
  });
});

describe("prompt classes: roles told as English learners write them ('I am working pastry cook in …')", () => {
  it("reads a known title 'in' the employer after 'am working' or 'and work', with no 'as'", () => {
    const resume = read(
      "Hello my name Somchai Rak, I am cook. From 2011 until 2015 I am working pastry cook in Lotus Garden Hotel, after I go Muscat and work sous chef in Grand Marlin Hotel 2015 to 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Sous Chef", "Grand Marlin Hotel", "2015", "2019", false],
      ["Pastry Cook", "Lotus Garden Hotel", "2011", "2015", false],
    ]);
  });

  it("reads no employer from the work done in a town", () => {
    expect(roles(read("Ravi Kamath. I work night shifts in Leeds since 2019."))).toEqual([]);
  });
});

describe("prompt classes: a sentence that only lists skills, with no label", () => {
  const skillsOf = (prompt: string) =>
    Object.values(read(prompt).skills ?? {})
      .filter(Boolean)
      .join(", ");

  it("reads the items of the list as skills", () => {
    expect(skillsOf("Ravi Kamath, driver at Keldon Freight since 2018. Forklift, HGV Class 1, ADR, tachograph rules.")).toContain("tachograph rules");
    expect(skillsOf("Ravi Kamath, welder. MIG, TIG and stick welding, blueprint reading, forklift.")).toContain("blueprint reading");
  });

  it("reads no skills from a list of titles or of towns", () => {
    expect(skillsOf("Ravi Kamath. Waiter, barista, cook.")).toBe("");
    expect(skillsOf("Ravi Kamath. Leeds, Bradford, York.")).toBe("");
  });

  it("reads no skills from a list of pastimes, personal details, days or languages", () => {
    for (const list of ["Love hiking, reading, cooking.", "Married, two kids, non-smoker.", "Monday, Tuesday, Friday.", "English, French, Spanish."])
      expect(skillsOf(`Ana Lis, nurse at Kell Hospital since 2019. ${list}`)).toBe("");
  });
});

describe("prompt classes: an employer whose name opens with a lower-case letter before digits ('k9 …')", () => {
  it("reads the whole name", () => {
    expect(roles(read("Ana Lis. Since 2018 I've been site planner at k9 Vektor Bau."))).toEqual([["Site Planner", "k9 Vektor Bau", "2018", "", true]]);
  });
});

describe("prompt classes: a course named before its provider ('did the … bootcamp at <provider>')", () => {
  it("reads the certificate it gave as the degree and the provider as the school, no job there", () => {
    const resume = read(
      "Ana Lis. Paralegal at Brisk Co from 2012 to 2020, then in 2021 I did the UX design bootcamp at Codera Academy (UX Design certificate, 2021).",
    );
    expect(degrees(resume)).toEqual([["UX Design certificate", "Codera Academy", "2021"]]);
    expect(roles(resume)).toEqual([["Paralegal", "Brisk Co", "2012", "2020", false]]);
  });

  it("reads the course itself when no certificate is named", () => {
    expect(degrees(read("Ana Lis. I completed a data analytics course with Tallow Institute in 2021."))).toEqual([
      ["Data analytics course", "Tallow Institute", "2021"],
    ]);
  });
});

describe("prompt classes: a month said as 'that <month>'", () => {
  it("puts the month in the year written last before it", () => {
    expect(roles(read("Ana Lis. I finished my training in 2014 and began as a ward clerk at Kell Clinic that October, staying until 2017."))).toEqual([
      ["Ward Clerk", "Kell Clinic", "October 2014", "2017", false],
    ]);
  });

  it("adds no year when none was written before it", () => {
    expect(roles(read("Ana Lis. I began as a ward clerk at Kell Clinic that October."))[0]?.[2]).toBe("");
  });
});

describe("prompt classes: a bulleted list of skills with a capitalised item", () => {
  it("reads the items as skills", () => {
    const resume = read("- Kwesi Quaye\n- Barber at Fade Co, 2020 to date\n- Windows Server, Active Directory, networking");
    expect(Object.values(resume.skills ?? {}).join(", ")).toContain("Active Directory");
  });
});

describe("prompt classes: a range closed by 'Continuing' or 'till date'", () => {
  it("reads a role held now", () => {
    const resume = read(
      "Ana Lis\nEmployment History:\n1. Organization: Bexley Mills Ltd.\n   Designation: Stores Supervisor\n   Duration: March 2018 to Continuing",
    );
    expect(roles(resume)).toEqual([["Stores Supervisor", "Bexley Mills Ltd.", "March 2018", "", true]]);
  });
});

describe("prompt classes: short month names of other languages in a range ('abr 2018 – dez 2020')", () => {
  it("reads the months", () => {
    expect(roles(read("Ana Lis\nExperience\nUX Designer — Corvo Media, abr 2018 – dez 2020"))).toEqual([
      ["UX Designer", "Corvo Media", "April 2018", "December 2020", false],
    ]);
    expect(roles(read("Ana Lis\nExperience\nAnalyst — Tarsel, set. 2018 - out 2020"))).toEqual([
      ["Analyst", "Tarsel", "September 2018", "October 2020", false],
    ]);
  });

  it("leaves a word that is only spelt like one alone", () => {
    expect(JSON.stringify(roles(read("Ana Lis. I was out 2019 - 2020 travelling. Analyst at Tarsel since 2021.")))).not.toContain("October");
  });
});

describe("prompt classes: a certificate in a field from a school, with no verb of earning it", () => {
  it("reads it as education", () => {
    expect(degrees(read("Ana Lis. In 2023 I topped up with a Certificate in Wound Care from Harrow University of Nursing."))).toEqual([
      ["Certificate in Wound Care", "Harrow University of Nursing", "2023"],
    ]);
  });

  it("reads 'Pharm-D' as a degree", () => {
    expect(degrees(read("Ana Lis. She earned a Pharm-D at Corran University in 2010."))).toEqual([["Pharm-D", "Corran University", "2010"]]);
  });
});

describe("prompt classes: 'working like <title> at <employer>' for 'as'", () => {
  it("reads the title, when it is one", () => {
    expect(roles(read("Hello, my name is Linh Vo. I am working like web developer at Sao Mai Soft from 2021 until now."))).toEqual([
      ["Web Developer", "Sao Mai Soft", "2021", "", true],
    ]);
    expect(roles(read("Ana Lis. I worked like a dog at Brisk Co from 2015 to 2018 as a clerk."))).toEqual([["Clerk", "Brisk Co", "2015", "2018", false]]);
  });
});

describe("prompt classes: more of a paragraph typed without capitals", () => {
  it("reads the name that opens it, the employer 'with' a start date, and a degree's letters", () => {
    const resume = read("femi adeyemo, surveyor. these days im a land surveyor with delta geomatics since 2018. bsc surveying from orwell university 2013.");
    expect(name(resume)).toEqual(["Femi", "Adeyemo"]);
    expect(roles(resume)).toEqual([["Land Surveyor", "Delta Geomatics", "2018", "", true]]);
    expect(degrees(resume)).toEqual([["BSc surveying", "Orwell University", "2013"]]);
  });

  it("takes no name from an opening that describes the person", () => {
    expect(name(read("experienced welder, looking for work. i worked at fenby steel from 2015 to 2019."))).toEqual(["", ""]);
  });
});

describe("prompt classes: the start of a role said in the sentence after it ('I started there in 2018')", () => {
  it("gives the role told just before its start", () => {
    const resume = read("My name is Aisha Ojo. I work as a pharmacist at Alheri Pharmacy in Abuja. I started there in 2018.");
    expect(roles(resume)).toEqual([["Pharmacist", "Alheri Pharmacy", "2018", "", true]]);
  });
});

describe("prompt classes: a role told in the present tense ('I'm a data engineer at …, joined in March 2021')", () => {
  it("is held now", () => {
    expect(roles(read("Jin Park here! I'm a data engineer at Hanul Data in Busan, joined in March 2021."))).toEqual([
      ["Data Engineer", "Hanul Data", "March 2021", "", true],
    ]);
  });

  it("is not when the text ends it", () => {
    expect(roles(read("Jin Park. I'm a data engineer at Hanul Data from 2019 to 2021."))[0]?.[4]).toBe(false);
  });
});

describe("prompt classes: 'Name's …' introduces the name", () => {
  it("leaves the introduction out of the name", () => {
    expect(name(read("Name's Bea Santos. Currently a sous chef at Olive & Thyme (2021-present)."))).toEqual(["Bea", "Santos"]);
  });
});

describe("prompt classes: 'and before I was …' after a role in the same sentence", () => {
  it("reads the earlier role on its own", () => {
    const resume = read("Tomás Brito. I work at Cemora as a project engineer since 2019 and before I was site engineer at Talco from 2015 to 2019.");
    expect(roles(resume)).toEqual([
      ["Project Engineer", "Cemora", "2019", "", true],
      ["Site Engineer", "Talco", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: an introduction 'my name is' in Spanish, Portuguese, French or German", () => {
  it.each([
    ["Mi nombre es Tomás Brito. Ingeniero civil.", "Tomás", "Brito"],
    ["Meu nome é Tiago Ramos, cozinheiro.", "Tiago", "Ramos"],
    ["Mon nom est Anaïs Roy. Infirmière.", "Anaïs", "Roy"],
    ["Ich heiße Emil Weber und bin Schreiner.", "Emil", "Weber"],
  ])("%s", (prompt, first, last) => {
    expect(name(read(prompt))).toEqual([first, last]);
  });
});

describe("prompt classes: a job told by a capitalised past verb with no subject ('Drove for …')", () => {
  it("reads the employer, and the verb is no title", () => {
    expect(roles(read("Yaw Darko. Packed for Tesmart from 2010 to 2012. Cashier at Lidora since 2012."))).toEqual([
      ["Cashier", "Lidora", "2012", "", true],
      ["", "Tesmart", "2010", "2012", false],
    ]);
    expect(roles(read("Yaw Darko. Drove for Bolmar Logistics 2014 to 2020 then joined Maerl Freight as senior driver in 2020 till now."))).toEqual([
      ["Senior Driver", "Maerl Freight", "2020", "", true],
      ["", "Bolmar Logistics", "2014", "2020", false],
    ]);
  });
});

describe("prompt classes: placements and the self-employed", () => {
  it("reads no employer from the word 'Apprenticeship', and 'Self employed' without its hyphen", () => {
    expect(roles(read("Ian Corrie. Self employed since 2015. Apprenticeship with Corrig Electric 2004-2008."))).toEqual([
      ["", "Self-employed", "2015", "", true],
      ["", "Corrig Electric", "2004", "2008", false],
    ]);
  });

  it("reads no month as the title in a bracket after the employer", () => {
    expect(roles(read("Ravi Rao. Did a 6 month internship at Tavor Motors in Nashik (Jan 2023 - Jun 2023)."))).toEqual([
      ["Intern", "Tavor Motors", "Jan 2023", "Jun 2023", false],
    ]);
  });
});

describe("prompt classes: a degree opened by the verb that earned it ('Completed B.Tech in …')", () => {
  it("leaves the verb out of the degree", () => {
    expect(degrees(read("Ravi Rao. Completed B.Tech in Mechanical Engineering from Vellan Institute in 2023 with 8.2 CGPA."))).toEqual([
      ["B.Tech in Mechanical Engineering", "Vellan Institute", "2023"],
    ]);
  });
});

describe("prompt classes: letters after the name ('Mei Tan, RN, BSN')", () => {
  it("reads the degrees among them as degrees with no school, the rest as credentials, and a degree named again once", () => {
    const resume = read("Mei Tan, RN, BSN. ICU nurse at Marlow General since 2018. BSN from Kestrel University, 2015.");
    expect(degrees(resume)).toEqual([["BSN", "Kestrel University", "2015"]]);
    expect(resume.additionalInfo?.certifications).toBe("RN");
    expect(degrees(read("Omar Saleh, CPA, MBA. Controller at Dune Foods since 2019."))).toEqual([["MBA", "", ""]]);
  });
});

describe("prompt classes: year and month joined by a dot ('2015.09-2019.06')", () => {
  it("reads the dates of the range", () => {
    const resume = read("Li Wen. 2015.09-2019.06 Huaxi University, Bachelor of Software Engineering. 2019.07-now Tanglin Tech, Java developer.");
    expect(roles(resume)).toEqual([["Java Developer", "Tanglin Tech", "07/2019", "", true]]);
    expect(degrees(resume)).toEqual([["Bachelor of Software Engineering", "Huaxi University", "06/2019"]]);
  });
});

describe("prompt classes: 'since last year' with no year written", () => {
  it("is a role held now, with no date made up", () => {
    expect(roles(read("Lucía Campos. Working as a receptionist with Hotel Palma since last year."))).toEqual([["Receptionist", "Hotel Palma", "", "", true]]);
  });
});

describe("prompt classes: the name as the paragraph's last sentence", () => {
  it("reads a person's name with the town after it", () => {
    expect(name(read("Senior QA Engineer with Epsilon Soft (since Aug 2019). Before that, QA Engineer at Luxa from 2015 to 2019. Taras Koval, Lviv."))).toEqual(
      ["Taras", "Koval"],
    );
  });

  it("takes no name from a last sentence that names a place", () => {
    expect(name(read("Nurse at Kell Hospital since 2019. Royal Infirmary."))).toEqual(["", ""]);
  });
});

describe("prompt classes: a given name introduced alone, the full name written after it", () => {
  it("takes the surname", () => {
    expect(name(read("I'm Zanele. Zanele Khumalo. I'm a chef at Fern Kitchen since 2019."))).toEqual(["Zanele", "Khumalo"]);
  });

  it("keeps the given name alone when no surname follows it", () => {
    expect(name(read("Hello! I'm Lena. I'm a chef at Fern Kitchen since 2019."))).toEqual(["Lena", ""]);
  });
});

describe("prompt classes: ', before I was …' after a role", () => {
  it("reads the earlier role on its own", () => {
    const resume = read("Zanele Khumalo. I work at Fern Kitchen since 2019 as a chef de partie, before I was commis at Olive Court from 2015 to 2019.");
    expect(roles(resume)).toEqual([
      ["Chef de Partie", "Fern Kitchen", "2019", "", true],
      ["Commis", "Olive Court", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: a professional title from a school ('I'm a Civil Engineer from Universidad de …')", () => {
  it("reads the title as the degree, not as a job", () => {
    const resume = read(
      "Carla Rios. I'm a Civil Engineer from Universidad de Talca (2011) and I took a Especialización en Estructuras at Vento Institute in 2015.",
    );
    expect(degrees(resume)).toEqual([
      ["Civil Engineer", "Universidad de Talca", "2011"],
      ["Especialización en Estructuras", "Vento Institute", "2015"],
    ]);
    expect(roles(resume)).toEqual([]);
  });

  it("reads a foreign degree at a school named without a school word as the degree, not a job", () => {
    expect(degrees(read("Carla Rios. I took a Maestría en Finanzas at ESAV in 2019."))).toEqual([["Maestría en Finanzas", "ESAV", "2019"]]);
    expect(roles(read("Carla Rios. I took a Maestría en Finanzas at ESAV in 2019."))).toEqual([]);
  });
});

describe("prompt classes: the work done for an employer as the verb ('I source fabrics for …', 'I've been building … for …')", () => {
  it("reads the employer and the title stated after the name", () => {
    expect(roles(read("Carla Rios, buyer. At present I source fabrics for Terra Textiles in Cali (since March 2021)."))).toEqual([
      ["Buyer", "Terra Textiles", "March 2021", "", true],
    ]);
    expect(roles(read("Torin Gale, site manager in Perth. I've been building care homes for Morwen & Spey since May 2019."))).toEqual([
      ["Site Manager", "Morwen & Spey", "May 2019", "", true],
    ]);
  });
});

describe("prompt classes: 'Comfortable in <tools>' and a range closed by 'actual'", () => {
  it("reads the tools as skills, no degree", () => {
    const resume = read("Torin Gale. Comfortable in Trello and MS Project.");
    expect(degrees(resume)).toEqual([]);
    expect(Object.values(resume.skills ?? {}).join(", ")).toContain("Trello");
  });

  it("reads '2020 – actual' as held now", () => {
    expect(roles(read("Fer Lemos\nEXPERIENCIA\n2020 – actual    Area Manager, Panera Sur, Tepic"))).toEqual([["Area Manager", "Panera Sur", "2020", "", true]]);
  });
});

describe("prompt classes: month and year joined by a dot ('since 03.2016'), and a title after an employer's dates", () => {
  it("reads the start, and 'Before: X, 2011-2016, press operator' as a role with its title", () => {
    const resume = read("Emre Kaya. Quality inspector at Doruk Metal since 03.2016. Before: Kavak Pres, 2011-2016, press operator.");
    expect(roles(resume)).toEqual([
      ["Quality Inspector", "Doruk Metal", "03/2016", "", true],
      ["Press Operator", "Kavak Pres", "2011", "2016", false],
    ]);
  });

  it("leaves a price or a version alone", () => {
    expect(read("Emre Kaya. Paid 12.2015 lira for v1.2019 of the tool.").experiences).toEqual([]);
  });
});

describe("prompt classes: back at work after a break ('I've been back in logistics with X')", () => {
  it("reads the employer returned to, and no title from 'back in …'", () => {
    const resume = read("Mel Dunn. I took a break from 2017 to 2020. Since June 2020 I've been back in logistics with Harlan Freight.");
    expect(roles(resume)).toEqual([["", "Harlan Freight", "June 2020", "", true]]);
  });
});

describe("prompt classes: accented words in a résumé line ('Diplôme de …, School, 2013')", () => {
  it("reads the line as an entry: an accented letter does not end a word", () => {
    expect(degrees(read("Karim Benn\nRabat\n\nEDUCATION\nDiplôme de Gestion Hôtelière, IFAR Rennes, 2012"))).toEqual([
      ["Diplôme de Gestion Hôtelière", "IFAR Rennes", "2012"],
    ]);
  });
});

describe("prompt classes: two titles held in turn in one role ('as a trainee then junior tester')", () => {
  it("reads one role under both titles", () => {
    expect(roles(read("Lan Vo. My first role was at Tamar Soft as a trainee then junior tester, 2015 to 2017."))).toEqual([
      ["Trainee, Junior Tester", "Tamar Soft", "2015", "2017", false],
    ]);
  });

  it("still splits two roles joined by 'then'", () => {
    expect(roles(read("Ana Lis. I worked as a cashier at Lidora from 2015 to 2018 then joined Brisk as a buyer in 2018."))).toHaveLength(2);
  });
});

describe("prompt classes: a 'School:' label, and a German 'Ausbildung zur …'", () => {
  it("leaves the label out of the school", () => {
    expect(degrees(read("Efua Quaye - Midwife - Tamale. School: Tamale Nursing College, Diploma in Midwifery, 2013."))).toEqual([
      ["Diploma in Midwifery", "Tamale Nursing College", "2013"],
    ]);
  });

  it("reads vocational training as education, not a job", () => {
    const resume = read("Lena Vogt. Ausbildung zur Bürokauffrau at IHK Kerpen, 2013.");
    expect(degrees(resume)).toEqual([["Ausbildung zur Bürokauffrau", "IHK Kerpen", "2013"]]);
    expect(roles(resume)).toEqual([]);
  });
});

describe("prompt classes: guards on names, places run and titles from schools", () => {
  it("takes no name from a closing line the tagger does not know as a person's", () => {
    expect(name(read("Experience\nProject Planner\nLarkspur Trust\nSep 2019 - Present\n\nAvailable Immediately"))).toEqual(["", ""]);
  });

  it("reads no job from an event run every year", () => {
    expect(roles(read("Ana Lis. I run the Leeds Marathon every year since 2015."))).toEqual([]);
  });

  it("reads a title held now at an employer as the job, not a degree", () => {
    const resume = read("I'm a Software Engineer from Corran University, now at Quell since 2020.");
    expect(roles(resume)).toEqual([["Software Engineer", "Quell", "2020", "", true]]);
    expect(degrees(resume)).toEqual([]);
  });

  it("reads no degree from a title that no school gives", () => {
    expect(degrees(read("I'm a Marketing Manager from Kestrel College."))).toEqual([]);
  });
});

describe("prompt classes: what the person is, said first ('Software developer with …', 'Name. Primary teacher, Galway.')", () => {
  it("titles the current job that names no title", () => {
    expect(roles(read("Software developer with a background in physics. Currently at Quantica (2021-). Ivan Petrov."))).toEqual([
      ["Software Developer", "Quantica", "2021", "", true],
    ]);
    expect(roles(read("Sinead Oakes. Primary teacher, Galway. Teaching year 4 at Glenmore School since 2017."))).toEqual([
      ["Primary Teacher", "Glenmore School", "2017", "", true],
    ]);
  });

  it("takes no title from words that open with what is done", () => {
    expect(roles(read("Sinead Oakes. Teaching year 4 at Glenmore School since 2017."))).toEqual([["", "Glenmore School", "2017", "", true]]);
  });
});

describe("prompt classes: a business run for some years ('I've been running my own …')", () => {
  it("is held now", () => {
    expect(roles(read("I'm Tom Hale. For the last four years I've been running my own cleaning business, Hale Shine."))).toEqual([
      ["", "Hale Shine", "", "", true],
    ]);
  });
});

describe("prompt classes: a school named after the year, in another language ('Diploma …, 2010, Istituto …')", () => {
  it("reads the school", () => {
    expect(degrees(read("Paolo Greco. Diploma in Catering, 2010, Istituto Ferrante."))).toEqual([["Diploma in Catering", "Istituto Ferrante", "2010"]]);
  });
});

describe("prompt classes: 'then moved to <employer> in <year> and now I …'", () => {
  it("reads each employer, typed in lower case or not, and no employer from a town moved to", () => {
    const resume = read(
      "so yeah i've been a barber for ages. started at sharp cuts in 2012, then moved to snip&co in 2015 and now i work at blade house since 2020.",
    );
    expect(roles(resume).map((role) => [role[1], role[2]])).toEqual([
      ["Blade House", "2020"],
      ["Snip&co", "2015"],
      ["Sharp Cuts", "2012"],
    ]);
    expect(roles(read("Ana Lis. I worked at Lidora from 2015 and then moved to London in 2019.")).map((role) => role[1])).toEqual(["Lidora"]);
  });
});

describe("prompt classes: '… and since <year> I've been …' after a role, with no comma", () => {
  it("reads the later role on its own", () => {
    const resume = read("Ana Lis. I spent 2012–2016 as junior surveyor with Roca Estudio in Vic and since 2016 I've been lead surveyor at Vento Taller.");
    expect(roles(resume)).toEqual([
      ["Lead Surveyor", "Vento Taller", "2016", "", true],
      ["Junior Surveyor", "Roca Estudio", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: chained jobs in a short plain paragraph", () => {
  it("reads a role told by a verb after ', then' or 'Then'", () => {
    for (const prompt of [
      "Sam Lee. Delivery driver for Parcel Pro 2014 to 2018, then driving for Keldon since 2018.",
      "Sam Lee. Delivery driver for Parcel Pro 2014 to 2018. Then driving for Keldon since 2018.",
    ])
      expect(roles(read(prompt))).toEqual([
        ["", "Keldon", "2018", "", true],
        ["Delivery Driver", "Parcel Pro", "2014", "2018", false],
      ]);
  });

  it("reads dates said between the title and the employer ('Nurse since 2015 at …')", () => {
    expect(roles(read("Nurse since 2015 at Ashby General. Before that carer at Willow Lodge 2012-2015. Ada Eze."))).toEqual([
      ["Nurse", "Ashby General", "2015", "", true],
      ["Carer", "Willow Lodge", "2012", "2015", false],
    ]);
  });

  it("reads no job from what was got after a split ('then got the … Certificate')", () => {
    expect(
      roles(read("Ana Lis. Lab assistant at Cinvar (2013-2019), then got the Food Safety Certificate and in 2020 did a course.")).map((role) => role[1]),
    ).toEqual(["Cinvar"]);
  });
});

describe("prompt classes: 'employed by <employer>', and 'desde'/'Antes' of other languages", () => {
  it("reads the employer, and 'employed' is no title", () => {
    expect(roles(read("Karim Hass. Currently I am employed by Al Noor Engineering in Doha, since 2017."))).toEqual([
      ["", "Al Noor Engineering", "2017", "", true],
    ]);
  });

  it("reads 'desde' as 'since', and 'Antes,' names no employer", () => {
    expect(roles(read("Bea Lemos. Analyst at Tarsel Group desde 2018."))).toEqual([["Analyst", "Tarsel Group", "2018", "", true]]);
    expect(roles(read("Bea Lemos. Antes, Clínica Serra de 2014 a 2018.")).map((role) => role[1])).not.toContain("Antes");
  });
});
