import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: an earlier title at the employer named just before, joined 'as' it", () => {
  it("reads 'She joined the company in 2015 as a parts clerk' as the first role there", () => {
    const resume = read(
      "Noor Halvorsen is a service manager at Tindra Auto Group in Tromsø, where she has run the workshop since 2019. She joined the company in 2015 as a parts clerk. Before that she was a cashier at Fjellby Market from 2011 to 2015.",
    );
    expect(roles(resume)).toEqual([
      ["Service Manager", "Tindra Auto Group", "2019", "", true],
      ["Parts Clerk", "Tindra Auto Group", "2015", "2019", false],
      ["Cashier", "Fjellby Market", "2011", "2015", false],
    ]);
  });

  it("reads 'began his career at the same company as a picker in 2010' as the first role at the employer told last", () => {
    const resume = read(
      "Arvid works as a planner at Kolmården Frakt AB (since 2020), after four years as team leader at Brovik Logistik AB (2016–2020). He began his career at the same company as a picker in 2010.",
    );
    expect(roles(resume)).toEqual([
      ["Planner", "Kolmården Frakt AB", "2020", "", true],
      ["Team Leader", "Brovik Logistik AB", "2016", "2020", false],
      ["Picker", "Brovik Logistik AB", "2010", "2016", false],
    ]);
  });

  it("reads a bracket '(joined in 2013 as a Records Assistant)' after a role's line as its first title", () => {
    const resume = read(
      "* Ailsa Brodie, Forfar – ailsa@example.com\n* Licensing Officer at Strathmore District Council, 2019 to now (joined in 2013 as a Records Assistant)\n* Before that: Clerk, Tayside Feed Supplies, 2009-2013",
    );
    expect(roles(resume)).toEqual([
      ["Licensing Officer", "Strathmore District Council", "2019", "", true],
      ["Records Assistant", "Strathmore District Council", "2013", "2019", false],
      ["Clerk", "Tayside Feed Supplies", "2009", "2013", false],
    ]);
  });
});

describe("prompt classes: a name typed in lower case after an introduction", () => {
  it("reads 'im sarah mcallister from …' in an all lower-case text as the person's name", () => {
    expect(name(read("hiya im sarah mcallister from leeds been at the garden centre since 2018 sorting stock. call me on 07700 900123"))).toEqual([
      "Sarah",
      "Mcallister",
    ]);
  });

  it("reads a hyphenated surname typed in lower case at the end of the text", () => {
    expect(name(read("so i worked as a carer at hollybank house from 2012 to 2019. im laura peters-obi, 0400 555 111"))).toEqual(["Laura", "Peters-Obi"]);
  });

  it("reads 'yeah so im dale nordstrom, …' where the introduction opens no sentence", () => {
    expect(name(read("yeah so im dale nordstrom, raised near the lakes. worked at pine hollow feeds from 2010 till 2016. text me 701 555 0100"))).toEqual([
      "Dale",
      "Nordstrom",
    ]);
  });

  it("does not read the words after a lower-case 'im' as a name when the tagger reads no person there", () => {
    expect(name(read("hi im really keen on warehouse work. i was a picker at stockton depot from 2015 to 2020"))).toEqual(["", ""]);
  });
});

describe("prompt classes: a text typed in lower case whose sentences mostly open with 'i'", () => {
  it("reads the lower-case employers after 'at' when the pronoun and an acronym alone have capitals", () => {
    const resume = read(
      "so i took a few years off. i was a cleaner at maple court hotel in dunedin from 2012 to 2016. before that i was a kitchen hand at river lane cafe 2009-2012. i did my RSA course in 2012.",
    );
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([
      ["Maple Court Hotel", "2012", "2016"],
      ["River Lane Cafe", "2009", "2012"],
    ]);
  });
});

