import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a role held at 'the same' workplace as the one named before", () => {
  it("reads 'at the same home' in prose as the employer named last before it", () => {
    const resume = read(
      "Tom Reddle. He is a Shift Leader at Oakmere House (since 2019). He was a Care Worker at the same home from 2014 until his promotion, and before that a Porter with Fernhill Hospital from 2008 to 2014.",
    );
    expect(roles(resume)).toEqual([
      ["Shift Leader", "Oakmere House", "2019", "", true],
      ["Care Worker", "Oakmere House", "2014", "2019", false],
      ["Porter", "Fernhill Hospital", "2008", "2014", false],
    ]);
  });

  it("reads 'became … in same company' as a later title at the employer joined", () => {
    const resume = read(
      "My name is Tom Reddle. From May 2012 I joined Fernhill Plastics as machine operator, and in 2017 I became quality inspector in same company.",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Quality Inspector", "Fernhill Plastics"],
      ["Machine Operator", "Fernhill Plastics"],
    ]);
  });

  it("reads a list line's 'same nursery before promotion' as the employer of the line before", () => {
    const resume = read(
      "* Tom Reddle — Leeds\n* Head Gardener @ Oakmere Estate (2019 – present)\n* Gardener @ Fernhill Nurseries (2012 – 2019)\n* Labourer @ same nursery before promotion, 2009 – 2012",
    );
    expect(roles(resume)[2]).toEqual(["Labourer", "Fernhill Nurseries", "2009", "2012", false]);
  });
});

describe("prompt classes: an associate degree written in dotted capitals", () => {
  it("reads 'my A.A.S. in Nursing from … Community College' as a degree", () => {
    const resume = read("I'm Ann Pole, a nurse. I got my A.A.S. in Nursing from Red Pine Valley Community College in 2019 and my RN license the same year.");
    expect(degrees(resume)).toEqual([["A.A.S. in Nursing", "Red Pine Valley Community College", "2019"]]);
  });

  it("reads 'an A.S. in Biology' as a degree", () => {
    const resume = read("I'm Ann Pole, a lab aide at Pinecrest Labs since 2020. I have an A.S. in Biology from Red Pine College (2019).");
    expect(degrees(resume)).toEqual([["A.S. in Biology", "Red Pine College", "2019"]]);
  });
});

describe("prompt classes: a qualification held with no article, from a school named as one", () => {
  it("reads 'I have Grade 12 from … Secondary School 2015'", () => {
    const resume = read("Hi, I am Tom Vale from Leeds. I work as cashier at Elm Mart since 2019. I have Grade 12 from Elm Hills Secondary School 2015.");
    expect(degrees(resume)).toEqual([["Grade 12", "Elm Hills Secondary School", "2015"]]);
  });

  it("reads the same typed in lower case", () => {
    const resume = read(
      "hi my name is tom vale from leeds. i am working as cashier at elm mart from 2019 till now. i have grade 12 from elm hills secondary school 2015 and a forklift licence.",
    );
    expect(degrees(resume)).toEqual([["Grade 12", "Elm Hills Secondary School", "2015"]]);
  });

  it("reads no qualification from work done at a school", () => {
    const resume = read("Hi, I am Tom Vale. I have worked at Elm Hills Secondary School as a cleaner since 2015.");
    expect(degrees(resume)).toEqual([]);
    expect(roles(resume)).toEqual([["Cleaner", "Elm Hills Secondary School", "2015", "", true]]);
  });
});

describe("prompt classes: joining the employer named before, by the kind of place it is", () => {
  it("reads 'joined the bank in 2014 as a teller' as an earlier title at the bank named before", () => {
    const resume = read(
      "Ana Ruiz is a Senior Loans Officer at Fernhill Bank in Leeds, where she has worked since 2018. She joined the bank in 2014 as a teller.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Loans Officer", "Fernhill Bank", "2018", "", true],
      ["Teller", "Fernhill Bank", "2014", "2018", false],
    ]);
  });
});

describe("prompt classes: a year and month joined by a dot, in prose", () => {
  it("reads 'from 2019.06 until now' and '2014.09 ~ 2017.02.' at a sentence's end", () => {
    const resume = read(
      "Hello, I am Ana Ruiz. I work for Fernhill Foods as payroll clerk from 2019.06 until now. Before this, I was cashier in Tienda Sol Co. 2014.09 ~ 2017.02.",
    );
    expect(roles(resume)).toEqual([
      ["Payroll Clerk", "Fernhill Foods", "06/2019", "", true],
      ["Cashier", "Tienda Sol Co.", "09/2014", "02/2017", false],
    ]);
  });
});

