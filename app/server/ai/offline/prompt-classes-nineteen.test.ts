import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a pasted table whose columns are held apart by runs of spaces or tabs", () => {
  it("reads 'dates   title   employer' rows as one role each", () => {
    const resume = read(
      "Name :     Olga   Petrin\n\nWork experience\n\n2019 - now        Senior Auditor         Varnel Holding a.s.\n2011 - 2019       Auditor                Brisco Mlýny s.r.o.",
    );
    expect(name(resume)).toEqual(["Olga", "Petrin"]);
    expect(roles(resume)).toEqual([
      ["Senior Auditor", "Varnel Holding a.s", "2019", "", true],
      ["Auditor", "Brisco Mlýny s.r.o", "2011", "2019", false],
    ]);
  });

  it("reads 'title <tab> employer <tab> dates' rows", () => {
    const resume = read(
      "DOUGLAS  R.  FENWICK\n\nEXPERIENCE\nYard Supervisor\t\tOakmere Timber Supply\t\t2015 - Present\nCrane Operator\t\tPelling Port Services Inc.\t\t2004 - 2015",
    );
    expect(roles(resume)).toEqual([
      ["Yard Supervisor", "Oakmere Timber Supply", "2015", "", true],
      ["Crane Operator", "Pelling Port Services Inc.", "2004", "2015", false],
    ]);
  });

  it("reads a qualification row 'year   degree,   school'", () => {
    const resume = read("Education\n\n2002      Master's in Economics,   Lanford School of Commerce");
    expect(degrees(resume)).toEqual([["Master's in Economics", "Lanford School of Commerce", "2002"]]);
  });
});

describe("prompt classes: the name in a text written by someone else", () => {
  it("reads the name after a recruiter's label ('Candidate summary – …', 'Referral: …', 'Candidate: …')", () => {
    expect(name(read("Candidate summary – Pieter Voskuil\n\nPieter has driven forklifts at Dongen Koelhuis since 2018."))).toEqual(["Pieter", "Voskuil"]);
    expect(name(read("Referral: Leontina Varga, hygienist, Valdivia.\nLeontina has worked at Clínica Dentolux since 2020."))).toEqual(["Leontina", "Varga"]);
    expect(
      name(read("Hi all, one more for the depot role.\n\nCandidate: Wen Tiong, 31. Currently Planner at Keppoh Cargo (since 2021).\n\nThanks,\nRob")),
    ).toEqual(["Wen", "Tiong"]);
  });

  it("reads the name of the friend or relative the text is written for", () => {
    expect(name(read("My friend Odile Marchetti asked me to write her CV. Odile was a cook at Odette Brasserie from 2010 to 2016."))).toEqual([
      "Odile",
      "Marchetti",
    ]);
    expect(name(read("This is for my dad, Bjarni Halldórsson, he wants work again. He drove for Fjarðabíll from 2005 to 2020."))).toEqual([
      "Bjarni",
      "Halldórsson",
    ]);
    expect(name(read("Hi, I'm helping my aunt with a CV. Her name is Noor Qassem, she has been a baker at Fennick Bakery since 2012."))).toEqual([
      "Noor",
      "Qassem",
    ]);
  });

  it("reads 'Meet <Name> “<Nickname>” <Surname> — …' and a lower-case 'g'day, <Name> here'", () => {
    expect(name(read("Meet Rosalind “Roz” Whitlow — a payroll officer who never misses a run. Roz has been at Fenwater Mills since 2016."))).toEqual([
      "Rosalind",
      "Whitlow",
    ]);
    expect(name(read("g'day, Bazza Kourakis here, need a CV. I've been a fencer at Dryland Fencing since 2019."))).toEqual(["Bazza", "Kourakis"]);
  });

  it("reads a header whose name is set apart from the town by tabs, or from 'CV' by a dash in wide spaces", () => {
    expect(name(read("Lindiwe Dube\t\tDurban\n031 555 0192 | lindiwe@example.com\n\nClerk at Umgeni Paper since 2019."))).toEqual(["Lindiwe", "Dube"]);
    expect(name(read("CV   —   Zoran   Petković\n\nWORK\n2015 – today :   foreman,   Lipa Gradnja d.o.o."))).toEqual(["Zoran", "Petković"]);
  });
});

describe("prompt classes: another role told after a comma in the same sentence", () => {
  it("reads ', and <years> as a <title> at <Employer>' as a role of its own", () => {
    expect(
      roles(read("Dana Holt. Before that she spent 2012–2019 as a receptionist at Corby Dental, and 2009–2012 as a teller at Westmark Credit Union.")),
    ).toEqual([
      ["Receptionist", "Corby Dental", "2012", "2019", false],
      ["Teller", "Westmark Credit Union", "2009", "2012", false],
    ]);
  });

  it("reads ', and while at university I worked as …' as a role of its own", () => {
    expect(
      roles(
        read(
          "Dana Holt. From 2017 till 2021 I was an HR assistant at Corby Hotel Group, and while at university I worked part-time as a cashier at Westmark Mart (2014–2016).",
        ),
      ),
    ).toEqual([
      ["HR Assistant", "Corby Hotel Group", "2017", "2021", false],
      ["Cashier", "Westmark Mart", "2014", "2016", false],
    ]);
  });
});

