import { describe, expect, it } from "vitest";
import { degrees, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: two titles held in turn, 'and then', with no employer between them", () => {
  it("reads one role at the employer, under both titles", () => {
    const atFirst = read(
      "I am Oren Pask from Derby. I worked at Kelmar Foods as a packer and then team leader from 2009 to 2015, and since 2016 I drive for Tolan Freight.",
    );
    expect(roles(atFirst).slice(1)).toEqual([["Packer, Team Leader", "Kelmar Foods", "2009", "2015", false]]);
    const atLast = read("I am Oren Pask. Before, 2014-2019 I was receptionist and then night auditor in Kelmar Grand Hotel.");
    expect(roles(atLast)).toEqual([["Receptionist, Night Auditor", "Kelmar Grand Hotel", "2014", "2019", false]]);
  });
});

describe("prompt classes: a prompt typed without capitals but for an acronym", () => {
  it("still reads it as typed in lower case, so the names after 'at' get their capitals", () => {
    const resume = read(
      "hi im tobin marsh from elkton i been working at red fern feed mill since 2018 loading trucks and i got my HGV licence in 2016 at valley road driving school also i know forklifts",
    );
    expect(roles(resume)[0]).toEqual(["", "Red Fern Feed Mill", "2018", "", true]);
    expect(degrees(resume).map(([, school]) => school)).toEqual(["Valley Road Driving School"]);
  });
});

describe("prompt classes: a run-on prompt going on with 'also I graduated …'", () => {
  it("reads what follows 'also I' as a clause of its own", () => {
    const resume = read(
      "I am Nell Corrie from Ashby and I work at Brenlow Garden Centre since 2019 and I got my NVQ level 2 in horticulture in 2018 at Farley Green College also I graduated from Ashby Vale High School in 2016",
    );
    expect(degrees(resume)).toEqual([
      [expect.stringContaining("NVQ"), "Farley Green College", "2018"],
      [expect.any(String), "Ashby Vale High School", "2016"],
    ]);
  });
});

describe("prompt classes: a listed role noted '(freelance)' with no employer", () => {
  it("reads the person as their own employer, and the title without the note", () => {
    const resume = read(`Pia Lund — Malmo
1) 2012-2016 — Shop Assistant, Kvarn Books, Malmo
2) 2016 to present — Bookkeeper (freelance)
Skills: Xero, Excel`);
    expect(roles(resume)).toEqual([
      ["Bookkeeper", "Self-employed", "2016", "", true],
      ["Shop Assistant", "Kvarn Books", "2012", "2016", false],
    ]);
    const withEmployer = read(`Pia Lund — Malmo
1) 2016 to present — Bookkeeper, Ostra Tax AB (part-time)
2) 2012-2016 — Shop Assistant, Kvarn Books, Malmo`);
    expect(roles(withEmployer)[0]?.[1]).toBe("Ostra Tax AB");
  });
});

describe("prompt classes: skills after 'good in' and 'works daily in'", () => {
  it("reads the list, without a speed noted in brackets", () => {
    const goodIn = read("im Lora Bex from Cebu. currently working as cashier in Tindahan Uno since 2021. good in typing (60wpm), inventory counts, ms excel.");
    expect(skillNames(goodIn).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["typing", "inventory counts", "ms excel"]));
    const worksIn = read("Hana Ruiz is a payroll officer at Orlin Health since 2019. She works daily in Paylocity and Kronos Workforce.");
    expect(skillNames(worksIn)).toEqual(expect.arrayContaining(["Paylocity", "Kronos Workforce"]));
  });
});

