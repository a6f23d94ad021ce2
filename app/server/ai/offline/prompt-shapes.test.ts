import { describe, expect, it } from "vitest";
import type { PartialResume } from "../../../lib/resume.ts";
import { roles, degrees, read } from "./prompt-test-helpers.server.ts";

function allSkills(resume: PartialResume): string {
  return [...Object.values(resume.skills ?? {}), ...(resume.experiences ?? []).map((e) => e.technologies ?? "")].join(", ").toLowerCase();
}

describe("prompt shapes: a bulleted list", () => {
  const resume = read(
    "Meera Pillai | meera.p@example.com | +91 99000 11122\n- Product Designer, Cred, Mar 2022 - Present: redesigned the rewards flow for 4 million users\n- UI Designer, Freshworks, Jul 2019 - Feb 2022: design system in Figma\n- B.Tech, Information Technology, Anna University, 2019\nSkills: Figma, Sketch, Framer",
  );

  it("reads the name and contacts from the first line", () => {
    expect(resume.personalInfo).toMatchObject({ firstName: "Meera", lastName: "Pillai", email: "meera.p@example.com", phone: "+91 99000 11122" });
  });

  it("reads every role with its title, employer and dates, and what follows the colon as its detail", () => {
    expect(roles(resume)).toEqual([
      ["Product Designer", "Cred", "Mar 2022", "", true],
      ["UI Designer", "Freshworks", "Jul 2019", "Feb 2022", false],
    ]);
    expect(resume.experiences![0]!.achievements).toMatch(/rewards flow for 4 million users/);
  });

  it("reads the degree with its subject, school and year", () => {
    expect(degrees(resume)).toEqual([["B.Tech Information Technology", "Anna University", "2019"]]);
    expect(allSkills(resume)).toContain("figma");
    expect(allSkills(resume)).toContain("sketch");
  });
});

describe("prompt shapes: lengths of time instead of dates", () => {
  it("dates a role of N years 'before that' as ending when the next one began", () => {
    const resume = read(
      "I'm Daniel Okafor, a data analyst in Lagos. I've worked at Interswitch from 2020 to now building fraud reports in SQL and Power BI, and before that at Andela for 3 years doing QA.",
    );
    expect(roles(resume)).toEqual([
      ["Data Analyst", "Interswitch", "2020", "", true],
      ["", "Andela", "2017", "2020", false],
    ]);
    expect(allSkills(resume)).toContain("sql");
    expect(allSkills(resume)).toContain("power bi");
  });

  it("reads 'spent five years at X as Y' the same way, and leaves an undated neighbourless role undated", () => {
    const dated = read("Since 2022 I have been a nurse manager at St Thomas' Hospital. Prior to that, I spent five years at Guy's Hospital as a staff nurse.");
    expect(roles(dated)).toEqual([
      ["Nurse Manager", "St Thomas' Hospital", "2022", "", true],
      ["Staff Nurse", "Guy's Hospital", "2017", "2022", false],
    ]);
    const alone = read("I worked at Oracle for 4 years as a DBA.");
    expect(roles(alone)).toEqual([["DBA", "Oracle", "", "", false]]);
  });
});

describe("prompt shapes: terse notes", () => {
  it("reads a sentence that opens with the verb, and 'currently at X (2022 - present)'", () => {
    const notes = read("Worked 2 yrs at Accenture as analyst then joined Capgemini in 2021 as consultant, still there. sql, python, power bi");
    expect(roles(notes)).toEqual([
      ["Consultant", "Capgemini", "2021", "", true],
      ["Analyst", "Accenture", "2019", "2021", false],
    ]);
    const current = read("I'm a frontend engineer with 5 years of experience, currently at Flutterwave (2022 - present) where I lead the dashboard team.");
    expect(roles(current)).toEqual([["Frontend Engineer", "Flutterwave", "2022", "", true]]);
  });
});

describe("prompt shapes: a run-on list of roles", () => {
  it("reads each role, lower-case titles included, and a school-named diploma", () => {
    const resume = read(
      "Customer service rep at Walmart 2018-2020, then cashier at Target 2020-2022, now a shift supervisor at Costco since 2022. High school diploma, Lincoln High School, 2017.",
    );
    expect(roles(resume)).toEqual([
      ["Shift Supervisor", "Costco", "2022", "", true],
      ["Cashier", "Target", "2020", "2022", false],
      ["Customer Service Rep", "Walmart", "2018", "2020", false],
    ]);
    expect(degrees(resume)).toEqual([["High school diploma", "Lincoln High School", "2017"]]);
  });
});

