import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: dates set flush right of a heading, its employer or school indented below", () => {
  it("reads 'title   dates' over an indented 'employer, town' as one role", () => {
    const resume = read(
      "TOMASZ K. WIDERA\nKielce | +48 600 100 200 | tkw@example.com\n\nEXPERIENCE\nJoiner / Fitter                     2021 – present\n   Self-employed (homes in Carlow, Laois and Kildare)\nSite Foreman                        2015 – 2021\n   Dunmore Joinery Ltd, Carlow\nCarpenter                           2009 – 2015\n   Halvard Timberworks Corp., Athy\n\nEDUCATION\nNational Certificate in Carpentry          2009\n   Carlow Trades Institute",
    );
    expect(roles(resume)).toEqual([
      ["Joiner / Fitter", "Self-employed", "2021", "", true],
      ["Site Foreman", "Dunmore Joinery Ltd", "2015", "2021", false],
      ["Carpenter", "Halvard Timberworks Corp.", "2009", "2015", false],
    ]);
    expect(degrees(resume)).toEqual([["National Certificate in Carpentry", "Carlow Trades Institute", "2009"]]);
  });
});

describe("prompt classes: an employer's line with its town set apart, over its roles' 'title   dates' lines", () => {
  it("reads each role under the employer it is set below", () => {
    const resume = read(
      "GRETA A. LINDQVIST\nDayton, OH | 937-555-0100 | gal@example.com\n\nEXPERIENCE\nMiami Bend Hardware Co.                          Dayton, OH\nArea Manager                                     2018 – Present\nShift Lead                                       2012 – 2018\nKettering Pantry Foods                           Xenia, OH\nCashier                                          2009 – 2012",
    );
    expect(roles(resume)).toEqual([
      ["Area Manager", "Miami Bend Hardware Co.", "2018", "", true],
      ["Shift Lead", "Miami Bend Hardware Co.", "2012", "2018", false],
      ["Cashier", "Kettering Pantry Foods", "2009", "2012", false],
    ]);
  });
});

describe("prompt classes: a later title at the same employer told after the first", () => {
  it("reads 'since 2016 as a dispatcher, and I was promoted to senior dispatcher there in 2021' as two roles", () => {
    const resume = read(
      "I have worked at Corran Freight Ltd since 2016 as a dispatcher, and I was promoted to senior dispatcher there in 2021. From 2012 to 2016 I was a stock clerk at Pellow Supplies.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Dispatcher", "Corran Freight Ltd", "2021", "", true],
      ["Dispatcher", "Corran Freight Ltd", "2016", "2021", false],
      ["Stock Clerk", "Pellow Supplies", "2012", "2016", false],
    ]);
  });

  it("reads 'joined … in April 2014 as a driver and has been its transport lead since 2020' as two roles", () => {
    const resume = read(
      "Ines Korvald is a transport lead based in Tromsø. She joined Pellow Dairy in April 2014 as a driver and has been its transport lead since 2020.",
    );
    expect(roles(resume)).toEqual([
      ["Transport Lead", "Pellow Dairy", "2020", "", true],
      ["Driver", "Pellow Dairy", "April 2014", "2020", false],
    ]);
  });
});

describe("prompt classes: a job on the side 'while studying' after a comma", () => {
  it("keeps the sentence's first role and reads the side job as its own", () => {
    const resume = read(
      "From 2015 to 2019 I was a stock clerk at Pellow Supplies, and while studying I worked weekends as a cashier at Brindle Hardware (2012-2015).",
    );
    expect(roles(resume)).toEqual([
      ["Stock Clerk", "Pellow Supplies", "2015", "2019", false],
      ["Cashier", "Brindle Hardware", "2012", "2015", false],
    ]);
  });
});

