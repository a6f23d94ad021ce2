import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a short phone number after a label", () => {
  it("reads a national number of seven or eight digits after 'Phone', 'Tel', 'Mobile' or 'WhatsApp'", () => {
    expect(read("Bold Ganbaatar, crane operator. Phone 8812 3390.").personalInfo?.phone).toBe("8812 3390");
    expect(read("Name: Lena Roux\nMobile: 4417 2290\nEmail: lena.roux@example.com").personalInfo?.phone).toBe("4417 2290");
    expect(read("Noor Hamid, tailor in Karachi. Tel: 555 0182").personalInfo?.phone).toBe("555 0182");
  });

  it("keeps an unlabelled short number and a span of years out of the phone", () => {
    expect(read("Bold Ganbaatar, crane operator since 2015. I lifted 8812 3390 tonnes.").personalInfo?.phone).toBeUndefined();
    expect(read("Bold Ganbaatar. Contact 2015-2019 at Tovuu Cranes.").personalInfo?.phone).toBeUndefined();
  });
});

describe("prompt classes: the person's own business", () => {
  it("reads 'I have my own flower shop, <Name>' as the current job at the business, under the trade the person names", () => {
    const resume = read("Edda Lind, florist. Since 2018 I have my own flower shop, Petal Yard; before that I was a florist at Bloomery from 2011 to 2018.");
    expect(roles(resume)).toEqual([
      ["Florist", "Petal Yard", "2018", "", true],
      ["Florist", "Bloomery", "2011", "2018", false],
    ]);
  });

  it("reads the name after 'now,' ('my own studio now, <Name>, since 2020')", () => {
    expect(roles(read("Rosa Lind. i have my own studio now, Inkwell Tattoo, since 2020."))).toEqual([["", "Inkwell Tattoo", "2020", "", true]]);
  });

  it("makes an unnamed business of one's own self-employment, with no invented name", () => {
    expect(roles(read("Carla Nunes, mechanic. I run my own garage since 2017."))).toEqual([["Mechanic", "Self-employed", "2017", "", true]]);
    expect(roles(read("Carla Nunes. I run my own garage since 2017."))).toEqual([["", "Self-employed", "2017", "", true]]);
  });
});

describe("prompt classes: freelance work with its title", () => {
  it("keeps the title after 'as' for a freelancer", () => {
    expect(roles(read("Vesna Horvat, interpreter in Split. Working freelance as a court interpreter since 2016."))).toEqual([
      ["Court Interpreter", "Self-employed", "2016", "", true],
    ]);
    expect(roles(read("Marta Lisi. I work freelance as a translator since 2016."))).toEqual([["Translator", "Self-employed", "2016", "", true]]);
  });
});

describe("prompt classes: an employer named after its kind of business", () => {
  it("reads the name after 'in auto service', 'in bistro' as the employer", () => {
    expect(roles(read("Timur Alimov. I was painter in auto service Kromo from 2013 to 2016."))).toEqual([["Painter", "Kromo", "2013", "2016", false]]);
    expect(roles(read("Luka Marin. Since May 2021 I am bartender in bistro Nocturne in Zadar."))).toEqual([["Bartender", "Nocturne", "May 2021", "", true]]);
  });

  it("reads the name set off after 'at a print shop,'", () => {
    const resume = read("Rosa Lind, designer. I was designer at Folio Press from 2013 to 2018 and trainee at a print shop, Inkline, 2011-2013.");
    expect(roles(resume)).toContainEqual(["Trainee", "Inkline", "2011", "2013", false]);
  });

  it("leaves where the work was done out of the title ('deckhand on fishing boats for <Employer>')", () => {
    const resume = read("Tomas Rey, skipper. Since 2014 I am skipper at Kvarn Ferries, and before that deckhand on fishing boats for Norhav Fisk 2010-2014.");
    expect(roles(resume)).toContainEqual(["Deckhand", "Norhav Fisk", "2010", "2014", false]);
  });
});