describe("prompt classes: lower-case employers after a town and after 'a … called'", () => {
  it("reads 'from leeds been working at holme park garden centre since 2018' and 'a warehouse called northway freight'", () => {
    const resume = read(
      "hiya im tessa brook from leeds been working at holme park garden centre since 2018 doing deliveries. before that i was at a warehouse called northway freight from 2015 to 2018 picking orders. call me on 07700 900456",
    );
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([
      ["Holme Park Garden Centre", "2018", ""],
      ["Northway Freight", "2015", "2018"],
    ]);
  });
});

describe("prompt classes: a list's line with a title, an employer and a single year", () => {
  it("reads '- Stock Clerk, Harbourside Bakery — 2018' as a role of that year", () => {
    const resume = read(
      "- Tomas Reyna – Valparaíso\n- Logistics Coordinator, Puerto Claro Cargo Ltda. — 2021–present\n- Warehouse Assistant, Cerro Alto Distribución — 2019-21\n- Stock Clerk, Harbourside Bakery — 2018\n- tomas.reyna@example.cl",
    );
    expect(roles(resume)).toEqual([
      ["Logistics Coordinator", "Puerto Claro Cargo Ltda.", "2021", "", true],
      ["Warehouse Assistant", "Cerro Alto Distribución", "2019", "2021", false],
      ["Stock Clerk", "Harbourside Bakery", "2018", "2018", false],
    ]);
  });
});

describe("prompt classes: a list's entry whose employer's name ends in a title's word", () => {
  it("reads 'Shop Counter Assistant – Kingsway Chemist' in the order of the list's other entries", () => {
    const resume = read(
      "- Aled Pryce, Bangor\n- Care Assistant, Ward 3 – Northgate Hospital – 2019 to present\n- Shop Counter Assistant – Kingsway Chemist – 2015-2019\n- Saturday boy – Elm Street Bakehouse – 2012-2015\n- aled.pryce@example.co.uk",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Care Assistant", "Northgate Hospital"],
      ["Shop Counter Assistant", "Kingsway Chemist"],
      ["Saturday Boy", "Elm Street Bakehouse"],
    ]);
  });
});

describe("prompt classes: a certificate whose kind has a word before it, from a school named as one", () => {
  it("reads 'a Higher Certificate in Retail Management from Kilbrack Institute (2011)' as a degree", () => {
    const resume = read(
      "I'm Niamh Corrigan from Sligo. I have been a store manager at Garavogue Outfitters since 2015. I have a Higher Certificate in Retail Management from Kilbrack Institute (2011).",
    );
    expect(degrees(resume)).toEqual([["Higher Certificate in Retail Management", "Kilbrack Institute", "2011"]]);
  });

  it("reads 'a National Certificate in …' the same way", () => {
    const resume = read("Themba Ngcobo, Ballito. I hold a National Certificate in Electrical Engineering from Umlazi Technical College, 2013.");
    expect(degrees(resume)).toEqual([["National Certificate in Electrical Engineering", "Umlazi Technical College", "2013"]]);
  });
});

describe("prompt classes: a dated line under a TRAINING heading that names a school", () => {
  it("reads '2015    Welding Diploma    Tamarack Technical Institute' under TRAINING as schooling", () => {
    const resume = read(
      "GUS MARCHETTI — Welder\nSudbury, ON       705-555-0100       gus@example.ca\nEXPERIENCE\n2015 – present     Welder        Nickel Belt Fabrication Ltd.\n2011 – 2015        Welder Helper       Copper Cliff Iron Works\nTRAINING\n2015    Welding Diploma    Tamarack Technical Institute\nSKILLS   MIG  ·  TIG  ·  blueprint reading",
    );
    expect(degrees(resume)).toEqual([["Welding Diploma", "Tamarack Technical Institute", "2015"]]);
  });
});

