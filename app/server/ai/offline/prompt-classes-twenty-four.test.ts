import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";
import { expandShorthand } from "./shorthand.server.ts";

describe("prompt classes: the person's name as the text states it", () => {
  it("reads a lower-case 'name is …' with the age or a phone number after it", () => {
    expect(name(read("hi all, looking for work. name is kev marlow, 51 years old, barrie. cook at pine diner 2015-2019."))).toEqual(["Kev", "Marlow"]);
    expect(name(read("driving job wanted. cook at pine diner since june 2023. name is tyrell banks 555 201 3344"))).toEqual(["Tyrell", "Banks"]);
  });

  it("reads a name on an en-dash bullet opening the list", () => {
    expect(name(read("– Rosa Amaral Teles\n– Waiter, Casa Azul (Porto) – since 03/2022\n– Cook, Bar Sol (Braga) – 2017-2020"))).toEqual([
      "Rosa",
      "Amaral Teles",
    ]);
  });

  it("reads a name set in spaced letters on the résumé's first line", () => {
    expect(
      name(read("P I A   L U N D\nCashier  ·  Malmö  ·  +46 70 000 0000\n\nEXPERIENCE\nCashier          Lund Foods AB, Malmö          2019 – Present")),
    ).toEqual(["Pia", "Lund"]);
  });
});

describe("prompt classes: a lower-case employer named after 'for' or 'with'", () => {
  it("reads '… for X since june 2022' and '… with X.' after the clause's year as employers", () => {
    const resume = read(
      "i do deliveries for dashline courier since june 2022. from 2015 to 2022 i worked at lakeshore steel works as a crane operator. back in 2012 i was a janitor with simcoe county library board. name is tyrell banks",
    );
    expect(roles(resume).map(([, company]) => company)).toEqual(["Dashline Courier", "Lakeshore Steel Works", "Simcoe County Library Board"]);
  });

  it("leaves 'for years' and 'with my kids' alone", () => {
    const text = expandShorthand("ok so i have been a cook at river diner since 2015. did it for two years. in 2012 i was at home with my kids.");
    expect(text).toContain("for two years");
    expect(text).toContain("with my kids");
    expect(text).toContain("River Diner");
  });
});

describe("prompt classes: a long lower-case employer after 'for', its title after 'as a'", () => {
  it("reads 'worked 20 yrs for X as a crane operator 1995 to 2015' and a five-word employer closing its clause", () => {
    const resume = read(
      "hi, name is kev marlow. worked 20 yrs for lakeshore steel works as a crane operator 1995 to 2015. since 2015 im a janitor with simcoe north county library board.",
    );
    expect(roles(resume)).toEqual([
      ["Janitor", "Simcoe North County Library Board", "2015", "", true],
      ["Crane Operator", "Lakeshore Steel Works", "1995", "2015", false],
    ]);
  });
});

describe("prompt classes: a dated job told by the vehicle driven, with no subject", () => {
  it("reads 'Then drove a tour bus for X 2015-2020' as a Tour Bus Driver at X", () => {
    const resume = read("I live in Leeds. Then drove a tour bus for Wharfe Valley Coaches 2015-2020. Since 2020 I have been a cook at Otley River Diner.");
    expect(roles(resume)).toEqual([
      ["Cook", "Otley River Diner", "2020", "", true],
      ["Tour Bus Driver", "Wharfe Valley Coaches", "2015", "2020", false],
    ]);
  });
});

describe("prompt classes: a second qualification listed after 'and', with no verb of its own or its year first", () => {
  it("reads 'a GED from A (2010) and my welding certificate through B in 2012' as two", () => {
    const resume = read(
      "I am Ana Reed, a welder. I have worked at Hill Fabrication since 2015. I hold a GED from Oak Ridge Adult School (2010) and my welding certificate through Birch Valley Community College in 2012.",
    );
    expect(degrees(resume)).toEqual([
      ["GED", "Oak Ridge Adult School", "2010"],
      ["welding certificate", "Birch Valley Community College", "2012"],
    ]);
  });

  it("reads 'a BTEC in X from A (2007) and in 2024 I completed a Certificate in Y with B' as two", () => {
    const resume = read(
      "I am Ana Reed, a bookkeeper. I have worked at Hill Clinic since 2015. I have a BTEC in Sport from Birch Valley College (2007) and in 2024 I completed a Certificate in Bookkeeping with Ledgerline Learning.",
    );
    expect(degrees(resume)).toEqual([
      ["BTEC in Sport", "Birch Valley College", "2007"],
      ["Certificate in Bookkeeping", "Ledgerline Learning", "2024"],
    ]);
  });
});

describe("prompt classes: a lower-case note in brackets after the title on a dates-first line", () => {
  it("reads '2021–now   Sous Chef (pastry), Iron Pan Grill, Leith' with the employer after the note", () => {
    const resume = read(
      "Marta Bellini\nSous Chef\n\nWork history:\n - 2021–now   Sous Chef (pastry), Iron Pan Grill, Leith\n - 2018–2021  Line Cook, Osteria Due Ponti, Verona\n",
    );
    expect(roles(resume).slice(0, 2)).toEqual([
      ["Sous Chef", "Iron Pan Grill", "2021", "", true],
      ["Line Cook", "Osteria Due Ponti", "2018", "2021", false],
    ]);
  });
});

describe("prompt classes: a lower-case employer after 'working in', its title after 'as'", () => {
  it("reads 'currently working in rama tutoring centre as english tutor since 2022' as the current role", () => {
    const resume = read(
      "namaste, i am tara singh. i joined vega bpo services as support executive in 2019. currently working in rama tutoring centre as english tutor since 2022.",
    );
    expect(roles(resume)[0]).toEqual(["English Tutor", "Rama Tutoring Centre", "2022", "", true]);
  });
});

describe("prompt classes: a second qualification taken 'at the same uni'", () => {
  it("reads 'a BSc at A in 2012 and then a Graduate Certificate in Y at the same uni in 2019' as two at A", () => {
    const resume = read(
      "I am Ana Reed, an ecologist. I have worked at Hill Parks since 2019. I earned a BSc in Biology at Birch Valley University in 2012 and then a Graduate Certificate in Ecology at the same uni in 2019.",
    );
    expect(degrees(resume)).toEqual([
      ["BSc in Biology", "Birch Valley University", "2012"],
      ["Graduate Certificate in Ecology", "Birch Valley University", "2019"],
    ]);
  });
});

describe("prompt classes: a promotion told as 'was made'", () => {
  it("reads 'started as a shop clerk in 2012 and was made shop supervisor in 2016, and left in May 2020' as two roles", () => {
    const resume = read(
      "I am Ana Brook from Leeds. Since 2020 I have been a payroll officer at Aire Payroll Ltd. I was with Kirkgate Books in York for eight years: I started as a shop clerk in 2012 and was made shop supervisor in 2016, and left in May 2020.",
    );
    expect(roles(resume)).toEqual([
      ["Payroll Officer", "Aire Payroll Ltd", "2020", "", true],
      ["Shop Supervisor", "Kirkgate Books", "2016", "May 2020", false],
      ["Shop Clerk", "Kirkgate Books", "2012", "2016", false],
    ]);
  });
});
