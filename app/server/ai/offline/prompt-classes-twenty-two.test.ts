import { describe, expect, it } from "vitest";
import { name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a list of employers, each with its title and years in brackets", () => {
  it("reads 'worked with A (title, years), B (title, years) and C, where …' as one role per employer", () => {
    const resume = read(
      "I am Tomas Verhoek, a logistics planner based in Utrecht. I have worked with Polder Freight (route planner, 2010-2014), Grachten Cargo (senior planner, 2014-2018) and Maasbrug Logistics BV, where I have been Head of Planning since 2018. Email tomas@example.nl",
    );
    expect(roles(resume)).toEqual([
      ["Head of Planning", "Maasbrug Logistics BV", "2018", "", true],
      ["Senior Planner", "Grachten Cargo", "2014", "2018", false],
      ["Route Planner", "Polder Freight", "2010", "2014", false],
    ]);
  });
});

describe("prompt classes: a later title at the same employer that the person 'became'", () => {
  it("reads 'started as X in 2016 and became Y in 2021, a role she holds to date' as two roles, the later one held now", () => {
    const resume = read(
      "I am Efua Mensima, an accountant in Takoradi. From 2012 to 2016 I was an audit clerk with Pra River Audit Services. I then joined Nsuta Cocoa Traders, where I started as Assistant Accountant in 2016 and became Finance Manager in 2021, a role I hold to date.",
    );
    expect(roles(resume)).toEqual([
      ["Finance Manager", "Nsuta Cocoa Traders", "2021", "", true],
      ["Assistant Accountant", "Nsuta Cocoa Traders", "2016", "2021", false],
      ["Audit Clerk", "Pra River Audit Services", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: the titles held in turn in a role dated in brackets, the later one's year set off by commas", () => {
  it("reads 'spent six years with X (2014–2020), first as A and, from 2017, as B' as two roles at X", () => {
    const resume = read(
      "Pieter Vos lives in Leiden. He has worked as a buyer at Kanaal Retail since 2020. Before that he spent six years with Duinrand Foods in Haarlem (2014–2020), first as a stock clerk and, from 2017, as a junior buyer. Email pv@example.nl",
    );
    expect(roles(resume)).toEqual([
      ["Buyer", "Kanaal Retail", "2020", "", true],
      ["Junior Buyer", "Duinrand Foods", "2017", "2020", false],
      ["Stock Clerk", "Duinrand Foods", "2014", "2017", false],
    ]);
  });
});

describe("prompt classes: an employer before a colon, then the titles held there each with its years in brackets", () => {
  it("reads '- Employer: A (years), B (years), C, Department (years)' as one role per title", () => {
    const resume = read(
      "Ebuka Nwosu | Enugu | ebuka@example.com | 0803 000 1111\n- Ridgeway Savings Bank: Teller (2012–2015), Loan Officer (2015–2019), Branch Manager, Retail Banking (Mar 2019 – date)\n- B.Sc. Economics, Udi Hills University, Enugu – 2011\n- Skills: credit analysis, Excel",
    );
    expect(roles(resume)).toEqual([
      ["Branch Manager", "Ridgeway Savings Bank", "Mar 2019", "", true],
      ["Loan Officer", "Ridgeway Savings Bank", "2015", "2019", false],
      ["Teller", "Ridgeway Savings Bank", "2012", "2015", false],
    ]);
  });
});

describe("prompt classes: in a prompt typed without capitals, 'title in employer' with the years after it or before the title", () => {
  it("reads 'now driver in x since 2020, before that storekeeper in y 2015-2020 and 2012-2015 salesman in z.' as three roles", () => {
    const resume = read(
      "hi i am joseph mathew from thrissur. now delivery driver in lulu coast trading llc since 2020, before that storekeeper in vembanad hardware stores 2015-2020 and 2012-2015 salesman in marine drive mobile centre. i know tally and driving. +971 50 000 1234",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title.toLowerCase(), company.toLowerCase(), start, end])).toEqual([
      ["delivery driver", "lulu coast trading llc", "2020", ""],
      ["storekeeper", "vembanad hardware stores", "2015", "2020"],
      ["salesman", "marine drive mobile centre", "2012", "2015"],
    ]);
  });
});

describe("prompt classes: a promotion told apart from the job it was in, its year before or after it", () => {
  it("reads 'In 2018 the owners promoted me to store supervisor and I stayed on until March 2022' as a second role at the employer before", () => {
    const resume = read(
      "My name is Lidia Marques and I live in Braga. I started in 2014 as a sales assistant at Livraria Ponte Velha. In 2018 the owners promoted me to store supervisor and I stayed on until March 2022. Since April 2022 I am Area Manager at Casa Minho Retail.",
    );
    expect(roles(resume)).toEqual([
      ["Area Manager", "Casa Minho Retail", "April 2022", "", true],
      ["Store Supervisor", "Livraria Ponte Velha", "2018", "March 2022", false],
      ["Sales Assistant", "Livraria Ponte Velha", "2014", "2018", false],
    ]);
  });

  it("reads 'began in 2010 as a clerk at X, was promoted to supervisor in 2013, and moved to Y in 2016 as …' as two roles at X", () => {
    const resume = read(
      "Ramon Villareal works in shipping in Davao. He started out in 2010 as a shipping clerk at Samal Port Services, was promoted to shift supervisor in 2013, and moved to Toril Cold Chain in 2016 as Warehouse Manager until 2022. Since 2022 he has been Operations Head at Matina Freight.",
    );
    expect(roles(resume)).toEqual([
      ["Operations Head", "Matina Freight", "2022", "", true],
      ["Warehouse Manager", "Toril Cold Chain", "2016", "2022", false],
      ["Shift Supervisor", "Samal Port Services", "2013", "2016", false],
      ["Shipping Clerk", "Samal Port Services", "2010", "2013", false],
    ]);
  });
});

describe("prompt classes: the name in a prompt typed without capitals, after a filler word, with the age after it, or after a bare 'name'", () => {
  it("reads 'ok so i'm dermot quinlan 61 from …' and 'name suresh babu, …' as the person's name", () => {
    expect(name(read("ok so i'm dermot quinlan 61 from limerick and i was a forklift driver at shannon cold stores 1995 to 2020."))).toEqual([
      "Dermot",
      "Quinlan",
    ]);
    expect(name(read("hello sir i need cv. name suresh babu, madurai. driver at kovai transports 2015 to 2022. ph 98400 12345"))).toEqual(["Suresh", "Babu"]);
  });
});

describe("prompt classes: a season and year set right after the employer, with no 'in'", () => {
  it("reads 'lifeguard at Camp Elm Hollow summer 2024' as a role dated that summer", () => {
    const resume = read("I'm Dana Holt from Tulsa. I was a lifeguard at Camp Elm Hollow summer 2024, and a cashier at Redbud Market since 2023.");
    expect(roles(resume)).toEqual([
      ["Cashier", "Redbud Market", "2023", "", true],
      ["Lifeguard", "Camp Elm Hollow", "summer 2024", "2024", false],
    ]);
  });
});

describe("prompt classes: in a prompt typed without capitals, an employer's name with '&' between its words", () => {
  it("reads 'barista at pickle & co deli since 2022' with the whole name", () => {
    const resume = read(
      "hey im tara quill from boise. im a barista at pickle & co deli since 2022. before that i was a lifeguard at boise aquatic center 2020-2021.",
    );
    expect(roles(resume).map(([title, company]) => [title.toLowerCase(), company.toLowerCase()])).toEqual([
      ["barista", "pickle & co deli"],
      ["lifeguard", "boise aquatic center"],
    ]);
  });
});

describe("prompt classes: 'hs diploma' in chat shorthand", () => {
  it("reads 'finished my hs diploma at X in 2021' as a high school diploma", () => {
    const resume = read("I'm Tara Quill from Boise. I work as a cashier at Pickle Deli since 2022. Finished my hs diploma at Ridgecrest High School in 2021.");
    expect(resume.education?.map((e) => [e.degree?.toLowerCase(), e.school, e.graduationYear])).toEqual([
      ["high school diploma", "Ridgecrest High School", "2021"],
    ]);
  });
});

describe("prompt classes: a lower-case note in brackets after an entry's title", () => {
  it("reads 'Packer (weekends during college), Employer, 2014 – 2016' with the employer after the note", () => {
    const resume = read(
      "Rosa Lim – Ipoh – rosa@example.com\nLine Leader, Kinta Foods Sdn Bhd, 2019 – present\nPacker (weekends during college), Gopeng Snacks Enterprise, 2014 – 2016",
    );
    expect(roles(resume)).toEqual([
      ["Line Leader", "Kinta Foods Sdn Bhd", "2019", "", true],
      ["Packer", "Gopeng Snacks Enterprise", "2014", "2016", false],
    ]);
  });
});

describe("prompt classes: an entry's title, the department, then the employer", () => {
  it("reads 'Since 2019: Staff Nurse, Cardiology Department, Hospital San Rafael de Tunja' at the hospital", () => {
    const resume = read(
      "Lucia Mora – Tunja\n- Since 2019: Staff Nurse, Cardiology Department, Hospital San Rafael de Tunja\n- 2014-2019: Nursing Assistant, Clínica Santa Ana, Duitama",
    );
    expect(roles(resume)).toEqual([
      ["Staff Nurse", "Hospital San Rafael de Tunja", "2019", "", true],
      ["Nursing Assistant", "Clínica Santa Ana", "2014", "2019", false],
    ]);
  });
});

describe("prompt classes: another role told after a comma as its years, then a lower-case title at its employer", () => {
  it("reads '…, and 2011-2015 stock clerk at X.' as a role of its own", () => {
    const resume = read(
      "My name is Ramiro Salas, I am from Saltillo. Currently I am Buyer at Grupo Coahuila Textil, since 2020. Previously, 2015-2020 I was purchasing assistant at Aceros del Bajío in Torreón, and 2011-2015 stock clerk at Ferretería Monclova Centro.",
    );
    expect(roles(resume)).toEqual([
      ["Buyer", "Grupo Coahuila Textil", "2020", "", true],
      ["Purchasing Assistant", "Aceros del Bajío", "2015", "2020", false],
      ["Stock Clerk", "Ferretería Monclova Centro", "2011", "2015", false],
    ]);
  });
});

describe("prompt classes: in a prompt typed without capitals, an employer's name that opens with 'the'", () => {
  it("reads 'sous chef at the rusty anchor since 2021' at that employer, but not 'at the same place since …'", () => {
    const resume = read(
      "hey im nina cole, cook in darwin. been sous chef at the rusty anchor since 2021, before that line cook at mango bay kitchen 2016-2021.",
    );
    expect(roles(resume).map(([title, company, start]) => [title.toLowerCase(), company.toLowerCase(), start])).toEqual([
      ["sous chef", "the rusty anchor", "2021"],
      ["line cook", "mango bay kitchen", "2016"],
    ]);
    const same = read("hey im nina cole from darwin. ive been a cook at the same place since 2019 and before that a cashier at fig market 2015-2019.");
    expect(roles(same).some(([, company]) => /same place/i.test(company))).toBe(false);
  });
});

describe("prompt classes: jobs told one after another with no comma between a job's years and the next job's joining word", () => {
  it("reads 'helper at X 2012 to 2015 then driver at Y 2015-2019 after that supervisor at Z 2019 to 2024' as three roles", () => {
    const resume = read(
      "hello sir i want cv. name arjun nair, perumbavoor. helper at vyttila motors 2012 to 2015 then driver at periyar logistics 2015-2019 after that supervisor at marine drive stores 2019 to 2024. ph 98470 00000",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title.toLowerCase(), company.toLowerCase(), start, end])).toEqual([
      ["supervisor", "marine drive stores", "2019", "2024"],
      ["driver", "periyar logistics", "2015", "2019"],
      ["helper", "vyttila motors", "2012", "2015"],
    ]);
  });
});

describe("prompt classes: a later title at the employer just told, without naming it again", () => {
  it("reads '…, and now shift lead same company from 2022' as the role held now at that employer", () => {
    const resume = read(
      "hello sir i want cv. name arjun nair, perumbavoor. driver at periyar logistics 2015 to 2019, after that packer at vyttila cold stores 2019 to 2022, and now shift lead same company from 2022. ph 98470 00000",
    );
    expect(roles(resume).map(([title, company, start, end, current]) => [title.toLowerCase(), company.toLowerCase(), start, end, current])).toEqual([
      ["shift lead", "vyttila cold stores", "2022", "", true],
      ["packer", "vyttila cold stores", "2019", "2022", false],
      ["driver", "periyar logistics", "2015", "2019", false],
    ]);
  });

  it("reads 'started as apprentice electrician 1990 to 1994, then electrician till 2005' as two roles at the employer", () => {
    const resume = read(
      "I'm Brian Teale from Hull. I was at Humber Shipyard Joinery, started as apprentice electrician 1990 to 1994 then electrician till 2005 when it closed.",
    );
    expect(roles(resume)).toEqual([
      ["Electrician", "Humber Shipyard Joinery", "1994", "2005", false],
      ["Apprentice Electrician", "Humber Shipyard Joinery", "1990", "1994", false],
    ]);
  });
});

describe("prompt classes: the titles held in turn at the employer joined, told in one sentence", () => {
  it("reads 'joined X as A in 2004, became B at its C branch in 2010 and has been D since 2019' as three roles at X", () => {
    const resume = read(
      "Alice Merrow is a museum educator in Devon. She joined Exe Valley Heritage Trust as a visitor assistant in 2004, became collections officer at its Tiverton site in 2010 and has been Head of Learning Programmes since 2019. Before that she was a tour guide at Dart Boat Tours (2001–2004).",
    );
    expect(roles(resume)).toEqual([
      ["Head of Learning Programmes", "Exe Valley Heritage Trust", "2019", "", true],
      ["Collections Officer", "Exe Valley Heritage Trust", "2010", "2019", false],
      ["Visitor Assistant", "Exe Valley Heritage Trust", "2004", "2010", false],
      ["Tour Guide", "Dart Boat Tours", "2001", "2004", false],
    ]);
  });
});

describe("prompt classes: a school named by a word of its kind in other school systems ('Collegiate', 'Technikum', 'Lyceum')", () => {
  it("reads 'High school diploma, Elm Creek Collegiate, 2007' with the collegiate as the school", () => {
    const resume = read(
      "• Joel Marchand — electrician, Brandon MB\n• Electrician, Souris Valley Electric Ltd., 2014–present\n• Electrician certificate, Pembina Institute of Trades, 2014\n• High school diploma, Elm Creek Collegiate, 2007",
    );
    expect(resume.education?.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["Electrician certificate", "Pembina Institute of Trades", "2014"],
      ["High school diploma", "Elm Creek Collegiate", "2007"],
    ]);
  });
});

