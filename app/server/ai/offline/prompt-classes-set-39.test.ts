import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school named a vocational, skills or learning centre", () => {
  it("reads a 'Vocational Center' as the school of a certificate, not an employer", () => {
    const resume = read(
      "I'm Dana Holt. I have worked as a welder at Ridgeway Fabrication since 2019. I got my welding cert from Lakeshore Vocational Center in 2018.",
    );
    expect(roles(resume)).toEqual([["Welder", "Ridgeway Fabrication", "2019", "", true]]);
    expect(degrees(resume)).toEqual([["welding cert", "Lakeshore Vocational Center", "2018"]]);
  });

  it("reads a 'Skills Centre' and a 'Learning Centre' in lower-case chat as schools", () => {
    const resume = read(
      "hi im owen parr. worked for tidewell joinery as a joiner 2012 til 2020. got my nvq level 3 joinery from east fen skills centre in 2011. i did a first aid course at Marlow Learning Centre 2021.",
    );
    expect(degrees(resume).map((d) => [d[1], d[2]])).toEqual([
      ["East Fen Skills Centre", "2011"],
      ["Marlow Learning Centre", "2021"],
    ]);
  });
});

describe("prompt classes: the document's title in another language, or two of its names, on the first line", () => {
  it("reads the name under 'HOJA DE VIDA / CV', not the title", () => {
    const resume = read(["HOJA DE VIDA / CV", "", "MARTA  QUILES  ROCA", "Quito - Ecuador", "", "Cajera   Tiendas El Puente   2016 – 2020"].join("\n"));
    expect([resume.personalInfo?.firstName, resume.personalInfo?.lastName]).toEqual(["Marta", "Quiles Roca"]);
  });

  it("reads the labelled name under a Chinese and English title line", () => {
    const resume = read(
      [
        "个人简历 / RESUME",
        "Name: ZHOU Min",
        "Email: zhoumin@example.cn",
        "",
        "WORK EXPERIENCE",
        "2018.03 - Now    Harbin Longjiang Foods Co., Ltd.    Sales Clerk",
      ].join("\n"),
    );
    expect([resume.personalInfo?.firstName, resume.personalInfo?.lastName]).toEqual(["Min", "Zhou"]);
  });
});

describe("prompt classes: going out on one's own as a self-employed tradesperson", () => {
  it("reads 'went out on my own as self employed joiner from 2014 to now' as the person's own work", () => {
    const resume = read(
      "i'm sam reed. worked for tidewell joinery as a joiner 2008 til 2014 then went out on my own as self employed joiner from 2014 to now.",
    );
    expect(roles(resume)).toEqual([
      ["Joiner", "Self-employed", "2014", "", true],
      ["Joiner", "Tidewell Joinery", "2008", "2014", false],
    ]);
  });
});

describe("prompt classes: a lower-case workplace named after 'called', its kind told in several words", () => {
  it("reads 'a petrol station in elmwood called quick fill' as the employer", () => {
    const resume = read(
      "i'm ann vole. ive been a nurse at elm hospital since 2019. before that i worked at a petrol station in elmwood called quick fill from 2016 to 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Nurse", "Elm Hospital", "2019", "", true],
      ["", "Quick Fill", "2016", "2019", false],
    ]);
  });
});

describe("prompt classes: a workplace told by its kind, then its name set off by commas", () => {
  it("reads 'on my family's farm, Vole Acres, from 2010 to 2016' as a dated job there", () => {
    const resume = read(
      "I'm Ann Vole. I milked and did calf care on my family's farm, Vole Acres, from 2010 to 2016, then I worked as a vet tech at Elm Clinic from 2017 to 2022.",
    );
    expect(roles(resume)).toEqual([
      ["Vet Tech", "Elm Clinic", "2017", "2022", false],
      ["", "Vole Acres", "2010", "2016", false],
    ]);
  });

  it("reads 'managed the family's small bakery, Vole Bread Co, in Ashby (2010-2016)' as a dated job there", () => {
    const resume = read(
      "I'm Ann Vole. I have been a nurse at Elm Hospital since 2019. Before that I managed the family's small bakery, Vole Bread Co, in Ashby (2010-2016).",
    );
    expect(roles(resume).map((role) => role.slice(1, 4))).toEqual([
      ["Elm Hospital", "2019", ""],
      ["Vole Bread Co", "2010", "2016"],
    ]);
  });
});

describe("prompt classes: a role told by the vehicle driven", () => {
  it("reads 'he drove a delivery van for …' as a delivery van driver there", () => {
    const resume = read("Ann Vole is a nurse at Elm Hospital since 2019. He drove a delivery van for Ashby Transit from 2009 to 2018.");
    expect(roles(resume)).toEqual([
      ["Nurse", "Elm Hospital", "2019", "", true],
      ["Delivery Van Driver", "Ashby Transit", "2009", "2018", false],
    ]);
  });
});

describe("prompt classes: a promotion to the role held now, not named again", () => {
  it("reads 'started in 2019 as a buying assistant and was promoted to her current role in 2022' as two titles there", () => {
    const resume = read(
      "Ann Vole is a Senior Buyer at Elm Foods, where she started in 2019 as a buying assistant and was promoted to her current role in 2022.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Buyer", "Elm Foods", "2022", "", true],
      ["Buying Assistant", "Elm Foods", "2019", "2022", false],
    ]);
  });
});
