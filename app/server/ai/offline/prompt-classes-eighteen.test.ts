import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the name after a greeting of any language, its marks and pictographs", () => {
  it("reads 'hiya!! Name here' with two marks after the greeting", () => {
    expect(name(read("hiya!! Ondine Farrow here, I'm a florist at Petal Row since 2021."))).toEqual(["Ondine", "Farrow"]);
  });

  it("reads 'ciao 🙂 Name here' with a greeting of another language and a pictograph", () => {
    expect(name(read("ciao 🙂 Lupita Arroyo here. I'm a cashier at Mercado Sol since 2022."))).toEqual(["Lupita", "Arroyo"]);
  });

  it("reads an introduction of another language after a greeting's comma ('Selamat pagi, saya …')", () => {
    expect(name(read("Selamat pagi, saya Budi Santoso. I'm a courier at Kilat Kirim since 2021."))).toEqual(["Budi", "Santoso"]);
  });

  it("takes 'Chef' before a full name for the title it is", () => {
    expect(name(read("Chef Amara Quist has run the kitchen at Brindle House since 2019."))).toEqual(["Amara", "Quist"]);
  });
});

describe("prompt classes: a title with its employer, and the employer's town after 'in'", () => {
  it("reads 'Certified <title> with <Employer> since …' as the title at the employer", () => {
    expect(roles(read("Hana Petrova, Brno. Certified dog groomer with Fluffy Paws Studio since April 2023."))[0]).toEqual([
      "Certified Dog Groomer",
      "Fluffy Paws Studio",
      "April 2023",
      "",
      true,
    ]);
  });

  it("leaves the town after 'in' out of the employer's name, known or not", () => {
    expect(roles(read("Hana Petrova. Plumber with Kowhai Pipe Works in Rangiora since 2020."))[0]).toEqual(["Plumber", "Kowhai Pipe Works", "2020", "", true]);
  });

  it("keeps an apprenticeship with an employer no title", () => {
    expect(roles(read("Hana Petrova. Apprenticeship with Corrig Electric 2004-2008."))[0]?.[0]).not.toBe("Apprenticeship");
  });
});

describe("prompt classes: a pictograph between two sentences ends the first", () => {
  it("reads the name before a pictograph and the role after it apart", () => {
    const resume = read("Hey, I'm Ruia Mahuta 🌲 Gardener with Kōwhai Garden Works in Rangiora since 2020.");
    expect(name(resume)).toEqual(["Ruia", "Mahuta"]);
    expect(roles(resume)[0]).toEqual(["Gardener", "Kōwhai Garden Works", "2020", "", true]);
  });
});

describe("prompt classes: a role told by joining, in a month's short name", () => {
  it("reads no employer 'Feb' from 'as a junior designer in Feb 2023'", () => {
    const got = roles(read("Pia Lund. I joined Sydljus Apps as a junior designer in Feb 2023 after a UX course."));
    expect(got[0]?.slice(0, 3)).toEqual(["Junior Designer", "Sydljus Apps", "Feb 2023"]);
  });
});

describe("prompt classes: a line that opens with its dates, then a lower-case trade", () => {
  const cv =
    "PETRA NOVAK — PAINTER\nGraz, Austria | +43 660 1234567\n2018–now  self-employed painter (interiors, facades)\n2012–2018  painter, Malerei Kogler GmbH, Graz\n2009–2012  helper, same company";

  it("reads 'self-employed <trade>' as the trade, the person their own employer", () => {
    expect(roles(read(cv))[0]).toEqual(["Painter", "Self-employed", "2018", "", true]);
  });

  it("reads a lower-case trade before its employer, and 'same company' as the employer above", () => {
    expect(roles(read(cv)).slice(1)).toEqual([
      ["Painter", "Malerei Kogler GmbH", "2012", "2018", false],
      ["Helper", "Malerei Kogler GmbH", "2009", "2012", false],
    ]);
  });

  it("reads a lower-case title that works 'for' its employer, and what follows as the work", () => {
    const got = roles(
      read(
        "Rui Costa – van driver – Porto\n* since 2019: long-haul driver for Rapido Freight, city and coast runs\n* 2012-2019: delivery driver, Padaria Doce Norte",
      ),
    );
    expect(got[0]).toEqual(["Long-Haul Driver", "Rapido Freight", "2019", "", true]);
  });

  it("reads a trade's title beside an employer its legal form names, a note in brackets after it", () => {
    const got = roles(
      read("Name: Kenji Sato\nTel: 090-1111-2222\n\nWork history\n2018.04 – present  Kanto Gear Works Co., Ltd. — Tool Grinder (carbide tools)\n"),
    );
    expect(got[0]?.slice(0, 2)).toEqual(["Tool Grinder", "Kanto Gear Works Co., Ltd."]);
  });

  it("ends a labelled name at the line's end", () => {
    expect(name(read("氏名 / Name: Kenji Sato\nTel: 090-1111-2222\n\nWork history\n2018 – present  Kanto Gear Works Co., Ltd. — Lathe Operator"))).toEqual([
      "Kenji",
      "Sato",
    ]);
  });
});