describe("prompt classes: a line that opens with a school (its town after 'in'), then the trade it taught and one year", () => {
  it("reads '• Technikum Mechaniczne nr 2 in Olsztyn – mechanic technician, 2008' as schooling", () => {
    const resume = read(
      "• Jan Nowak, Olsztyn – mechanic\n• 2010 – now: mechanic, Warmia Auto Serwis, Olsztyn\n• Technikum Mechaniczne nr 2 in Olsztyn – mechanic technician, 2008",
    );
    expect(resume.education?.map((e) => [e.degree?.toLowerCase(), e.school, e.graduationYear])).toEqual([
      ["mechanic technician", "Technikum Mechaniczne nr 2", "2008"],
    ]);
    expect(roles(resume)).toEqual([["Mechanic", "Warmia Auto Serwis", "2010", "", true]]);
  });
});

describe("prompt classes: a dated degree, then 'and' another one studied or expected", () => {
  it("reads '… from X in 2012 and plans to finish a master's in … at Y in 2026' as two degrees", () => {
    const resume = read(
      "Dana Wills is a nurse in Tulsa. She earned a diploma in Nursing from Bayside College in 2012 and plans to finish a master's in Health Management at Ridge State University in 2026.",
    );
    expect(resume.education?.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["Diploma in Nursing", "Bayside College", "2012"],
      ["Master's in Health Management", "Ridge State University", "2026"],
    ]);
  });
});