describe("prompt shapes: medicine and other degree lists", () => {
  it("drops a title before the name and keeps each of two degrees in one sentence", () => {
    const resume = read(
      "Dr. Ananya Krishnan, pediatrician. MBBS from AIIMS Delhi (2010), MD Pediatrics from PGIMER Chandigarh (2014). Consultant Pediatrician at Apollo Children's Hospital, Chennai since 2016.",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Ananya", lastName: "Krishnan" });
    expect(degrees(resume)).toEqual([
      ["MBBS", "AIIMS Delhi", "2010"],
      ["MD Pediatrics", "PGIMER Chandigarh", "2014"],
    ]);
    expect(roles(resume)).toEqual([["Consultant Pediatrician", "Apollo Children's Hospital", "2016", "", true]]);
  });

  it("reads a role line with only the employer, a season as a date, and a title next to the name", () => {
    const resume = read(
      "Carlos Eduardo Silva - Backend Developer - São Paulo\nNubank (2021 - present): Kotlin microservices\nBanco Serrano (2017 - 2021): Java, Oracle\nUniversidade de São Paulo - Ciência da Computação - 2016",
    );
    expect(roles(resume)).toEqual([
      ["Backend Developer", "Nubank", "2021", "", true],
      ["", "Banco Serrano", "2017", "2021", false],
    ]);
    expect(degrees(resume)).toEqual([["Ciência da Computação", "Universidade de São Paulo", "2016"]]);
    expect(roles(read("I interned at Shopify in summer 2023 as an HR intern."))).toEqual([["HR Intern", "Shopify", "summer 2023", "2023", false]]);
  });
});

describe("prompt shapes: labels inside sentences", () => {
  it("reads 'Current:', 'Past:' and 'Education:' in running text, and a university named in Indonesian", () => {
    const resume = read(
      "Seeking a role as a data engineer. Current: Data Engineer at Shopee Indonesia (2022 - now). Past: ETL Developer at Gojek (2019 - 2022). Education: S1 Teknik Informatika, Universitas Indonesia, 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Data Engineer", "Shopee Indonesia", "2022", "", true],
      ["ETL Developer", "Gojek", "2019", "2022", false],
    ]);
    expect(degrees(resume)).toEqual([["S1 Teknik Informatika", "Universitas Indonesia", "2019"]]);
  });
});

describe("prompt shapes: tools the dictionary does not know", () => {
  it("keeps a capitalised name listed next to a known tool, and no place", () => {
    expect(allSkills(read("I use AutoCAD, Revit and Primavera P6."))).toContain("primavera p6");
    expect(allSkills(read("I design flight controllers with Altium and MATLAB."))).toContain("altium");
    expect(allSkills(read("Based in London and Paris, I use Jira daily."))).not.toContain("paris");
    expect(allSkills(read("Lena Ortiz. Kotlin, Go, Rust, gRPC."))).toContain("go");
    expect(allSkills(read("I like to go hiking, swim and rest."))).not.toContain("go");
  });
});