describe("prompt classes: a Europass CV's 'PERSONAL INFORMATION' label before the name", () => {
  it("reads the name after the label on the first line", () => {
    const resume = read(
      "PERSONAL INFORMATION    Chiara Fontana\n                        Via Roma 3, Parma (Italy)\n                        +39 333 555 0100    chiara.fontana@example.it\n\nWORK EXPERIENCE\n01/02/2018 – Present      Pastry Chef\n                          Pasticceria Ponte Verde, Parma",
    );
    expect(name(resume)).toEqual(["Chiara", "Fontana"]);
  });
});

describe("prompt classes: a surname opened by a particle written as one word, in an introduction", () => {
  it("reads 'My name is Maria Luz Delos Santos, …' with both given names before the particle", () => {
    expect(name(read("My name is Maria Luz Delos Santos, 29, from Bacolod. I have been a cashier at Lacson Mart since 2018."))).toEqual([
      "Maria Luz",
      "Delos Santos",
    ]);
  });
});

describe("prompt classes: 'name' as a label without a colon, opening a sentence", () => {
  it("reads 'pls make my cv. name Ravi Pawar, nashik.' as the person's name", () => {
    expect(name(read("pls make my cv. name Ravi Pawar, nashik. working as store keeper in Mehta Traders from 2019 till now. contact 98220 55100"))).toEqual([
      "Ravi",
      "Pawar",
    ]);
  });
});

describe("prompt classes: a bulleted line of short items with a product's capitals or a note in brackets", () => {
  it("reads '• RSA, latte art, Victoria POS' as skills, the product named for a square no place", () => {
    const resume = read(
      "• Ruby Tanner — student, Hobart\n• Barista at Salamanca Roasters (Mar 2022 – now)\n• Kitchen hand at The Battery Kitchen, 2020–2022\n• RSA, latte art, Victoria POS\n• 0400 555 100 · ruby@example.com",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["RSA", "latte art", "Victoria POS"]));
  });

  it("reads '- Mews PMS, English (IELTS 7.0), basic Thai' as skills", () => {
    const resume = read(
      "- Anan Srisuk\n- Front Desk Agent | Riverside Orchid Hotel | 2019 – present\n- Porter | Sea Spray Resort | 2016 – 2019\n- Mews PMS, English (IELTS 7.0), basic Thai\n- anan@example.com",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["Mews PMS", "English", "Thai"]));
  });
});

describe("prompt classes: what a person specialises in, or brings skills in, told in prose", () => {
  it("reads 'He specialises in timber cladding, loft conversions and decking.' as skills", () => {
    const resume = read(
      "Rhodri Evans is a carpenter based in Bangor. He has worked for Menai Build since 2012. He specialises in timber cladding, loft conversions and decking.",
    );
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["timber cladding", "loft conversions", "decking"]));
  });

  it("reads 'She brings skills in wound dressing and manual handling' as skills", () => {
    const resume = read("Leilani Fonoti is a care worker at Harbourview Rest Home since 2019. She brings skills in wound dressing and manual handling.");
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["wound dressing", "manual handling"]));
  });
});

describe("prompt classes: a later title at the same employer, told by 'became' or 'until …, then as'", () => {
  it("reads 'joined … in May 2016 as a clerk and became a branch supervisor in June 2020' as two roles, the later one held now", () => {
    const resume = read(
      "I am Ikenna Eze, a branch supervisor based in Enugu. I joined Ridgeway Savings in May 2016 as a clerk and became a branch supervisor in June 2020. Before that I taught maths at Hilltop Grammar School from 2013 to 2015.",
    );
    expect(roles(resume)).toEqual([
      ["Branch Supervisor", "Ridgeway Savings", "June 2020", "", true],
      ["Clerk", "Ridgeway Savings", "May 2016", "June 2020", false],
      ["Maths Teacher", "Hilltop Grammar School", "2013", "2015", false],
    ]);
  });

  it("reads 'worked at … from 2010 to 2019 — as a packer until 2014, then as team leader' as two roles", () => {
    const resume = read(
      "I'm Rosa Delgado from Las Cruces. I currently work as an optician at Franklin Vision Center (since 2019). Before that I worked at Mesa Grocers from 2010 to 2019 — as a packer until 2014, then as team leader.",
    );
    expect(roles(resume)).toEqual([
      ["Optician", "Franklin Vision Center", "2019", "", true],
      ["Team Leader", "Mesa Grocers", "2014", "2019", false],
      ["Packer", "Mesa Grocers", "2010", "2014", false],
    ]);
  });
});