describe("prompt classes: a legal form written with a full stop inside a sentence", () => {
  it("reads a role whose employer ends in 'Kft.' or 'Zrt.' with the dates after it", () => {
    const got = roles(read("Mira Kovac. I was a machinist at Drava Optics Kft. until 2024, and before that a welder at Sava Steel Zrt. from 2015 to 2020."));
    expect(got).toEqual([
      ["Machinist", "Drava Optics Kft.", "2020", "2024", false],
      ["Welder", "Sava Steel Zrt.", "2015", "2020", false],
    ]);
  });

  it("still ends a sentence at a legal form a capitalised sentence follows", () => {
    const got = roles(read("Mira Kovac. I was a tester at Pellow Joinery Ltd. Before that I was a clerk at Dane Co. in 2015."));
    expect(got.map((role) => role[1])).toEqual(expect.arrayContaining(["Dane Co.", "Pellow Joinery Ltd"]));
  });
});

describe("prompt classes: an employer named after whose business it is and its kind", () => {
  it("reads 'in my family's bakery <Name>' as the employer <Name>", () => {
    expect(roles(read("I'm Ana Ruiz from Bursa. I worked in my family's bakery Ekmek Evi as a cashier from 2015 to 2020."))[0]).toEqual([
      "Cashier",
      "Ekmek Evi",
      "2015",
      "2020",
      false,
    ]);
  });
});

describe("prompt classes: a second duty at the employer just named, and an Irish article inside its name", () => {
  it("reads 'where she is also <duty> for <group>' as no role of its own, and keeps 'na' in the employer's name", () => {
    expect(roles(read("Nora Quinn has been a history teacher at Scoil Mhuire na Trá since 2016, where she is also Head of Year for Sixth Form."))).toEqual([
      ["History Teacher", "Scoil Mhuire na Trá", "2016", "", true],
    ]);
  });
});

describe("prompt classes: a profile's headline that names the title at the employer held now", () => {
  const profile =
    "Pia Lund\nJunior Designer @ Sydljus Apps | ex-retail | Malmö\n\nI finished the UX Design certificate at Brightpath Academy in 2022 and joined Sydljus Apps as a junior designer in Feb 2023.";

  it("reads the headline's employer as the role held now, and its notes as no skills", () => {
    const resume = read(profile);
    expect(roles(resume)).toEqual([["Junior Designer", "Sydljus Apps", "Feb 2023", "", true]]);
    expect(skillNames(resume)).not.toContain("ex-retail");
  });

  it("keeps the headline's role when the text tells no more of it", () => {
    expect(roles(read("Pia Lund\nStore Manager at Lindo | Gothenburg\n\nI manage a team of 12 and the rota."))).toEqual([
      ["Store Manager", "Lindo", "", "", true],
    ]);
  });
});