describe("prompt shapes: chatty text", () => {
  it("keeps both roles, the second one's dates, the skills and the city", () => {
    const resume = read(
      "hey so im Lucía Fernández lol. been working as a UX researcher at Glovo in Barcelona since 2021, before that i was at Typeform for 2 years as a junior researcher. i'm good at Figma, Miro and Dovetail tbh",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Lucía", lastName: "Fernández" });
    expect(roles(resume)).toEqual([
      ["UX Researcher", "Glovo", "2021", "", true],
      ["Junior Researcher", "Typeform", "2019", "2021", false],
    ]);
    expect(allSkills(resume)).toContain("figma");
    expect(allSkills(resume)).toContain("miro");
  });
});

describe("prompt shapes: third person", () => {
  it("reads the person, the roles and both degrees", () => {
    const resume = read(
      "Arjun Nair is a mechanical engineer at Tata Motors in Pune, where he has worked since 2018. He previously worked at Mahindra from 2014 to 2018. He holds an M.Tech in Thermal Engineering from IIT Delhi (2014) and a B.E. in Mechanical Engineering from the University of Mumbai (2012).",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Arjun", lastName: "Nair" });
    expect(roles(resume)).toEqual([
      ["Mechanical Engineer", "Tata Motors", "2018", "", true],
      ["", "Mahindra", "2014", "2018", false],
    ]);
    expect(degrees(resume)).toEqual([
      ["M.Tech in Thermal Engineering", "IIT Delhi", "2014"],
      ["B.E. in Mechanical Engineering", "University of Mumbai", "2012"],
    ]);
  });
});

describe("prompt shapes: a LinkedIn-style About", () => {
  it("takes the name under the heading and the roles written as 'Title at Company (since …)'", () => {
    const resume = read(
      "About\nZhang Wei\nShanghai, China · zhang.wei@example.cn\nSoftware architect with 12 years in fintech. Currently Principal Architect at Ant Group (since 2020). Previously Senior Engineer at Alibaba, 2014 – 2020. MSc Computer Science, Fudan University, 2013.",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Zhang", lastName: "Wei", city: "Shanghai", country: "China" });
    expect(roles(resume)).toEqual([
      ["Principal Architect", "Ant Group", "2020", "", true],
      ["Senior Engineer", "Alibaba", "2014", "2020", false],
    ]);
    expect(degrees(resume)).toEqual([["MSc Computer Science", "Fudan University", "2013"]]);
  });
});

describe("prompt shapes: a pasted plain-text CV", () => {
  const resume = read(
    "FATIMA AL-SAYED\nAbu Dhabi, UAE | fatima.alsayed@example.ae | +971 55 765 4321\n\nEXPERIENCE\nMarketing Manager — Etihad Airways\nJanuary 2021 – Present\n• Grew loyalty sign-ups by 25%\nEmaar Properties, Dubai\nBrand Executive, June 2017 – December 2020\n\nEDUCATION\nBBA Marketing, American University of Sharjah, 2017\n\nSKILLS\nSEO, Google Ads, HubSpot",
  );

  it("gives an all-capitals name its usual case", () => {
    expect(resume.personalInfo).toMatchObject({ firstName: "Fatima", lastName: "Al-Sayed", city: "Abu Dhabi" });
  });

  it("joins a role's line with the dates or the title on the line under it", () => {
    expect(roles(resume)).toEqual([
      ["Marketing Manager", "Etihad Airways", "January 2021", "", true],
      ["Brand Executive", "Emaar Properties", "June 2017", "December 2020", false],
    ]);
    expect(resume.experiences![0]!.achievements).toMatch(/loyalty sign-ups by 25%/);
    expect(resume.experiences![1]!.location).toBe("Dubai");
  });

  it("reads dates written before the employer, and the title on the line under the name", () => {
    const cv = read(
      "Emily Clarke\nSoftware Engineer\n06/2019 - Present  Stripe, Dublin\n03/2016 - 05/2019  Intercom\nBSc Computer Science, Trinity College Dublin, 2016",
    );
    expect(roles(cv)).toEqual([
      ["Software Engineer", "Stripe", "06/2019", "", true],
      ["", "Intercom", "03/2016", "05/2019", false],
    ]);
    const labelled = read("Nurse with 10 years experience. Jobs: Apollo Hospitals (2016-2021), Fortis Healthcare (2021-present).");
    expect(roles(labelled)).toEqual([
      ["", "Fortis Healthcare", "2021", "", true],
      ["", "Apollo Hospitals", "2016", "2021", false],
    ]);
  });

  it("reads a role written as title, employer and dates on three lines, and never takes a heading for a name", () => {
    const cv = read(
      "Summary: Experienced teacher.\nExperience\nMath Teacher\nSpringfield High School\n2012 - 2020\nHead of Department\nRiverside Academy\n2020 - Present",
    );
    expect(cv.personalInfo.firstName).toBeUndefined();
    expect(roles(cv)).toEqual([
      ["Head of Department", "Riverside Academy", "2020", "", true],
      ["Math Teacher", "Springfield High School", "2012", "2020", false],
    ]);
    const bracketed = read("Product leader. 2015-2019 Uber (PM, then Senior PM). 2019-now Airbnb, Director of Product.");
    expect(roles(bracketed)).toEqual([
      ["Director of Product", "Airbnb", "2019", "", true],
      ["Senior PM", "Uber", "2015", "2019", false],
    ]);
  });

  it("reads the education and skills sections", () => {
    expect(degrees(resume)).toEqual([["BBA Marketing", "American University of Sharjah", "2017"]]);
    expect(allSkills(resume)).toContain("google ads");
  });
});

describe("prompt shapes: names from many languages", () => {
  it.each([
    ["Hi, I'm Siobhán Ní Bhriain, a solicitor in Dublin.", "Siobhán", "Ní Bhriain"],
    ["Abdullah Al-Rashid — civil engineer, Riyadh.", "Abdullah", "Al-Rashid"],
    ["My name is José María Muñoz and I teach chemistry.", "José María", "Muñoz"],
    ["Chen Xiaoling is an accountant based in Shenzhen.", "Chen", "Xiaoling"],
    ["Name: Venkatesh Subramanian\nEmail: venkat@example.in", "Venkatesh", "Subramanian"],
    ["hello! im Zoë Dubois, a pastry chef.", "Zoë", "Dubois"],
  ])("%s", (prompt, firstName, lastName) => {
    expect(read(prompt).personalInfo).toMatchObject({ firstName, lastName });
  });

  it("never turns a wish into a job held", () => {
    const resume = read(
      "I'm Sam Lee, a junior developer at Acme since 2023. I'd love to work at Google or Meta as a PM someday. Hoping to join Stripe as a staff engineer.",
    );
    expect(roles(resume)).toEqual([["Junior Developer", "Acme", "2023", "", true]]);
  });

  it("never takes an employer or a school for the person's name", () => {
    const resume = read("I started out in 2015 as an analyst at Morgan Stanley, then moved to Goldman Sachs in 2019 as an associate.");
    expect(resume.personalInfo.firstName).toBeUndefined();
    expect(roles(resume)).toEqual([
      ["Associate", "Goldman Sachs", "2019", "", true],
      ["Analyst", "Morgan Stanley", "2015", "2019", false],
    ]);
  });
});