describe("prompt classes: a listed title with a lower-case note in brackets before a dash", () => {
  it("drops the note, so the employer after the dash stays the employer", () => {
    const resume = read(`- Ines Varo, Porto
- Warehouse clerk (fiel de armazém) — Douro Cargas Lda — 2015 – 2019
- Driver — Tamel Transportes — 2019 to today`);
    expect(roles(resume)).toEqual([
      ["Driver", "Tamel Transportes", "2019", "", true],
      ["Warehouse Clerk", "Douro Cargas Lda", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: a promotion told with '-ing' verbs ('starting out as …, becoming … in')", () => {
  it("splits the job at the year of the promotion", () => {
    const resume = read(
      "Meet Ada Rusk, our lead plumber! Ada has been with Fenwick Pipeworks since 2015, starting out as an apprentice and becoming lead plumber in 2020. Before that she spent two years as a porter at Elm Court Hotel (2013–2015).",
    );
    expect(roles(resume)).toEqual([
      ["Lead Plumber", "Fenwick Pipeworks", "2020", "", true],
      ["Apprentice", "Fenwick Pipeworks", "2015", "2020", false],
      ["Porter", "Elm Court Hotel", "2013", "2015", false],
    ]);
  });
});

describe("prompt classes: ', and he holds a … from …' after a degree told with its school", () => {
  it("reads the degree held at the school named after it", () => {
    const resume = read(
      "Tom Vail is a Leeds-based analyst. In 2022 he completed the Data Analytics Bootcamp at Ravel Tech Academy, and he holds a Power Engineering Technology diploma from Kestrel Polytechnic (2011).",
    );
    expect(degrees(resume)).toEqual([
      ["Data Analytics Bootcamp", "Ravel Tech Academy", "2022"],
      ["Power Engineering Technology diploma", "Kestrel Polytechnic", "2011"],
    ]);
  });
});

describe("prompt classes: capitalised words between the article and a degree's word", () => {
  it("keeps them as part of the qualification's name", () => {
    const resume = read("I'm Cal Rye from Ipswich. I did a BTEC Level 3 Extended Diploma in IT at Orwell Brook College, finished 2014.");
    expect(degrees(resume)).toEqual([["BTEC Level 3 Extended Diploma in IT", "Orwell Brook College", "2014"]]);
    const town = read("I'm Cal Rye from Leeds. I hold a Leeds BA in History.");
    expect(degrees(town)[0]?.[0]).toBe("BA in History");
  });
});

describe("prompt classes: a lone 'n' for 'and' in a chatty prompt", () => {
  it("reads the two qualifications it joins, each with its own year", () => {
    const resume = read(
      "hiya im lou pike from hull, been workin at crab shack since 2020. done my gcses at elm grove high 2018 n got a level 2 in hospitality from humber vale college 2021.",
    );
    expect(degrees(resume).map(([, school, year]) => [school, year])).toEqual([
      ["Elm Grove High", "2018"],
      ["Humber Vale College", "2021"],
    ]);
  });
});

describe("prompt classes: an employer followed by its known title in lower case, then the years", () => {
  it("reads the role, and nothing from an employer followed by what was done", () => {
    const resume = read(
      "hi, name's Dot Lyle, Mobile AL. did warehouse work 6 yrs - Gulfbend Supply Co forklift operator from 2015 thru 2021, before that i was at Pelican Diner waitressing 2012-2015.",
    );
    expect(roles(resume)[0]).toEqual(["Forklift Operator", "Gulfbend Supply Co", "2015", "2021", false]);
    expect(roles(resume).map(([title]) => title)).not.toContain("Waitressing");
  });
});

describe("prompt classes: ', where he has been' a capitalised title with no article", () => {
  it("reads the title at the employer just named (and its town)", () => {
    const moved = read(
      "Ivo Brant is a payroll officer in Graz. From 2012 till 2016 he worked at Murtal Bau GmbH as payroll clerk, then moved to Kelso Foods AG, where he has been Payroll Lead since 2016.",
    );
    expect(roles(moved)[0]).toEqual(["Payroll Lead", "Kelso Foods AG", "2016", "", true]);
    const town = read("Mrs. Nell Osei is an art teacher. She teaches art at Fenwick Park School, Derby, where she has been Head of Art since 2018.");
    expect(roles(town)[0]).toEqual(["Head of Art", "Fenwick Park School", "2018", "", true]);
  });
});

describe("prompt classes: a current role read only from what was done there", () => {
  it("takes the role the paragraph opens with as its title", () => {
    const resume = read(
      "Mara Voss is an HR generalist based in Leeds, with a background in retail. Since 2022 she has led recruitment and onboarding at Tarn Orthopedic Group. Previously she spent five years (2017–2022) as HR Assistant at Elm Castings.",
    );
    expect(roles(resume)).toEqual([
      ["HR Generalist", "Tarn Orthopedic Group", "2022", "", true],
      ["HR Assistant", "Elm Castings", "2017", "2022", false],
    ]);
  });
});
