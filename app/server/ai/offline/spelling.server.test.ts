import { describe, expect, it } from "vitest";
import { correctSkillPhrases, correctWriting, fixGrammarSlips, fixSpelling, nameWords, slipOf, spellingVariant, typoDistance } from "./spelling.server.ts";
import { enhanceFieldSync, polishResumeSync } from "./writer.server.ts";

describe("spelling: typos with one clear fix are fixed", () => {
  it.each([
    ["Five years of experiance in retail", "Five years of experience in retail"],
    ["Recieved the regional award", "Received the regional award"],
    ["Led stock managment for two stores", "Led stock management for two stores"],
    ["Definately improved the enviroment for new starters", "Definitely improved the environment for new starters"],
    ["Acheived every quarterly target", "Achieved every quarterly target"],
    ["Grew the buisness by 20% through better comunication", "Grew the business by 20% through better communication"],
  ])("%j", (typed, fixed) => {
    expect(fixSpelling(typed)).toBe(fixed);
  });
});

describe("spelling: names, codes and the author's choices are left alone", () => {
  it.each([
    "Deployed services with Kubernetes, kubectl and Postgres at Zalando",
    "Built the frontend in reactjs and the backend with Node.js and nginx",
    "Moved from dublin to Leeds with Initech",
    "Ravi Kumar | ravi.kumar@example.in",
    "Ravi ran the on-call rota; ask Ravi or see ravi.example.in",
    "Worked with Ravi. Ravi ran the team",
    "Nursed in the ICU and the NICU; NIHSS certified",
    "Email jo.smyth@exampel.com or see https://github.com/jo/helo-wrld",
    "Cut k8s costs by 30% in Q3",
    // a typo with two equally likely fixes is not guessed at
    "The bame report",
  ])("%j", (typed) => {
    expect(fixSpelling(typed)).toBe(typed);
  });

  it("keeps British spelling in British text and fixes its typos by the British dictionary", () => {
    const british = "Organised the colour scheme and analysed the centre's footfall; recieved a travelled award";
    expect(spellingVariant(british)).toBe("gb");
    expect(correctWriting(british)).toBe("Organised the colour scheme and analysed the centre's footfall; received a travelled award");
  });

  it("keeps American spelling in American text", () => {
    const american = "Organized the color scheme and analyzed the center's data";
    expect(spellingVariant(american)).toBe("us");
    expect(correctWriting(american)).toBe(american);
  });

  it("ranks a swap of two letters closer than a wrong consonant", () => {
    expect(typoDistance("recieved", "received")).toBeLessThan(typoDistance("recieved", "relieved"));
  });
});

describe("grammar slips a dictionary cannot see", () => {
  it.each([
    ["i want a job in a office", "I want a job in an office"],
    ["Im a cashier and i've trained 4 staff", "I'm a cashier and I've trained 4 staff"],
    ["Solved there problems and answered there questions", "Solved their problems and answered their questions"],
    ["Fixed there billing issues", "Fixed their billing issues"],
    ["an team of 5, a hour a day, an user guide, a honest answer", "a team of 5, an hour a day, a user guide, an honest answer"],
  ])("%j", (typed, fixed) => {
    expect(fixGrammarSlips(typed)).toBe(fixed);
  });

  it.each([
    "There are three teams and there is one manager",
    "I moved there last year and stayed there",
    "Wrote a SQL report and an FAQ, i.e. the help pages",
    "Used an Apple Mac and a European keyboard",
    "Grade A engineer with a Plan A ethos",
  ])("leaves %j as written", (typed) => {
    expect(fixGrammarSlips(typed)).toBe(typed);
  });
});

describe("every offline polish path spells", () => {
  it("summary", () => {
    const out = enhanceFieldSync("i want a job in a office. Im good at solving there problems with 5 years experiance.", "summary");
    expect(out).toContain("an office");
    expect(out).toContain("their problems");
    expect(out).toContain("experience");
    expect(out).not.toMatch(/\bIm\b|\bi\b|experiance/);
  });

  it("experience bullets, where a fixed typo can also make a weak opener visible", () => {
    expect(enhanceFieldSync("Responsable for the payroll system\nRecieved 3 awards", "experience", { currentJob: false })).toBe(
      "Managed the payroll system\nReceived 3 awards",
    );
  });

  it("projects and achievements", () => {
    expect(enhanceFieldSync("Built a budgeting app used by 2,000 pepole", "project")).toBe("Built a budgeting app used by 2,000 people");
    expect(enhanceFieldSync("Won an award for custmer service", "achievements", { currentJob: false })).toBe("Won an award for customer service");
  });

  it("in a skills list, only the lower-case phrases: a single word is a tool's name, kept as typed", () => {
    expect(enhanceFieldSync("kubectl, terraform, pythn, stock rotaton", "skills")).toBe("Terraform, kubectl, pythn, stock rotation");
  });
});

describe("the resume's own names are never corrected", () => {
  it("a summary opening with the author's name keeps it", () => {
    const resume = {
      personalInfo: {
        firstName: "Ravi",
        lastName: "Kumar",
        email: "r@example.in",
        phone: "",
        city: "",
        summary: "Ravi runs Kubernetes clusters with 5 years experiance.",
      },
      experiences: [],
      education: [],
      skills: {},
      projects: [],
      additionalInfo: {},
    };
    expect(polishResumeSync(resume).personalInfo.summary).toBe("Ravi runs Kubernetes clusters with 5 years experience.");
  });

  it("an employer named in the field's context keeps its name", () => {
    expect(enhanceFieldSync("Ravi ran the team at Zalando", "experience", { company: "Ravi Foods" })).toBe("Ravi ran the team at Zalando");
    expect(fixSpelling("Ravi ran the rota", "us", nameWords(["Ravi Foods"]))).toBe("Ravi ran the rota");
  });

  it("the author's name sent with 'Improve with AI' keeps its spelling", () => {
    expect(enhanceFieldSync("Ravi runs clusters with 5 years experiance.", "summary", { names: ["Ravi", "Kumar"] })).toBe(
      "Ravi runs clusters with 5 years experience.",
    );
  });
});

