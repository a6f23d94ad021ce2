import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: dates written in figures", () => {
  it("reads a month and a two-digit year as that month of that year, in a span or after 'since'", () => {
    const prose = read("I'm Hal Brenner. I was a line cook at Redfern Diner 06/19 - 08/21, and I have been sous chef at Gulley Bistro since 09/21.");
    expect(roles(prose)).toEqual(
      expect.arrayContaining([
        ["Line Cook", "Redfern Diner", "06/2019", "08/2021", false],
        ["Sous Chef", "Gulley Bistro", "09/2021", "", true],
      ]),
    );
    const list = read("Hal Brenner\n- Porter, Quayle Hotel, 4/16 – 5/18\n- Night manager, Quayle Hotel, 06/18 - present");
    expect(roles(list)).toEqual(
      expect.arrayContaining([
        ["Porter", "Quayle Hotel", "04/2016", "05/2018", false],
        ["Night Manager", "Quayle Hotel", "06/2018", "", true],
      ]),
    );
  });

  it("leaves a day, month and year alone", () => {
    const resume = read("I'm Hal Brenner. I started as a picker at Oakley Farm on 12/06/19 and left in 2021.");
    expect(roles(resume).map(([, , start]) => start)).not.toContain("12/2006");
    expect(roles(resume).map(([, , start]) => start)).not.toContain("06/2019");
  });

  it("reads a month's short name with its full stop as the month of the year after it, and the sentence on past it", () => {
    const list = read("Hal Brenner\n- Line cook, Redfern Diner, Sept. 2019 – Present\n- Prep cook, Gulley Bistro, Dec. 2017 - Aug. 2019");
    expect(roles(list)).toEqual([
      ["Line Cook", "Redfern Diner", "Sept 2019", "", true],
      ["Prep Cook", "Gulley Bistro", "Dec 2017", "Aug 2019", false],
    ]);
    const prose = read("I'm Hal Brenner. I was a line cook at Redfern Diner from Sept. 2019 to Jan. 2021.");
    expect(roles(read("I'm Ana Ruiz. I worked at Lidl from Jan. 2019 to Dec. 2021 as a cashier."))).toEqual([
      ["Cashier", "Lidl", "Jan 2019", "Dec 2021", false],
    ]);
    expect(roles(prose)).toEqual([["Line Cook", "Redfern Diner", "Sept 2019", "Jan 2021", false]]);
  });
});

describe("prompt classes: when a job ended", () => {
  it("reads the start, middle or end of a year said in words as its early, mid or late part", () => {
    expect(roles(read("I'm Ana Ruiz. I've been a cashier at Lidl since the start of 2019."))).toEqual([["Cashier", "Lidl", "early 2019", "", true]]);
    expect(roles(read("I'm Ana Ruiz. I was a clerk at Aldi from the middle of 2015 until the end of 2018."))).toEqual([
      ["Clerk", "Aldi", "mid 2015", "late 2018", false],
    ]);
  });

  it("reads 'leaving in' a year that closes the clause as the job's end, its length counted back from it", () => {
    expect(roles(read("I'm Ana Ruiz. I worked at Lidl as a cashier for 3 years, leaving in 2020."))).toEqual([["Cashier", "Lidl", "2017", "2020", false]]);
    expect(roles(read("I'm Ana Ruiz. I was a cashier at Lidl from 2016, leaving in March 2020. I then looked after my son."))).toEqual([
      ["Cashier", "Lidl", "2016", "March 2020", false],
    ]);
    const moved = read("I'm Ana Ruiz. I joined Lidl in 2012 as a cashier, leaving in 2016 to become a supervisor at Aldi until 2020.");
    expect(roles(moved)).toEqual(expect.arrayContaining([["Supervisor", "Aldi", "2016", "2020", false]]));
  });
});

