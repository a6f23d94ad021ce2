import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: brackets on a bulleted line that hold no field", () => {
  it("keeps a qualification's level in brackets with its name, and reads the school after the dash", () => {
    const resume = read(
      "• Tama Rangi — Hamilton\n• Herd manager, Kowhai Creek Dairies — 2019 to now\n• Certificate in Sheep Farming (Level 3) — Ruapehu Training Trust, 2018",
    );
    expect(degrees(resume)).toEqual([["Certificate in Sheep Farming (Level 3)", "Ruapehu Training Trust", "2018"]]);
  });

  it("leaves a count in brackets after the employer out of the fields", () => {
    const resume = read(
      "• Tama Rangi — Hamilton\n• 2nd-in-charge, Kowhai Creek Dairies (400 cows) — 2019 to now\n• Farm assistant, Ridge Downs Farm — 2016–2019",
    );
    expect(roles(resume).map(([, company, start]) => [company, start])).toEqual([
      ["Kowhai Creek Dairies", "2019"],
      ["Ridge Downs Farm", "2016"],
    ]);
    expect(roles(resume)[0]![0].toLowerCase()).toBe("2nd-in-charge");
  });
});

describe("prompt classes: a pasted CV's ongoing end told in two languages", () => {
  const cv = (end: string) =>
    `JONAS  BREHM\ntel. +49 151 0000 0000   e-mail: j.brehm@example.de\nKassel\n\nBERUFSERFAHRUNG / EXPERIENCE\n2019 – ${end}     Welder  -  Fulda Stahlbau GmbH, Kassel\n2015 – 2019                  Fitter  -  Werra Rohrtechnik\n\nAUSBILDUNG / EDUCATION\n2015   Anlagenmechaniker  –  Berufsschule Nord, Kassel\n`;

  it.each(["heute / present", "present / aktuell"])("reads '2019 – %s' as a job held now", async (end) => {
    const resume = await offlineWriter.resumeFromPrompt(cv(end));
    expect((resume.experiences ?? []).map((job) => [job.jobTitle, job.company, job.startDate, job.currentJob])).toEqual([
      ["Welder", "Fulda Stahlbau GmbH", "2019", true],
      ["Fitter", "Werra Rohrtechnik", "2015", false],
    ]);
  });
});

describe("prompt classes: a dated job told by a verb made from the trade's name", () => {
  it("reads 'I bartended at X' and 'I tutored for X' with their years as a Bartender and a Tutor", () => {
    const resume = read(
      "I'm Ana Reyes. My last job was manager at The Oak Hotel from 2012 to 2019. I bartended at Quay Lantern Bar in Cobh for two summers while I was in college (2006 and 2007). I also tutored for Bright Minds Learning (2008-2010).",
    );
    expect(roles(resume)).toEqual([
      ["Manager", "The Oak Hotel", "2012", "2019", false],
      ["Tutor", "Bright Minds Learning", "2008", "2010", false],
      ["Bartender", "Quay Lantern Bar", "2006", "2007", false],
    ]);
  });
});

describe("prompt classes: a qualification named by its level and subject alone", () => {
  it("reads 'got my level 2 retail skills from X college 2018' typed in lower case", () => {
    const resume = read(
      "hi im kayla dobbs. i done 2 yrs at greenway stores as a cashier 2019 to 2021. got my level 2 retail skills from beverley community college 2018.",
    );
    expect(degrees(resume)).toEqual([["Level 2 Retail Skills", "Beverley Community College", "2018"]]);
  });

  it("reads 'I got my Level 3 Early Years Education from X in 2018'", () => {
    const resume = read("I'm Kayla Dobbs. I got my Level 3 Early Years Education from Beverley College in 2018. Cashier at Greenway Stores 2019 to 2021.");
    expect(degrees(resume)).toEqual([["Level 3 Early Years Education", "Beverley College", "2018"]]);
  });
});

describe("prompt classes: a lower-case introduction after 'hiya', the given name said twice", () => {
  it("reads 'hiya im rose, rose dobbs.' as Rose Dobbs", () => {
    expect(name(read("hiya im rose, rose dobbs. looking for shop work. cashier at greenway stores 2019 to 2021."))).toEqual(["Rose", "Dobbs"]);
    expect(name(read("heya im kayla dobbs. cashier at greenway stores 2019 to 2021."))).toEqual(["Kayla", "Dobbs"]);
  });
});

