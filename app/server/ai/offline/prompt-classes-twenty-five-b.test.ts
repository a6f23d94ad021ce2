import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a later title at the same employer told with 'there' and a span of its own", () => {
  it("reads 'started at X as a waiter in 2012 and was head waiter there from 2016 to 2021' as two roles", () => {
    const resume = read(
      "I'm Mia Lorne. I started at Quay Lane Bistro in Hull as a waiter in 2012 and was head waiter there from 2016 to 2021. Since 2021 I have been a clerk at Humber Bank.",
    );
    expect(roles(resume)).toEqual([
      ["Clerk", "Humber Bank", "2021", "", true],
      ["Head Waiter", "Quay Lane Bistro", "2016", "2021", false],
      ["Waiter", "Quay Lane Bistro", "2012", "2016", false],
    ]);
  });

  it("reads '… as a picker in 2010 and was shift lead there since 2015' as a current later title", () => {
    expect(roles(read("Joe Pike joined Tern Logistics as a picker in 2010 and was shift lead there since 2015."))).toEqual([
      ["Shift Lead", "Tern Logistics", "2015", "", true],
      ["Picker", "Tern Logistics", "2010", "2015", false],
    ]);
  });
});

describe("prompt classes: an employer named as 'same' and the kind of place it is", () => {
  it("reads 'Care assistant, same care home' and 'Kitchen porter, same cafe' as the employer listed before", () => {
    const resume = read(
      "Work history:\n1) 2020 - now: Senior Nurse, Alder Grove Care Home, Leeds\n2) 2017 - 2020: Care assistant, same care home\n3) 2012 - 2016: Waitress, Pike Cafe, Otley\nName: Ruth Oake",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Senior Nurse", "Alder Grove Care Home"],
      ["Care Assistant", "Alder Grove Care Home"],
      ["Waitress", "Pike Cafe"],
    ]);
    expect(roles(read("2020 - now: Cook, Alder Grove Cafe, Leeds\n2017 - 2020: Kitchen porter, same cafe\nName: Ruth Oake"))[1]?.[1]).toBe("Alder Grove Cafe");
  });
});

describe("prompt classes: a bio headed 'About' and the given name alone", () => {
  it("reads the full name from the sentence under 'About Dale'", () => {
    expect(name(read("About Dale\nDale Poole is a tiler covering Derby. He worked for Peak Tiles from 2010 to 2016."))).toEqual(["Dale", "Poole"]);
  });
});

describe("prompt classes: an apprenticeship told as 'apprenticed to' and a business set up after a role", () => {
  it("reads 'was apprenticed to X, where he worked from 2005 to 2012' and '… before setting up Y in 2017' as jobs, the business still run", () => {
    const resume = read(
      "Dale Poole is a tiler. After school, Dale was apprenticed to Peak & Sons Tiling, where he worked from 2005 to 2012. He then spent five years as a fitter for Dove Kitchens (2012–2017) before setting up Poole Tiling in 2017.",
    );
    expect(roles(resume).map(([, company, start, end, current]) => [company, start, end, current])).toEqual([
      ["Poole Tiling", "2017", "", true],
      ["Dove Kitchens", "2012", "2017", false],
      ["Peak & Sons Tiling", "2005", "2012", false],
    ]);
  });
});