describe("prompt classes: degrees", () => {
  it("names a degree once when the subject studied is the degree itself", () => {
    expect(degrees(read("I'm Hal Brenner. I studied BCom at Marlow University, 2015."))).toEqual([["BCom", "Marlow University", "2015"]]);
    expect(degrees(read("I'm Hal Brenner. I did my MBA at Marlow University in 2019."))).toEqual([["MBA", "Marlow University", "2019"]]);
    expect(degrees(read("I'm Hal Brenner. I studied BSc Nursing at Marlow University, 2015."))).toEqual([["BSc Nursing", "Marlow University", "2015"]]);
  });
});

describe("prompt classes: titles told after the employer", () => {
  it("reads the title after 'where she has been' when the employer's town comes between", () => {
    const bio = read(
      "Maria Lopes is a dedicated care assistant. She currently works at Sunnyside Care in Leeds, where she has been a senior carer since 2020.",
    );
    expect(roles(bio)).toEqual([["Senior Carer", "Sunnyside Care", "2020", "", true]]);
    const moved = read("I'm Tom Reyes. I moved to Brightwell Pharmacy in North York, where I worked from 2014 to 2018 as a pharmacy technician.");
    expect(roles(moved)).toEqual([["Pharmacy Technician", "Brightwell Pharmacy", "2014", "2018", false]]);
  });
});

describe("prompt classes: messages typed without capitals", () => {
  it("reads the person a greeting and 'it's' introduce", () => {
    expect(name(read("yo its jake miller, i do roofing. worked for summit roofing co 2016-2019"))).toEqual(["Jake", "Miller"]);
    expect(name(read("hey it's maya cole here. i worked for green leaf market as cashier 2018-2020."))).toEqual(["Maya", "Cole"]);
    expect(name(read("It's Tom Reyes. I worked at Lumen Bank as a teller from 2015 to 2019."))).toEqual(["Tom", "Reyes"]);
    expect(name(read("It's Google Cloud that I know best. I'm Ann Lee."))).toEqual(["Ann", "Lee"]);
  });

  it("leaves the filler words after a name and the word 'name' out of it", () => {
    expect(name(read("hey so i need a resume lol. i been a cook at waffle hut 2019-2022. im marcus hill btw"))).toEqual(["Marcus", "Hill"]);
    expect(name(read("name anh tran. nail tech 8 yrs. worked at lotus nails 2016-2020"))).toEqual(["Anh", "Tran"]);
  });

  it("reads the employer after 'with' or 'for' when the title follows it without an article", () => {
    const resume = read("good morning. my name is ade bello. i worked with harbour trust bank as teller from 2017 to 2020.");
    expect(roles(resume)).toEqual([["Teller", "Harbour Trust Bank", "2017", "2020", false]]);
  });
});

describe("prompt classes: schools", () => {
  it("gives a high school a CV's line dates its diploma, but not one the person left", () => {
    expect(degrees(read("Work History:\n2014-2017 Cashier, Piggly Wiggly\nSchool: Northside High School, 2014"))).toEqual([
      ["High School Diploma", "Northside High School", "2014"],
    ]);
    expect(degrees(read("I'm Al Roy. I went to Northside High School until 2012 and then worked at Piggly Wiggly."))).toEqual([
      ["", "Northside High School", "2012"],
    ]);
  });

  it("gives a high school named by 'High' alone its diploma when the person graduated from it", () => {
    expect(degrees(read("I'm Lisa Wong. I graduated from Roosevelt High in 2019."))).toEqual([["High School Diploma", "Roosevelt High", "2019"]]);
    expect(degrees(read("hi there, im lisa wong, been a barista at bean scene cafe 2021-2024. graduated from lincoln high 2019."))).toEqual([
      ["High School Diploma", "Lincoln High", "2019"],
    ]);
  });
});