describe("prompt classes: roles chained with 'before' and a span of years", () => {
  it("reads 'before that 2012–2017 at <Employer> in <Place>' as an untitled earlier job", () => {
    const resume = read("Jonas Kask, crane driver. Working as a crane driver at Portline since 2017, before that 2012–2017 at Harbo Cargo in Gdynia.");
    expect(roles(resume)).toEqual([
      ["Crane Driver", "Portline", "2017", "", true],
      ["", "Harbo Cargo", "2012", "2017", false],
    ]);
  });

  it("splits ', and 2014–2019 I was …' and ', before I was …' off the role before", () => {
    expect(roles(read("Oskar Brandt. Working freelance as a copy editor since 2019, and 2014–2019 I was a proofreader at Lexa Press."))).toEqual([
      ["Copy Editor", "Self-employed", "2019", "", true],
      ["Proofreader", "Lexa Press", "2014", "2019", false],
    ]);
    expect(
      roles(read("Ama Boateng. Since 2021 I am shift supervisor at Vanta Foods, before I was line operator at Grano Mills from 2016 until 2021.")),
    ).toEqual([
      ["Shift Supervisor", "Vanta Foods", "2021", "", true],
      ["Line Operator", "Grano Mills", "2016", "2021", false],
    ]);
  });

  it("reads 'Before, 2013-2016, I was …' without taking 'Before' for an employer", () => {
    expect(roles(read("Timur Alimov. Before, 2013-2016, I was painter in auto service Kromo."))).toEqual([["Painter", "Kromo", "2013", "2016", false]]);
  });
});

describe("prompt classes: a given name of two words", () => {
  it("keeps a compound given name whole ('María José', 'Ana Sofía', 'Jean Paul')", () => {
    expect(name(read("Buenas, I'm María José Ortega, a pharmacist in Rosario."))).toEqual(["María José", "Ortega"]);
    expect(name(read("I'm Ana Sofía Vélez Ríos from Cali, a nurse."))).toEqual(["Ana Sofía", "Vélez Ríos"]);
    expect(name(read("Jean Paul Mercier, carpenter in Lyon."))).toEqual(["Jean Paul", "Mercier"]);
  });

  it("leaves two family names after a single given name as they are", () => {
    expect(name(read("I'm Valeria Rojas Mena from Cartago, an engineer."))).toEqual(["Valeria", "Rojas Mena"]);
  });
});

describe("prompt classes: a pasted LinkedIn experience block", () => {
  it("reads title, employer and dates on three lines when the place follows the dates after '·'", () => {
    const resume = read(
      "About\nNurse who moved into quality.\n\nExperience\nQuality Lead\nMedra Labs\nSep 2022 - Present · Tromsø, Northern Region of Norway\n\nClinical Nurse\nFjord Health\nAug 2016 - Aug 2022 · Bodø\n\nSiri Vik · siri.vik@example.no",
    );
    expect(roles(resume)).toEqual([
      ["Quality Lead", "Medra Labs", "Sep 2022", "", true],
      ["Clinical Nurse", "Fjord Health", "Aug 2016", "Aug 2022", false],
    ]);
    expect(resume.experiences?.[0]?.location).toBe("Tromsø, Northern Region of Norway");
  });
});

describe("prompt classes: training at a school told like a job", () => {
  it("reads 'trained as a <qualification> at <school>, finishing in <year>' as education, not a role", () => {
    const resume = read(
      "I'm Jan Novak, a lab manager. I trained as a dental technician at the Moravia Educational Centre Brno, finishing in 2012, and started as a lab assistant at Dentix from 2012 to 2015.",
    );
    expect(degrees(resume)).toEqual([["Dental Technician", "Moravia Educational Centre Brno", "2012"]]);
    expect(roles(resume)).toEqual([["Lab Assistant", "Dentix", "2012", "2015", false]]);
  });

  it("keeps training at an employer with no school named and no end said as a job", () => {
    expect(roles(read("Ivo Kask. I trained as a welder at Kask Yards from 2012 to 2015."))).toEqual([["Welder", "Kask Yards", "2012", "2015", false]]);
  });
});