describe("prompt classes: dated work told as what the person did, at or with the employer", () => {
  it("reads 'did home-based care with the … Project from 2012 until 2016' as a job there", () => {
    const resume = read(
      "I am Ana Ruiz. I have been a nurse at Fernhill Clinic from 2017 to date. Before that I did home-based care with the Oakdale Community Care Project from 2012 until 2016.",
    );
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([
      ["Fernhill Clinic", "2017", ""],
      ["Oakdale Community Care Project", "2012", "2016"],
    ]);
  });

  it("reads no job from training done with an organisation", () => {
    const resume = read(
      "I am Ana Ruiz. I have been a nurse at Fernhill Clinic from 2017 to date. I did first aid training with Oakdale Rescue from 2012 until 2016.",
    );
    expect(roles(resume).map(([, company]) => company)).toEqual(["Fernhill Clinic"]);
  });
});

describe("prompt classes: a year of study said as what the person is", () => {
  it("reads 'a junior at … State …, studying business' as a school, not a job", () => {
    const resume = read(
      "My name is Sam Cole. I'm a junior at Oakridge State in Leeds, studying business (graduating May 2026). I work as a cook at Blue Fin since Sept 2023.",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Cook", "Blue Fin"]]);
    expect(degrees(resume).map(([, school, year]) => [school, year])).toEqual([["Oakridge State", "2026"]]);
  });

  it("reads the same typed in lower case, the words of 'im a' no degree", () => {
    const resume = read(
      "ok so my name is sam cole, im a junior at oakridge state in leeds doing business admin (graduating may 2026). i work as a line cook at the blue clam since sept 2023.",
    );
    expect(degrees(resume)).toEqual([["", "Oakridge State", "2026"]]);
  });

  it("keeps 'a senior at' an employer, with no studying told, a role", () => {
    const resume = read("I'm Sam Cole, a senior at Fernhill Partners since 2020.");
    expect(roles(resume)).toEqual([["Senior", "Fernhill Partners", "2020", "", true]]);
  });
});

describe("prompt classes: a role in a centre, office or branch of the employer", () => {
  it("reads 'Team leader in the customer service centre of …' and 'in the same centre' as roles at that employer", () => {
    const resume = read(
      "1. Ana Ruiz, Leeds\n2. Team leader in the customer service centre of Fernhill Telecom, 2021 - today\n3. Agent in the same centre, 2017 - 2021 (inbound calls)\n4. Cashier at Tienda Sol, 2014-2017",
    );
    expect(roles(resume)).toEqual([
      ["Team Leader", "Fernhill Telecom", "2021", "", true],
      ["Agent", "Fernhill Telecom", "2017", "2021", false],
      ["Cashier", "Tienda Sol", "2014", "2017", false],
    ]);
  });

  it("reads 'a clerk in the head office of …' as a role at the firm", () => {
    const resume = read("I'm Ana Ruiz. I have been a clerk in the head office of Fernhill Foods since 2019.");
    expect(roles(resume)).toEqual([["Clerk", "Fernhill Foods", "2019", "", true]]);
  });
});

describe("prompt classes: a named branch of the employer joined", () => {
  it("reads 'joined … as a teller at the Northgate branch' as a role at the bank joined", () => {
    const resume = read("Ana Ruiz. I joined Fernhill Bank in 2014 as a teller at the Northgate branch and was promoted to loans officer in 2016.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Loans Officer", "Fernhill Bank"],
      ["Teller", "Fernhill Bank"],
    ]);
  });
});

describe("prompt classes: a promotion within the title joined as, below the title held now", () => {
  it("splits the title joined as at the promotion's year, leaving the title held now alone", () => {
    const resume = read(
      "Ana Ruiz is a Senior Loans Officer at Fernhill Bank in Leeds, where she has worked since 2018. She joined the bank in 2014 as a teller and was promoted to loans officer in 2016 and to senior in 2018.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Loans Officer", "Fernhill Bank", "2018", "", true],
      ["Loans Officer", "Fernhill Bank", "2016", "2018", false],
      ["Teller", "Fernhill Bank", "2014", "2016", false],
    ]);
  });
});

describe("prompt classes: a hedge between a span's word and its year", () => {
  it("reads 'since like 2021' in a lower-case message as since 2021", () => {
    const resume = read(
      "hey so im sam cole from leeds, been driving for fernhill parcel since like 2021 before that i was a cashier at oak mart 2017 to 2021.",
    );
    expect(roles(resume).map(([, company, start, , current]) => [company, start, current])).toEqual([
      ["Fernhill Parcel", "2021", true],
      ["Oak Mart", "2017", false],
    ]);
  });

  it("reads 'since about 2021' as a role held since 2021, still", () => {
    const resume = read("I'm Sam Cole. I've been a driver at Fernhill Parcel since about 2021.");
    expect(roles(resume)).toEqual([["Driver", "Fernhill Parcel", "2021", "", true]]);
  });
});