describe("prompt classes: how and when work was done, in brackets inside a list's entry", () => {
  it("reads 'Sales assistant (casual, weekends) — Hofstede Books — 2014-2018' as title and employer", () => {
    const resume = read(
      "- Femke de Wit, Leiden\n- Office manager — Rijnland Vastgoed B.V. — 2018-now\n- Sales assistant (casual, weekends) — Hofstede Books — 2014-2018\n- femke@example.nl",
    );
    expect(roles(resume)).toEqual([
      ["Office Manager", "Rijnland Vastgoed B.V.", "2018", "", true],
      ["Sales Assistant", "Hofstede Books", "2014", "2018", false],
    ]);
  });
});

describe("prompt classes: a Vietnamese name written in the Western order", () => {
  it("reads 'Ngoc Lan Pham' with both given names before the family name", () => {
    const resume = read("- Ngoc Lan Pham\n- Receptionist | Lotus Bay Hotel, Hue | 2019 – present\n- lan.pham@example.vn");
    expect(name(resume)).toEqual(["Ngoc Lan", "Pham"]);
  });

  it("reads a family name written with its marks ('Quoc Bao Nguyễn') the same way", () => {
    expect(name(read("My name is Quoc Bao Nguyễn and I am a chef in Hanoi."))).toEqual(["Quoc Bao", "Nguyễn"]);
  });
});

describe("prompt classes: a degree from 'the same' school as the one before", () => {
  it("reads '… later earned a Master in Finance (MF) from the same university in 2018' with the school told before", () => {
    const resume = read(
      "Lucía Ferrer is an auditor based in Castellón. Since 2016 she has worked at Turia Auditores. She graduated from Universidad del Levante Norte with a Licenciatura en Economía in 2013 and later earned a Master in Finance (MF) from the same university in 2018.",
    );
    expect(degrees(resume)).toEqual([
      ["Licenciatura en Economía", "Universidad del Levante Norte", "2013"],
      ["Master in Finance", "Universidad del Levante Norte", "2018"],
    ]);
  });

  it("reads a pasted CV's 'B.Sc — same college — 2012' with the school of the line above", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      "Name            : Vikram Iyer\nMobile          : +91 94440 55100\nWORK EXPERIENCE\n1. Cauvery Steel Traders — Accountant — June 2015 to till date\nEDUCATIONAL QUALIFICATION\nM.Sc — Palar Valley College of Science — 2014\nB.Sc — same college — 2012",
    );
    expect(degrees(resume).map(([degree, school]) => [degree, school])).toEqual([
      ["M.Sc", "Palar Valley College of Science"],
      ["B.Sc", "Palar Valley College of Science"],
    ]);
  });
});

describe("prompt classes: 'then' after a role's date range opens the next role", () => {
  it("reads 'at A from 2008 till 2012 then was a picker at B 2012-2016, now I'm … at C since 2016' as three roles", () => {
    const resume = read(
      "I'm Wade Larsen from Fargo. I worked at Prairie Rose Feeds from 2008 till 2012 then was a picker at Sheyenne Freight 2012-2016, now I'm shift lead at Dakota Grain Co since 2016.",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Shift Lead", "Dakota Grain Co", "2016", ""],
      ["Picker", "Sheyenne Freight", "2012", "2016"],
      ["", "Prairie Rose Feeds", "2008", "2012"],
    ]);
  });
});

