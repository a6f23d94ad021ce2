import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames as skillsOf } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the skills a person says they know, were trained or are certified in", () => {
  it("leaves how well out of the last name ('I know Oracle EBS and Excel well')", () => {
    expect(skillsOf(read("Olga Petrenko, buyer at Vestra Pharm since 2016. I know Oracle EBS and Excel well."))).toEqual(
      expect.arrayContaining(["Oracle EBS", "Excel"]),
    );
  });

  it("keeps a tool whose name opens in lower case next to a known one ('eProcure and Excel')", () => {
    expect(skillsOf(read("Olga Petrenko, buyer at Vestra Pharm since 2016. I know eProcure and Excel very well."))).toEqual(
      expect.arrayContaining(["eProcure", "Excel"]),
    );
  });

  it("reads what the person is trained or certified in as skills", () => {
    expect(skillsOf(read("Olga Petrenko, dentist at Denta Plus since 2019. I'm trained in Invisalign and intraoral scanning."))).toEqual(
      expect.arrayContaining(["Invisalign", "intraoral scanning"]),
    );
    expect(skillsOf(read("Olga Petrenko, nurse at Halden Clinic since 2019. I'm certified in wound care and phlebotomy.")).map((s) => s.toLowerCase())).toEqual(
      expect.arrayContaining(["wound care", "phlebotomy"]),
    );
  });

  it("reads no skill from where the person trained ('trained in Lyon')", () => {
    expect(skillsOf(read("Anna Berg, pastry chef at Kanel since 2019. I was trained in Lyon at a small patisserie."))).toEqual([]);
  });

  it("reads the letters after a hyphen in an instrument's name as no degree ('ICP-MS')", () => {
    const resume = read("Olga Petrenko, chemist at Vestra Pharm since 2016. I use ICP-MS, UPLC and LabSolutions daily.");
    expect(degrees(resume)).toEqual([]);
    expect(skillsOf(resume)).toEqual(expect.arrayContaining(["ICP-MS", "UPLC", "LabSolutions"]));
  });
});