describe("slips in the words a career is read by", () => {
  it("names the one word a dictionary-rejected word slips from, and nothing for a real word or a tie", () => {
    expect(slipOf("befor", ["before", "after", "since"])).toBe("before");
    expect(slipOf("untill", ["until", "since"])).toBe("until");
    expect(slipOf("manger", ["manager"])).toBeUndefined();
    expect(slipOf("since", ["since"])).toBeUndefined();
  });
});

describe("spelling: a slip as near to two words", () => {
  it("is the word people use far more often, when both keep the slip's ending", () => {
    expect(fixSpelling("Ran the bussiness side of the bakery")).toBe("Ran the business side of the bakery");
    expect(fixSpelling("We adviced tenants on deposits")).toBe("We advised tenants on deposits");
  });
  it("is not a rarer word one vowel away when a common one is a dropped letter away", () => {
    expect(fixSpelling("Kept the wharehouse tidy")).toBe("Kept the warehouse tidy");
  });
  it("stays as typed when it is short or no candidate keeps its ending (a name in lower case)", () => {
    expect(fixSpelling("Paid suppliers through monzo")).toBe("Paid suppliers through monzo");
    expect(fixSpelling("Handled the account for globex")).toBe("Handled the account for globex");
  });
});

describe("spelling: a word of the trade one letter from a dictionary word", () => {
  it("stays when the change is no slip a typist makes (a far key, a first letter, a four-letter word)", () => {
    expect(fixSpelling("Worked with the chippies on the tannoy system", "gb")).toBe("Worked with the chippies on the tannoy system");
    expect(fixSpelling("Lifted pallets with the hiab and cut rebar with a stihl saw", "gb")).toBe(
      "Lifted pallets with the hiab and cut rebar with a stihl saw",
    );
  });
  it("is still fixed when the change is a neighbouring key or a letter of the same sound", () => {
    expect(fixSpelling("Cleaned the equipnent daily")).toBe("Cleaned the equipment daily");
    expect(fixSpelling("We adviced tenants on deposits")).toBe("We advised tenants on deposits");
  });
});

describe("spelling: words that are right though the dictionary lacks them", () => {
  it("keeps the other English's spelling where the text reads as one", () => {
    expect(fixSpelling("Answered customer enquiries by phone")).toBe("Answered customer enquiries by phone");
  });
  it("keeps a prefix before a dictionary word, or an ending after one", () => {
    expect(fixSpelling("Fitted unbranded and prewired consumer units")).toBe("Fitted unbranded and prewired consumer units");
    expect(fixSpelling("Took over the rostering for the ward")).toBe("Took over the rostering for the ward");
  });
  it("still doubles a stem's last letter where the dictionary does", () => {
    expect(fixSpelling("We submited the tender on time")).toBe("We submitted the tender on time");
  });
  it("splits the words people run together", () => {
    expect(fixSpelling("Learned alot about rostering")).toBe("Learned a lot about rostering");
  });
  it("fixes the misspellings people commonly make, however far from the word", () => {
    expect(fixSpelling("Drafted the rota for tommorow and reccomend cover")).toBe("Drafted the rota for tomorrow and recommend cover");
  });
  it("writes a plural of -y as -ies where the phrase ends, and leaves a possessive to the near miss", () => {
    expect(fixSpelling("Booked the facilitys and caterers")).toBe("Booked the facilities and caterers");
    expect(fixSpelling("Checked the companys accounts")).toBe("Checked the company accounts");
  });
});

describe("spelling: typos inside a list of skills written in capitals or as single words", () => {
  it("fixes a listed misspelling whatever its case, a lower-case word of a longer name, and a long word one slip from a common one", () => {
    expect(correctSkillPhrases("Phlebotomy, Pain controll, Rota managment, Kitchen Hygene, Pneumatics, Hydralics, Dispatch, recieving", "gb")).toBe(
      "Phlebotomy, Pain control, Rota management, Kitchen Hygiene, Pneumatics, Hydraulics, Dispatch, receiving",
    );
  });

  it("leaves a tool's name the app knows, a short name, and a name in capitals alone", () => {
    expect(correctSkillPhrases("Xero, Trello, Zendesk, SystmOne, Canva", "gb")).toBe("Xero, Trello, Zendesk, SystmOne, Canva");
  });
});

describe("spelling: plurals, endings and everyday words written as they sound", () => {
  it("keeps the plural of a listed misspelling ('expences' → 'expenses')", () => {
    expect(fixSpelling("Tracked fuel and van expences every week", "us")).toBe("Tracked fuel and van expenses every week");
  });

  it("reads a word made with '-less' as a word, and a plural the dictionary lacks as the author's", () => {
    expect(fixSpelling("Fitted tankless heaters and brushless pumps", "us")).toBe("Fitted tankless heaters and brushless pumps");
    expect(fixSpelling("Ran the groundworks for six plots", "gb")).toBe("Ran the groundworks for six plots");
  });

  it("writes 'nite' and 'thru' out in lower case", () => {
    expect(fixSpelling("Closed the bar every nite and saw orders thru to delivery", "us")).toBe(
      "Closed the bar every night and saw orders through to delivery",
    );
  });

  it("fixes a typo with the other English's ending from that English's dictionary ('sterlised')", () => {
    expect(fixSpelling("Kept the clippers sterlised between clients", "us")).toBe("Kept the clippers sterilised between clients");
  });
});