describe("prompt classes: a title in another language with its translation in brackets", () => {
  it("reads '2015 – 05/2019: Lagerarbeiter (warehouse worker), Nordhafen Lager GmbH' as title and employer", () => {
    const resume = read(
      "* Lukas Behrens, Kiel\n* Since 06/2019: Schichtleiter (shift supervisor) at Förde Kühlhaus GmbH\n* 2015 – 05/2019: Lagerarbeiter (warehouse worker), Nordhafen Lager GmbH\n* lukas@example.de",
    );
    expect(roles(resume).map(([title, company]) => [title.toLowerCase(), company])).toEqual([
      ["schichtleiter (shift supervisor)", "Förde Kühlhaus GmbH"],
      ["lagerarbeiter (warehouse worker)", "Nordhafen Lager GmbH"],
    ]);
  });
});

describe("prompt classes: an apprenticeship's line that names a school", () => {
  it("reads 'Apprenticeship as Mechatroniker, Berufsschule Lindenhof Kiel, 2011–2014' as schooling", () => {
    const resume = read(
      "* Lukas Behrens, Kiel\n* Since 2014: Mechatroniker at Förde Anlagenbau GmbH\n* Apprenticeship as Mechatroniker, Berufsschule Lindenhof Kiel, 2011–2014\n* lukas@example.de",
    );
    expect(degrees(resume)).toEqual([["Apprenticeship as Mechatroniker", "Berufsschule Lindenhof Kiel", "2014"]]);
    expect(roles(resume).map(([, company]) => company)).toEqual(["Förde Anlagenbau GmbH"]);
  });
});

describe("prompt classes: the school-leaving stage told with a school named as one", () => {
  it("reads 'I matriculated from Amanzimtoti Boys' High School in 2009' as a matric", () => {
    expect(degrees(read("My name is Bongani Zulu and I am a clerk in Richards Bay. I matriculated from Amanzimtoti Boys' High School in 2009."))).toEqual([
      ["Matric", "Amanzimtoti Boys' High School", "2009"],
    ]);
  });

  it("reads '12th pass 2015 from Dadar East Junior College' as the 12th", () => {
    expect(degrees(read("pls make my cv. name Sunil Pawar, thane. 12th pass 2015 from Dadar East Junior College. contact 98200 55100"))).toEqual([
      ["12th", "Dadar East Junior College", "2015"],
    ]);
  });
});

describe("prompt classes: a learning or training centre is a school", () => {
  it("reads 'GED, 2012, Eastgate Adult Learning Center' with its school after the year", () => {
    const resume = read(
      "1. Darnell Pike – Tulsa, OK – (918) 555-0100\n2. Shift Lead, Arkansas Delta Freight, 2017–present\n3. Loader, Tulsa Cold Storage, 2013–2017\n4. GED, 2012, Eastgate Adult Learning Center",
    );
    expect(degrees(resume)).toEqual([["GED", "Eastgate Adult Learning Center", "2012"]]);
  });
});

describe("prompt classes: an employer's name in brackets after work told in words, its dates after the bracket", () => {
  it("reads 'worked on a family orchard (Hillcrest Apple Co) from 2010 till 2014' as a role there", () => {
    const resume = read(
      "I'm Wes Tate from Wenatchee. I worked on a family orchard (Hillcrest Apple Co) from 2010 till 2014. Since 2014 I have been a forklift driver at Cascade Fruit Packers.",
    );
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([
      ["Cascade Fruit Packers", "2014", ""],
      ["Hillcrest Apple Co", "2010", "2014"],
    ]);
  });

  it("gives the bracketed name its capitals in a text typed in lower case", () => {
    const resume = read(
      "so im wes tate. worked on my uncles orchard (hillcrest apple co) from 2010 till 2014. then was a forklift driver at cascade fruit packers 2014-2020.",
    );
    expect(roles(resume).map(([, company]) => company)).toContain("Hillcrest Apple Co");
  });
});

