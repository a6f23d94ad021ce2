import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a qualification told as the trade it gave, at a school", () => {
  it("reads 'qualified as <titled qualification> at <Instituto …>' as schooling, not a job", () => {
    const resume = read(
      "Marta Kowal is a nurse at Elm Ward Clinic since 2019. She qualified as Asistente de Farmacia Clínica at Instituto Rivera Norte in 2014 and keeps her first aid current.",
    );
    expect(roles(resume)).toEqual([["Nurse", "Elm Ward Clinic", "2019", "", true]]);
    expect(degrees(resume)).toEqual([["Asistente de Farmacia Clínica", "Instituto Rivera Norte", "2014"]]);
  });

  it("reads 'earned a trade qualification as a lathe operator at … School' as schooling", () => {
    const resume = read(
      "Olek Brandt is a fitter at Norrow Tools Ltd since 2016. He earned a trade qualification as a lathe operator at Brookfield Vocational School in 2012, speaks French.",
    );
    expect(roles(resume)).toEqual([["Fitter", "Norrow Tools Ltd", "2016", "", true]]);
    expect(degrees(resume)).toEqual([["Lathe Operator", "Brookfield Vocational School", "2012"]]);
  });

  it("keeps a training completed at an employer a job's matter, not a school", () => {
    const resume = read("Olek Brandt completed a training as a crane operator at Norrow Tools Ltd in 2012 and has worked there since.");
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: a degree told after its school and year, set off by a comma", () => {
  it("gives the degree to the school the sentence named", () => {
    const resume = read(
      "My name is Aiko Tan. I worked at Sora Inn as a receptionist from 2015 to 2019. I graduated from Kitano University of Arts in March 2015, Bachelor of Arts in Sociology. My skills are Excel.",
    );
    expect(degrees(resume)).toEqual([["Bachelor of Arts in Sociology", "Kitano University of Arts", "2015"]]);
  });

  it("leaves a degree whose school is named in another sentence alone", () => {
    const resume = read("My name is Aiko Tan. I went to Kitano High School. I hold a Bachelor of Arts in History. I worked at Sora Inn from 2015 to 2019.");
    expect(degrees(resume).map(([degree]) => degree)).toContain("Bachelor of Arts in History");
    expect(degrees(resume).find(([degree]) => degree === "Bachelor of Arts in History")?.[1]).toBe("");
  });
});

describe("prompt classes: a promotion told 'from' one title 'to' another", () => {
  it("splits the job the net read at the employer named before it, and keeps 'promoted' out of the titles", () => {
    const resume = read(
      "Tom Reed worked at Elm Street Games (2010–2013), then joined Birch Paper Supplies in 2013, where he was promoted from junior buyer to purchasing manager in 2017. Since May 2021 he has been Regional Sales Manager at Corran Medical.",
    );
    expect(roles(resume)).toEqual([
      ["Regional Sales Manager", "Corran Medical", "May 2021", "", true],
      ["Purchasing Manager", "Birch Paper Supplies", "2017", "May 2021", false],
      ["Junior Buyer", "Birch Paper Supplies", "2013", "2017", false],
      ["", "Elm Street Games", "2010", "2013", false],
    ]);
  });

  it("splits a job joined with no title", () => {
    const resume = read("I joined Birch Paper Supplies in 2013 and was promoted from junior buyer to purchasing manager in 2017.");
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([
      ["Purchasing Manager", "Birch Paper Supplies", "2017"],
      ["Junior Buyer", "Birch Paper Supplies", "2013"],
    ]);
  });
});

describe("prompt classes: the region a role covers, named between the title and the employer", () => {
  it("reads the employer after 'at', not the region after 'for'", () => {
    const resume = read("Since March 2023 he has been Area Sales Manager for Northern Ontario at Corran Medical Supply.");
    expect(roles(resume)).toEqual([["Area Sales Manager", "Corran Medical Supply", "March 2023", "", true]]);
  });

  it("keeps a client named after 'for' that is no place as the work's employer, as before", () => {
    const resume = read("Since 2019 she has been head of sales for Birch Foods at Corran Group.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Head of Sales", "Birch Foods"]]);
  });
});

describe("prompt classes: a self-description with the town after 'in'", () => {
  it("reads no job at a town the tagger knows, though the place list lacks it", () => {
    const resume = read(
      "I'm a licensed practical nurse in Bakersfield. Since March 2021 I've worked at Elm Clinic as a staff nurse. Before that I was a cashier at Birch Foods from 2017 till 2021.",
    );
    expect(roles(resume)).toEqual([
      ["Staff Nurse", "Elm Clinic", "March 2021", "", true],
      ["Cashier", "Birch Foods", "2017", "2021", false],
    ]);
  });

  it("keeps a business named after its town as the employer", () => {
    const resume = read("From 2015 to 2019 I worked as a cook in Tulsa Grill House.");
    expect(roles(resume)).toEqual([["Cook", "Tulsa Grill House", "2015", "2019", false]]);
  });
});

describe("prompt classes: 'am' with its 'I' left out introduces the person", () => {
  it("reads the name after a greeting's 'am'", () => {
    const resume = read("Hello sir. am Grace Atim from Lira please help me write a cv. I worked as a cashier in Elm Family Supermarket from 2018 upto 2021.");
    expect(name(resume)).toEqual(["Grace", "Atim"]);
  });
});

describe("prompt classes: a list line dated by a season of one year", () => {
  it("ends the role that year, not when the next role began", () => {
    const resume = read(
      [
        "Anna Berg – Lund – anna@example.com",
        "Work:",
        "1) 2021 – : Network Technician, Birch Logistics AB",
        "2) 2017 – 2021 : Service Desk Agent, Elm Software AB",
        "3) summer 2016 : warehouse intern, Oak Freight AB",
      ].join("\n"),
    );
    expect(roles(resume).at(-1)).toEqual(["Warehouse Intern", "Oak Freight AB", "2016", "2016", false]);
  });
});

describe("prompt classes: a first title ended by a year told before staying on under another", () => {
  it("ends the apprenticeship in the year told between the employer and 'stayed on'", () => {
    const resume = read(
      "I'm Ray Cole, a joiner in Leeds. I started with Kerrow Joinery as an apprentice joiner in 2008, got my papers in 2012 and stayed on with them as a site joiner until 2017. Since 2017 I've been self-employed.",
    );
    expect(roles(resume).slice(1)).toEqual([
      ["Site Joiner", "Kerrow Joinery", "2012", "2017", false],
      ["Apprentice Joiner", "Kerrow Joinery", "2008", "2012", false],
    ]);
  });
});