describe("prompt classes: what comes between a title and its employer", () => {
  it("reads the employer after 'with' when the years follow it, past how long the job lasted", () => {
    expect(roles(read("I'm Juan Mendez. I worked as a dog walker for six years with Happy Tails 2015-2021."))).toEqual([
      ["Dog Walker", "Happy Tails", "2015", "2021", false],
    ]);
    expect(roles(read("im juan mendez. i worked as dog walker for 6 years with happy tails 2015-2021."))).toEqual([
      ["Dog Walker", "Happy Tails", "2015", "2021", false],
    ]);
  });

  it("knows the trades and hourly work people name themselves by", () => {
    expect(roles(read("I'm Joe Platt, plasterer at Kellow Build since 2016."))).toEqual([["Plasterer", "Kellow Build", "2016", "", true]]);
    expect(roles(read("I'm Joe Platt, scaffolder with Trent Access since 2016."))).toEqual([["Scaffolder", "Trent Access", "2016", "", true]]);
    expect(roles(read("I'm Amy Dunn, hairdresser at Snips Studio since 2019."))).toEqual([["Hairdresser", "Snips Studio", "2019", "", true]]);
  });
});

describe("prompt classes: titles in letters and certifications", () => {
  it("reads a title in capital letters after the person's name and an article", () => {
    expect(roles(read("I'm Tanya Brooks, a CNA at Willow Creek since 2020."))).toEqual([["CNA", "Willow Creek", "2020", "", true]]);
    expect(roles(read("I'm Tanya Brooks, an LPN with Harbor Health since 2018."))).toEqual([["LPN", "Harbor Health", "2018", "", true]]);
  });

  it("keeps every item of a certifications list, under a short label too", () => {
    const certifications = (prompt: string) => read(prompt).additionalInfo?.certifications?.split("\n") ?? [];
    expect(certifications("Tanya Brooks\nCNA at Willow Creek, 2020 - now\nCertifications: CPR, BLS, First Aid")).toEqual(["CPR", "BLS", "First Aid"]);
    expect(certifications("Tanya Brooks\nCNA at Willow Creek, 2020 - now\nCerts: CPR, BLS and First Aid")).toEqual(["CPR", "BLS", "First Aid"]);
  });

  it("reads a licence held from the sentence that says so, not the sentence as its name", () => {
    const resume = read("I'm Tanya Brooks, a CNA at Willow Creek since 2020. I have a forklift licence.");
    expect(skillNames(resume)).toContain("forklift licence");
    expect(resume.additionalInfo?.certifications ?? "").not.toMatch(/I have/);
  });
});

describe("prompt classes: employers named with a small word", () => {
  it("reads an employer whose name holds 'do' or a month's word as a name, not a sentence or a date", () => {
    expect(roles(read("Name: Rita Gomes\n* Housekeeper - Pousada do Mar (2015 - 2019)"))).toEqual([["Housekeeper", "Pousada do Mar", "2015", "2019", false]]);
    expect(roles(read("Name: Rita Gomes\n* Cleaner, Pousada do Mar, 2015 - 2019"))).toEqual([["Cleaner", "Pousada do Mar", "2015", "2019", false]]);
  });
});

describe("prompt classes: the person's own name", () => {
  it("is no employer of a dated title on the line below it", () => {
    expect(roles(read("Mira Bose\nDriver 2010 - 2013"))).toEqual([["Driver", "", "2010", "2013", false]]);
    expect(roles(read("Lucía worked as a paralegal at Ferrer Abogados before opening her own practice, Lucía Vidal Legal, in 2016."))).toEqual(
      expect.arrayContaining([expect.arrayContaining(["Lucía Vidal Legal"])]),
    );
  });
});

describe("prompt classes: a bracket after the employer holding its span and its title", () => {
  it("reads the title after the span in the bracket", () => {
    expect(roles(read("Dev Shah\n- Roadway Parcels (2016–2020, loader)\n- Zenfield Logistics (2020–now, warehouse supervisor)"))).toEqual([
      ["Warehouse Supervisor", "Zenfield Logistics", "2020", "", true],
      ["Loader", "Roadway Parcels", "2016", "2020", false],
    ]);
    expect(roles(read("Dev Shah. Worked at Roadway Parcels (2016–2020, loader)."))).toEqual([["Loader", "Roadway Parcels", "2016", "2020", false]]);
  });
});
