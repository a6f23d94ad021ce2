import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";
import { expandShorthand } from "./shorthand.server.ts";

describe("prompt classes: the person's name as the text states it", () => {
  it("reads a lower-case 'name is …' with the age or a phone number after it", () => {
    expect(name(read("ok here goes. name is kev marlow, 51, live in barrie ontario. worked at pine freight 2015-2019."))).toEqual(["Kev", "Marlow"]);
    expect(name(read("yo ive been driving for pine freight since march 2023. name is tyrell banks 918 555 0126"))).toEqual(["Tyrell", "Banks"]);
  });

  it("reads a name on an en-dash bullet opening the list", () => {
    expect(name(read("– Rosa Amaral Teles\n– From Recife, Brazil, living in Porto since 2022\n– Waiter, Casa Azul (Porto) – since 03/2022"))).toEqual([
      "Rosa",
      "Amaral Teles",
    ]);
  });

  it("reads a name set in spaced letters on the résumé's first line", () => {
    expect(
      name(
        read(
          "T O M A S   V E L D E\nStore Clerk  |  Doha, Qatar  |  +974 5555 1234\n\nWORK  EXPERIENCE\nStore Clerk          Dune Mart LLC, Doha          Mar 2019 – Present",
        ),
      ),
    ).toEqual(["Tomas", "Velde"]);
  });
});

describe("prompt classes: a lower-case employer named after 'for' or 'with'", () => {
  it("reads 'driving for … since march 2023' and '… with … board.' after the clause's year as employers", () => {
    const resume = read(
      "ok so basically ive been driving for dashline courier since march 2023. before that i worked at lakeshore steel works as a crane operator 2015 to 2023. back in 2012 i was a janitor with simcoe county library board. name is tyrell banks",
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
  it("reads 'spent 20 years for … as a crane operator 1995 to 2015' and a five-word employer closing its clause", () => {
    const resume = read(
      "ok so name is kev marlow. spent 20 years for lakeshore steel works as a crane operator 1995 to 2015 when they shut down. since 2015 ive been a janitor with simcoe north county library board.",
    );
    expect(roles(resume)).toEqual([
      ["Janitor", "Simcoe North County Library Board", "2015", "", true],
      ["Crane Operator", "Lakeshore Steel Works", "1995", "2015", false],
    ]);
  });
});

describe("prompt classes: a dated job told by the vehicle driven, with no subject", () => {
  it("reads 'then drove a school bus for X 2018-2021' as a School Bus Driver at X", () => {
    const resume = read("I live in Leeds. Then drove a school bus for Wharfe Valley Transport 2015-2020. Since 2020 I have been a cook at Otley River Diner.");
    expect(roles(resume)).toEqual([
      ["Cook", "Otley River Diner", "2020", "", true],
      ["School Bus Driver", "Wharfe Valley Transport", "2015", "2020", false],
    ]);
  });
});

describe("prompt classes: a second qualification listed after 'and', with no verb of its own or its year first", () => {
  it("reads 'X from A in 2010 and my forklift certification through B in 2012' as two", () => {
    const resume = read(
      "I am Ana Reed, a nurse. I have worked at Hill Clinic since 2015. I got my high school diploma from Oak Ridge High School in 2010 and my forklift certification through Birch Valley Community College in 2012.",
    );
    expect(degrees(resume)).toEqual([
      ["High school diploma", "Oak Ridge High School", "2010"],
      ["forklift certification", "Birch Valley Community College", "2012"],
    ]);
  });

  it("reads 'an HNC in X from A (2007) and in 2024 I completed a Certificate in Y with B' as two", () => {
    const resume = read(
      "I am Ana Reed, a bookkeeper. I have worked at Hill Clinic since 2015. I have an HNC in Accounting from Birch Valley College (2007) and in 2024 I completed a Certificate in Payroll Practice with Ledgerline Learning.",
    );
    expect(degrees(resume)).toEqual([
      ["HNC in Accounting", "Birch Valley College", "2007"],
      ["Certificate in Payroll Practice", "Ledgerline Learning", "2024"],
    ]);
  });
});

describe("prompt classes: a lower-case note in brackets after the title on a dates-first line", () => {
  it("reads '2021–now   Line Cook (grill), The Iron Pan, Leith' with the employer after the note", () => {
    const resume = read(
      "Curriculum Vitae – Marta Bellini\nLine Cook\n\nWork Experience:\n - 2021–now   Line Cook (grill), The Iron Pan, Leith\n - 2018–2021  Commis Chef, Osteria Due Ponti, Verona\n",
    );
    expect(roles(resume).slice(0, 2)).toEqual([
      ["Line Cook", "The Iron Pan", "2021", "", true],
      ["Commis Chef", "Osteria Due Ponti", "2018", "2021", false],
    ]);
  });
});

describe("prompt classes: a lower-case employer after 'working in', its title after 'as'", () => {
  it("reads 'now i am working in rama tutoring centre as english tutor since 2022' as the current role", () => {
    const resume = read(
      "hello i am tara singh from kanpur. after that i joined vega bpo services as support executive in 2019. now i am working in rama tutoring centre as english tutor since 2022 teaching grammar.",
    );
    expect(roles(resume)[0]).toEqual(["English Tutor", "Rama Tutoring Centre", "2022", "", true]);
  });
});

describe("prompt classes: a second qualification taken 'at the same uni'", () => {
  it("reads 'a Bachelor at A in 2012 and then a Graduate Certificate at the same uni in 2019' as two at A", () => {
    const resume = read(
      "I am Ana Reed, a nurse. I have worked at Hill Clinic since 2015. I completed a Bachelor of Nursing at Birch Valley University in 2012 and then a Graduate Certificate in Emergency Nursing at the same uni in 2019.",
    );
    expect(degrees(resume)).toEqual([
      ["Bachelor of Nursing", "Birch Valley University", "2012"],
      ["Graduate Certificate in Emergency Nursing", "Birch Valley University", "2019"],
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