describe("prompt classes: the title told after ', where I was a …'", () => {
  it("gives the employer just named the title after 'where I was a' or 'where I've been a'", () => {
    expect(
      roles(read("In 2012 I joined Orra as a field chemist (2012–2016), then moved to Halden Norway, where I was a lab manager from 2016 to 2022.")),
    ).toEqual([
      ["Lab Manager", "Halden Norway", "2016", "2022", false],
      ["Field Chemist", "Orra", "2012", "2016", false],
    ]);
    expect(
      roles(read("I joined Orra Systems as a support engineer in 2015. I left Orra in 2019 for Quill, where I've been a data engineer ever since.")),
    ).toEqual([
      ["Data Engineer", "Quill", "2019", "", true],
      ["Support Engineer", "Orra Systems", "2015", "2019", false],
    ]);
  });

  it("takes no city for the employer", () => {
    expect(roles(read("In 2014 I moved to London, where I was a nurse at St Anne's Hospital until 2019."))).toEqual([
      ["Nurse", "St Anne's Hospital", "2014", "2019", false],
    ]);
  });
});

describe("prompt classes: two degrees in one sentence, the second with its own verb", () => {
  it("reads 'graduated from A in 2009 with a BA … and did an MA … at B, finishing in 2011' as two degrees with their own years", () => {
    const resume = read(
      "I'm Farid Aliyev, a translator. I graduated from Lakemoor University in 2009 with a BA in Linguistics and did an MA in Translation at Westbrook University, finishing in 2011.",
    );
    expect(degrees(resume)).toEqual([
      ["BA in Linguistics", "Lakemoor University", "2009"],
      ["MA in Translation", "Westbrook University", "2011"],
    ]);
  });
});

describe("prompt classes: tools listed before 'are my main tools'", () => {
  it("reads the list the sentence opens with as skills", () => {
    const skills = JSON.stringify(read("Farid Aliyev, designer at Tarn since 2019. Figma, Sketch and Zeplin are my main tools.").skills);
    expect(skills).toContain("Figma");
    expect(skills).toContain("Sketch");
    expect(skills).toContain("Zeplin");
  });

  it("reads no skills from people named before 'are my colleagues'", () => {
    expect(JSON.stringify(read("Farid Aliyev, engineer. Anna and Bruno are my colleagues.").skills)).not.toContain("Anna");
  });
});

describe("prompt classes: titles and degrees in non-native English", () => {
  it("reads the French 'Licence in <Field>' as a degree", () => {
    const resume = read("I'm Salma Ben Ali, a chemist. I obtained my Licence in Applied Chemistry from the Higher Institute of Sciences of Monastir in 2013.");
    expect(degrees(resume)).toEqual([["Licence in Applied Chemistry", "Higher Institute of Sciences of Monastir", "2013"]]);
    expect(degrees(read("Salma Ben Ali, driver. I have a driving licence."))).toEqual([]);
  });

  it("keeps a title of two fields joined by 'and' whole after 'at <Employer> as a'", () => {
    const resume = read(
      "Salma Ben Ali. I worked at Teatro Luce as a stagehand from 2012 to 2016, then at Studio Vega as a sound and lighting technician from 2016 to 2021.",
    );
    expect(roles(resume)).toContainEqual(["Sound and Lighting Technician", "Studio Vega", "2016", "2021", false]);
  });
});

describe("prompt classes: a course at the school that ran it", () => {
  it("reads 'completed the Cloud Support programme at <School> in <year>' with the whole course name and the school after 'at'", () => {
    const resume = read(
      "I'm Ieva Kalnina. To change careers I completed the Cloud Support programme at Lindum Tech School in 2018 and joined Nimbus Host as a support engineer in 2019.",
    );
    expect(degrees(resume)).toEqual([["Cloud Support programme", "Lindum Tech School", "2018"]]);
    expect(roles(resume)[0]?.slice(0, 3)).toEqual(["Support Engineer", "Nimbus Host", "2019"]);
  });
});

describe("prompt classes: a degree's year in brackets by its school", () => {
  it("takes the bracketed year by the school, not a later job's year in the same sentence", () => {
    const resume = read(
      "I'm Ieva Kalnina. With a Bachelor in Fine Arts from Aldmoor University (2006) behind me I worked in galleries — I was a curator at Vela Gallery from 2007 to 2013.",
    );
    expect(degrees(resume)).toEqual([["Bachelor in Fine Arts", "Aldmoor University", "2006"]]);
    expect(roles(resume)).toEqual([["Curator", "Vela Gallery", "2007", "2013", false]]);
  });
});

