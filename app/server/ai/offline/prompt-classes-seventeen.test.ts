import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: dates of a short or seasonal role, and a short range closing a sentence", () => {
  it("reads a range written with two-digit end that closes the sentence ('2016-19.')", () => {
    expect(
      roles(read("Tomasz Wrona. I am a van driver at Kestrel Freight since 2020. Before that I was a shelf stacker at Lidwell Foods 2016-19."))[1],
    ).toEqual(["Shelf Stacker", "Lidwell Foods", "2016", "2019", false]);
  });

  it("ends a role told as a season of a year in that year ('in the summer of 2019')", () => {
    const got = roles(read("Tomasz Wrona. I am a van driver at Kestrel Freight since 2020. In the summer of 2019 I was a lifeguard at Blue Lagoon Pools."));
    expect(got[1]?.slice(1, 4)).toEqual(["Blue Lagoon Pools", expect.stringContaining("2019"), "2019"]);
  });

  it("ends a role of a few months told with its year alone in that year ('a 3-month internship … in 2018')", () => {
    const got = roles(read("Tomasz Wrona. I am a van driver at Kestrel Freight since 2020. Earlier I did a 3-month internship at Orbis Labs in 2018."));
    expect(got[1]?.slice(1, 4)).toEqual(["Orbis Labs", "2018", "2018"]);
  });
});

describe("prompt classes: the work said by its own verb, the employer after 'for' and the title after 'as'", () => {
  it("reads 'I drive for X as a van driver' as that title at X", () => {
    expect(roles(read("Tomasz Wrona. I drive for Kestrel Freight as a van driver since 2020."))[0]).toEqual([
      "Van Driver",
      "Kestrel Freight",
      "2020",
      "",
      true,
    ]);
  });
});

describe("prompt classes: an employer's name with a bracketed legal form or a partners' firm's kind", () => {
  const cv =
    "Nadia Rehman\nKarachi\nnadia@example.com | +92 300 1111 222\n\nExperience\nPayroll Officer — Indus Textile Works (Pvt) Ltd, March 2021 – Present\nAudit Trainee — Malik Qureshi & Co. Chartered Accountants, 2017 – 2021\n";

  it("keeps '(Pvt) Ltd' with the employer's name", () => {
    expect(roles(read(cv))[0]).toEqual(["Payroll Officer", "Indus Textile Works (Pvt) Ltd", "March 2021", "", true]);
  });

  it("keeps the kind of firm after '& Co.' with its name", () => {
    expect(roles(read(cv))[1]).toEqual(["Audit Trainee", "Malik Qureshi & Co. Chartered Accountants", "2017", "2021", false]);
  });

  it("still ends a sentence after '& Co.' when a pronoun or a joining word follows", () => {
    expect(roles(read("Mia Lund. I worked at Hale & Co. Then I joined Brio Ltd as a clerk in 2019.")).map((role) => role[1])).toEqual(
      expect.arrayContaining(["Brio Ltd"]),
    );
  });
});

describe("prompt classes: a trade told with 'self-employed' after it and no employer", () => {
  it("reads 'I was delivery driver, self employed 2013 to 2019' as self-employed work", () => {
    const text =
      "My name is Dawit Alemu. I work for Rift Valley Coaches as bus driver from 2019 until now. Before I was delivery driver, self employed 2013 to 2019.";
    expect(roles(read(text))[1]).toEqual(["Delivery Driver", "Self-employed", "2013", "2019", false]);
  });
});