describe("prompt classes: an earlier course told after the later one with 'after completing'", () => {
  it("reads 'studied X at A (2016) after completing Y at B in 2012' as two degrees", () => {
    const resume = read(
      "Ana Reed is a planner. She works at Tern Freight since 2020. Ana studied Supply Chain at Weald Business School (Bachelor, 2016) after completing a Diploma in Logistics at Brook Valley College in 2012.",
    );
    expect(degrees(resume)).toEqual([
      ["Supply Chain", "Weald Business School", "2016"],
      ["Diploma in Logistics", "Brook Valley College", "2012"],
    ]);
  });

  it("reads the earlier one named by its letters and level after 'after completing', at a provider with no school word", () => {
    const resume = read(
      "Ana Reed is a planner. She works at Tern Freight since 2020. Ana studied Supply Chain at Weald Business School (Bachelor, 2016) after completing SVQ 3 Freight at TVC Dunmore in 2012.",
    );
    expect(degrees(resume)).toEqual([
      ["Supply Chain", "Weald Business School", "2016"],
      ["SVQ 3 Freight", "TVC Dunmore", "2012"],
    ]);
  });

  it("leaves no 'After completing' in a degree that opens the sentence", () => {
    const resume = read(
      "Ana Reed is a planner. She works at Tern Freight since 2020. After completing a Diploma in Logistics at Brook Valley College in 2012, she studied Supply Chain at Weald Business School (2016).",
    );
    expect(degrees(resume)).toContainEqual(["Diploma in Logistics", "Brook Valley College", "2012"]);
  });
});

describe("prompt classes: a UK qualification named by its level and size", () => {
  it("reads 'Level 2 Award in X, <provider with no school word>, 2019' in a qualifications list", () => {
    const resume = read(
      "Work history:\n2021 - now: Cook, Alder Grove Cafe, Leeds\nQualifications: Level 2 Award in Food Hygiene, Otley Food Guild, 2019; 7 GCSEs, Pool Bank High, 2004\nName: Ruth Oake",
    );
    expect(degrees(resume)).toEqual([
      ["Level 2 Award in Food Hygiene", "Otley Food Guild", "2019"],
      ["7 GCSEs", "Pool Bank High", "2004"],
    ]);
  });
});

describe("prompt classes: a month and a two-digit year after 'since'", () => {
  it("reads 'since jan 22' as January 2022, the job held now", () => {
    const resume = read("names kai rowe. been a cook at pine diner in leeds since jan 22, before that porter at Oak St Cafe 2019-21.");
    expect(roles(resume)[0]).toEqual(["Cook", "Pine Diner", "Jan 2022", "", true]);
  });
});

describe("prompt classes: skills after 'competent in' and 'works daily with'", () => {
  it("reads the lists after both cues", () => {
    const skills = skillNames(
      read(
        "I am Rosa Pike, a nurse at Fenwick Clinic since 2019. I am competent in wound care, triage and IV cannulation. I work daily with Medisys and Excel.",
      ),
    ).map((skill) => skill.toLowerCase());
    expect(skills).toEqual(expect.arrayContaining(["wound care", "triage", "iv cannulation", "medisys", "excel"]));
  });
});

describe("prompt classes: a form's name field with the next field after a wide gap", () => {
  it("reads 'Name: Lena Marsh   Mob: …' as Lena Marsh", () => {
    const resume = read(
      "PERSONAL PROFILE\nFriendly adviser.\nName: Lena Marsh   Mob: 07511 000 111   Email: lena@example.com   Location: Hull\n\nEMPLOYMENT HISTORY\nHull Energy – Adviser – Aug 2019 to present",
    );
    expect(name(resume)).toEqual(["Lena", "Marsh"]);
  });
});

describe("prompt classes: how the work was done, in brackets after a title", () => {
  it("reads 'Lifeguard (part-time)' in a pasted CV as Lifeguard", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      "EMPLOYMENT HISTORY\nHull Energy – Customer Adviser – Aug 2019 to present\nPier Swim Centre – Lifeguard (seasonal, weekends) – 2014 to 2016\n\nEDUCATION\nHull College – A Levels – 2016\n\nName: Lena Marsh",
    );
    expect((resume.experiences ?? []).map((job) => job.jobTitle)).toEqual(["Customer Adviser", "Lifeguard"]);
  });

  it("reads 'Lifeguard (part-time)' as Lifeguard", () => {
    const resume = read(
      "EMPLOYMENT HISTORY\nHull Energy – Customer Adviser – Aug 2019 to present\nPier Swim Centre – Lifeguard (part-time) – 2014 to 2016\nName: Lena Marsh",
    );
    expect(roles(resume).map(([title]) => title)).toEqual(["Customer Adviser", "Lifeguard"]);
  });
});