describe("prompt classes: British vocational qualifications named by their awarding kind", () => {
  it("reads an HNC, a City & Guilds and a CPC in a field from their school", () => {
    expect(degrees(read("I hold an HNC in Civil Engineering from Wexbridge College (2010)."))).toEqual([
      ["HNC in Civil Engineering", "Wexbridge College", "2010"],
    ]);
    expect(degrees(read("He got a City & Guilds in Plumbing from Orlan Technical College in 1990."))).toEqual([
      ["City & Guilds in Plumbing", "Orlan Technical College", "1990"],
    ]);
    expect(degrees(read("I hold a CPC in Freight Operations from the Harrowgate Transport Academy (2015)."))).toEqual([
      ["CPC in Freight Operations", "Harrowgate Transport Academy", "2015"],
    ]);
  });
});

describe("prompt classes: a pasted table's row with a narrow gap or the kind of employment in a cell", () => {
  it("parts cells at two spaces where the row holds others apart by wide gaps", () => {
    const resume = read(
      "EMPLOYMENT\n\n04/2016 – 10/2022      Site Manager           Varden Homes Ltd\n02/2009 – 03/2016      Assistant Site Manager  Oakhollow Builders Merchants",
    );
    expect(roles(resume)).toEqual([
      ["Site Manager", "Varden Homes Ltd", "04/2016", "10/2022", false],
      ["Assistant Site Manager", "Oakhollow Builders Merchants", "02/2009", "03/2016", false],
    ]);
  });

  it("reads 'Clerk (Contract)' in a title's cell as the title, not its employer", () => {
    const resume = read(
      "EXPERIENCE\nMar 2018 – Present     Data Officer            Pindar Logistics Sdn Bhd\nJun 2016 – Feb 2018     Clerk (Contract)        Tasik Realty Sdn Bhd",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Data Officer", "Pindar Logistics Sdn Bhd"],
      ["Clerk", "Tasik Realty Sdn Bhd"],
    ]);
  });
});

describe("prompt classes: roles listed after a colon, and a first title told with 'where I had started as'", () => {
  it("reads the first role after 'came up through …:'", () => {
    const resume = read(
      "Mara Quell has been the head baker at Fennel Loaf in Leeds since 2021. She learnt the trade in the bakeries of York: pastry chef at Holloway Bakes from 2016 to 2021 and kitchen porter at Salt Dock Grill from 2011 to 2016.",
    );
    expect(roles(resume)).toEqual([
      ["Head Baker", "Fennel Loaf", "2021", "", true],
      ["Pastry Chef", "Holloway Bakes", "2016", "2021", false],
      ["Kitchen Porter", "Salt Dock Grill", "2011", "2016", false],
    ]);
  });

  it("reads '… at Pellmont Trust Bank, where I had started as a cashier in 1995' as an earlier role there", () => {
    const resume = read(
      "I was a loan officer at Corvale Savings from 2007 to 2013. Before that, from 2001 to 2007, I was a branch supervisor at Pellmont Trust Bank, where I had started as a cashier in 1995.",
    );
    expect(roles(resume)).toEqual([
      ["Loan Officer", "Corvale Savings", "2007", "2013", false],
      ["Branch Supervisor", "Pellmont Trust Bank", "2001", "2007", false],
      ["Cashier", "Pellmont Trust Bank", "1995", "2001", false],
    ]);
  });
});

describe("prompt classes: the name after a form's label in Spanish, Portuguese or French", () => {
  it("reads the name after 'Nombre:', 'Nome completo:' and 'Nom :'", () => {
    expect(name(read("· Nombre: Lucía Vidal Roca (Valencia)\n· Camarera, Bar Tamarit, 2018-2022"))).toEqual(["Lucía", "Vidal Roca"]);
    expect(name(read("Nome completo: Joaquim Serrado\nMotorista, Transportes Alvor, 2015-2021"))).toEqual(["Joaquim", "Serrado"]);
    expect(name(read("Nom : Maëlle Grosjean\nServeuse, Brasserie du Quai, 2019-2023"))).toEqual(["Maëlle", "Grosjean"]);
  });
});