describe("prompt classes: school-leaving qualifications and the schools that give them", () => {
  it("reads 'left <Name> High with 7 GCSEs in <year>' with a school named without 'School'", () => {
    expect(degrees(read("Ana Lukic. I was a cashier at Bolt Stores from 2001 to 2009. I left Fernhill Park High with 7 GCSEs in 1999."))).toEqual([
      ["GCSEs", "Fernhill Park High", "1999"],
    ]);
  });

  it("reads school-leaving exams of other countries and their secondary schools ('12th grade at Liceu …', 'SPM from SMK …', 'CSEC passes … from … Secondary')", () => {
    expect(degrees(read("Ana Lukic. I was a cashier at Bolt Stores from 2001 to 2009. I finished 12th grade at Liceu Ponta Verde in 2000."))).toEqual([
      ["12th grade", "Liceu Ponta Verde", "2000"],
    ]);
    expect(degrees(read("Wei Lim. I hold a Diploma in Electronics from Corby Technical College (2005) and my SPM from SMK Taman Ria (1994)."))).toEqual([
      ["Diploma in Electronics", "Corby Technical College", "2005"],
      ["SPM", "SMK Taman Ria", "1994"],
    ]);
    expect(
      degrees(read("Ria Baptiste. Ria was a cashier at Bolt Stores from 2001 to 2009. She has her CSEC passes (2000) from Arima West Secondary.")),
    ).toEqual([["CSEC passes", "Arima West Secondary", "2000"]]);
  });

  it("reads a qualification under a 'SCHOOL' heading, and one whose lower-case gloss in brackets comes before the school", () => {
    expect(degrees(read("Ana Lukic\n\nSCHOOL\n2000   Roofer trade certificate,   Dorfen Building Trades School"))).toEqual([
      ["Roofer trade certificate", "Dorfen Building Trades School", "2000"],
    ]);
    expect(
      degrees(read("Ana Lukic\n\nEDUCATION\nDiploma di Geometra (technical school-leaving diploma),  Istituto Tecnico Commerciale Vallone,  2004")),
    ).toEqual([["Diploma di Geometra", "Istituto Tecnico Commerciale Vallone", "2004"]]);
  });

  it("reads no qualification from 'left school after 12th grade', which names neither a school nor a year", () => {
    expect(degrees(read("Rui Matos, Faro\n* since 2018: driver for Algarve Cargas\n* left school after 12th grade, straight into work"))).toEqual([]);
  });
});

describe("prompt classes: a public body's or a charity's name joined by 'for'", () => {
  it("reads 'the Department for <Field>' and 'the Foundation for <Field>' whole", () => {
    expect(roles(read("Tom Reid. He is currently a Senior Officer at the Department for Rural Affairs (since 2014), managing a team."))).toEqual([
      ["Senior Officer", "Department for Rural Affairs", "2014", "", true],
    ]);
    expect(roles(read("Tom Reid. Since 2019 I have been a caseworker at the Office for Tenant Support in Leeds.")).map((role) => role[1])).toEqual([
      "Office for Tenant Support",
    ]);
  });
});

describe("prompt classes: a past role told after a present one with ', and I was …'", () => {
  it("reads ', and I was a <title> at <Employer> in <season> <year>' as a role of its own", () => {
    expect(roles(read("I'm Lea Roy. I am a cashier at Bolt Mart since 2023, and I was a QA intern at Corvix Labs in summer 2025."))).toEqual([
      ["Cashier", "Bolt Mart", "2023", "", true],
      ["QA Intern", "Corvix Labs", "summer 2025", "2025", false],
    ]);
  });
});

describe("prompt classes: the employer named after the part of it the person worked in", () => {
  it("reads 'a <title> in the <ward> unit of <Employer>' as the title at the employer", () => {
    expect(
      roles(
        read(
          "I am Ana Pop. Currently I am a theatre nurse at Hospital Santa Lucia (03/2018 – now). Before that I worked as a ward nurse in the cardiology unit of Clinica Monte Verde from 05/2016 to 02/2018.",
        ),
      ),
    ).toEqual([
      ["Theatre Nurse", "Hospital Santa Lucia", "03/2018", "", true],
      ["Ward Nurse", "Clinica Monte Verde", "05/2016", "02/2018", false],
    ]);
  });
});

describe("prompt classes: a Nordic legal form in lower case with its full stop mid-sentence", () => {
  it("reads '<Employer> ehf. from <year> till <year>' as one sentence", () => {
    expect(roles(read("Jon Berg. Before that he was a deckhand at Nordvik Fisk ehf. from 1994 till 2009. He holds a licence."))).toEqual([
      ["Deckhand", "Nordvik Fisk", "1994", "2009", false],
    ]);
  });
});

describe("prompt classes: the employer and dates in brackets after work told in words", () => {
  it("reads 'worked on a help desk for 3 yrs (<Employer>, <year> to <year>)' as a role at the employer", () => {
    expect(
      roles(read("my name's Omar Aziz. worked on a help desk for 3 yrs (Delta Care Line, 2019 to 2022), left as a shift lead.")).map((role) =>
        role.slice(1, 4),
      ),
    ).toEqual([["Delta Care Line", "2019", "2022"]]);
  });

  it("takes no town in brackets for an employer", () => {
    expect(roles(read("I'm Omar Aziz. I was a barista (London, 2015–2019).")).map((role) => role[1])).toEqual([""]);
  });
});