describe("prompt classes: vocational training at a school is education, and the job held since then is current", () => {
  it("reads an Ausbildung at a vocational school as a qualification and 'has worked as X since then' as the current job", () => {
    const resume = read(
      "Jonas Brandt worked as a chef at Hotel Lindenhof from 2012 to 2019. He then retrained, completing an Ausbildung as a mechatronics technician at Rheinau Berufsschule in 2022, and has worked as a service technician at Voltwerk Anlagen GmbH since then.",
    );
    expect(roles(resume)).toEqual([
      ["Service Technician", "Voltwerk Anlagen GmbH", "2022", "", true],
      ["Chef", "Hotel Lindenhof", "2012", "2019", false],
    ]);
    expect(degrees(resume)).toEqual([["Ausbildung as mechatronics technician", "Rheinau Berufsschule", "2022"]]);
  });

  it("reads a DEP finished at a 'Centre de formation' while working as education, the job kept", () => {
    const resume = read(
      "Léa Gagnon is an apprentice electrician with Boréal Électrique since 2024. She worked as a cashier at Marché Fleury from 2020 to 2024 while finishing her DEP in Electricity at Centre de formation Rivière-Nord (2024).",
    );
    expect(roles(resume)[1]).toEqual(["Cashier", "Marché Fleury", "2020", "2024", false]);
    expect(degrees(resume)).toEqual([["DEP in Electricity", "Centre de formation Rivière-Nord", "2024"]]);
  });

  it("reads 'X qualification from' a school whose name has a number after 'Nr.'", () => {
    const resume = read(
      "Petru Lazăr, electrician. Since 2019 electrician at Voltaj Cluj SRL. Electrician qualification from Liceul Tehnologic Nr. 2 Cluj, 2018.",
    );
    expect(degrees(resume)).toEqual([["Electrician qualification", "Liceul Tehnologic Nr. 2 Cluj", "2018"]]);
  });

  it("reads a certificate named by its field at an academy as education, not a job or a certification", () => {
    const resume = read(
      "I'm Meera Pillai. I was a nurse at Lotus Hospital from 2012 to 2020, then did a Data Analytics certificate at CodeHarbor Academy in 2021, and since 2022 I've been a data analyst at Nila Insights.",
    );
    expect(degrees(resume)).toEqual([["Data Analytics certificate", "CodeHarbor Academy", "2021"]]);
    expect(roles(resume)).toHaveLength(2);
  });

  it("keeps the field of a diploma named before the word, and leaves 'through' out of a certificate's name", () => {
    expect(degrees(read("Ren Aoki. He completed a Pastry Arts diploma at Sendai Cooking Institute in 2015."))).toEqual([
      ["Pastry Arts diploma", "Sendai Cooking Institute", "2015"],
    ]);
    expect(degrees(read("Jack Moore. Got my Cert III in Civil Construction through Karratha Skills Institute in 2019."))).toEqual([
      ["Cert III in Civil Construction", "Karratha Skills Institute", "2019"],
    ]);
  });

  it("keeps the number after 'No.' in an employer's name", () => {
    expect(roles(read("Olha Kravets. She taught maths at Poltava Gymnasium No. 17 from 2010 to 2021."))[0]?.[1]).toBe("Poltava Gymnasium No. 17");
  });

  it("reads a school whose name opens with a letter outside ASCII ('Școala')", () => {
    expect(degrees(read("Sorin Vlădescu, welder. 2014-2017 welder at Vulcan Docks. Welding qualification from Școala Tehnică Nr. 7 Brăila, 2013."))).toEqual([
      ["Welding qualification", "Școala Tehnică Nr. 7 Brăila", "2013"],
    ]);
  });

  it("reads the certificate, not a job, when the clause first says what the person retrained as", () => {
    const resume = read(
      "I'm Meera Pillai. I was a nurse at Lotus Hospital until 2020 and then retrained as a data analyst: I did a Data Analytics certificate at CodeHarbor Academy in 2021.",
    );
    expect(degrees(resume)).toEqual([["Data Analytics certificate", "CodeHarbor Academy", "2021"]]);
    expect(roles(resume).map((role) => role[1])).not.toContain("CodeHarbor Academy");
  });
});

describe("prompt classes: a name written in capitals with a fused particle after one given name", () => {
  it("opens the surname at 'Dela' after one given name in a header written in capitals", () => {
    expect(name(read("ROWENA DELA CRUZADA\nTagum City | rowena@example.ph\n\nWORK EXPERIENCE\nCashier, Lumad Mart — 2019 to 2022"))).toEqual([
      "Rowena",
      "Dela Cruzada",
    ]);
  });
});

