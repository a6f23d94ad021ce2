import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a qualification of no known kind, got from a place whose name says it teaches", () => {
  it("reads 'got Higher Trade Cert in … from … Technical Institute 2017' as a school, not lost", () => {
    const resume = read(
      "hi im kevin lau, 30. now working as store manager at Bright Lamp Trading Pte Ltd since 2021. got Higher Trade Cert in Retail from Eastview Technical Institute 2017. email k@example.com",
    );
    expect(roles(resume)).toEqual([["Store Manager", "Bright Lamp Trading Pte Ltd", "2021", "", true]]);
    expect(degrees(resume)).toEqual([["Higher Trade Cert in Retail", "Eastview Technical Institute", "2017"]]);
  });

  it("reads 'Qualified with HVQ4 … from … College (2020)' as a school, no job at the qualification", () => {
    const resume = read(
      "Currently Pharmacy Technician at Lorn Pharmacy (2020–present). Qualified with HVQ4 Pharmacy Services from Lorn Valley College (2020) and registered with the council. — Ann Bell · ann@example.com",
    );
    expect(roles(resume)).toEqual([["Pharmacy Technician", "Lorn Pharmacy", "2020", "", true]]);
    expect(degrees(resume)).toEqual([["HVQ4 Pharmacy Services", "Lorn Valley College", "2020"]]);
  });

  it("reads no school from a title got at an employer", () => {
    const resume = read("Kevin Lau. Store manager at Bright Lamp Trading since 2021. I got Forklift Operator at Wharf Logistics in 2015.");
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: an earlier title at the employer said back", () => {
  it("reads 'joined the same hospital as a staff nurse in 2016' as an earlier role there, whatever kind of place it names", () => {
    const resume = read(
      "I am Lisa Ford. Since 2020 I am the head of the surgical ward at Elm Park Hospital; I joined the same hospital as a staff nurse in 2016.",
    );
    expect(roles(resume)).toEqual([
      ["Head of the Surgical Ward", "Elm Park Hospital", "2020", "", true],
      ["Staff Nurse", "Elm Park Hospital", "2016", "2020", false],
    ]);
  });

  it("reads 'started there in 2019 like customer service agent' as 'as'", () => {
    const resume = read("I am Lisa Ford. Now I am Team Leader at Bluefin Support Ltd since 2022, I started there in 2019 like customer service agent.");
    expect(roles(resume)).toEqual([
      ["Team Leader", "Bluefin Support Ltd", "2022", "", true],
      ["Customer Service Agent", "Bluefin Support Ltd", "2019", "2022", false],
    ]);
  });

  it("reads 'before that i was guard same company from 2018' at the employer before, the title without it", () => {
    const resume = read(
      "im lisa ford. now working as shift supervisor at Granite Guard Services Pte Ltd since 2021, before that i was guard same company from 2018.",
    );
    expect(roles(resume)).toEqual([
      ["Shift Supervisor", "Granite Guard Services Pte Ltd", "2021", "", true],
      ["Guard", "Granite Guard Services Pte Ltd", "2018", "2021", false],
    ]);
  });
});

describe("prompt classes: a family name of one word written before a given name of two, the address putting it last", () => {
  it("reads 'Lim Kai Wen' with 'kaiwen.lim@' as the given name 'Kai Wen' and the family name 'Lim'", () => {
    const resume = read(
      "I am Lim Kai Wen, staying in Penang. Currently I am Senior Clerk at Elm Bay Trading Sdn Bhd (since 2022). Email kaiwen.lim@example.my",
    );
    expect(name(resume)).toEqual(["Kai Wen", "Lim"]);
  });

  it("keeps the order written when the name has two words, or the address runs as the text does", () => {
    expect(name(read("Name: Okada Ren. I work as receptionist at Elm Hotel since 2019. ren.okada@example.jp"))).toEqual(["Okada", "Ren"]);
    expect(name(read("Maria Lopes, nurse at Elm Clinic since 2019. Write to lopes.maria@example.com"))).toEqual(["Maria", "Lopes"]);
    expect(name(read("Ana Maria Lopes, nurse at Elm Clinic since 2019. anamaria.lopes@example.com"))).toEqual(["Ana Maria", "Lopes"]);
  });
});