describe("prompt classes: the town moved to, then the employer moved to there", () => {
  it("reads 'In 2016 I moved to Muscat to Corniche Tower Hotel as Front Office Supervisor' as a role at the hotel from 2016", () => {
    const resume = read(
      "I am Omar Said, living in Muscat. In 2016 I moved to Muscat to Corniche Tower Hotel as Front Office Supervisor, and from 2021 till now I am Guest Relations Manager at West Bay Suites.",
    );
    expect(roles(resume)).toEqual([
      ["Guest Relations Manager", "West Bay Suites", "2021", "", true],
      ["Front Office Supervisor", "Corniche Tower Hotel", "2016", "2021", false],
    ]);
  });
});

describe("prompt classes: where the person has lived since a year", () => {
  it("reads 'living in Muscat since 2016' as no role of its own", () => {
    const resume = read(
      "I am Omar Said, Jordanian, living in Muscat since 2016. From 2016 to 2021 I was Front Office Supervisor at Corniche Tower Hotel, and from 2021 till now I am Guest Relations Manager at West Bay Suites.",
    );
    expect(roles(resume)).toEqual([
      ["Guest Relations Manager", "West Bay Suites", "2021", "", true],
      ["Front Office Supervisor", "Corniche Tower Hotel", "2016", "2021", false],
    ]);
  });
});