describe("prompt classes: what the person has done somewhere since a date", () => {
  it("reads 'has coordinated the … project at <Institute> since …' as a job there with no title made of the verb", () => {
    expect(roles(read("She has coordinated the seed bank project at the Arden Botanical Institute since March 2020."))).toEqual([
      ["", "Arden Botanical Institute", "March 2020", "", true],
    ]);
    expect(roles(read("He has headed the kitchen at Casa Lume since 2020."))).toEqual([["", "Casa Lume", "2020", "", true]]);
  });

  it("splits off ', after three years (2017–2020) as a …' as the job before", () => {
    const resume = read(
      "Lucia Arce, botanist. She has run the seed bank project at the Arden Botanical Institute since March 2020, after three years (2017–2020) as a lab assistant with Greenhollow Trust.",
    );
    expect(roles(resume).map((role) => role.slice(1))).toEqual([
      ["Arden Botanical Institute", "March 2020", "", true],
      ["Greenhollow Trust", "2017", "2020", false],
    ]);
  });
});

describe("prompt classes: a vocational degree named in Spanish on a labelled line", () => {
  it("reads 'Técnico Superior en <Field>' and a school with no school word under an 'Education:' label", () => {
    const resume = read("Name: Tomas Vera\nEducation: Técnico Superior en Mecatrónica, Servicio Regional de Formación Técnica (SRFT), 2010\n");
    expect(degrees(resume)).toEqual([["Técnico Superior en Mecatrónica", "Servicio Regional de Formación Técnica", "2010"]]);
  });
});

describe("prompt classes: self-employment said in other words", () => {
  it("reads 'I run my salon since …' (no 'own') as self-employment", () => {
    // (the trade the person names themself by, "…, hairdresser", is the title of the business they run)
    expect(roles(read("Carla Nunes, hairdresser. I run my salon since 2018; earlier I was a stylist at Rizo Hair from 2012 to 2018."))).toEqual([
      ["Hairdresser", "Self-employed", "2018", "", true],
      ["Stylist", "Rizo Hair", "2012", "2018", false],
    ]);
  });

  it("keeps the trade as the title of 'Self-employed electrician since …', and reads 'at <Employer> 2010-2016' after 'before that'", () => {
    expect(roles(read("Ben Ode, electrician. Self-employed electrician since 2016, before that at Volt Works 2010-2016."))).toEqual([
      ["Electrician", "Self-employed", "2016", "", true],
      ["", "Volt Works", "2010", "2016", false],
    ]);
  });
});

