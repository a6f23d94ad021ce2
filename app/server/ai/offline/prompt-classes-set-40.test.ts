import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a surname with a capital inside it", () => {
  it("keeps 'LaRue' and 'DiMaggio' whole after an introduction", () => {
    expect(name(read("My name is Corinne LaRue. I live in Moncton and I have been a baker at Dune Loaf Bakery since 2018."))).toEqual(["Corinne", "LaRue"]);
    expect(name(read("I'm Tomas DiMaggio, a line cook at Harbour Grill since 2020."))).toEqual(["Tomas", "DiMaggio"]);
  });

  it("still reads the job after the name", () => {
    const resume = read("My name is Renata DeSouza and I am a cook at Ferry Lane Kitchen since 2019.");
    expect(name(resume)).toEqual(["Renata", "DeSouza"]);
    expect(roles(resume)).toEqual([["Cook", "Ferry Lane Kitchen", "2019", "", true]]);
  });
});

describe("prompt classes: a grade's roman 'I' after a title in a list line", () => {
  it("reads 'Nurse I, … (2015 - 2019)' as the title, not as prose", () => {
    expect(roles(read("- Dana Holt\n- Nurse I, Elm Bay Hospital (2015 - 2019)"))).toEqual([["Nurse I", "Elm Bay Hospital", "2015", "2019", false]]);
  });

  it("reads the grade below, at the same place, on the next line", () => {
    const resume = read("- Dana Holt\n- Analyst II, Fernhill Bank, Leeds (2019 - present)\n- Analyst I, same bank (2015 - 2019)");
    expect(roles(resume)).toEqual([
      ["Analyst II", "Fernhill Bank", "2019", "", true],
      ["Analyst I", "Fernhill Bank", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: a school named back as 'the same TAFE' or as 'there'", () => {
  it("reads '(same TAFE)' after a qualification as the TAFE named above it", () => {
    const resume = read(
      [
        "1. Mira Cole, Ballarat",
        "2. Chef – Wattle Street Bistro, 2019-now",
        "3. Diploma of Hospitality, Eureka Plains TAFE, 2019",
        "4. Cert III in Commercial Cookery, 2017 (same TAFE)",
      ].join("\n"),
    );
    expect(degrees(resume)).toEqual([
      ["Diploma of Hospitality", "Eureka Plains TAFE", "2019"],
      ["Cert III in Commercial Cookery", "Eureka Plains TAFE", "2017"],
    ]);
  });

  it("reads a degree completed 'there' at the university the sentence named", () => {
    const resume = read(
      "I'm Ada Frost. I was a lab assistant at Kestrel Hill University from 2012 to 2016 while doing my MPhil in Geology there, finished in 2016.",
    );
    expect(roles(resume)).toEqual([["Lab Assistant", "Kestrel Hill University", "2012", "2016", false]]);
    expect(degrees(resume)).toEqual([["MPhil in Geology", "Kestrel Hill University", "2016"]]);
  });

  it("leaves 'there' alone when no degree is said before it", () => {
    const resume = read("I'm Ada Frost. I was a porter at Kestrel Hill University from 2012 to 2016 and made friends there.");
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: a date written day first with dots", () => {
  it("reads 'since 15.03.2017' as the month and year a role began", () => {
    const resume = read("My name is Lena Brück. Since 15.03.2017 I am employed as buyer at Kessel Foods GmbH.");
    expect(roles(resume)).toEqual([["Buyer", "Kessel Foods GmbH", "March 2017", "", true]]);
  });

  it("reads a range of two such dates on a CV line", () => {
    const resume = read("Lena Brück\nBerufserfahrung\n15.9.2014 – 31.3.2018 Einkäuferin, Kessel Foods GmbH, Leipzig");
    expect(roles(resume)).toEqual([["Einkäuferin", "Kessel Foods GmbH", "September 2014", "March 2018", false]]);
  });
});

describe("prompt classes: another title at its employer after 'and a', the employer with 'the'", () => {
  const opening = "I'm Nell Price. I have been a baker at Corn Dolly Bakery since 2020. Before that I was a barista at Fern Cafe";

  it("splits ', and a porter at the … Hotel' into a role of its own", () => {
    const resume = read(`${opening} for two years until 2020, and a porter at the Quayside Hotel in Whitby from 2014 to 2018.`);
    expect(roles(resume)).toEqual([
      ["Baker", "Corn Dolly Bakery", "2020", "", true],
      ["Barista", "Fern Cafe", "2018", "2020", false],
      ["Porter", "Quayside Hotel", "2014", "2018", false],
    ]);
  });

  it("splits '… until 2020 and a porter at …' with no comma after the year", () => {
    const resume = read(`${opening} from 2018 until 2020 and a porter at Quayside Hotel from 2014 to 2018.`);
    expect(roles(resume)).toEqual([
      ["Baker", "Corn Dolly Bakery", "2020", "", true],
      ["Barista", "Fern Cafe", "2018", "2020", false],
      ["Porter", "Quayside Hotel", "2014", "2018", false],
    ]);
  });
});

describe("prompt classes: years written one after another with no dash", () => {
  it("reads 'at … 2012 2013' as a span", () => {
    const resume = read("im joss kerr. i was a swim coach at Pebble Cove Pool 2012 2013. call me 0412 555 019");
    expect(roles(resume)).toEqual([["Swim Coach", "Pebble Cove Pool", "2012", "2013", false]]);
  });

  it("reads a run of summers '2016, 2017 and 2018' from the first to the last", () => {
    const resume = read("I'm Joss Kerr. I was a swim coach at Pebble Cove Pool in the summers of 2016, 2017 and 2018.");
    expect(roles(resume)).toEqual([["Swim Coach", "Pebble Cove Pool", "2016", "2018", false]]);
  });

  it("leaves years that are part of a phone number alone", () => {
    const resume = read("I'm Joss Kerr, a cook at Brine Grill since 2019. Phone 0412 2015 2016");
    expect(resume.personalInfo?.phone).toBe("0412 2015 2016");
    expect(roles(resume)).toEqual([["Cook", "Brine Grill", "2019", "", true]]);
  });
});

describe("prompt classes: the part of a workplace between the title and the employer", () => {
  it("reads 'a team lead on the goods-in dock at …' with its employer", () => {
    const resume = read("I'm Rosa Lind. These days I am a team lead on the goods-in dock at Larkfield Depot, since 2019.");
    expect(roles(resume)).toEqual([["Team Lead", "Larkfield Depot", "2019", "", true]]);
  });

  it("reads 'a supervisor on the loading bay at …' with its employer", () => {
    const resume = read("I'm Rosa Lind. I have been a supervisor on the loading bay at Brackley Freight since 2020.");
    expect(roles(resume)).toEqual([["Supervisor", "Brackley Freight", "2020", "", true]]);
  });
});

describe("prompt classes: a relative's business told by its kind, then its name set off by a comma", () => {
  it("reads 'helped on my aunt's sheep farm, <Name>, as a shearer' with the farm's name as employer", () => {
    const resume = read("I'm Owen Tate. From 2011 to 2015 I helped on my aunt's sheep farm, Tate Fell Sheep, as a shearer.");
    expect(roles(resume)).toEqual([["Shearer", "Tate Fell Sheep", "2011", "2015", false]]);
  });
});

describe("prompt classes: work of one's own, and the employer before it", () => {
  it("reads 'Before going freelance I was a sign writer with <firm>' as that firm's role", () => {
    const resume = read(
      "I'm Cal Rees. My own sign business, Rees Signs, opened in 2018. Before going freelance I was a certified sign writer with Oakbeam Signs from 2012 to 2018.",
    );
    expect(roles(resume)).toContainEqual(["Certified Sign Writer", "Oakbeam Signs", "2012", "2018", false]);
    expect(roles(resume).some(([, company]) => company === "Self-employed")).toBe(false);
  });

  it("reads 'went freelance 2009-2016 as <Name>' with the business's name as employer", () => {
    const resume = read("im cal rees. went freelance 2009-2016 as Rees Tiling, then back working since 2017 as porter for Elmside Homes.");
    expect(roles(resume)).toContainEqual(["", "Rees Tiling", "2009", "2016", false]);
  });

  it("keeps a title after 'self-employed as'", () => {
    expect(roles(read("I'm Cal Rees. I've been self-employed as a plumber since 2015."))).toEqual([["Plumber", "Self-employed", "2015", "", true]]);
  });
});

describe("prompt classes: a certificate called a 'cert', from a provider with no school word", () => {
  it("reads 'earned my phlebotomy cert from <provider> in 2022' as schooling", () => {
    const resume = read(
      "I'm Lia Moss. I work as a phlebotomist at Brookview Clinic since 2023. I earned my phlebotomy cert from Riverbend Health Careers in 2022.",
    );
    expect(degrees(resume)).toEqual([["phlebotomy cert", "Riverbend Health Careers", "2022"]]);
  });
});

describe("prompt classes: a promotion that does not name the title it led to", () => {
  it("reads 'a supervisor at X, where I started as a packer in 2015 and was promoted in 2019' as two roles", () => {
    const resume = read("I'm Tova Reyes. I'm a supervisor at Fenwick Foods, where I started as a packer in 2015 and was promoted in 2019.");
    expect(roles(resume)).toEqual([
      ["Supervisor", "Fenwick Foods", "2019", "", true],
      ["Packer", "Fenwick Foods", "2015", "2019", false],
    ]);
  });
});

describe("prompt classes: a faculty named before its university on a degree's line", () => {
  it("reads the university as the school, and the faculty as no subject", () => {
    const resume = read(
      ["• Noor Haddad – Doctor", "• Junior Doctor, Cedar Lane Hospital (2016–present)", "• MBBS, Faculty of Medicine, Wadi Crest University, 2015"].join("\n"),
    );
    expect(degrees(resume)).toEqual([["MBBS", "Wadi Crest University", "2015"]]);
  });

  it("keeps a faculty that is the only school named", () => {
    const resume = read("Noor Haddad\nNurse at Cedar Hospital since 2018\nBSc Nursing, School of Health Sciences, 2016");
    expect(degrees(resume)).toEqual([["BSc Nursing", "School of Health Sciences", "2016"]]);
  });
});

describe("prompt classes: an employer named after 'a' and its kind, with no comma", () => {
  it("reads 'at a phone shop <Name> as sales clerk' with the name as employer", () => {
    const resume = read("hello i am rafi khan. i have part time work at a phone shop Kestrel Phone Hub as sales clerk since 2024.");
    expect(roles(resume)).toEqual([["Sales Clerk", "Kestrel Phone Hub", "2024", "", true]]);
  });

  it("leaves an unnamed one unnamed", () => {
    const resume = read("I'm Rafi Khan. I was a barista at a coffee shop in Leeds from 2015 to 2017.");
    expect(roles(resume)).toEqual([["Barista", "", "2015", "2017", false]]);
  });
});

describe("prompt classes: 'there now' after a title held at the employer just named", () => {
  it("reads 'I'm the head baker there now' as the title alone", () => {
    const resume = read("I'm Milo Hart. I have worked at Pier Street Bakery since 2020 and I'm the head baker there now.");
    expect(roles(resume)).toEqual([["Head Baker", "Pier Street Bakery", "2020", "", true]]);
  });
});

describe("prompt classes: the document's title in two languages over the name", () => {
  it("reads the name under 'Lebenslauf / CV' and 'Hoja de vida / CV'", () => {
    expect(name(read("Lebenslauf / CV\nJonas Albrecht\nBremen\n\nErfahrung\n2019 – heute  Lagerist, Weser Logistik GmbH"))).toEqual(["Jonas", "Albrecht"]);
    expect(name(read("Hoja de vida / CV\nLucía Ferrer\nValencia\n\nExperiencia\n2018 – 2022  Cocinera, Mesón del Turia"))).toEqual(["Lucía", "Ferrer"]);
  });
});

describe("prompt classes: one schooling read twice", () => {
  it("keeps one entry for a high school finished, told in a chatty sentence", () => {
    const resume = read(
      "yo my name is nico barr. i was pot washer at the red fern diner from 2012 to 2015. finished high school at elm north high 2012. got my food hygiene card.",
    );
    expect(degrees(resume)).toEqual([["High School Diploma", "Elm North High", "2012"]]);
  });
});