describe("prompt classes: a profile's heading in capitals, with whoever prepared it, above the text", () => {
  it("reads the person's name from the bio below 'CANDIDATE SUMMARY — compiled by …'", () => {
    const resume = read(
      "CANDIDATE SUMMARY — compiled by Harbour Talent Partners\n\nPriya Nair is an Indian national living in Muscat. She has worked as an accountant at Ruwi Trading LLC since 2019.",
    );
    expect(name(resume)).toEqual(["Priya", "Nair"]);
    expect(roles(resume)).toEqual([["Accountant", "Ruwi Trading LLC", "2019", "", true]]);
  });
});

describe("prompt classes: an employer joined whose name ends on an accented letter", () => {
  it("reads 'joined Transportes Yaguarú as Fleet Manager' with the whole name", () => {
    const resume = read("Mateo Soto is a manager in Lima. He joined Transportes Yaguarú as Fleet Manager in 2022.");
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([["Fleet Manager", "Transportes Yaguarú", "2022"]]);
  });
});

describe("prompt classes: a role that began 'the same year' as the degree told before it", () => {
  it("reads 'in 2013 and joined X as a teller that same year' as a role from 2013", () => {
    const resume = read(
      "Hi, I'm Asha Kulkarni from Nashik. I completed my B.Com at Godavari College of Commerce in 2013 and joined Kaveri Cooperative Bank as a teller that same year. After 5 years I moved to Trimbak Finserv as a loan officer (2018 to 2022).",
    );
    expect(roles(resume)).toEqual([
      ["Loan Officer", "Trimbak Finserv", "2018", "2022", false],
      ["Teller", "Kaveri Cooperative Bank", "2013", "2018", false],
    ]);
  });
});

describe("prompt classes: a student's subject told as their major at a school", () => {
  it("reads 'a nursing major at Ozark State, graduating May 2026' and 'majoring in Nursing at …' as schooling", () => {
    const major = read("I'm Kira Dunn, a nursing major at Ozark State, graduating May 2026, from Springfield. I'm a barista at Hilltop Grocers since 2022.");
    expect(major.education?.map((e) => [e.degree?.toLowerCase(), e.school, e.graduationYear])).toEqual([["nursing", "Ozark State", "2026"]]);
    expect(roles(major)).toEqual([["Barista", "Hilltop Grocers", "2022", "", true]]);
    const majoring = read("I'm Kira Dunn from Springfield. I'm majoring in Nursing at Ozark State University, graduating May 2026.");
    expect(majoring.education?.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([["Nursing", "Ozark State University", "2026"]]);
  });
});