describe("prompt classes: non-native English for 'as' and a second employer with the verb said once", () => {
  it("reads 'I work like cashier in <kind> <Employer>' with 'like' for 'as'", () => {
    expect(roles(read("Nilda Ferrán. I work like cashier in supermarket Tia from 2015 year until 2018 year."))).toEqual([
      ["Cashier", "Tia", "2015", "2018", false],
    ]);
  });

  it("reads '… and then for <Employer> until 2020' as a second job, begun when the first ended", () => {
    expect(roles(read("Juma Said. I was sales rep for Kilima Mobile 2012-2016 and then for Teranga Telecom until 2020."))).toEqual([
      ["", "Teranga Telecom", "2016", "2020", false],
      ["Sales Rep", "Kilima Mobile", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: the present 'am working … from <year>' and an employer after 'in bank'", () => {
  it("reads 'I am working in firm <Employer> as electrician from 2018 year' as the current job", () => {
    expect(roles(read("Hi, I am Goran Ilic. I am working in firm Elektro Plus as electrician from 2018 year."))).toEqual([
      ["Electrician", "Elektro Plus", "2018", "", true],
    ]);
  });

  it("reads 'I work in bank <Name> as teller 2016-2019' with the bank's name as employer", () => {
    expect(roles(read("I am Nadia Haddad. After I work in bank Byblos as teller 2016-2019, now I am supervisor in Fransabank since 2019."))).toEqual([
      ["Supervisor", "Fransabank", "2019", "", true],
      ["Teller", "Byblos", "2016", "2019", false],
    ]);
  });
});

describe("prompt classes: a span of years that opens its clause in a chain of roles", () => {
  it("dates the role after 'before that, from 2015 to 2019, I was …', not the one before it", () => {
    const resume = read(
      "Since March 2019 I work at Zeta as a team leader; before that, from 2015 to 2019, I was an agent at Zeta; and before that I was a cashier at Mega Mart (2012–2015).",
    );
    expect(roles(resume)).toEqual([
      ["Team Leader", "Zeta", "March 2019", "", true],
      ["Agent", "Zeta", "2015", "2019", false],
      ["Cashier", "Mega Mart", "2012", "2015", false],
    ]);
  });
});

describe("prompt classes: more ways two degrees share a sentence", () => {
  it("splits 'and master in finance at …' with no article before the second degree", () => {
    const resume = read(
      "Oleg Petrov. I finished my bachelor in economics at Ural University in 2012 and master in finance at Perm School of Business in 2014.",
    );
    expect(degrees(resume).map(([degree, school, year]) => [degree.toLowerCase(), school, year])).toEqual([
      ["bachelor in economics", "Ural University", "2012"],
      ["master in finance", "Perm School of Business", "2014"],
    ]);
  });

  it("gives each degree the one school named after the last", () => {
    expect(degrees(read("Tom Ash. I have a BA and an MA in History from Tarn University."))).toEqual([
      ["BA", "Tarn University", ""],
      ["MA in History", "Tarn University", ""],
    ]);
    expect(degrees(read("Tom Ash. I hold a Diploma in Nursing (2010) and a BSc in Public Health (2014) from Kolla College."))).toEqual([
      ["Diploma in Nursing", "Kolla College", "2010"],
      ["BSc in Public Health", "Kolla College", "2014"],
    ]);
  });

  it("gives no school to a school-leaving qualification or a degree that names its own", () => {
    expect(degrees(read("Tom Ash. I have a GED and a BSc in Nursing from Kolla College."))).toEqual([
      ["GED", "", ""],
      ["BSc in Nursing", "Kolla College", ""],
    ]);
    expect(degrees(read("Tom Ash. I have an NVQ Level 3 in Care (Fen College, 2021) and Diploma in Education from Ridge College, 2007."))[0]?.[1]).toBe(
      "Fen College",
    );
  });
});

describe("prompt classes: a student at a school is no job", () => {
  it("reads 'I was a student at <Polytechnic> 2012-2015' as education with no degree made up", () => {
    const resume = read("Ada Eze. I was a student at Ridge Polytechnic 2012-2015, then I joined Omni Foods as quality analyst.");
    expect(degrees(resume)).toEqual([["", "Ridge Polytechnic", "2015"]]);
    expect(roles(resume).map((role) => role[1])).toEqual(["Omni Foods"]);
  });
});

describe("prompt classes: more non-native English for how long and what came before", () => {
  it("reads 'since 5 years' as a job held now, with no start year worked out", () => {
    const resume = read(
      "My name is Rita Ortiz. I am accountant since 5 years in company Agro Sur. Before this I was assistant accountant in Banco Rural (2012-2016).",
    );
    expect(roles(resume)).toEqual([
      ["Accountant", "Agro Sur", "", "", true],
      ["Assistant Accountant", "Banco Rural", "2012", "2016", false],
    ]);
  });

  it("splits '… and before i was at <Employer> …' off the current role", () => {
    expect(
      roles(read("Im Kwame Mensah, i work in Tema Telecom as network engineer since 2018 and before i was at Volta Cable 2014 - 2018 as technician.")),
    ).toEqual([
      ["Network Engineer", "Tema Telecom", "2018", "", true],
      ["Technician", "Volta Cable", "2014", "2018", false],
    ]);
  });

  it("keeps a Portuguese compound given name ('Pedro Henrique') whole", () => {
    expect(name(read("Hello! I'm Pedro Henrique Souza, electrician in Recife."))).toEqual(["Pedro Henrique", "Souza"]);
  });
});

describe("prompt classes: schooling told in non-native English", () => {
  it("reads 'I study <subject> in <School>, finish 2013' with 'in' for 'at'", () => {
    expect(degrees(read("Kofi Asare. I study electrical engineering in TUKA, finish 2013."))).toEqual([["electrical engineering", "TUKA", "2013"]]);
  });

  it("takes no city after 'studied … in' for a school", () => {
    expect(degrees(read("Kofi Asare. I studied economics in Madrid from 2008 to 2012.")).map((degree) => degree[1])).not.toContain("Madrid");
  });

  it("reads the subject of 'graduated in <Subject> from <School>'", () => {
    expect(degrees(read("Rui Faria. I graduated in Physiotherapy from Escola Norte in 2014."))).toEqual([["Physiotherapy", "Escola Norte", "2014"]]);
  });
});

describe("prompt classes: 'self employed' written without its hyphen", () => {
  it("reads 'I am self employed as a plumber' as self-employment with the trade as title", () => {
    expect(roles(read("Ivan Horak. Since 2020 I am self employed as a plumber. Before, 2012-2020, plumber at AquaFix."))).toEqual([
      ["Plumber", "Self-employed", "2020", "", true],
      ["Plumber", "AquaFix", "2012", "2020", false],
    ]);
  });
});

describe("prompt classes: a business of one's own named after 'a <kind>'", () => {
  it("reads 'I own a small bakery called <Name>' and 'I run a food truck, <Name>'", () => {
    expect(roles(read("Nell Hart. I own a small bakery called Rye & Co since 2016."))).toEqual([["", "Rye & Co", "2016", "", true]]);
    expect(roles(read("Nell Hart. Since 2018 I run a food truck, Taco Loco."))).toEqual([["", "Taco Loco", "2018", "", true]]);
    expect(roles(read("Nell Hart. Since 2019 I have a salon, Luz Studio."))).toEqual([["", "Luz Studio", "2019", "", true]]);
  });
});

describe("prompt classes: a LinkedIn date line with how long and how the job was done", () => {
  it("reads '· Nairobi, Kenya · On-site' and '· 3 yrs 11 mos · Mombasa' after the dates", () => {
    const resume = read(
      "Experience\nFleet Manager\nKora Logistics · Full-time\nJan 2020 - Present · Nairobi, Kenya · On-site\nDispatcher\nPexo Foods\nFeb 2016 - Dec 2019 · 3 yrs 11 mos · Mombasa",
    );
    expect(roles(resume)).toEqual([
      ["Fleet Manager", "Kora Logistics", "Jan 2020", "", true],
      ["Dispatcher", "Pexo Foods", "Feb 2016", "Dec 2019", false],
    ]);
    expect(resume.experiences?.map((job) => job.location)).toEqual(["Nairobi, Kenya", "Mombasa"]);
  });
});

describe("prompt classes: an employer whose name ends in a country or a legal form", () => {
  it("keeps 'Nord Sverige AB' as the employer, not a place with the state 'AB'", () => {
    expect(roles(read("Area manager, Nord Sverige AB, 2015-2020"))).toEqual([["Area Manager", "Nord Sverige AB", "2015", "2020", false]]);
  });

  it("reads 'Since 2020 I work in <Employer Country>' and takes no city for an employer", () => {
    expect(roles(read("Lia Souza. Since 2020 I work in Zeta Brasil."))).toEqual([["", "Zeta Brasil", "2020", "", true]]);
    expect(roles(read("Lia Souza. Since 2020 I work in London."))).toEqual([]);
  });
});

describe("prompt classes: a short phone number after words that say it is one", () => {
  it("reads a short number after 'contact number is', 'call me at', 'reach me on'", () => {
    expect(read("Ines Bravo, cook. My contact number is 7123 456.").personalInfo?.phone).toBe("7123 456");
    expect(read("Ines Bravo, cook. Call me at 555 0172.").personalInfo?.phone).toBe("555 0172");
    expect(read("Ines Bravo, cook. Reach me on 4417 2290 any time.").personalInfo?.phone).toBe("4417 2290");
  });
});

describe("prompt classes: years written as learners of English write them", () => {
  it("reads 'from year 2012 to year 2015', '2012 up to 2015', '2012 up to present' and '2010 - 2014 years'", () => {
    expect(roles(read("Ali Demir. I worked at Kora from year 2012 to year 2015."))).toEqual([["", "Kora", "2012", "2015", false]]);
    expect(roles(read("Ali Demir. I was at Kora from 2012 up to 2015 as driver."))).toEqual([["Driver", "Kora", "2012", "2015", false]]);
    expect(roles(read("Ali Demir. Driver at Kora, 2012 up to present."))).toEqual([["Driver", "Kora", "2012", "", true]]);
    expect(roles(read("Ali Demir. Worked in Kora 2010 - 2014 years as helper."))).toEqual([["Helper", "Kora", "2010", "2014", false]]);
  });
});

describe("prompt classes: a title named through the post it is", () => {
  it("reads 'on position of', 'in the role of', 'the post of' and 'My position is' as the title", () => {
    expect(roles(read("Olga Ivanova. I work on position of logistics manager in Kora Trans since 2019."))).toEqual([
      ["Logistics Manager", "Kora Trans", "2019", "", true],
    ]);
    expect(roles(read("Olga Ivanova. From 2015 to 2019 I worked in the role of accountant at Beta Group."))).toEqual([
      ["Accountant", "Beta Group", "2015", "2019", false],
    ]);
    expect(roles(read("Olga Ivanova. I occupy the post of chief engineer at Delta Mills since 2020."))).toEqual([
      ["Chief Engineer", "Delta Mills", "2020", "", true],
    ]);
    expect(roles(read("Olga Ivanova. My position is HR specialist in Omni Foods, since 2021."))).toEqual([["HR Specialist", "Omni Foods", "2021", "", true]]);
    expect(roles(read("Olga Ivanova. I am on the position of senior nurse in Vale Hospital from 2018."))).toEqual([
      ["Senior Nurse", "Vale Hospital", "2018", "", true],
    ]);
  });

  it("keeps the employer after how long the title was held ('as a sales manager for 4 years in <Employer>')", () => {
    expect(roles(read("Olga Ivanova. I worked as a sales manager for 4 years in Kora Motors (2016-2020)."))).toEqual([
      ["Sales Manager", "Kora Motors", "2016", "2020", false],
    ]);
  });
});

describe("prompt classes: a possessive in a lower-case title before its employer", () => {
  it("reads 'Previously 2016-2020 welder's helper at <Employer>' as the job before", () => {
    expect(roles(read("Aron Toth. Working since 2020 as a welder at Tarn Steel. Previously 2016-2020 welder's helper at Kask Yards."))).toEqual([
      ["Welder", "Tarn Steel", "2020", "", true],
      ["Welder's Helper", "Kask Yards", "2016", "2020", false],
    ]);
  });
});

describe("prompt classes: schooling told with 'trained at', 'went to' or a course in lower case", () => {
  it("reads 'did a two-year course in welding at <Centre> (2010-2012)' as education, not a job", () => {
    const resume = read("Aron Toth. After school I did a two-year course in welding at Tarn Vocational Centre (2010-2012).");
    expect(degrees(resume)).toEqual([["Two-year course in welding", "Tarn Vocational Centre", "2012"]]);
    expect(roles(resume)).toEqual([]);
  });

  it("reads 'trained at <Academy> from 2015 to 2016' and 'went to <College> 2008-2011 for nursing' as schools attended", () => {
    expect(degrees(read("Mia Lund. I trained at Lumen Beauty Academy from 2015 to 2016 and since 2016 I work as a beautician at Glow Spa."))).toEqual([
      ["", "Lumen Beauty Academy", "2016"],
    ]);
    const resume = read("Mia Lund. I went to Kolla College 2008-2011 for nursing, then worked at Vale Hospital 2011-2018.");
    expect(degrees(resume)).toEqual([["Nursing", "Kolla College", "2011"]]);
    expect(roles(resume)).toEqual([["", "Vale Hospital", "2011", "2018", false]]);
  });

  it("leaves a degree named with the school to the degree rules", () => {
    expect(degrees(read("Mia Lund. I trained at Fenby College and got a Level 3 Diploma in Cookery in 2010."))).toEqual([
      ["Level 3 Diploma in Cookery", "Fenby College", "2010"],
    ]);
  });
});

describe("prompt classes: two degrees with their years in brackets and one school after them", () => {
  it("gives both the school, and the field to the degree it follows", () => {
    expect(degrees(read("Eva Roth. BSc (2010) and MSc (2012) in Chemistry from Halvard University."))).toEqual([
      ["BSc", "Halvard University", "2010"],
      ["MSc in Chemistry", "Halvard University", "2012"],
    ]);
  });
});

describe("prompt classes: a school heading a list of its degrees", () => {
  it("gives each degree after 'Halvard University —' that school", () => {
    expect(degrees(read("Eva Roth\nEducation: Halvard University — BSc Chemistry (2010), MSc Chemistry (2012)"))).toEqual([
      ["BSc Chemistry", "Halvard University", "2010"],
      ["MSc Chemistry", "Halvard University", "2012"],
    ]);
  });
});