describe("prompt classes: a title opened by an ordinal or by a word that alone would be the sentence's", () => {
  it("reads 'as a 3rd grade teacher at X (2010–2019)' and 'a 2nd shift supervisor at X'", () => {
    expect(roles(read("Mara Quinn worked as a 3rd grade teacher at Birchwood Elementary in Dayton, Ohio (2010–2019)."))).toEqual([
      ["3rd Grade Teacher", "Birchwood Elementary", "2010", "2019", false],
    ]);
    expect(roles(read("Mara Quinn was a 2nd shift supervisor at Birchwood Foods from 2010 to 2019."))).toEqual([
      ["2nd Shift Supervisor", "Birchwood Foods", "2010", "2019", false],
    ]);
  });

  it("reads 'as a teaching assistant at X' as the title, and leaves 'was teaching at X' without one", () => {
    expect(roles(read("I'm Kofi Asante. I worked as a teaching assistant at Birchwood Grammar School (2014-2016)."))).toEqual([
      ["Teaching Assistant", "Birchwood Grammar School", "2014", "2016", false],
    ]);
    expect(roles(read("I'm Kofi Asante. I was teaching at Birchwood Grammar School (2014-2016).")).map(([title]) => title)).toEqual([""]);
  });
});

describe("prompt classes: a school or season year written across two calendar years", () => {
  it("reads '(2014/15)' and 'the 2012/2013 season' as spans from the first year to the next", () => {
    const resume = read(
      "I'm Kofi Asante. Since 2016 I am a cashier at Volta Bank. I worked as a teaching assistant at Birchwood Grammar School (2014/15). Before that I was a groundsman at Tema Harbour FC for the 2012/2013 season.",
    );
    expect(roles(resume)).toEqual([
      ["Cashier", "Volta Bank", "2016", "", true],
      ["Teaching Assistant", "Birchwood Grammar School", "2014", "2015", false],
      ["Groundsman", "Tema Harbour FC", "2012", "2013", false],
    ]);
  });
});

describe("prompt classes: what the person says they are good at doing", () => {
  it("reads 'good at menu planning and handling suppliers' as two skills, and leaves a longer phrase out", () => {
    expect(skillNames(read("I'm Ana Reyes, a cook at The Oak Hotel since 2012. I'm good at menu planning and handling suppliers.")).sort()).toEqual([
      "handling suppliers",
      "menu planning",
    ]);
    expect(skillNames(read("I'm Ana Reyes, a cook at The Oak Hotel since 2012. I'm really good at making people feel welcome."))).toEqual([]);
  });
});

describe("prompt classes: an apprenticeship served by a person whose trade is named with a qualifier", () => {
  it("reads 'a licensed plumber … did his apprenticeship with X from 2009 to 2013' as an Apprentice Plumber there", () => {
    const resume = read(
      "Sean Tierney is a licensed plumber based in Cork. He did his apprenticeship with Owenabue Plumbing from 2009 to 2013, and then worked as a plumber for Harbour Heating until 2018.",
    );
    expect(roles(resume)).toContainEqual(["Apprentice Plumber", "Owenabue Plumbing", "2009", "2013", false]);
  });

  it("names the apprentice when the clause also tells the qualification gained", () => {
    const resume = read(
      "Sean Tierney is a qualified plumber in Cork. He did his apprenticeship with Owenabue Plumbing from 2009 to 2013, completing his Certificate III in Plumbing at Shandon Trade Institute in 2013, and then worked as a plumber for Harbour Heating until 2018.",
    );
    expect(roles(resume)).toContainEqual(["Apprentice Plumber", "Owenabue Plumbing", "2009", "2013", false]);
  });
});

describe("prompt classes: an ongoing end told in two languages, outside a pasted CV", () => {
  it("reads '2019 – heute / present' on a column line and '2019 – present / aktuell' on a bullet as jobs held now", () => {
    expect(
      roles(read("Jonas Brehm\n2019 – heute / present     Welder  -  Fulda Stahlbau GmbH, Kassel\n2015 – 2019                  Fitter  -  Werra Rohrtechnik")),
    ).toEqual([
      ["Welder", "Fulda Stahlbau GmbH", "2019", "", true],
      ["Fitter", "Werra Rohrtechnik", "2015", "2019", false],
    ]);
    expect(roles(read("Jonas Brehm\n• Welder, Fulda Stahlbau GmbH — 2019 – present / aktuell\n• Fitter, Werra Rohrtechnik — 2015–2019"))[0]).toEqual([
      "Welder",
      "Fulda Stahlbau GmbH",
      "2019",
      "",
      true,
    ]);
  });
});