describe("prompt classes: the chatty 'w/' for 'with'", () => {
  it("reads 'roofer w/ elm bay roofing from 2015 till now' as a role at that employer", () => {
    const resume = read(
      "hey im kevin lau. been doing roofing 10 yrs, roofer w/ elm bay roofing from 2015 till now, before that laborer at oak flatwork 2012 to 2015.",
    );
    expect(roles(resume)).toEqual([
      ["Roofer", "Elm Bay Roofing", "2015", "", true],
      ["Laborer", "Oak Flatwork", "2012", "2015", false],
    ]);
  });
});

describe("prompt classes: a short note in brackets between a title and its employer", () => {
  it("reads 'as support technician (2nd line) at …' with its employer", () => {
    const resume = read(
      "Kevin Lau. Since March 2021 I work as support technician (2nd line) at Bright Lamp Trading SRL. Before that I was a cashier at Elm Foods (2015-2020).",
    );
    expect(roles(resume)).toEqual([
      ["Support Technician", "Bright Lamp Trading SRL", "March 2021", "", true],
      ["Cashier", "Elm Foods", "2015", "2020", false],
    ]);
  });
});

describe("prompt classes: a short note in brackets after a list line's span", () => {
  it("reads '2021 – 2022 (winters)   Ski Instructor — Elm Peak Lodge' as its span, title and employer, the next line too", () => {
    const resume = read(
      [
        "KEVIN LAU",
        "Cook",
        "",
        "EXPERIENCE",
        "2021 – 2022 (winters)   Ski Instructor — Elm Peak Lodge, Lisbon",
        "2019 – 2021             Cook — Old Mill Tavern, Porto",
        "",
        "EDUCATION",
        "2017   Diploma in Culinary Arts, Porto Hotel School",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Ski Instructor", "Elm Peak Lodge", "2021", "2022"],
      ["Cook", "Old Mill Tavern", "2019", "2021"],
    ]);
  });
});

describe("prompt classes: a title said straight after 'working', with no 'as'", () => {
  it("reads 'now working admin clerk at Elm Moulding Sdn Bhd' as the title at the employer", () => {
    const resume = read("hi, im lee mei. now working admin clerk at Elm Moulding Sdn Bhd since 2020. email lee.mei@example.my");
    expect(roles(resume)).toEqual([["Admin Clerk", "Elm Moulding Sdn Bhd", "2020", "", true]]);
  });

  it("keeps 'worked night shifts at …' no title", () => {
    const resume = read("I am Lee Mei. I worked night shifts at Elm Moulding Sdn Bhd from 2016 to 2020 as a packer.");
    expect(roles(resume).map(([title]) => title)).toEqual(["Packer"]);
  });
});

describe("prompt classes: a month said after its year", () => {
  it("reads 'since 2021 jan.' (its short name) as January 2021, the sentence ending after it", () => {
    const resume = read(
      "hi, im lee mei. now working as admin clerk at Elm Moulding Sdn Bhd since 2021 jan. before that 2018-2020 retail assistant at Kedai Lima Taman Emas.",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Admin Clerk", "Elm Moulding Sdn Bhd", "Jan 2021", ""],
      ["Retail Assistant", "Kedai Lima Taman Emas", "2018", "2020"],
    ]);
  });
});

describe("prompt classes: 'last time' for 'before that'", () => {
  it("reads 'last time 2017-2019 shop helper at …' as an earlier role of its own", () => {
    const resume = read(
      "hi, im lee mei. now working as admin clerk at Elm Moulding Sdn Bhd since jan 2021. last time 2017-2019 shop helper at Kedai Lima Taman Emas.",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Admin Clerk", "Elm Moulding Sdn Bhd", "jan 2021", ""],
      ["Shop Helper", "Kedai Lima Taman Emas", "2017", "2019"],
    ]);
  });
});