describe("prompt classes: a possessive among the words between 'worked' and the employer", () => {
  it("reads 'I worked on my dad's farm at Tallgrass Feed Co from 2009 till 2013.' as a role there", () => {
    const resume = read("I'm Jesse Holt from Salina. I worked on my dad's farm at Tallgrass Feed Co from 2009 till 2013.");
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([["Tallgrass Feed Co", "2009", "2013"]]);
  });
});

describe("prompt classes: a later role at the same employer told by 'stayed on … as … until'", () => {
  it("reads '… with Kerrow Plumbing from 2008 to 2012 and stayed on with them as a plumber until 2016' as two roles there", () => {
    const resume = read(
      "I'm Fergus Baird, a gas engineer in Dundee. I did my apprenticeship with Kerrow Plumbing from 2008 to 2012 and stayed on with them as a plumber until 2016. Since then I've worked at Tay Heating Services.",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Gas Engineer", "Tay Heating Services", "2016", ""],
      ["Plumber", "Kerrow Plumbing", "2012", "2016"],
      [expect.any(String), "Kerrow Plumbing", "2008", "2012"],
    ]);
  });
});

describe("prompt classes: a role's title read as a trade's apprenticeship", () => {
  it("reads 'served a joinery apprenticeship with Brae Timber from 2005 to 2009' as an apprentice's role", () => {
    const resume = read("I'm Angus Rennie from Stirling. I served a joinery apprenticeship with Brae Timber from 2005 to 2009.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Joinery Apprentice", "Brae Timber"]]);
  });
});

describe("prompt classes: a heading in capitals set apart from its items on the same line by a wide gap", () => {
  it("reads 'SKILLS   pipe bending  ·  conduit runs  ·  fault finding' as skills", () => {
    const resume = read(
      "GUS MARCHETTI — Electrician\nSudbury, ON       705-555-0100\nEXPERIENCE\n2015 – present     Electrician        Nickel Belt Electric Ltd.\nSKILLS   pipe bending  ·  conduit runs  ·  fault finding",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["pipe bending", "conduit runs", "fault finding"]));
  });
});

describe("prompt classes: a list line whose items hold a verb's form after their first word", () => {
  it("reads '4. OSHA 30, pallet jacks, forklift certified, RF guns' as skills", () => {
    const resume = read(
      "1. Darnell Pike – Tulsa, OK – (918) 555-0100\n2. Shift Lead, Arkansas Delta Freight, 2017–present\n3. Loader, Tulsa Cold Storage, 2013–2017\n4. OSHA 30, pallet jacks, forklift certified, RF guns",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["OSHA 30", "pallet jacks", "forklift certified", "RF guns"]));
  });

  it("still reads a line of what was done, each item opening with a verb, as no skills list", () => {
    const resume = read("Darnell Pike, Tulsa\nShift Lead, Arkansas Delta Freight, 2017–present\nkept logs, loaded vans, trained pickers");
    expect(skillNames(resume)).not.toContain("kept logs");
  });
});

describe("prompt classes: an employer whose name opens with 'My' in a delimited entry", () => {
  it("reads 'Porter | My Lai Bay Hotel | 2015 – 2018' as a role there", () => {
    const resume = read("- Van An Le\n- Receptionist | Perfume River Hotel | 2018 – present\n- Porter | My Lai Bay Hotel | 2015 – 2018\n- an.le@example.vn");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Receptionist", "Perfume River Hotel"],
      ["Porter", "My Lai Bay Hotel"],
    ]);
  });
});

describe("prompt classes: a title given later in a job told with none", () => {
  it("reads 'been working at … since 2017 doing deliveries then got made team leader in 2021 …' as two spans there", () => {
    const resume = read(
      "hiya im kayleigh dunmore from hartlepool been working at headland value foods since 2017 doing deliveries then got made team leader in 2021 and im still with them. call me on 07700 900789",
    );
    expect(roles(resume)).toEqual([
      ["Team Leader", "Headland Value Foods", "2021", "", true],
      ["", "Headland Value Foods", "2017", "2021", false],
    ]);
  });
});
