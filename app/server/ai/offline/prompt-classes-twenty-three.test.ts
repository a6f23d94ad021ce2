import { describe, expect, it } from "vitest";
import { withPastedCvEntries } from "./pasted-cv.server.ts";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a name on the first line of a list marked with dashes or numbers", () => {
  it("reads the name after an en dash that marks each line", () => {
    const resume = read(
      "– Petra Lindqvist, Dunmore NSW\n– Ph 0438 555 111, petra.l@example.com.au\n– Barista – Copper Kettle Cafe – since Feb 2023\n– Cashier – Westfold Market – 2015–2022",
    );
    expect(name(resume)).toEqual(["Petra", "Lindqvist"]);
  });

  it("reads the name after a list's number '1)'", () => {
    const resume = read(
      "1) Oskar Brandvold – Tromsdal – +47 555 01 111 – oskar@example.no\n2) Baker – Fjellbrød Bakeri – 2019 to now\n3) Cashier – Nordkant Market – from 2015 till 2019",
    );
    expect(name(resume)).toEqual(["Oskar", "Brandvold"]);
  });
});

describe("prompt classes: a lower-case degree that opens a list line before its school", () => {
  it("reads '- general studies diploma, Elm Ridge Collegiate, 2019' as schooling", () => {
    const resume = read(
      "- Jonah Pettersen, Brandon MB, jonah@example.ca\n- labourer, Bluestem Fencing, 2020–2022\n- general studies diploma, Elmwood Ridge Collegiate, 2019",
    );
    expect(degrees(resume)).toEqual([["General studies diploma", "Elmwood Ridge Collegiate", "2019"]]);
  });
});

describe("prompt classes: a note on how the work was done right after a list line's dates", () => {
  it("keeps '- dishwasher, Corner Spoon Diner, 2018–2020 part time while at college' as a role", () => {
    const resume = read(
      "- Jonah Pettersen, Brandon MB, jonah@example.ca\n- labourer, Bluestem Fencing, 2020–2022\n- dishwasher, Corner Spoon Diner, 2018–2020 part time while at college",
    );
    expect(roles(resume)).toEqual([
      ["Labourer", "Bluestem Fencing", "2020", "2022", false],
      ["Dishwasher", "Corner Spoon Diner", "2018", "2020", false],
    ]);
  });
});

describe("prompt classes: courses done 'from' a school, named in lower case or by letters the writer does not list", () => {
  it("reads 'I did DAE mechanical from X Institute 2015 and matric commerce from Y School 2012' as two degrees", () => {
    const resume = read(
      "I am Bilal Qureshi. I work as a welder at Indus Pipe Works since 2017. I did DAE mechanical from Kestrel Technical Institute 2015 and matric commerce from Garrison Public School 2012.",
    );
    expect(degrees(resume)).toEqual([
      ["DAE mechanical", "Kestrel Technical Institute", "2015"],
      ["Matric commerce", "Garrison Public School", "2012"],
    ]);
  });
});

describe("prompt classes: in a prompt typed without capitals, the employer worked 'for' up to its years", () => {
  it("reads 'driving vans for swiftline couriers since 2019' with the couriers as the employer", () => {
    const resume = read(
      "hey so im rory vance from harrogate. been driving vans for swiftline couriers since 2019, before that i was a porter at the grand hotel 2015-2019. phone 07700 900 111",
    );
    expect(roles(resume).map((role) => role[1])).toContain("Swiftline Couriers");
  });
});

describe("prompt classes: in a prompt typed without capitals, a name opened by 'the' with the job's years right after it", () => {
  it("reads 'a porter at the glen hotel 2015-2019' with the hotel as the employer", () => {
    const resume = read("hi im rory vance from harrogate. i drive vans now, before that i was a porter at the glen hotel 2015-2019. phone 07700 900 111");
    expect(roles(resume)).toContainEqual(["Porter", "The Glen Hotel", "2015", "2019", false]);
  });
});

describe("prompt classes: a pasted CV whose entries are a numbered list", () => {
  it("leaves the list's numbers out of the titles and degrees", () => {
    const resume = read(
      "Ivo Brandt, Tulsa OK. ivo@example.com\nMy jobs:\n1. Shift Lead at Redbud Freight Depot, 2021–present\n2. Packer – Osage Market – 2015 to 2018\nEducation:\n1. Certificate in Logistics, Cimarron Community College (2020)",
    );
    expect(roles(resume).map((role) => role[0])).toEqual(["Shift Lead", "Packer"]);
    expect(degrees(resume).map((degree) => degree[0])).toEqual(["Certificate in Logistics"]);
  });
});

describe("prompt classes: an employer named as 'the same' place as the role before", () => {
  it("reads 'Forklift Driver, same depot, 2018–2021' as at the employer listed above it", () => {
    const resume = read(
      "- Ivo Brandt, Tulsa OK, ivo@example.com\n- Shift Lead at Redbud Freight Depot, 2021–present\n- Forklift Driver, same depot, 2018–2021\n- Packer – Osage Market – 2015 to 2018",
    );
    expect(roles(resume).map((role) => role[1])).toEqual(["Redbud Freight Depot", "Redbud Freight Depot", "Osage Market"]);
  });

  it("does so in a pasted CV the résumé parser reads", () => {
    const prompt =
      "Ivo Brandt, Tulsa OK. ivo@example.com\nMy jobs:\n1. Shift Lead at Redbud Freight Depot, 2021–present\n2. Forklift Driver, same depot, 2018–2021\n3. Packer – Osage Market – 2015 to 2018\nEducation:\n1. Certificate in Logistics, Cimarron Community College (2020)";
    const resume = withPastedCvEntries(prompt, read(prompt));
    expect(roles(resume).map((role) => role[1])).toEqual(["Redbud Freight Depot", "Redbud Freight Depot", "Osage Market"]);
  });
});

describe("prompt classes: a name given after a bare 'name is', typed without capitals", () => {
  it("reads 'name is dwayne porter im in tulsa' and 'name is dwayne porter, im in tulsa'", () => {
    expect(name(read("hey i want a cv for a driving job. name is dwayne porter im in tulsa. been a loader at elk creek haulage 2015-2019."))).toEqual([
      "Dwayne",
      "Porter",
    ]);
    expect(name(read("hey i want a cv. name is dwayne porter, im in tulsa. been a loader at elk creek haulage 2015-2019."))).toEqual(["Dwayne", "Porter"]);
  });
});

describe("prompt classes: in a prompt typed without capitals, 'this', 'last' or 'next' ends a school's or employer's name", () => {
  it("reads 'at rideau polytechnic this summer (2025)' with the polytechnic alone as the school", () => {
    const resume = read(
      "ok so im lena moss in ottawa. been a barista at maple cup cafe since 2022. finished my hospitality certificate at rideau polytechnic this summer (2025). email lena@example.ca",
    );
    expect(degrees(resume).map((degree) => degree[1])).toEqual(["Rideau Polytechnic"]);
  });
});