describe("prompt classes: a qualification finished with who gave it", () => {
  it("reads a certificate finished 'at' a bootcamp, the role after it too", () => {
    const resume = read("Ana Cruz. I got the Data Analytics certificate at Zentro Bootcamp in 2023 and then joined Lumo as a tester in May 2024.");
    expect(degrees(resume)).toEqual([["Data Analytics certificate", "Zentro Bootcamp", "2023"]]);
    expect(roles(resume)[0]?.slice(0, 2)).toEqual(["Tester", "Lumo"]);
  });

  it("reads a certificate with its level finished 'through' a training trust", () => {
    const got = degrees(
      read("I'm Ana Cruz. Forestry worker since 2019. I completed my Certificate in Horticulture (Level 3) through Kahu Learning Trust in 2021."),
    );
    expect(got).toEqual([["Certificate in Horticulture (Level 3)", "Kahu Learning Trust", "2021"]]);
  });

  it("reads a qualification's letters passed 'in <year> from' a college", () => {
    const got = degrees(
      read("I am Nasrin Haque from Dhaka. I have worked as a cashier at Kestrel Mart since 2019. I passed SSC in 2011 from Karnaphuli Girls College."),
    );
    expect(got).toEqual([["SSC", "Karnaphuli Girls College", "2011"]]);
  });

  it("reads a school named with 'the' and lower-case words after a degree's line", () => {
    expect(degrees(read("Tomas Roy, plumber. DEP in Plumbing from the Centre de formation professionnelle du Lac, 2011."))).toEqual([
      ["DEP in Plumbing", "Centre de formation professionnelle du Lac", "2011"],
    ]);
  });
});

describe("prompt classes: an apprentice until the trade's qualification, the role's title since", () => {
  it("splits one employer's role at the year the person qualified", () => {
    const got = roles(read("Tomas Roy. Electrician at Voltex since 2012. I started at Voltex as an apprentice in 2012 and earned my trade ticket in 2016."));
    expect(got).toEqual([
      ["Electrician", "Voltex", "2016", "", true],
      ["Apprentice", "Voltex", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: a month after its year, and 'the university's' for the one university named", () => {
  it("reads 'from 2021 december' as December 2021", () => {
    expect(roles(read("Kamal Silva. I have been a cashier at Kestrel Mart from 2021 december."))[0]?.[2]).toBe("December 2021");
  });

  it("reads a job 'for the university's department' as one at the university the text names", () => {
    const got = roles(
      read(
        "I'm Dara Quist, a master's student at the University of Corran. I've been a lab assistant for the university's chemistry department since September 2022.",
      ),
    );
    expect(got[0]).toEqual(["Lab Assistant", "University of Corran", "September 2022", "", true]);
  });
});

describe("prompt classes: the hours of a job are no part of its title", () => {
  it("reads 'a part-time waiter at X' as the title Waiter", () => {
    expect(roles(read("I'm Lupe Soto. I work as a part-time waiter at Trattoria Luna since 2023."))[0]).toEqual(["Waiter", "Trattoria Luna", "2023", "", true]);
  });
});

describe("prompt classes: the title said after the employer, and a qualification being done", () => {
  it("reads 'run the bakery of <Employer> in <Town> as pastry chef' as that title", () => {
    expect(roles(read("Chef Amara Quist has run the bakery of Brindle House in Leeds as pastry chef since 2019."))[0]).toEqual([
      "Pastry Chef",
      "Brindle House",
      "2019",
      "",
      true,
    ]);
  });

  it("reads 'doing my NVQ Level 2 in <Subject> at <College>, finish <year>' as that qualification", () => {
    const got = degrees(
      read("fergus reid, 19. apprentice joiner with Kestrel Joinery since aug 2024. doing my NVQ Level 2 in Plastering at Moray South College, finish 2027."),
    );
    expect(got).toEqual([["NVQ Level 2 in Plastering", "Moray South College", "2027"]]);
  });
});

describe("prompt classes: 'the university's' for the university named last before it", () => {
  it("reads the job at the university named just before, with another named after", () => {
    const got = roles(
      read(
        "I'm Dara Quist, a master's student at the University of Corran. I've been a lab assistant for the university's chemistry department since September 2022. I hold an MSc from Tarn University of Technology (2018).",
      ),
    );
    expect(got[0]?.slice(0, 2)).toEqual(["Lab Assistant", "University of Corran"]);
  });
});