describe("prompt classes: a high school graduated from with no qualification named", () => {
  it("gives it the high school diploma", () => {
    const resume = read("hi im Jo Kent from Akron. i work at Lake Pizza since 2023. graduated from Elm Ridge High School 2023.");
    expect(degrees(resume)).toEqual([["High School Diploma", "Elm Ridge High School", "2023"]]);
  });

  it("leaves a high school only attended as it is", () => {
    const resume = read("I'm Jo Kent. I work at Lake Pizza since 2023. I went to Elm Ridge High School (2019-2023).");
    expect(degrees(resume).map(([degree]) => degree)).toEqual([""]);
  });
});

describe("prompt classes: a verbless sentence listing the services a tradesperson offers", () => {
  it("reads 'Kitchen tiling, wet rooms, floor screeding and grout repairs.' as skills", () => {
    const skills = skillNames(
      read(
        "Dale Poole is a tiler in Derby. He has run Poole Tiling since 2016. Kitchen tiling, wet rooms, floor screeding and grout repairs. Call 0111 222 333.",
      ),
    ).map((skill) => skill.toLowerCase());
    expect(skills).toEqual(expect.arrayContaining(["kitchen tiling", "wet rooms", "floor screeding", "grout repairs"]));
  });

  it("takes no qualities or places listed so", () => {
    expect(skillNames(read("Jo Kent is a cook at Lake Diner since 2019. Reliable, punctual and friendly. Leeds, York and Hull."))).toEqual([]);
  });
});

describe("prompt classes: freelance work beside the job, from a year on", () => {
  it("reads '… and since 2022 I also design logos on the side as a freelancer' as a self-employed role", () => {
    const resume = read(
      "I'm Jo Kent. Since 2021 I've been a clerk at Lake Bank, and since 2022 I also design logos for small shops on the side as a freelancer.",
    );
    expect(roles(resume)).toEqual([
      ["Clerk", "Lake Bank", "2021", "", true],
      ["Freelancer", "Self-employed", "2022", "", true],
    ]);
  });

  it("reads 'I also freelance as a graphic designer since 2022'", () => {
    const resume = read("I'm Jo Kent. Since 2021 I've been a clerk at Lake Bank. I also freelance as a graphic designer since 2022.");
    expect(roles(resume)[1]).toEqual(["Freelance Graphic Designer", "Self-employed", "2022", "", true]);
  });
});

describe("prompt classes: a French or Spanish employer whose kind of business takes a lower-case adjective", () => {
  it("reads 'Clinique vétérinaire Saint-Roch' and 'Taller mecánico Ruiz' whole", () => {
    const resume = read(
      "I'm Ana Roy. I have been a vet nurse at Pet Care Hull since 2017. Before that I was a receptionist at Clinique vétérinaire Saint-Roch from 2008 to 2011, and a mechanic at Taller mecánico Ruiz from 2005 to 2008.",
    );
    expect(roles(resume).map(([, company]) => company)).toEqual(["Pet Care Hull", "Clinique vétérinaire Saint-Roch", "Taller mecánico Ruiz"]);
  });
});

describe("prompt classes: a product named in brackets after an item of a listed sentence", () => {
  it("reads 'EHR (Medisys)' as EHR and Medisys", () => {
    const skills = skillNames(read("Ana Roy. Nurse at Pike Clinic since 2019. Triage, phlebotomy, EHR (Medisys), wound care."));
    expect(skills).toEqual(expect.arrayContaining(["EHR", "Medisys"]));
  });

  it("takes no level of a language in brackets for a tool", () => {
    expect(skillNames(read("Ana Roy. Nurse at Pike Clinic since 2019. Triage, phlebotomy (Advanced), wound care, EHR."))).not.toContain("Advanced");
  });
});