describe("prompt classes: a list of 'title, employer, dates' lines where no title is a known one", () => {
  it("takes the order of every line from the one whose field names a person's work", () => {
    const lines = "- Mara Vella\n- Sliema, Malta\n- Croupier, Harbour Casino, 2019 – present\n- Dealer, Blue Grotto Casino, 2015 – 2019";
    expect(roles(read(lines))).toEqual([
      ["Croupier", "Harbour Casino", "2019", "", true],
      ["Dealer", "Blue Grotto Casino", "2015", "2019", false],
    ]);
  });

  it("reads the employer first when the person's work is the second field", () => {
    const lines = "Mara Vella\n- Harbour Casino, Croupier, 2019 – present\n- Blue Grotto Casino, Dealer, 2015 – 2019";
    expect(roles(read(lines))).toEqual([
      ["Croupier", "Harbour Casino", "2019", "", true],
      ["Dealer", "Blue Grotto Casino", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: an employer's legal form after a comma", () => {
  it("keeps ', Inc.' with the employer's name on its own line", () => {
    const text =
      "Experience\nSupport Lead\nNorthwind Travel, Inc.\nMay 2021 - Present · Austin, TX\n\nSupport Agent\nKestrel Books\nJun 2018 - Apr 2021 · Dallas\n\nJon Park · jon.park@example.com";
    expect(roles(read(text))[0]?.slice(0, 2)).toEqual(["Support Lead", "Northwind Travel, Inc"]);
  });

  it("keeps ', Ltd' as part of the company's name in a line of fields", () => {
    expect(roles(read("Jon Park\n- Driver, Kestrel Haulage, Ltd, 2016 – 2020"))[0]?.slice(0, 2)).toEqual(["Driver", "Kestrel Haulage, Ltd"]);
  });
});

describe("prompt classes: a role's dates from the roles told around it", () => {
  it("ends a role in the month the next one began ('moved to … in January 2021')", () => {
    const resume = read(
      "I'm Lena Brandt. I joined Kestrel Data as an analyst in May 2017 and moved to Orbis Bank as a senior analyst in February 2020, where I still work.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Analyst", "Orbis Bank", "February 2020", "", true],
      ["Analyst", "Kestrel Data", "May 2017", "February 2020", false],
    ]);
  });

  it("starts a role told with only its end when the role before it ended ('After that I joined …')", () => {
    const resume = read(
      "I'm Lena Brandt. I was a lab technician at Vantor Foods, 2009 to 2013. After that I joined Halden Dairy where I was quality analyst until 2019. Since 2019 I am quality lead at Orbis Dairy.",
    );
    expect(roles(resume)).toContainEqual(["Quality Analyst", "Halden Dairy", "2013", "2019", false]);
  });

  it("starts a role in the year of the graduation the sentence says it followed", () => {
    const resume = read(
      "I'm Ruth Okello, a surveyor. After graduating from Lakeside Polytechnic with a BSc in Land Surveying in 2011, I joined Terra Maps as a field surveyor and worked there until 2016. Since 2016 I have been chief surveyor at Geoline.",
    );
    expect(roles(resume)).toContainEqual(["Field Surveyor", "Terra Maps", "2011", "2016", false]);
  });
});

describe("prompt classes: a title 'of' its employer", () => {
  it("reads 'the manager of <business>' as the title at that employer", () => {
    expect(roles(read("I'm Rui Costa from Braga. Since 2018 I am the manager of Hotel Aurora, and from 2011 to 2018 I was a baker at Padaria Lusa."))).toEqual([
      ["Manager", "Hotel Aurora", "2018", "", true],
      ["Baker", "Padaria Lusa", "2011", "2018", false],
    ]);
  });

  it("keeps a department after 'of' in the title ('Manager of Customer Service at …')", () => {
    expect(roles(read("I'm Rui Costa. Since 2019 I am the Manager of Customer Service at Lusa Foods."))).toEqual([
      ["Manager of Customer Service", "Lusa Foods", "2019", "", true],
    ]);
  });

  it("reads the employer after 'on the <things> of' ('a cook on the ferries of …')", () => {
    const resume = read("I'm Rui Costa. Since 2017 I am a cook on the ferries of Nordhav Line. Earlier I was a porter at Lusa Foods, 2012 to 2017.");
    expect(roles(resume)[0]).toEqual(["Cook", "Nordhav Line", "2017", "", true]);
  });
});

describe("prompt classes: contacts and the name in a prompt typed without capitals", () => {
  it("reads a short number after a Spanish or Portuguese phone label ('cel', 'celular', 'teléfono')", () => {
    expect(read("Rosa Mejía, cook at Comedor Palma since 2018. No email, cel 7712 3390").personalInfo?.phone).toBe("7712 3390");
    expect(read("Rosa Mejía, cook at Comedor Palma since 2018. Teléfono: 7712 3390").personalInfo?.phone).toBe("7712 3390");
    expect(read("Rosa Mejía, cook at Comedor Palma since 2018. Celular 7712 3390").personalInfo?.phone).toBe("7712 3390");
  });

  it("ends a lower-case introduced name before 'from <town>'", () => {
    const resume = read("hey im zandile mabuza from kwathema. been baking at kasi loaves since 2017. cell 071 555 0142");
    expect(name(resume)).toEqual(["Zandile", "Mabuza"]);
  });
});

describe("prompt classes: a third-person bio", () => {
  it("leaves the subject's name out of the title ('Lina Haddad has been Talent Manager at …')", () => {
    expect(roles(read("Lina Haddad has been Talent Manager at Kestrel Air since 2020."))).toEqual([["Talent Manager", "Kestrel Air", "2020", "", true]]);
    expect(roles(read("Lina Haddad is Head of Talent at Kestrel Air since 2020."))).toEqual([["Head of Talent", "Kestrel Air", "2020", "", true]]);
  });

  it("splits 'first as <title> and then, from <year>, as <title>' into the two titles held in turn", () => {
    const resume = read(
      "Lina Haddad is Head of Talent at Kestrel Air since 2020. Prior to Kestrel, she spent 2012–2020 at Orbis Energy, first as a Junior Buyer and then, from 2016, as a Category Manager.",
    );
    expect(roles(resume)).toEqual([
      ["Head of Talent", "Kestrel Air", "2020", "", true],
      ["Category Manager", "Orbis Energy", "2016", "2020", false],
      ["Junior Buyer", "Orbis Energy", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: a degree told as 'formation' or 'graduation in' a field", () => {
  it("reads the field as the degree at the school named after it", () => {
    const resume = read(
      "My name is Carla Souza. I did a formation in Pharmacy at Universidade do Vale Azul (UVA), concluded in 2013. I work as pharmacist in Drogaria Sol since 2014.",
    );
    expect(degrees(resume)).toEqual([["Pharmacy", "Universidade do Vale Azul", "2013"]]);
  });

  it("reads a 'Faculdade' or 'Facultad' as a school", () => {
    expect(degrees(read("Carla Souza. I did my graduation in Law at Faculdade Damas, 2014."))).toEqual([["Law", "Faculdade Damas", "2014"]]);
  });
});

describe("prompt classes: degrees written short or with the master's year", () => {
  it("reads 'B.Des' and 'M.Mus' as degrees", () => {
    expect(degrees(read("Noa Levi\nEducation\nKestrel College of Design\nB.Des, Furniture Design\n2011 - 2015"))).toEqual([
      ["B.Des Furniture Design", "Kestrel College of Design", "2015"],
    ]);
    expect(degrees(read("Noa Levi, composer. I earned a M.Mus from the Rimon Conservatory in 2012."))).toEqual([["M.Mus", "Rimon Conservatory", "2012"]]);
  });

  it("keeps the French master's year in the degree ('Master 2 in Maritime Law')", () => {
    expect(degrees(read("I'm Anne Roux, a notary. I completed my Master 2 in Maritime Law at Université de Lorvenne in 2013."))).toEqual([
      ["Master 2 in Maritime Law", "Université de Lorvenne", "2013"],
    ]);
  });
});

describe("prompt classes: a list of skills just before the contacts", () => {
  it("reads the list when the e-mail and phone after it are separated by a comma", () => {
    const resume = read("I'm Lily Moss, a vet nurse at Kestrel Vets since 2020. VetLink, anaesthesia, ECG. lily.moss@example.com, 916-555-0100");
    expect(skillsOf(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["vetlink", "anaesthesia", "ecg"]));
  });
});

describe("prompt classes: the title set after the person's name", () => {
  it("reads a title the tagger knows as a person's work ('podiatrist') for the untitled current role", () => {
    expect(roles(read("Hi, I am Kate Byrne, podiatrist in Kelbarra. I have run my own practice, Byrne Feet, since 2019."))).toEqual([
      ["Podiatrist", "Byrne Feet", "2019", "", true],
    ]);
  });

  it("reads a title that opens with an acronym before the town ('QA engineer, Gdańsk')", () => {
    expect(roles(read("Jana Nowak, QA engineer, Gdańsk. I test banking software at Pekao since 11/2020."))[0]?.slice(0, 2)).toEqual(["QA Engineer", "Pekao"]);
  });
});

describe("prompt classes: a profile's name below its About paragraph", () => {
  it("reads the name on a line of its own above the line its title opens", () => {
    const text =
      "About\nRetail leader with 12 years in fashion. Based in Malmö.\n\nIda Berg\nStore Manager · Lindex\n\nExperience\nStore Manager — Lindex — 2019 to present\n\nContact: ida.berg@example.se";
    expect(name(read(text))).toEqual(["Ida", "Berg"]);
  });

  it("takes no employer's line for a name", () => {
    const text = "About\nRetail leader with 12 years in fashion.\n\nExperience\nNordic Fashion Group\nStore Manager · 2019 to present";
    expect(name(read(text))).toEqual(["", ""]);
  });
});

describe("prompt classes: employers named together in passing", () => {
  it("makes no role of 'Previously at A and B' when A and B are roles of their own", () => {
    const text =
      "Ana Reis\nProduct Designer at Lumo\n\nAbout\nI design calm products. Previously at Brightwave and Corvo.\n\nExperience\nSenior Product Designer\nLumo\nJan 2022 - Present\n\nProduct Designer\nBrightwave\nMar 2018 - Dec 2021\n\nUI Designer\nCorvo\nSep 2016 - Feb 2018";
    expect(roles(read(text)).map((role) => role[1])).toEqual(["Lumo", "Brightwave", "Corvo"]);
  });

  it("keeps an employer whose name has 'and' in it ('Marks and Spencer')", () => {
    expect(roles(read("Ana Reis. I worked at Marks and Spencer as a cashier from 2015 to 2018."))).toEqual([
      ["Cashier", "Marks and Spencer", "2015", "2018", false],
    ]);
  });
});

describe("prompt classes: a licence held", () => {
  it("reads 'Class 4 licence with crane endorsement' as a certification, no degree", () => {
    const resume = read(
      "Hemi Walker. I drive for Kestrel Freight since 2017. Class 4 licence with crane endorsement. Before Kestrel Freight I was a storeman at Orbis Hardware from 2011 to 2017.",
    );
    expect(degrees(resume)).toEqual([]);
    expect(resume.additionalInfo?.certifications).toBe("Class 4 licence with crane endorsement");
  });

  it("still reads the French 'Licence en …' as a degree", () => {
    expect(degrees(read("Claire Roux\nEducation\nLicence en Droit, Université de Lyon, 2014"))).toEqual([["Licence en Droit", "Université de Lyon", "2014"]]);
  });
});

describe("prompt classes: a labelled list's longer items", () => {
  it("keeps a four-word item of a 'Tools:' list, with no shorter name read inside it", () => {
    const found = skillsOf(read("I'm Ana Solano, quality engineer at Kestrel since 2020. Tools: JMP, Six Sigma Yellow Belt, SAP."));
    expect(found).toEqual(expect.arrayContaining(["JMP", "Six Sigma Yellow Belt", "SAP"]));
    expect(found).not.toContain("Six Sigma");
  });

  it("keeps a shorter name the text also says on its own ('React, React Native')", () => {
    expect(skillsOf(read("I'm Ana Solano, developer at Kestrel since 2020. I use React, React Native and Redux."))).toEqual(
      expect.arrayContaining(["React", "React Native", "Redux"]),
    );
  });
});

describe("prompt classes: a school named by its kind's letters ('Government ITI Karwar')", () => {
  it("reads the course completed there, and the degree told after it in the same sentence", () => {
    const resume = read(
      "myself Ganesh Gaonkar from Karwar. I completed ITI Welder from Government ITI Karwar in year 2010 and Diploma in Automobile Engineering from Kestrel Polytechnic 2014.",
    );
    expect(degrees(resume)).toEqual([
      ["ITI Welder", "Government ITI Karwar", "2010"],
      ["Diploma in Automobile Engineering", "Kestrel Polytechnic", "2014"],
    ]);
  });
});

describe("prompt classes: the year a course ended", () => {
  it("reads the year the clause says the course finished, else the year told before it", () => {
    const ended = read(
      "I'm Sam Hale. In October 2020 I did the Game Art bootcamp at Pixelforge and finished in March 2021, and since May 2021 I work as 3D artist at Kestrel.",
    );
    expect(degrees(ended)).toEqual([["Game Art bootcamp", "Pixelforge", "2021"]]);
    const before = read("I'm Sam Hale. In 2021 I did the Game Art bootcamp at Pixelforge. Since May 2021 I work as 3D artist at Kestrel.");
    expect(degrees(before)).toEqual([["Game Art bootcamp", "Pixelforge", "2021"]]);
  });
});

describe("prompt classes: a certificate done at a school, typed in lower case", () => {
  it("reads 'did my plumbing certificate at <college>' as the degree at that school", () => {
    const resume = read(
      "hey im zandile mabuza from kwathema. been baking at kasi loaves since 2017. did my plumbing certificate at ridgeway technical college in 2010.",
    );
    expect(degrees(resume)).toEqual([["plumbing certificate", "Ridgeway Technical College", "2010"]]);
  });
});

describe("prompt classes: an employer after 'in' in a prompt typed without capitals", () => {
  it("reads the words after a title and 'in', up to the job's years, as the employer", () => {
    const resume = read("hey im rosa mejía from león. work as chef at comedor palma since 2018, before that i was cook in fonda la luna 2013-2018. no email");
    expect(roles(resume)).toContainEqual(["Cook", "Fonda La Luna", "2013", "2018", false]);
  });

  it("leaves a town after 'in' out of the employer", () => {
    const resume = read("hey im rosa mejía from león. work as chef at comedor palma since 2018, before that i was cook in lima 2013-2018. no email");
    expect(roles(resume).map((role) => role[1])).not.toContain("Lima");
  });
});

describe("prompt classes: 'company <Name>, <years>, like <title>' as English learners write it", () => {
  it("reads the name after the kind as the company, and the title from after 'like'", () => {
    const resume = read("Hello. I am Petru Lungu. In Italy I make farm work, company Agricola Sol SL, 2008-2014, like tractor driver.");
    expect(roles(resume)).toEqual([["Tractor Driver", "Agricola Sol SL", "2008", "2014", false]]);
  });
});

describe("prompt classes: what a person does at an employer is no title", () => {
  it("reads the title told after ', where she has been' instead of 'leads the … team'", () => {
    const resume = read(
      "Amara Obi is an engineering manager in Sunyani. She currently leads the card team at Kestrel Pay, where she has been Engineering Manager since 2019. Before Kestrel Pay, she spent two years at Orbis Ledger (2017–2019) as a software engineer.",
    );
    expect(roles(resume)).toEqual([
      ["Engineering Manager", "Kestrel Pay", "2019", "", true],
      ["Software Engineer", "Orbis Ledger", "2017", "2019", false],
    ]);
  });

  it("keeps a title whose first word ends in 's' after 'as' ('as sales executive')", () => {
    expect(roles(read("I'm Bilal Khan. I worked at Kestrel Textiles as sales executive from 2013 to 2016."))).toEqual([
      ["Sales Executive", "Kestrel Textiles", "2013", "2016", false],
    ]);
  });
});

describe("prompt classes: a degree's year in brackets before the role joined after it", () => {
  it("leaves the degree's year out of the role's dates", () => {
    const resume = read(
      "I'm Zola Dube, an accountant. After my BSc in Accounting at Kestrel University (2014) I joined Orbis Audit as a trainee accountant in April 2015.",
    );
    expect(degrees(resume)).toEqual([["BSc in Accounting", "Kestrel University", "2014"]]);
    expect(roles(resume)[0]?.slice(0, 3)).toEqual(["Trainee Accountant", "Orbis Audit", "April 2015"]);
  });
});

describe("prompt classes: a subject that shares a word with its school's name", () => {
  it("ends the degree where the school's name opens, not at the shared word", () => {
    expect(degrees(read("Liv Sara is a journalist. She holds a BA in Manx Language and Culture from Manx Open University (2010)."))).toEqual([
      ["BA in Manx Language and Culture", "Manx Open University", "2010"],
    ]);
  });
});

describe("prompt classes: two titles joined by '&' after the name, with a bracket before the town", () => {
  it("reads them as the freelancer's title", () => {
    const resume = read("Marta Bellini — freelance writer & editor (ES/EN), Trieste.\nI have been freelancing since May 2015.");
    expect(roles(resume)).toEqual([["Freelance Writer & Editor", "Self-employed", "May 2015", "", true]]);
  });

  it("takes no bracketed words after the name for a title when none is one", () => {
    expect(roles(read("Marta Bellini — cyclist (road and gravel).\nI have worked at Orbis Caffè since May 2015."))).toEqual([
      ["", "Orbis Caffè", "May 2015", "", true],
    ]);
  });
});

describe("prompt classes: a course's year told with the job it led to", () => {
  it("leaves the course's year out of the job's dates", () => {
    const resume = read(
      "I'm Eva Kiss, a former nurse. In 2019 I completed the Kodlab web development course and landed a job as a junior backend developer at Quillon in February 2020, where I stayed until May 2023. Since June 2023 I am a backend developer at Orbis Soft.",
    );
    expect(roles(resume)).toContainEqual(["Junior Backend Developer", "Quillon", "February 2020", "May 2023", false]);
  });

  it("keeps a job's own years when a degree is only mentioned beside it ('before the MSc I was …')", () => {
    const resume = read("I'm Sam Dube. I've been a consultant at Orbis since 2015; before the MSc I was a site chemist at Kestrel Fuels from 2009 to 2012.");
    expect(roles(resume)).toContainEqual(["Site Chemist", "Kestrel Fuels", "2009", "2012", false]);
  });
});

describe("prompt classes: pictographs set as decoration", () => {
  it("leaves a pictograph and the 'Currently' after it out of the title", () => {
    const resume = read(
      "Mina Park\nSales lead at Lumo\n\nAbout\nSales leader with 11 years in software. 🌱 Currently Head of Sales at Lumo, since March 2021, where I lead a team of 12. Previously: Account Manager at Kestrel (2015–2020).",
    );
    expect(roles(resume)[0]).toEqual(["Head of Sales", "Lumo", "March 2021", "", true]);
  });
});

describe("prompt classes: a degree's year set off by a comma", () => {
  it("reads ', in 2013' after the degree as its year", () => {
    expect(
      degrees(read("Hello, my name is Deniz Aksoy. I graduated from Korfez University, in 2013. Since 2014 I work at Kuzey Beyaz as quality engineer.")),
    ).toEqual([["", "Korfez University", "2013"]]);
  });
});

describe("prompt classes: 'did my <Qualification> at <School>'", () => {
  it("reads the capitalised qualification done at the school, and the year it finished", () => {
    const resume = read(
      "Salut! I'm Luc Moreau, a baker from Vannes. I did my CAP Boulanger at Institut Kervella and finished in 2009. Then I was commis baker at Maison Kerdal (2009–2013).",
    );
    expect(degrees(resume)).toEqual([["CAP Boulanger", "Institut Kervella", "2009"]]);
  });
});

describe("prompt classes: 'where I stayed <N> years, until <year>'", () => {
  it("ends the role joined in that year and starts it the years before", () => {
    const resume = read(
      "I'm Ana Lopes, speech therapist. In 2014 I moved to Harrogate and joined Kestrel Health as a speech therapist, where I stayed 3 years, until 2017. Since 2017 I run my own practice, Lopes Speech.",
    );
    expect(roles(resume)).toContainEqual(["Speech Therapist", "Kestrel Health", "2014", "2017", false]);
  });
});

describe("prompt classes: a sentence of two tools", () => {
  it("reads two short items, one of them written as a tool, as skills (a full stop closing the contacts left out)", () => {
    const resume = read(
      "Hi, I am Jack Doyle, a fleet coordinator in Warrendale. Cert III in Logistics, Kestrel TAFE, 2013. MYOB, Navman. jack.doyle@example.com.au, 0412 770 318.",
    );
    expect(skillsOf(resume)).toEqual(expect.arrayContaining(["MYOB", "Navman"]));
  });

  it("reads no skills from two short items of a life ('Married, two kids.')", () => {
    expect(skillsOf(read("I'm Jack Doyle, a fleet coordinator at Kestrel Freight since 2021. Married, two kids."))).toEqual([]);
  });
});
