import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames as skillsOf } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the skills a person says they know, were trained or are certified in", () => {
  it("leaves how well out of the last name ('I know Oracle EBS and Excel well')", () => {
    expect(skillsOf(read("Olga Petrenko, buyer at Farmak since 2019. I know Oracle EBS and Excel well."))).toEqual(
      expect.arrayContaining(["Oracle EBS", "Excel"]),
    );
  });

  it("keeps a tool whose name opens in lower case next to a known one ('eProcure and Excel')", () => {
    expect(skillsOf(read("Olga Petrenko, buyer at Farmak since 2019. I know eProcure and Excel very well."))).toEqual(
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

  it("reads the letters after a hyphen in an instrument's name as no degree ('LC-MS')", () => {
    const resume = read("Olga Petrenko, chemist at Farmak since 2019. I work with HPLC, LC-MS and Chromeleon every day.");
    expect(degrees(resume)).toEqual([]);
    expect(skillsOf(resume)).toEqual(expect.arrayContaining(["HPLC", "LC-MS", "Chromeleon"]));
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

  it("keeps ', Ltd' with the employer in a line of fields", () => {
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
      "I'm Lena Brandt. My first job was support engineer at Vantor Networks, 2012 to 2015. After that I joined Halden Telecom where I was network engineer until 2021. Since 2021 I am network lead at Orbis Telecom.",
    );
    expect(roles(resume)).toContainEqual(["Network Engineer", "Halden Telecom", "2015", "2021", false]);
  });

  it("starts a role in the year of the graduation the sentence says it followed", () => {
    const resume = read(
      "I'm Ruth Okello, a surveyor. After graduating from Kyambogo University with a BSc in Land Surveying in 2011, I joined Terra Maps as a field surveyor and worked there until 2016. Since 2016 I have been chief surveyor at Geoline.",
    );
    expect(roles(resume)).toContainEqual(["Field Surveyor", "Terra Maps", "2011", "2016", false]);
  });
});

describe("prompt classes: a title 'of' its employer", () => {
  it("reads 'the manager of <business>' as the title at that employer", () => {
    expect(roles(read("I'm Rui Costa from Braga. Since 2020 I'm the manager of Hotel Aurora, and from 2014 to 2020 I was a baker at Padaria Lusa."))).toEqual([
      ["Manager", "Hotel Aurora", "2020", "", true],
      ["Baker", "Padaria Lusa", "2014", "2020", false],
    ]);
  });

  it("keeps a department after 'of' in the title ('Manager of Customer Service at …')", () => {
    expect(roles(read("I'm Rui Costa. Since 2020 I'm the Manager of Customer Service at Lusa Foods."))).toEqual([
      ["Manager of Customer Service", "Lusa Foods", "2020", "", true],
    ]);
  });

  it("reads the employer after 'on the <things> of' ('a deckhand on the trawlers of …')", () => {
    const resume = read(
      "I'm Rui Costa. Since 2020 I've been a deckhand on the trawlers of Nordhav Fiskeri. Before that I was a cook at Lusa Foods from 2015 to 2020.",
    );
    expect(roles(resume)[0]).toEqual(["Deckhand", "Nordhav Fiskeri", "2020", "", true]);
  });
});

describe("prompt classes: contacts and the name in a prompt typed without capitals", () => {
  it("reads a short number after a Spanish or Portuguese phone label ('cel', 'celular', 'teléfono')", () => {
    expect(read("Rosa Mejía, cook at Comedor Palma since 2018. No email, cel 7712 3390").personalInfo?.phone).toBe("7712 3390");
    expect(read("Rosa Mejía, cook at Comedor Palma since 2018. Teléfono: 7712 3390").personalInfo?.phone).toBe("7712 3390");
    expect(read("Rosa Mejía, cook at Comedor Palma since 2018. Celular 7712 3390").personalInfo?.phone).toBe("7712 3390");
  });

  it("ends a lower-case introduced name before 'from <town>'", () => {
    const resume = read("hey im sipho ndlovu from soweto. been working at shoprite as a baker since 2018. cell 072 555 0199");
    expect(name(resume)).toEqual(["Sipho", "Ndlovu"]);
  });
});

describe("prompt classes: a third-person bio", () => {
  it("leaves the subject's name out of the title ('Lina Haddad has been Talent Manager at …')", () => {
    expect(roles(read("Lina Haddad has been Talent Manager at Kestrel Air since 2020."))).toEqual([["Talent Manager", "Kestrel Air", "2020", "", true]]);
    expect(roles(read("Lina Haddad is Head of Talent at Kestrel Air since 2020."))).toEqual([["Head of Talent", "Kestrel Air", "2020", "", true]]);
  });

  it("splits 'first as <title> and then, from <year>, as <title>' into the two titles held in turn", () => {
    const resume = read(
      "Lina Haddad is Head of Talent at Kestrel Air since 2020. Prior to Kestrel, she spent 2012–2020 at Orbis Energy, first as an HR Officer and then, from 2016, as a Senior Recruiter.",
    );
    expect(roles(resume)).toEqual([
      ["Head of Talent", "Kestrel Air", "2020", "", true],
      ["Senior Recruiter", "Orbis Energy", "2016", "2020", false],
      ["HR Officer", "Orbis Energy", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: a degree told as 'formation' or 'graduation in' a field", () => {
  it("reads the field as the degree at the school named after it", () => {
    const resume = read(
      "My name is Carla Souza. I have formation in Nursing at Universidade Estadual do Ceará (UECE), finished in 2016. I work as nurse in Hospital Geral since 2017.",
    );
    expect(degrees(resume)).toEqual([["Nursing", "Universidade Estadual do Ceará", "2016"]]);
  });

  it("reads a 'Faculdade' or 'Facultad' as a school", () => {
    expect(degrees(read("Carla Souza. I did my graduation in Law at Faculdade Damas, 2014."))).toEqual([["Law", "Faculdade Damas", "2014"]]);
  });
});

describe("prompt classes: degrees written short or with the master's year", () => {
  it("reads 'B.Des' and 'M.Mus' as degrees", () => {
    expect(degrees(read("Noa Levi\nEducation\nShenkar College of Design\nB.Des, Industrial Design\n2011 - 2015"))).toEqual([
      ["B.Des Industrial Design", "Shenkar College of Design", "2015"],
    ]);
    expect(degrees(read("Noa Levi, composer. I earned a M.Mus from the Rimon Conservatory in 2012."))).toEqual([["M.Mus", "Rimon Conservatory", "2012"]]);
  });

  it("keeps the French master's year in the degree ('Master 2 in Tax Law')", () => {
    expect(degrees(read("I'm Anne Roux, a lawyer. I earned my Master 2 in Tax Law at Université Paris Cité in 2016."))).toEqual([
      ["Master 2 in Tax Law", "Université Paris Cité", "2016"],
    ]);
  });
});

describe("prompt classes: a list of skills just before the contacts", () => {
  it("reads the list when the e-mail and phone after it are separated by a comma", () => {
    const resume = read("I'm Lily Moss, a medical assistant at Mercy Clinic since 2021. Cerner, phlebotomy, EKG. lily.moss@example.com, 916-555-0100");
    expect(skillsOf(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["cerner", "phlebotomy", "ekg"]));
  });
});

describe("prompt classes: the title set after the person's name", () => {
  it("reads a title the tagger knows as a person's work ('physiotherapist') for the untitled current role", () => {
    expect(roles(read("G'day, I'm Kate Byrne, physiotherapist in Perth. I've run my own clinic, Byrne Physio, since 2021."))).toEqual([
      ["Physiotherapist", "Byrne Physio", "2021", "", true],
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
  it("reads 'Class 2 licence with forklift endorsement' as a certification, no degree", () => {
    const resume = read(
      "Tom Reti here. I drive for Toll since 2018. Class 2 licence with forklift endorsement. Before Toll I was a storeman at Kmart from 2013 to 2018.",
    );
    expect(degrees(resume)).toEqual([]);
    expect(resume.additionalInfo?.certifications).toBe("Class 2 licence with forklift endorsement");
  });

  it("still reads the French 'Licence en …' as a degree", () => {
    expect(degrees(read("Claire Roux\nEducation\nLicence en Droit, Université de Lyon, 2014"))).toEqual([["Licence en Droit", "Université de Lyon", "2014"]]);
  });
});

describe("prompt classes: a labelled list's longer items", () => {
  it("keeps a four-word item of a 'Tools:' list, with no shorter name read inside it", () => {
    const found = skillsOf(read("I'm Ana Solano, process engineer at Kestrel since 2020. Tools: Minitab, Six Sigma Black Belt, SAP."));
    expect(found).toEqual(expect.arrayContaining(["Minitab", "Six Sigma Black Belt", "SAP"]));
    expect(found).not.toContain("Six Sigma");
  });

  it("keeps a shorter name the text also says on its own ('React, React Native')", () => {
    expect(skillsOf(read("I'm Ana Solano, developer at Kestrel since 2020. I use React, React Native and Redux."))).toEqual(
      expect.arrayContaining(["React", "React Native", "Redux"]),
    );
  });
});

describe("prompt classes: a school named by its kind's letters ('Government ITI Hubli')", () => {
  it("reads the course completed there, and the degree told after it in the same sentence", () => {
    const resume = read(
      "myself Ravi Kumar from Hubli. I have completed ITI Fitter from Government ITI Hubli in year 2012 and Diploma in Civil Engineering from KLE Polytechnic 2016.",
    );
    expect(degrees(resume)).toEqual([
      ["ITI Fitter", "Government ITI Hubli", "2012"],
      ["Diploma in Civil Engineering", "KLE Polytechnic", "2016"],
    ]);
  });
});

describe("prompt classes: the year a course ended", () => {
  it("reads the year the clause says the course finished, else the year told before it", () => {
    const ended = read(
      "I'm Sam Hale. In September 2021 I did the Data Analytics bootcamp at Le Wagon and finished in February 2022, and since August 2022 I've been a data analyst at Kestrel.",
    );
    expect(degrees(ended)).toEqual([["Data Analytics bootcamp", "Le Wagon", "2022"]]);
    const before = read("I'm Sam Hale. In 2022 I did the Data Analytics bootcamp at Le Wagon. Since August 2022 I've been a data analyst at Kestrel.");
    expect(degrees(before)).toEqual([["Data Analytics bootcamp", "Le Wagon", "2022"]]);
  });
});

describe("prompt classes: a certificate done at a school, typed in lower case", () => {
  it("reads 'did my national certificate n3 at <college>' as the degree at that school", () => {
    const resume = read(
      "hey im sipho ndlovu from soweto. been working at shoprite as a baker since 2018. did my national certificate n3 at east rand tvet college in 2012.",
    );
    expect(degrees(resume)).toEqual([["national certificate n3", "East Rand Tvet College", "2012"]]);
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
  it("reads the name after the kind as the employer and the title after 'like'", () => {
    const resume = read("Hello. My name Petru Lungu. Before I was work in Spain on construction, company Agricola Sol SL, 2008-2014, like bricklayer.");
    expect(roles(resume)).toEqual([["Bricklayer", "Agricola Sol SL", "2008", "2014", false]]);
  });
});

describe("prompt classes: what a person does at an employer is no title", () => {
  it("reads the title told after ', where she has been' instead of 'leads the … team'", () => {
    const resume = read(
      "Ngozi Eze is a product manager in Lagos. She currently leads the lending product team at Kuda, where she has been Senior Product Manager since 2020. Before Kuda, she spent three years at Paystack (2017–2020) as a product analyst.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Product Manager", "Kuda", "2020", "", true],
      ["Product Analyst", "Paystack", "2017", "2020", false],
    ]);
  });

  it("keeps a title whose first word ends in 's' after 'as' ('as accounts officer')", () => {
    expect(roles(read("I'm Bilal Khan. I worked at Meezan Bank as accounts officer from 2016 to 2019."))).toEqual([
      ["Accounts Officer", "Meezan Bank", "2016", "2019", false],
    ]);
  });
});

describe("prompt classes: a degree's year in brackets before the role joined after it", () => {
  it("leaves the degree's year out of the role's dates", () => {
    const resume = read(
      "I'm Zola Dube, a developer. After my BSc in Computing at Kestrel University (2015) I joined Lumo as a graduate developer in March 2016.",
    );
    expect(degrees(resume)).toEqual([["BSc in Computing", "Kestrel University", "2015"]]);
    expect(roles(resume)[0]?.slice(0, 3)).toEqual(["Graduate Developer", "Lumo", "March 2016"]);
  });
});

describe("prompt classes: a subject that shares a word with its school's name", () => {
  it("ends the degree where the school's name opens, not at the shared word", () => {
    expect(degrees(read("Liv Sara is a journalist. She holds a BA in Sámi Language and Literature from Sámi University of Applied Sciences (2011)."))).toEqual([
      ["BA in Sámi Language and Literature", "Sámi University of Applied Sciences", "2011"],
    ]);
  });
});

describe("prompt classes: two titles joined by '&' after the name, with a bracket before the town", () => {
  it("reads them as the freelancer's title", () => {
    const resume = read("Marta Bellini — freelance translator & copywriter (IT/EN/FR), Torino.\nI've worked freelance since March 2017.");
    expect(roles(resume)).toEqual([["Freelance Translator & Copywriter", "Self-employed", "March 2017", "", true]]);
  });

  it("takes no words in brackets after the name for a title when none is one", () => {
    expect(roles(read("Marta Bellini — dog lover (cats too).\nI've worked at Lavazza since March 2017."))).toEqual([["", "Lavazza", "March 2017", "", true]]);
  });
});

describe("prompt classes: a course's year told with the job it led to", () => {
  it("leaves the course's year out of the job's dates", () => {
    const resume = read(
      "I'm Eva Kiss, a former teacher. In 2021 I completed the Codecool full-stack programme and got my first dev job as a junior frontend developer at Prezi in January 2022, where I stayed until March 2024. Since April 2024 I am a frontend developer at LogMeIn.",
    );
    expect(roles(resume)).toContainEqual(["Junior Frontend Developer", "Prezi", "January 2022", "March 2024", false]);
  });

  it("keeps a job's own years when a degree is only mentioned beside it ('before the MBA I was …')", () => {
    const resume = read(
      "I'm Sam Dube. I've been a consultant at Orbis since 2016; before the MBA I was a process engineer at Kestrel Fuels from 2011 to 2014.",
    );
    expect(roles(resume)).toContainEqual(["Process Engineer", "Kestrel Fuels", "2011", "2014", false]);
  });
});

describe("prompt classes: pictographs set as decoration", () => {
  it("leaves a pictograph and the 'Currently' after it out of the title", () => {
    const resume = read(
      "Mina Park\nBrand lead at Lumo\n\nAbout\nBrand marketer with 9 years in consumer brands. 🚀 Currently Head of Brand at Lumo, since January 2022, where I lead a team of 8. Previously: Brand Manager at Kestrel (2017–2021).",
    );
    expect(roles(resume)[0]).toEqual(["Head of Brand", "Lumo", "January 2022", "", true]);
  });
});

describe("prompt classes: a degree's year set off by a comma", () => {
  it("reads ', in 2016' after the degree as its year", () => {
    expect(degrees(read("Hello, my name is Ayse Kaya. I graduated from Ege University, in 2016. Since 2017 I work at Arcelik as design engineer."))).toEqual([
      ["", "Ege University", "2016"],
    ]);
  });
});

describe("prompt classes: 'did my <Qualification> at <School>'", () => {
  it("reads the capitalised qualification done at the school, and the year it finished", () => {
    const resume = read(
      "Bonjour! I'm Luc Moreau, a pastry chef from Lyon. I did my CAP Pâtisserie at Institut Lenôtre and finished in 2012. After that I was commis at Maison Pic (2012–2014).",
    );
    expect(degrees(resume)).toEqual([["CAP Pâtisserie", "Institut Lenôtre", "2012"]]);
  });
});

describe("prompt classes: 'where I stayed <N> years, until <year>'", () => {
  it("ends the role joined in that year and starts it the years before", () => {
    const resume = read(
      "I'm Ana Lopes, physiotherapist. In 2017 I moved to London and joined Bupa as a physiotherapist, where I stayed 2 years, until 2019. Since 2019 I run my own clinic, Lopes Physio.",
    );
    expect(roles(resume)).toContainEqual(["Physiotherapist", "Bupa", "2017", "2019", false]);
  });
});

describe("prompt classes: a sentence of two tools", () => {
  it("reads two short items, one of them written as a tool, as skills (the full stop after the contacts left out)", () => {
    const resume = read(
      "G'day, I'm Jack Doyle, a maintenance planner in Perth. Cert IV in Engineering, South Metropolitan TAFE, 2015. SAP PM, Pronto. jack.doyle@example.com.au, 0438 221 907.",
    );
    expect(skillsOf(resume)).toEqual(expect.arrayContaining(["SAP PM", "Pronto"]));
  });

  it("reads no skills from two short items of a life ('Married, two kids.')", () => {
    expect(skillsOf(read("I'm Jack Doyle, a maintenance planner at BHP since 2022. Married, two kids."))).toEqual([]);
  });
});