describe("prompt classes: a title listed after 'and', 'in' its employer with its years", () => {
  it("reads '… and stores clerk in Elm Rug Traders 2012-2014' as a role at that employer", () => {
    const resume = read("I am Ali Rezaei. Before I was accountant in Oak Tile Industries 2014 to 2019 and stores clerk in Elm Rug Traders 2012-2014.");
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Accountant", "Oak Tile Industries", "2014", "2019"],
      ["Stores Clerk", "Elm Rug Traders", "2012", "2014"],
    ]);
  });

  it("reads no employer from a town after 'in'", () => {
    const resume = read("I am Ali Rezaei. I was a nurse at Elm Clinic from 2015 to 2019 and a nurse in Toronto from 2013 to 2015.");
    expect(roles(resume).map(([, company]) => company)).not.toContain("Toronto");
  });
});

describe("prompt classes: a third-person bio naming the person after an opening phrase", () => {
  it("reads 'With over a decade in coastal sales, Rosa Lindqvist helps …' as the person's name", () => {
    const resume = read(
      "With over a decade in coastal sales, Rosa Lindqvist helps families buy and sell homes across Elmwood. She has been a realtor with Elm Key Realty since 2019. Call 512-555-0100.",
    );
    expect(name(resume)).toEqual(["Rosa", "Lindqvist"]);
  });

  it("reads no name from a firm or a place after the phrase", () => {
    expect(name(read("After ten years on the road, Elm Freight Services hires drivers like me. I drove for Oak Haulage from 2015 to 2020."))).toEqual(["", ""]);
    expect(name(read("With over a decade in coastal sales, San Antonio offers many homes. Call 512-555-0100."))).toEqual(["", ""]);
  });
});

describe("prompt classes: a season and year opening a sentence", () => {
  it("reads 'summer 2016 i was a camp counsellor at …' with its dates", () => {
    const resume = read("hi im rosa lind. i work as cashier at Brightway Mart since 2018. summer 2016 i was a camp counsellor at Elm Bay Youth Club.");
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Cashier", "Brightway Mart", "2018", ""],
      ["Camp Counsellor", "Elm Bay Youth Club", "summer 2016", "2016"],
    ]);
  });
});

describe("prompt classes: a trade mark's sign after a title", () => {
  it("reads 'a certified ARBORIST® with Elm Key Trees since 2019' as a role there", () => {
    const resume = read("Kevin Lau. He has been a certified ARBORIST® with Elm Key Trees since 2019. Before that he was a cashier at Elm Foods (2015-2019).");
    expect(roles(resume).map(([, company, start]) => [company, start])).toEqual([
      ["Elm Key Trees", "2019"],
      ["Elm Foods", "2015"],
    ]);
  });
});

describe("prompt classes: a qualification told as being finished, with who gave it", () => {
  it("reads 'after finishing his NZ Certificate in Joinery (Level 4) through the … Academy in 2018' as schooling", () => {
    const resume = read(
      "Tom Vale is a joiner from Elmton. He started with Oak Hill Builders as a labourer in 2012 and, after finishing his NZ Certificate in Joinery (Level 4) through the Elm Building Trades Academy in 2018, stayed on as a joiner until 2021.",
    );
    expect(degrees(resume)).toEqual([["NZ Certificate in Joinery (Level 4)", "Elm Building Trades Academy", "2018"]]);
  });
});

describe("prompt classes: the later title's year said after it, in a 'first as … and then as …' job", () => {
  it("reads 'first as an apprentice joiner and then as a site joiner from 2008' as two titles in turn", () => {
    const resume = read(
      "I'm Lisa Ford. Before going self-employed I was with Tarn Builders from 2004 to 2019, first as an apprentice joiner and then as a site joiner from 2008.",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Site Joiner", "Tarn Builders", "2008", "2019"],
      ["Apprentice Joiner", "Tarn Builders", "2004", "2008"],
    ]);
  });
});