describe("prompt classes: a title the text implies rather than states", () => {
  it("leaves the name and 'has been' out of a title ('Ryo Tanaka has been a sushi chef at …')", () => {
    expect(roles(read("Ryo Tanaka has been a sushi chef at Umi Dining in Kyoto since May 2019."))[0]).toEqual([
      "Sushi Chef",
      "Umi Dining",
      "May 2019",
      "",
      true,
    ]);
  });

  it("reads the teacher of the subject taught and the driver of the vehicle driven", () => {
    expect(roles(read("Olha Kravets. She taught English at Poltava Gymnasium No. 17 from 2010 to 2021."))[0]?.[0]).toBe("English Teacher");
    expect(roles(read("Nils Berg has driven forklifts at Kranhamn Logistik AB since 2021."))[0]).toEqual([
      "Forklift Driver",
      "Kranhamn Logistik AB",
      "2021",
      "",
      true,
    ]);
  });

  it("takes the trade a name line gives for self-employed work and an apprenticeship", () => {
    const resume = read(
      "Rob Kerr. Plasterer. Served my apprenticeship with Tayside Plastering 2009-2013, then plasterer at Glen Build until 2017. Self-employed since then, mostly ceilings and cornices.",
    );
    expect(roles(resume)).toEqual([
      ["Plasterer", "Self-employed", "2017", "", true],
      ["Plasterer", "Glen Build", "2013", "2017", false],
      ["Apprentice Plasterer", "Tayside Plastering", "2009", "2013", false],
    ]);
  });
});

describe("prompt classes: skills a list names in part", () => {
  it("keeps a single word the person is good at ('good at brake repairs and welding')", () => {
    expect(skillNames(read("Yaw Bediako, mechanic at Fastfix since 2020. Good at brake repairs and welding.")).map((skill) => skill.toLowerCase())).toEqual(
      expect.arrayContaining(["brake repairs", "welding"]),
    );
  });

  it("keeps a labelled item named by its noun after a gerund ('breastfeeding support'), not what was done to things", () => {
    expect(
      skillNames(read("Yaw Bediako, midwife at Kells Hospital since 2020. Skills: fetal monitoring, breastfeeding support, neonatal resuscitation.")),
    ).toEqual(expect.arrayContaining(["fetal monitoring", "breastfeeding support", "neonatal resuscitation"]));
    expect(skillNames(read("Yaw Bediako, analyst at Red Pit since 2020. Skills: building dashboards, SQL."))).not.toContain("building dashboards");
  });

  it("reads the tool a person uses before the languages they speak ('I use Roomly PMS and speak Maltese')", () => {
    expect(skillNames(read("Yaw Bediako, receptionist at Sea Hotel since 2020. I use Roomly PMS and speak Maltese and English."))).toContain("Roomly PMS");
  });
});

describe("prompt classes: a degree's name without how it is taken, and an Indonesian diploma's level", () => {
  it("leaves 'part-time' out of the subject studied", () => {
    expect(
      degrees(read("Rita Costa, 20, studying Nursing part-time at Instituto Serra Azul (graduating 2027). I work as a barista at Café Lume since 2023.")),
    ).toEqual([["Nursing", "Instituto Serra Azul", "2027"]]);
  });

  it("reads 'D3' before a capitalised field as a diploma's level", () => {
    expect(degrees(read("Hi, I'm Sari Wulandari. I graduated D3 Hotel Management Studies from Politeknik Pariwisata Bali in 2015."))).toEqual([
      ["D3 Hotel Management Studies", "Politeknik Pariwisata Bali", "2015"],
    ]);
  });
});

describe("prompt classes: a job applied for is no job held", () => {
  it("reads no job from 'I applied for X as a van driver'", () => {
    expect(roles(read("Mia Holt. I applied for Kestrel Freight as a van driver last month."))).toEqual([]);
  });
});
