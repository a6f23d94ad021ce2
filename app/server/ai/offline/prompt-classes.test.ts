import { describe, expect, it } from "vitest";
import type { PartialResume } from "../../../lib/resume.ts";
import { roles, degrees, read, skillNames } from "./prompt-test-helpers.server.ts";

function allSkills(resume: PartialResume): string[] {
  return skillNames(resume).map((skill) => skill.toLowerCase());
}

describe("prompt classes: the employer and the title in other orders", () => {
  it("reads 'at Employer (dates) as a title' with no verb before it", () => {
    const resume = read("My nine years in retail: first at Tesco (2012-2016) as a store supervisor, then at Lidl as an area manager from 2016 until now.");
    expect(roles(resume)).toEqual([
      ["Area Manager", "Lidl", "2016", "", true],
      ["Store Supervisor", "Tesco", "2012", "2016", false],
    ]);
  });

  it("reads an employer named with 'the' before it", () => {
    expect(roles(read("I was a reporter at the Guardian from 2015 to 2019."))).toEqual([["Reporter", "Guardian", "2015", "2019", false]]);
  });

  it("reads 'has been with' an employer, the title the next clause gives, and the employer after 'Before joining' as the later one", () => {
    const resume = read(
      "Olu Bakare has been with Access Bank since June 2018, where he is now a credit risk analyst. Before joining Access Bank he spent three years at Zenith Bank as a teller.",
    );
    expect(roles(resume)).toEqual([
      ["Credit Risk Analyst", "Access Bank", "June 2018", "", true],
      ["Teller", "Zenith Bank", "2015", "2018", false],
    ]);
  });

  it("reads ', after N years as a title at an employer' as an earlier role of that length", () => {
    const resume = read(
      "Since 2021 Mina Park has run the front desk at Harrow Health as a practice manager, after four years as a receptionist at Spire Healthcare.",
    );
    expect(roles(resume)).toEqual([
      ["Practice Manager", "Harrow Health", "2021", "", true],
      ["Receptionist", "Spire Healthcare", "2017", "2021", false],
    ]);
  });

  it("reads the person's own business, and an employer introduced as 'a <kind of place> called X'; the person's name is no title", () => {
    const resume = read(
      "I'm Ines Duarte and I've run my own bakery, Crumb & Co, as head baker since 2017. Before that I was a barista at a coffee roaster called Origin from 2014 to 2017.",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Ines", lastName: "Duarte" });
    expect(roles(resume)).toEqual([
      ["Head Baker", "Crumb & Co", "2017", "", true],
      ["Barista", "Origin", "2014", "2017", false],
    ]);
  });

  it("reads 'at the moment' as the current job and 'joined in <year> as a title' as its start and title", () => {
    expect(roles(read("At the moment I'm at Monzo, joined in 2023 as a support lead."))).toEqual([["Support Lead", "Monzo", "2023", "", true]]);
  });

  it("reads teaching at a school as a job there", () => {
    const resume = read("Since 2019 I've taught maths at Hillcrest Academy. Before that I spent three years teaching at Riverside Primary School.");
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([
      ["Hillcrest Academy", "2019", ""],
      ["Riverside Primary School", "2016", "2019"],
    ]);
  });
});

describe("prompt classes: degrees", () => {
  it("adds no degree the text says the person does not have", () => {
    const resume = read("At the moment I'm a support lead at Monzo, since 2023. No degree, I learned on the job.");
    expect(degrees(resume)).toEqual([]);
  });

  it("reads a role held after a degree as a role, not as the degree", () => {
    const resume = read("After my MBA I was a strategy analyst at Unilever from 2012 to 2015.");
    expect(roles(resume)).toEqual([["Strategy Analyst", "Unilever", "2012", "2015", false]]);
    expect(degrees(resume)).toEqual([]);
  });

  it("reads degrees named in the language that awards them, and a dated line that opens with its years", () => {
    const resume = read(
      "I hold a Licenciatura en Derecho from Universidad de Chile (2011).\n2009 – 2014: Diplom-Ingenieur (mechanical engineering), Technische Universität München",
    );
    expect(degrees(resume)).toEqual([
      ["Licenciatura en Derecho", "Universidad de Chile", "2011"],
      ["Diplom-Ingenieur mechanical engineering", "Technische Universität München", "2014"],
    ]);
    expect(roles(resume)).toEqual([]);
  });

  it("joins the subject studied to a degree abbreviation named later in the sentence", () => {
    expect(degrees(read("I studied Physics at the University of Bristol, graduating with a BSc in 2013."))).toEqual([
      ["BSc Physics", "University of Bristol", "2013"],
    ]);
  });
});

describe("prompt classes: a pasted CV with one field a line", () => {
  const resume = read(
    "EXPERIENCE\nShopify\nSenior Developer\nMay 2020 – Present\n\nAccenture Technology Solutions\nAnalyst\nJuly 2016 – April 2020\n\nEDUCATION\nUniversity of Toronto\nMaster of Science - MS, Computer Science\n2014 - 2016\nMcGill University\nB.Eng. in Software Engineering, 2014",
  );

  it("reads employer, title and dates on three lines; an employer whose name ends in a heading word is no heading", () => {
    expect(roles(resume)).toEqual([
      ["Senior Developer", "Shopify", "May 2020", "", true],
      ["Analyst", "Accenture Technology Solutions", "July 2016", "April 2020", false],
    ]);
  });

  it("reads the school over its degree (and the years under them), the abbreviation repeating the degree left out", () => {
    expect(degrees(resume)).toEqual([
      ["Master of Science Computer Science", "University of Toronto", "2016"],
      ["B.Eng. in Software Engineering", "McGill University", "2014"],
    ]);
  });

  it("reads entries as 'with Employer <dates> (Title)'", () => {
    expect(roles(read("Work: with Ørsted since 2020 (Wind Analyst); with Vestas 2017–2020 (Junior Analyst)"))).toEqual([
      ["Wind Analyst", "Ørsted", "2020", "", true],
      ["Junior Analyst", "Vestas", "2017", "2020", false],
    ]);
  });

  it("reads a dated role on the line under the name as a role, not as the person's headline", () => {
    const resume = read("Ji-woo Kang\nKakao — Backend Engineer — 2020 to now\nLine — Backend Intern — 2019 to 2020");
    expect(roles(resume)).toEqual([
      ["Backend Engineer", "Kakao", "2020", "", true],
      ["Backend Intern", "Line", "2019", "2020", false],
    ]);
  });
});

describe("prompt classes: skills named in prose and under other labels", () => {
  const resume = read(
    "I'm good with Revit, BIM 360 and a bit of Dynamo. Good at: negotiation, Salesforce, cold calling. Areas: tax law, VAT, transfer pricing.",
  );

  it("reads the list after 'good with', without the hedge before an item", () => {
    expect(allSkills(resume)).toEqual(expect.arrayContaining(["revit", "bim 360", "dynamo"]));
    expect(allSkills(resume).some((skill) => skill.includes("bit of"))).toBe(false);
  });

  it("reads the lists after 'Good at:' and 'Areas:'", () => {
    expect(allSkills(resume)).toEqual(expect.arrayContaining(["negotiation", "salesforce", "cold calling", "tax law", "vat", "transfer pricing"]));
  });

  it("reads a bare list of tool names next to a known one, without what is left where contacts were", () => {
    const skills = allSkills(read("Mei Lin, illustrator.\nProcreate, Blender, ZBrush. mei.lin@example.com · +65 9123 4567"));
    expect(skills).toEqual(expect.arrayContaining(["procreate", "blender", "zbrush"]));
    expect(skills.some((skill) => /[·.]$/.test(skill))).toBe(false);
  });
});

describe("prompt classes: names and contacts", () => {
  it("reads the name on a bulleted first line and a phone number with a seven-digit group", () => {
    const resume = read("• Tran Van Binh | binh.tran@example.vn | +49 30 1234567\n• Nurse | Cho Ray Hospital | 2019 – present");
    expect(resume.personalInfo).toMatchObject({ firstName: "Tran", lastName: "Van Binh", phone: "+49 30 1234567" });
    expect(roles(resume)).toEqual([["Nurse", "Cho Ray Hospital", "2019", "", true]]);
  });

  it("reads a name signed at the end of the text", () => {
    const resume = read("I have been a night nurse at Harrow Health since 2019. — Amara Nwosu, amara.nwosu@example.com");
    expect(resume.personalInfo).toMatchObject({ firstName: "Amara", lastName: "Nwosu", email: "amara.nwosu@example.com" });
  });
});

describe("prompt classes: more ways of naming a role", () => {
  it("reads 'my most recent job was <title> at <employer>' without the lead-in in the title", () => {
    expect(roles(read("My most recent job was Line Cook at Nando's (2019–2022). Before that I was a kitchen porter at Leon from 2017 to 2019."))).toEqual([
      ["Line Cook", "Nando", "2019", "2022", false],
      ["Kitchen Porter", "Leon", "2017", "2019", false],
    ]);
  });

  it("reads the head of an organisation ('the founder and CEO of X') as a current role from its start", () => {
    expect(roles(read("Tomás Reyes is the founder and CEO of Brightpath Tutoring, which he started in 2019."))).toEqual([
      ["Founder and CEO", "Brightpath Tutoring", "2019", "", true],
    ]);
  });

  it("reads 'my career started in <year> at X' as a past role once a later one began, and 'audit associate' as no degree", () => {
    const resume = read(
      "My career started in 2013 at Grant Thornton, where I was an audit associate for three years. In 2016 I moved to Diageo as a financial analyst.",
    );
    expect(roles(resume)).toEqual([
      ["Financial Analyst", "Diageo", "2016", "", true],
      ["Audit Associate", "Grant Thornton", "2013", "2016", false],
    ]);
    expect(degrees(resume)).toEqual([]);
  });

  it("reads 'I've been at X … now' as current and ', and before X I did two years as …' as a role of its own", () => {
    const resume = read(
      "I've been at Wise for three years now (joined in 2022) as a payments analyst, and before Wise I did two years as a bank clerk at Barclays.",
    );
    expect(roles(resume)).toEqual([
      ["Payments Analyst", "Wise", "2022", "", true],
      ["Bank Clerk", "Barclays", "2020", "2022", false],
    ]);
  });

  it("reads a title with its field ('lecturer in marine biology') and an employer with dates in brackets", () => {
    expect(roles(read("She is a lecturer in marine biology at the University of Plymouth, a post she has held since 2020."))).toEqual([
      ["Lecturer in Marine Biology", "University of Plymouth", "2020", "", true],
    ]);
    expect(roles(read("I run the data team at Monzo (2021 – present)."))).toEqual([["", "Monzo", "2021", "", true]]);
  });

  it("reads a third-person sentence as a sentence: the name before the verb, the school as the employer, no degree", () => {
    const resume = read("Kofi Mensah teaches history at Achimota School, where he has worked since 2015.");
    expect(resume.personalInfo).toMatchObject({ firstName: "Kofi", lastName: "Mensah" });
    expect(roles(resume)).toEqual([["History Teacher", "Achimota School", "2015", "", true]]);
    expect(degrees(resume)).toEqual([]);
  });

  it("reads freelance work as self-employment, whatever languages follow the title", () => {
    expect(roles(read("Lena Vogel, freelance interpreter (German, French → English) since 2016."))).toEqual([
      ["Freelance Interpreter", "Self-employed", "2016", "", true],
    ]);
  });
});

describe("prompt classes: more line shapes", () => {
  it("reads labels that end in a dash ('Current employer - …') and a title with dates in brackets after the employer", () => {
    expect(roles(read("Current employer - Kainos (QA Engineer, since May 2022)\nPrevious employer - Civica (Test Analyst, 2019 - 2022)"))).toEqual([
      ["QA Engineer", "Kainos", "May 2022", "", true],
      ["Test Analyst", "Civica", "2019", "2022", false],
    ]);
  });

  it("reads '||' as a line break and '/' as a field break after the name", () => {
    const resume = read("Hana Sato / Osaka / hana.sato@example.jp || Rakuten — Designer — 2020–present || Line — Junior Designer — 2018–2020");
    expect(resume.personalInfo).toMatchObject({ firstName: "Hana", lastName: "Sato" });
    expect(roles(resume)).toEqual([
      ["Designer", "Rakuten", "2020", "", true],
      ["Junior Designer", "Line", "2018", "2020", false],
    ]);
  });

  it("reads lower-case 'title @ employer' lines", () => {
    expect(roles(read("- waiter @ Dishoom, 2021 - now\n- dishwasher @ Wagamama, 2019 - 2021"))).toEqual([
      ["Waiter", "Dishoom", "2021", "", true],
      ["Dishwasher", "Wagamama", "2019", "2021", false],
    ]);
  });

  it("reads two degrees joined by 'and her', each with its own year; a pronoun is no name", () => {
    const resume = read("She completed her BA at Ashesi University in 2012 and her MSc at the University of Edinburgh in 2014.");
    expect(degrees(resume)).toEqual([
      ["BA", "Ashesi University", "2012"],
      ["MSc", "University of Edinburgh", "2014"],
    ]);
    expect(resume.personalInfo?.firstName).toBeUndefined();
  });

  it("reads the tools after 'she uses' and after 'Tools I use:'", () => {
    expect(allSkills(read("She uses Stata, R and QGIS. Tools I use: Miro, Dovetail, Maze."))).toEqual(
      expect.arrayContaining(["stata", "r", "qgis", "miro", "dovetail", "maze"]),
    );
  });
});

describe("prompt classes: third round", () => {
  it("reads service in the armed forces as a role", () => {
    expect(roles(read("I served in the Royal Navy as a lieutenant from 2008 to 2014, then moved into shipping."))).toEqual([
      ["Lieutenant", "Royal Navy", "2008", "2014", false],
    ]);
  });

  it("keeps a LinkedIn title with a comma ('Director, Product Marketing') whole, over its employer", () => {
    const resume = read(
      "Experience\nDirector, Product Marketing\nCanva\nFeb 2022 - Present · 2 yrs\nSenior Manager, Brand\nAtlassian\nMay 2018 - Jan 2022 · 3 yrs 9 mos",
    );
    expect(roles(resume)).toEqual([
      ["Director Product Marketing", "Canva", "Feb 2022", "", true],
      ["Senior Manager Brand", "Atlassian", "May 2018", "Jan 2022", false],
    ]);
  });

  it("reads the degree after 'Class of <year> —', and a list of tools as no degree ('MS Project')", () => {
    const resume = read("McGill University, Class of 2014 — Bachelor of Commerce\nAnalyst, Desjardins, 2014 to date\nExcel, Power BI, MS Project");
    expect(degrees(resume)).toEqual([["Bachelor of Commerce", "McGill University", "2014"]]);
    expect(roles(resume)).toEqual([["Analyst", "Desjardins", "2014", "", true]]);
  });

  it("reads an apprenticeship with an employer, and splits '… and I've been working for …'", () => {
    const resume = read("I did my apprenticeship with Kellogg Plumbing from 2015 to 2019 and I've been working for Thames Water as a plumber since 2019.");
    expect(roles(resume)).toEqual([
      ["Plumber", "Thames Water", "2019", "", true],
      ["", "Kellogg Plumbing", "2015", "2019", false],
    ]);
  });

  it("reads the title in brackets after an employer and its city; coordinating volunteers is a job; a nine-digit national number", () => {
    const resume = read(
      "Right now I coordinate volunteers at Cruz Vermelha in Lisbon (programme lead since 2020). Before that I worked for Cáritas for 2 years as a caseworker. Call 912 345 678.",
    );
    expect(roles(resume)).toEqual([
      ["Programme Lead", "Cruz Vermelha", "2020", "", true],
      ["Caseworker", "Cáritas", "2018", "2020", false],
    ]);
    expect(resume.personalInfo?.phone).toBe("912 345 678");
    expect(resume.additionalInfo?.volunteering).toBe("");
  });

  it("reads the second dated role after ' and '", () => {
    expect(roles(read("Prior to that I was a buyer at Zalando (2017–2020) and an assistant buyer at ASOS (2014–2017)."))).toEqual([
      ["Buyer", "Zalando", "2017", "2020", false],
      ["Assistant Buyer", "ASOS", "2014", "2017", false],
    ]);
  });

  it("reads a present-perfect role 'since' a year, and ', leaving in <year> to become …' as the next role", () => {
    const resume = read(
      "Amara Okoro has managed the kitchen of the Savoy Grill since 2018. She joined the industry in 2010 as a commis chef at Gordon Ramsay Restaurants, leaving in 2014 to become a sous chef at Hawksmoor until 2018.",
    );
    expect(roles(resume)).toEqual([
      ["", "Savoy Grill", "2018", "", true],
      ["Sous Chef", "Hawksmoor", "2014", "2018", false],
      ["Commis Chef", "Gordon Ramsay Restaurants", "2010", "2014", false],
    ]);
  });

  it("reads two months sharing a year ('June to August 2023')", () => {
    expect(roles(read("In summer 2023 I interned at Spotify (June to August 2023)."))).toEqual([["Intern", "Spotify", "June 2023", "August 2023", false]]);
  });

  it("reads a name signed at the end between middle dots", () => {
    expect(read("Solicitor with 6 years in property law. — Liam Byrne · liam.byrne@example.ie · 087 555 0101").personalInfo).toMatchObject({
      firstName: "Liam",
      lastName: "Byrne",
    });
  });

  it("reads a whole résumé packed onto one line between bars", () => {
    const resume = read(
      "Sara Lind, Oslo | sara.lind@example.no | Data Analyst @ Equinor (2021-present); Analyst @ DNB (2018-2021) | MSc Statistics, University of Oslo (2018) | Skills: SQL, Python",
    );
    expect(roles(resume)).toEqual([
      ["Data Analyst", "Equinor", "2021", "", true],
      ["Analyst", "DNB", "2018", "2021", false],
    ]);
    expect(degrees(resume)).toEqual([["MSc Statistics", "University of Oslo", "2018"]]);
  });
});

describe("prompt classes: fourth round", () => {
  it("reads both the degree and the role a clause names, the named degree over the bare word 'degree'", () => {
    const resume = read("After my degree (BSc Chemistry, University of Ghana, 2011) I joined Unilever Ghana as a QA chemist in 2011.");
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([["QA Chemist", "Unilever Ghana", "2011"]]);
    expect(degrees(resume)).toEqual([["BSc Chemistry", "University of Ghana", "2011"]]);
  });

  it("reads 'left X for Y, where I've been a title ever since' as a current role at Y", () => {
    expect(roles(read("In 2019 I left Jumia for Flutterwave, where I've been a product analyst ever since."))).toEqual([
      ["Product Analyst", "Flutterwave", "2019", "", true],
    ]);
  });

  it("reads a lower-case introduction, a label before a title, and two roles joined by ', and'", () => {
    const resume = read(
      "hi im Duc Pham, final year student at RMIT Vietnam. part time: english tutor at ILA since 2023, and waiter at Pizza Hut from 2021 to 2023.",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Duc", lastName: "Pham" });
    expect(roles(resume)).toEqual([
      ["English Tutor", "ILA", "2023", "", true],
      ["Waiter", "Pizza Hut", "2021", "2023", false],
    ]);
  });

  it("reads 'a licensed pharmacist with <employer>', but 'solid with Tally' names a tool", () => {
    const resume = read("Ewa Nowak is a licensed pharmacist with Apteka Gemini in Łódź, where she has worked since 2017. I'm solid with Tally and Excel.");
    expect(roles(resume)).toEqual([["Licensed Pharmacist", "Apteka Gemini", "2017", "", true]]);
    expect(allSkills(resume)).toEqual(expect.arrayContaining(["tally", "excel"]));
  });

  it("counts a length of years back from the year the person left", () => {
    expect(roles(read("I spent 12 years at Eskom, rising to senior engineer before I left in 2020."))).toEqual([["", "Eskom", "2008", "2020", false]]);
  });

  it("reads lines that open with pictographs, and a name between them", () => {
    const resume = read("🌟 Aisha Khan 🌟\n💼 Nurse @ Aga Khan Hospital — 2019 → now\n🎓 BSc Nursing — Aga Khan University — 2018");
    expect(resume.personalInfo).toMatchObject({ firstName: "Aisha", lastName: "Khan" });
    expect(roles(resume)).toEqual([["Nurse", "Aga Khan Hospital", "2019", "", true]]);
    expect(degrees(resume)).toEqual([["BSc Nursing", "Aga Khan University", "2018"]]);
  });

  it("reads a range left open ('2023–') as a present role", () => {
    expect(roles(read("Currently at Wise (Data Engineer, 2023–)."))).toEqual([["Data Engineer", "Wise", "2023", "", true]]);
  });

  it("reads A-levels in lower case, hyphenated given names, labels such as 'Software:', and no 'daily' in a skill", () => {
    expect(degrees(read("I finished A-levels in 2016 at Leeds Grammar School."))).toEqual([["A-levels", "Leeds Grammar School", "2016"]]);
    const resume = read("I'm Kim Min-ji, a nurse. I use Figma daily. Software: Xero, QuickBooks, Sage");
    expect(resume.personalInfo).toMatchObject({ firstName: "Kim", lastName: "Min-ji" });
    expect(allSkills(resume)).toEqual(expect.arrayContaining(["figma", "xero", "quickbooks", "sage"]));
    expect(allSkills(resume).some((skill) => skill.includes("daily"))).toBe(false);
  });
});

describe("prompt classes: telegraphic '@' one-liners", () => {
  it("reads 'title @ employer since 'NN', 'prev' for the earlier job, short range ends and a degree with its school run together", () => {
    const resume = read("Dana Whitfield. Data eng @ Monzo since '20, prev analyst @ Deloitte 2015-20, MSc DS UCL London 2015. Python, Airflow.");
    expect(roles(resume)).toEqual([
      ["Data Eng", "Monzo", "2020", "", true],
      ["Analyst", "Deloitte", "2015", "2020", false],
    ]);
    expect(degrees(resume)).toEqual([["MSc DS", "UCL London", "2015"]]);
  });

  it("reads a range left open at its end as current, and 'Univ' as University", () => {
    const resume = read("Tomas Berg — designer @ Klarna 2019–, prev intern @ Spotify 2018–19; BA Design Lund Univ '18.");
    expect(roles(resume)).toEqual([
      ["Designer", "Klarna", "2019", "", true],
      ["Intern", "Spotify", "2018", "2019", false],
    ]);
    expect(degrees(resume)).toEqual([["BA Design", "Lund University", "2018"]]);
  });
});

describe("prompt classes: chatty prompts typed in lower case", () => {
  it("reads 'im' before the name, and employers and schools written without capitals", () => {
    const resume = read(
      "hi im Lena Okoro. right now im a line cook at olive garden since 2019. got my diploma in culinary arts from city college in 2018. lena@example.com",
    );
    expect(resume.personalInfo?.firstName).toBe("Lena");
    expect(resume.personalInfo?.lastName).toBe("Okoro");
    expect(roles(resume)).toEqual([["Line Cook", "Olive Garden", "2019", "", true]]);
    expect(degrees(resume)).toEqual([["Diploma in culinary arts", "City College", "2018"]]);
  });

  it('reads the name given after "name\'s" at the end, and an employer with an ampersand', () => {
    const resume = read("so i worked retail at m&s from 2015 to 2019. then i was a cashier at tesco until 2022. name's Priti Shah, priti@example.co.uk");
    expect(resume.personalInfo?.firstName).toBe("Priti");
    expect(resume.personalInfo?.lastName).toBe("Shah");
    expect(roles(resume).map((role) => role[1])).toEqual(["Tesco", "M&S"]);
  });

  it("leaves a prompt written with capitals as it was", () => {
    expect(roles(read("I work from home at Initech since 2020 as a support engineer.")).map((role) => role[1])).toEqual(["Initech"]);
  });
});

describe("prompt classes: self-employment, months and jobs that go on", () => {
  it("reads working for oneself as self-employment, with the title the prompt states", () => {
    const resume = read("Kofi Mensah is a freelance copywriter. He has worked for himself since 2019. From 2014 to 2019 he was a copy editor at Globex.");
    expect(roles(resume)).toEqual([
      ["Freelance Copywriter", "Self-employed", "2019", "", true],
      ["Copy Editor", "Globex", "2014", "2019", false],
    ]);
  });

  it("reads a freelance line with a lower-case bracket of clients as self-employment, the bracket no employer", () => {
    const resume = read("- freelance video editor 2020-present (music videos, local ads)\n- before that: junior editor at Initech, 2016-2020");
    expect(roles(resume)).toEqual([
      ["Freelance Video Editor", "Self-employed", "2020", "", true],
      ["Junior Editor", "Initech", "2016", "2020", false],
    ]);
  });

  it("never takes the month after 'as a title in' for the employer, and 'Still there.' keeps the job current", () => {
    const resume = read("In 2015 I started as a nurse at Spire Healthcare. I joined Harrow Health as a ward manager in March 2021. Still there.");
    expect(roles(resume)[0]).toEqual(["Ward Manager", "Harrow Health", "March 2021", "", true]);
  });

  it("reads ', where I still work' as a current job", () => {
    expect(roles(read("In 2019 I joined Globex as a data analyst, where I still work."))).toEqual([["Data Analyst", "Globex", "2019", "", true]]);
  });
});

describe("prompt classes: two roles at one employer", () => {
  it("reads LinkedIn's grouped roles (the employer, its total time, then each role with its dates)", () => {
    const resume = read(
      "Experience\nInitech\nFull-time · 6 yrs 2 mos\nEngineering Manager\nMar 2021 - Present · 3 yrs\nSoftware Engineer\nJan 2018 - Feb 2021 · 3 yrs 2 mos",
    );
    expect(roles(resume)).toEqual([
      ["Engineering Manager", "Initech", "Mar 2021", "", true],
      ["Software Engineer", "Initech", "Jan 2018", "Feb 2021", false],
    ]);
  });

  it("reads a promotion in prose as two roles at the employer, split at the promotion's year", () => {
    const resume = read("Priya has worked at Globex since 2016. She started as a support agent and was promoted to team lead in 2020.");
    expect(roles(resume)).toEqual([
      ["Team Lead", "Globex", "2020", "", true],
      ["Support Agent", "Globex", "2016", "2020", false],
    ]);
  });
});

describe("prompt classes: pasted CV headers and degree forms", () => {
  it("skips a 'Curriculum Vitae' title line for the name under 'Name:', and reads a 'Training/Certification:' line as no degree", () => {
    const resume = read(
      "Curriculum Vitae\n\nName: Tunde Bello\nEmail: tunde@example.com\n\nEducation\n- BSc in Geology, University of Ibadan, 2012\n\nTraining/Certification: Certificate in GIS (Esri, 2019)",
    );
    expect(resume.personalInfo?.firstName).toBe("Tunde");
    expect(resume.personalInfo?.lastName).toBe("Bello");
    expect(degrees(resume)).toEqual([["BSc in Geology", "University of Ibadan", "2012"]]);
  });

  it("reads a degree abbreviation the lists do not know before 'in', with '(Hons)' kept on it", () => {
    const resume = read("Education\n- BBS (Hons) in Finance, University of Dhaka, 2016\n- B.A.A. in marketing, HEC Montréal, 2012");
    expect(degrees(resume)).toEqual([
      ["BBS (Hons) in Finance", "University of Dhaka", "2016"],
      ["B.A.A. in marketing", "HEC Montréal", "2012"],
    ]);
  });

  it("keeps '(Hons)' glued to a degree written without 'in'", () => {
    expect(degrees(read("Studied at the University of Otago, BE(Hons) Mechanical, graduated 2015."))).toEqual([
      ["BE(Hons) Mechanical", "University of Otago", "2015"],
    ]);
  });
});

describe("prompt classes: degrees sharing a school", () => {
  it("reads 'X year and Y year, both from School' as two degrees at that school", () => {
    const resume = read("Omar Haddad. MA 2012 and BA 2010, both from Cairo University. Translator at Globex since 2013.");
    expect(degrees(resume)).toEqual([
      ["MA", "Cairo University", "2012"],
      ["BA", "Cairo University", "2010"],
    ]);
  });

  it("reads 'from the same university' as the school named before it, and a graduate diploma as a degree", () => {
    const resume = read(
      "She completed a Bachelor of Arts at the University of Otago in 2010 and a Graduate Diploma of Teaching from the same university in 2011.",
    );
    expect(degrees(resume)).toEqual([
      ["Bachelor of Arts", "University of Otago", "2010"],
      ["Graduate Diploma of Teaching", "University of Otago", "2011"],
    ]);
  });
});

describe("prompt classes: skills in chatty prose", () => {
  it("reads 'good w' as 'good with' before the skills", () => {
    expect(allSkills(read("i work at a clinic. good w excel and epic."))).toEqual(expect.arrayContaining(["excel", "epic"]));
  });

  it("keeps the last skill of a sentence whole when contacts joined by a slash follow it", () => {
    expect(allSkills(read("Mara Lind. Backend dev @ Globex since 2020. Go, Kafka, AWS Lambda. mara@example.com / +46 70 123 4567"))).toContain("aws lambda");
  });

  it("keeps a one-word '-ing' skill under a 'Skills:' label, never a phrase that says what was done", () => {
    const skills = allSkills(read("I'm an accountant at Globex since 2018. Skills: bookkeeping, payroll, building dashboards."));
    expect(skills).toEqual(expect.arrayContaining(["bookkeeping", "payroll"]));
    expect(skills).not.toContain("building dashboards");
  });

  it("reads a 'Lab:' label as a list of skills", () => {
    expect(allSkills(read("I'm a research scientist at Globex since 2019. Lab: PCR, ELISA, flow cytometry."))).toEqual(
      expect.arrayContaining(["pcr", "elisa", "flow cytometry"]),
    );
  });
});

describe("prompt classes: jobs told in the present tense and dates told by reference", () => {
  it("reads 'I <verb> for Employer since <year>' as a current job with no title it does not state", () => {
    const resume = read("Marek Duda. I cook for Bistro Lantern in Leeds since 2020; before that I was a kitchen porter at Harrow Foods from 2017 to 2020.");
    expect(roles(resume)).toEqual([
      ["", "Bistro Lantern", "2020", "", true],
      ["Kitchen Porter", "Harrow Foods", "2017", "2020", false],
    ]);
  });

  it("leaves a present-tense sentence with no date and no work in it out of the jobs", () => {
    expect(roles(read("I shop at Greenway every week. I was a cashier at Fresco from 2015 to 2019."))).toEqual([["Cashier", "Fresco", "2015", "2019", false]]);
  });

  it("reads 'I work for Employer … I joined in <year>' as a job that goes on", () => {
    expect(roles(read("I work for Harbour Trust as a case officer, I joined in 2019."))).toEqual([["Case Officer", "Harbour Trust", "2019", "", true]]);
  });

  it("keeps a job that ended when the same sentence says what the person does now elsewhere", () => {
    const resume = read("Lena joined Corvid Labs as a clerk in 2015 and left in 2018; she now runs a bakery.");
    expect(roles(resume)).toEqual([["Clerk", "Corvid Labs", "2015", "2018", false]]);
  });

  it("keeps a dated job open-ended but not current when the person now runs their own business", () => {
    expect(roles(read("Lena joined Corvid Labs as a clerk in 2015; she now runs her own bakery."))).toEqual([["Clerk", "Corvid Labs", "2015", "", false]]);
  });

  it("reads no job from studying or living somewhere in the present tense", () => {
    expect(roles(read("I study at Harwood since 2020. I live with Tamsin Holt since 2021."))).toEqual([]);
  });

  it("reads 'I have been there since <year>' as the dates of the sentence's job, never a title 'There'", () => {
    expect(roles(read("I work at Clinica Norte and I have been there since 2017."))).toEqual([["", "Clinica Norte", "2017", "", true]]);
  });

  it("reads 'she now leads … there' after a dated start as the same job going on", () => {
    const resume = read("Dana Roth joined Meridian Freight as a planner in May 2019 and was promoted; she now runs the planning desk there.");
    expect(roles(resume)).toEqual([["Planner", "Meridian Freight", "May 2019", "", true]]);
  });

  it("reads 'since then' as since the date written just before it", () => {
    const resume = read("I was a nurse at Mercy Hospital from 2010 to 2016. In 2017 I retrained and since then I have been a lecturer at Kestrel University.");
    expect(roles(resume)).toEqual([
      ["Lecturer", "Kestrel University", "2017", "", true],
      ["Nurse", "Mercy Hospital", "2010", "2016", false],
    ]);
  });

  it("reads 'N years with Employer as a title' (a title the résumé parser does not know) and dates it before the next job", () => {
    const resume = read(
      "I work for Northgate Housing as a tenancy officer since 2021. Before Northgate I spent two years with Shelterline as a family support worker.",
    );
    expect(roles(resume)).toEqual([
      ["Tenancy Officer", "Northgate Housing", "2021", "", true],
      ["Family Support Worker", "Shelterline", "2019", "2021", false],
    ]);
  });
});

describe("prompt classes: table-like and signed prompts", () => {
  it("reads 'Name', 'Phone' labels followed by a wide gap, and a phone number that ends a line above a dated row", () => {
    const resume = read(
      "Name        Petra Holub\nPhone       +420 777 654 321\n2019-now    Data Analyst, Rohlik\n2015        Ing. in Economics, Prague University of Economics",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Petra", lastName: "Holub", phone: "+420 777 654 321" });
    expect(roles(resume)).toEqual([["Data Analyst", "Rohlik", "2019", "", true]]);
    expect(degrees(resume)).toEqual([["Ing. in Economics", "Prague University of Economics", "2015"]]);
  });

  it("reads a Central European degree written as an abbreviation with its dot", () => {
    expect(degrees(read("Mgr. in Psychology from Masaryk University, 2014."))).toEqual([["Mgr. in Psychology", "Masaryk University", "2014"]]);
  });

  it("reads the name signed after 'Regards,' when the contacts after it leave a dash behind", () => {
    const resume = read("Civil engineer, 8 yrs. I'm a site engineer at Norbridge since 2019. Regards, Lucia Ferro Gallo — lucia.ferro@example.it");
    expect(resume.personalInfo).toMatchObject({ firstName: "Lucia", lastName: "Ferro Gallo" });
  });
});

describe("prompt classes: list order, 'til' and two verbs after one subject", () => {
  it("reads 'til' as 'until' in a range", () => {
    expect(roles(read("i was a cashier at Fernhill Market from 2016 til march 2019."))).toEqual([["Cashier", "Fernhill Market", "2016", "march 2019", false]]);
  });

  it("gives a line whose fields the dictionaries cannot tell apart the order the list's other lines show", () => {
    const titleFirst = read("Hi, I'm Nadia.\n• Shelf Stacker – Corran Stores, May 2018 – Jan 2020\n• Sales Assistant – Pellow & Co, 2016 – 2018");
    expect(roles(titleFirst)).toEqual([
      ["Shelf Stacker", "Corran Stores", "May 2018", "Jan 2020", false],
      ["Sales Assistant", "Pellow & Co", "2016", "2018", false],
    ]);
    const companyFirst = read("Hi, I'm Nadia.\n• Corran Stores – Shelf Stacker, May 2018 – Jan 2020\n• Pellow & Co – Sales Assistant, 2016 – 2018");
    expect(roles(companyFirst)[0]).toEqual(["Shelf Stacker", "Corran Stores", "May 2018", "Jan 2020", false]);
  });

  it("reads 'trained at a school (graduating <year>) and spent N years as a title at an employer' as a school and a job", () => {
    const resume = read("Aiko Mori trained at Hanami Culinary Institute (graduating 2012) and spent four years as a pastry cook at Ginza Kitchen (2013–2017).");
    expect(degrees(resume)).toEqual([["", "Hanami Culinary Institute", "2012"]]);
    expect(roles(resume)).toEqual([["Pastry Cook", "Ginza Kitchen", "2013", "2017", false]]);
  });

  it("reads 'studied at' a school as the school, with no subject it does not name", () => {
    const resume = read("Omar studied at Lakeside College and worked at Brindle Foods as a buyer from 2015 to 2019.");
    expect(degrees(resume)).toEqual([["", "Lakeside College", ""]]);
    expect(roles(resume)).toEqual([["Buyer", "Brindle Foods", "2015", "2019", false]]);
  });
});

describe("prompt classes: lists of tools on a line of fields", () => {
  it("reads a line of names split by middle dots as skills, a lower-case-first name ('gRPC') among them", () => {
    const skills = allSkills(read("· Omid Rahimi · omid@example.com\n· Backend Engineer · Tollway · 2020–present\n· Go · Redis · tRPC"));
    expect(skills).toEqual(expect.arrayContaining(["go", "redis", "trpc"]));
    expect(skills).not.toContain("tollway");
  });

  it("leaves out the heading that opens a line of fields", () => {
    const skills = allSkills(read("Mina Cho · mina@example.com\nSkills · Python · Looker · Tableau"));
    expect(skills).toEqual(expect.arrayContaining(["python", "looker", "tableau"]));
    expect(skills).not.toContain("skills");
  });

  it("reads the list in one field of a piped line", () => {
    const skills = allSkills(read("Lea Brandt | lea@example.com\nData Analyst | Velora | 2021 – now\nPMP candidate | Excel, Looker, Dataform"));
    expect(skills).toEqual(expect.arrayContaining(["excel", "looker", "dataform"]));
    expect(skills).not.toContain("pmp candidate");
  });

  it("reads a list typed all in lower case as skills when one of them is a known tool, never a list of things done", () => {
    const skills = allSkills(
      read("- Jo Park, Leeds\n- photographer at Lumen Studio, 2018-2023\n- capture one, lightroom, canva\n- weddings, portraits, events"),
    );
    expect(skills).toEqual(expect.arrayContaining(["capture one", "lightroom", "canva"]));
    expect(skills).not.toContain("weddings");
    expect(allSkills(read("I'm a designer at Lumen since 2020. i use photoshop, lightroom, canva daily"))).not.toContain("i use photoshop");
  });
});

describe("prompt classes: what is done is no title, and a certification after a degree", () => {
  it("gives no title from one '-ing' word ('been coaching at'), and takes the title set after the person's name instead", () => {
    const resume = read("Hi! I'm Leo Matos, swimming instructor in Porto. I've been coaching at Aqua Vita since 2020.");
    expect(roles(resume)).toEqual([["Swimming Instructor", "Aqua Vita", "2020", "", true]]);
  });

  it("leaves the title empty when nothing else names one", () => {
    expect(roles(read("Hello, I'm Ana Reyes, mother of two. I've been nursing at Calder Hospital since 2015."))).toEqual([
      ["", "Calder Hospital", "2015", "", true],
    ]);
  });

  it("keeps the year of a certification earned after a degree off the degree, and records the certification", () => {
    const resume = read("Tom Ellis holds a BCom in finance from Rhodes University (2014) and earned the CFA charter in 2019.");
    expect(degrees(resume)).toEqual([["BCom in finance", "Rhodes University", "2014"]]);
    expect(resume.additionalInfo?.certifications).toContain("CFA");
  });
});

describe("prompt classes: slips in joining words and two titles at once", () => {
  it("reads 'befor that' as the joining words it slips from, and leaves names as typed", () => {
    const resume = read("so i've been a cook at Pasta Verde since 2019 and befor that i worked retail at Calloway Inn (2015-2019).");
    expect(roles(resume)).toEqual([
      ["Cook", "Pasta Verde", "2019", "", true],
      ["", "Calloway Inn", "2015", "2019", false],
    ]);
  });

  it("takes the title after 'work as', not the name 'im' introduces, in a clause the mended 'befor' ends", () => {
    const resume = read("hi im tara, i work as a porter for harlow hall since 2019, befor that i was a cleaner at travelodge 2016-2019.");
    expect(roles(resume)[0]).toEqual(["Porter", "Harlow Hall", "2019", "", true]);
    expect(roles(resume).map(([title]) => title)).not.toContain("Tara");
  });

  it("reads two titles joined by 'and' before the employer as one role", () => {
    expect(roles(read("I was a teacher and head of year at Fulford School from 2010 to 2015."))).toEqual([
      ["Teacher and Head of Year", "Fulford School", "2010", "2015", false],
    ]);
  });
});

describe("prompt classes: the tools a piece of work is made in", () => {
  it("reads 'works in <tool> and <tool>' when the names are shaped like tools', and 'designs in X and prototypes in Y'", () => {
    expect(allSkills(read("Ilse Berg is a subtitler at Nordtekst since 2019. She works in EZTitles and subTitle Edit."))).toEqual(
      expect.arrayContaining(["eztitles", "subtitle edit"]),
    );
    expect(allSkills(read("I'm a UI designer at Kalo since 2021. I design in Figma and prototype in FlowMapp."))).toEqual(
      expect.arrayContaining(["figma", "flowmapp"]),
    );
  });

  it("names no tool for a place or a department worked in", () => {
    const skills = allSkills(read("I'm an analyst at Brightwell since 2020. I work in McAllen. Before that I worked in IT and HR."));
    expect(skills).not.toContain("mcallen");
    expect(skills).not.toContain("it");
  });
});

describe("prompt classes: names that look like dates or titles, and a degree the sentence goes on after", () => {
  it("keeps a month-like word that ends a name after 'del' ('Hospital del Mar'), and still drops a date after a name", () => {
    expect(roles(read("I was a nurse at Clinica del Mar (2012-2017)."))).toEqual([["Nurse", "Clinica del Mar", "2012", "2017", false]]);
    expect(roles(read("I was a nurse at Brenton Care March 2018 to 2019."))).toEqual([["Nurse", "Brenton Care", "March 2018", "2019", false]]);
  });

  it("leaves the honorific and the name that open a line out of the employer", () => {
    const resume = read("Dr. Lina Haddad, consultant radiologist at Westvale Clinic since 2016.");
    expect(roles(resume)).toEqual([["Consultant Radiologist", "Westvale Clinic", "2016", "", true]]);
  });

  it("reads 'after graduating from X in <year> with a degree, I <verb> at Y for N years' as the degree and the job", () => {
    const resume = read(
      "After graduating from Carden University in 2014 with a BA in History, I taught English at Ridley School for three years. Since 2017 I have been an editor at Pellucid Press.",
    );
    expect(degrees(resume)).toEqual([["BA in History", "Carden University", "2014"]]);
    expect(roles(resume)).toEqual([
      ["Editor", "Pellucid Press", "2017", "", true],
      ["English Teacher", "Ridley School", "2014", "2017", false],
    ]);
  });
});

describe("prompt classes: a title that opens the text, and names with dates set apart by a colon", () => {
  it("never reads a job title that opens the text as the person's first name", () => {
    expect(read("Nurse (RN) with 9 years in theatres. Northfield General: 2016–present.").personalInfo?.firstName).toBeUndefined();
    expect(read("Plumber (Gas Safe) with 12 years' experience. Own van, Leeds area.").personalInfo?.firstName).toBeUndefined();
    expect(read("Priya, backend engineer at Flipkart since 2020.").personalInfo?.firstName).toBe("Priya");
  });

  it("reads 'Employer (dates): title' and 'Employer: dates' as jobs, and 'Employer (dates): what was done' as a job with no title", () => {
    const resume = read("Kofi Addo. Tallyman (2021–now): built payment rails. Brightpay (2018–2021): data analyst. Harwell Foods: 2015–2018.");
    expect(roles(resume)).toEqual([
      ["", "Tallyman", "2021", "", true],
      ["Data Analyst", "Brightpay", "2018", "2021", false],
      ["", "Harwell Foods", "2015", "2018", false],
    ]);
  });
});

describe("prompt classes: a second job held at once", () => {
  it("splits '… and work part-time as a title at an employer' off the clause before, as a job held now", () => {
    const resume = read("I'm Nora Beck. I'm a barista at Cuppa Lane since 2021 and work part-time as a tutor at Brightside Learning.");
    expect(roles(resume)).toHaveLength(2);
    expect(roles(resume)).toEqual(
      expect.arrayContaining([
        ["Barista", "Cuppa Lane", "2021", "", true],
        ["Tutor", "Brightside Learning", "", "", true],
      ]),
    );
  });

  it("reads 'worked as' in a dated past as no job held now", () => {
    expect(roles(read("In 2015 I worked as a waiter at Pomodoro."))).toEqual([["Waiter", "Pomodoro", "2015", "2015", false]]);
  });
});

describe("prompt classes: the person's own business in a delimited entry", () => {
  it("takes the business's name, not the words 'own business', as the employer", () => {
    expect(roles(read("Rhys Owen. Own business (Owen Joinery) since 2014. Before: Kier Group 2008-2014."))).toEqual([
      ["", "Owen Joinery", "2014", "", true],
      ["", "Kier Group", "2008", "2014", false],
    ]);
  });
});

describe("prompt classes: a degree in brackets beside a job, and a title after the name and a comma", () => {
  it("reads '(BSc …, University of X, 2023) working as a title at Y' as the degree and the job", () => {
    const resume = read("I'm a recent graduate (BSc Zoology, University of Arden, 2023) working as a keeper at Wildmoor Park since June 2023.");
    expect(degrees(resume)).toEqual([["BSc Zoology", "University of Arden", "2023"]]);
    expect(roles(resume)).toEqual([["Keeper", "Wildmoor Park", "June 2023", "", true]]);
  });

  it("reads 'I'm <name>, <title> at <employer>' when the title is one the résumé parser knows, and no title 'First' from '…, first at X'", () => {
    expect(roles(read("I'm Petra Lind, QA engineer at Nordvik since 2019."))).toEqual([["QA Engineer", "Nordvik", "2019", "", true]]);
    const resume = read(
      "I have 6 years in shipping, first at Carrow Lines (2016-2019) as a planner, then at Tidewell as a logistics manager from 2019 until now.",
    );
    expect(roles(resume).map(([title]) => title)).toEqual(["Logistics Manager", "Planner"]);
  });
});

describe("prompt classes: a title after the dates, chat shorthand, and an employer that shares a tool's name", () => {
  it("reads 'Employer (dates) as a title'", () => {
    expect(roles(read("Freelance since 2021. Before that: Brandwell (2017–2021) as a content executive."))[1]).toEqual([
      "Content Executive",
      "Brandwell",
      "2017",
      "2021",
      false,
    ]);
  });

  it("reads 'rn at' as currently at and 'b4 that' as before that, but 'an rn' stays a nurse's title", () => {
    const resume = read("yo im dev. rn at shopify since 2022. b4 that i was at wix 2021-2022. self taught.");
    expect(roles(resume)).toEqual([
      ["", "Shopify", "2022", "", true],
      ["", "Wix", "2021", "2022", false],
    ]);
    expect(roles(read("I'm an rn at Calder General since 2019."))[0]?.[0]).toMatch(/^rn$/i);
  });
});

describe("prompt classes: lower-case school leavers' qualifications and a line opened by what is done", () => {
  it("reads 'a-levels' typed in lower case as the qualification", () => {
    expect(degrees(read("i'm 18, just finished my a-levels at Brookfield College 2024. worked weekends at Pennyworth since 2022."))).toEqual([
      ["A-levels", "Brookfield College", "2024"],
    ]);
  });

  it("gives no title from one '-ing' word that opens an entry ('Teaching at X since …')", () => {
    expect(
      roles(read("Teacher and tutor. Teaching at Ecole Moliere since 2015; before that tutor at Kumo Learning (2012-2015).")).map(([title, company]) => [
        title,
        company,
      ]),
    ).toEqual([
      ["", "Ecole Moliere"],
      ["Tutor", "Kumo Learning"],
    ]);
  });
});

describe("prompt classes: pasted Markdown, lists and non-English 'present'", () => {
  it("reads a Markdown heading as the name and bold employers as employers", () => {
    const resume = read(
      "# Lena Okafor-Brandt\nData Engineer\n\n## Experience\n**Zalvora**, Hamburg — Data Engineer (Mar 2021 – present)\n**Quellbach** — Analyst (2017 – 2021)",
    );
    expect([resume.personalInfo?.firstName, resume.personalInfo?.lastName]).toEqual(["Lena", "Okafor-Brandt"]);
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Data Engineer", "Zalvora"],
      ["Analyst", "Quellbach"],
    ]);
  });

  it("reads 'heute', 'presente' and 'aujourd'hui' closing a date range as present", () => {
    for (const now of ["heute", "presente", "aujourd'hui"]) {
      const resume = read(`Pia Roth\nExperience:\n03/2019 – ${now}: Nurse, Kreisklinik Tannau\n01/2015 – 02/2019: Nurse, Praxis Weller`);
      expect(roles(resume)[0]?.slice(2)).toEqual(["03/2019", "", true]);
    }
  });

  it("reads a bulleted 'lower-case title, Employer, years' list and a place-only bracket", () => {
    const resume = read(
      "Omar Haddou. cook. Leeds.\n- line cook, Brindle Kitchen, 2021-now\n- dishwasher, Olive Yard (Rabat), 2018-2020\n- porter (UK/France), Tidemark Ferries, 2016-2018",
    );
    expect(roles(resume).map(([title, company]) => [title.toLowerCase(), company])).toEqual([
      ["line cook", "Brindle Kitchen"],
      ["dishwasher", "Olive Yard"],
      ["porter", "Tidemark Ferries"],
    ]);
  });

  it("tells title from employer by the list's order when a place follows them, and drops an abbreviation in brackets", () => {
    const resume = read(
      "Experience:\n05/2021 – heute: Hygienist, Praxis Moor, Graz\n02/2016 – 04/2021: Dental Assistant (ZMF), Zahnzentrum Lind\nEducation:\nApprenticeship (ZMF), Berufsschule Graz, 2016",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Hygienist", "Praxis Moor"],
      ["Dental Assistant", "Zahnzentrum Lind"],
    ]);
    expect(degrees(resume)).toEqual([["Apprenticeship", "Berufsschule Graz", "2016"]]);
  });

  it("reads an unlabelled line of short items as skills, but not a line of places", () => {
    const resume = read("Tom Ferris, plumber\n- plumber, Ferris & Sons, 2015-present\nboiler servicing, pipe fitting, Gas Safe, leak detection");
    expect(allSkills(resume)).toEqual(expect.arrayContaining(["boiler servicing", "pipe fitting", "leak detection"]));
    expect(allSkills(read("Tom Ferris, plumber\n- plumber, Ferris & Sons, 2015-present\nLeeds, Yorkshire, UK"))).not.toContain("leeds");
  });
});

describe("prompt classes: vocational and national qualifications", () => {
  it("reads Cert III, NVQ levels, PGCE, MSW and AB as qualifications", () => {
    const resume = read(
      "quals: Cert III Carpentry, Hunter Trade College, 2018. Also a PGCE from the University of Wellmouth (2012) and an MSW from Dunmore University in 2014.",
    );
    expect(degrees(resume)).toEqual([
      ["Cert III Carpentry", "Hunter Trade College", "2018"],
      ["PGCE", "University of Wellmouth", "2012"],
      ["MSW", "Dunmore University", "2014"],
    ]);
    expect(degrees(read("I hold an AB Economics from Santa Lucia University (2016)."))[0]?.[0]).toBe("AB Economics");
    expect(degrees(read("I completed an NVQ Level 2 in Catering at Harlow College in 2019."))[0]?.[0]).toMatch(/^NVQ Level 2 in Catering/);
  });
});

describe("prompt classes: non-native English and names with fused particles", () => {
  it("reads 'my name <Name>' without 'is', and 'Title in Employer' after dates", () => {
    const resume = read(
      "hello my name Dewi Lestari from Surabaya. 2019 - now : Area Sales Supervisor in Sinar Mulia Foods, handle distributor in east java. 2016 - 2019 : Sales Engineer in Tunas Teknik.",
    );
    expect([resume.personalInfo?.firstName, resume.personalInfo?.lastName]).toEqual(["Dewi", "Lestari"]);
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Area Sales Supervisor", "Sinar Mulia Foods"],
      ["Sales Engineer", "Tunas Teknik"],
    ]);
  });

  it("never reads the place in 'Title in <place>' as the employer", () => {
    expect(roles(read("2018 - 2021 : Staff Nurse in London, Holbeck Hospital"))[0]?.[1]).toBe("Holbeck Hospital");
  });

  it("reads 'education <degree>, <school>, <year>' without a colon as education", () => {
    expect(degrees(read("I am accountant at Mitra Karya since 2018. education S1 Accounting, Universitas Bunga Bangsa, 2017."))).toEqual([
      ["S1 Accounting", "Universitas Bunga Bangsa", "2017"],
    ]);
  });

  it("reads a fused surname particle ('Dela', 'Delos', 'Della') as the start of the surname, the words before it as given names", () => {
    const resume = read("Ana Lucia Delos Reyes\nNurse\nana@example.com");
    expect([resume.personalInfo?.firstName, resume.personalInfo?.lastName]).toEqual(["Ana Lucia", "Delos Reyes"]);
    const spaced = read("Paulo Ramos da Costa\nNurse\npaulo@example.com");
    expect([spaced.personalInfo?.firstName, spaced.personalInfo?.lastName]).toEqual(["Paulo", "Ramos da Costa"]);
  });
});

describe("prompt classes: gaps, places between title and employer, and lists that name no degree", () => {
  it("reads no role from a dated gap in work", () => {
    const resume = read("I am a warehouse picker at Dunmore Logistics since 2021. From 2018 to 2021 I was not working because of my health.");
    expect(roles(resume)).toEqual([["Warehouse Picker", "Dunmore Logistics", "2021", "", true]]);
    expect(roles(read("Between 2015 and 2017 I took time out to care for my mother. Since 2017 I'm a cashier at Foodvale."))).toHaveLength(1);
  });

  it("reads 'title in <city> at <employer>' with the employer, not the city", () => {
    expect(roles(read("Back home I was a staff nurse in Nairobi at Mbagathi Hospital from 2009 to 2014."))).toEqual([
      ["Staff Nurse", "Mbagathi Hospital", "2009", "2014", false],
    ]);
    expect(roles(read("I was a maths teacher in Mombasa at Likoni Secondary School from 2008 to 2016."))).toEqual([
      ["Maths Teacher", "Likoni Secondary School", "2008", "2016", false],
    ]);
  });

  it("splits two degrees joined by 'and' after a bracket or a year", () => {
    expect(
      degrees(read("I have NVQ Level 2 in Catering (Harlow College, 2019) and Diploma in Nutrition from Kestrel Technical College, 2012.")).map(
        ([, school, year]) => [school, year],
      ),
    ).toEqual([
      ["Harlow College", "2019"],
      ["Kestrel Technical College", "2012"],
    ]);
  });

  it("reads no degree from what a Tools or Certifications label lists ('MS Project', 'MD-102')", () => {
    const resume = read("Pat Lowe\nIT Technician\nCertifications: Microsoft MD-102 (2023), CompTIA A+\nTools: MS Project, Jira, MS Office");
    expect(degrees(resume)).toEqual([]);
    expect(allSkills(resume)).toEqual(expect.arrayContaining(["ms project", "jira"]));
  });

  it("reads three or more short items after 'I know' as skills", () => {
    expect(allSkills(read("I'm a baker at Crumbly since 2020. I know sourdough, lamination, cake decorating and food costing."))).toEqual(
      expect.arrayContaining(["sourdough", "lamination", "cake decorating", "food costing"]),
    );
  });
});

describe("prompt classes: titles with grades, titles held in turn, courses and bootcamps", () => {
  it("keeps a grade's number in the title and leaves the ward between the title and the employer out", () => {
    expect(roles(read("Now I work as a Band 5 midwife on the maternity ward at Calderbrook Hospital, since May 2020."))[0]).toEqual([
      "Band 5 Midwife",
      "Calderbrook Hospital",
      "May 2020",
      "",
      true,
    ]);
    expect(roles(read("She is currently a Year 2 class teacher at Hollins Academy (since 2019)."))[0]?.slice(0, 2)).toEqual([
      "Year 2 Class Teacher",
      "Hollins Academy",
    ]);
  });

  it("gives one role the title held last when it says 'first as A and later as B'", () => {
    expect(roles(read("I worked at Ridgeway Clinic from 2012 to 2018, first as a care assistant and later as senior care assistant."))).toEqual([
      ["Senior Care Assistant", "Ridgeway Clinic", "2012", "2018", false],
    ]);
  });

  it("reads a degree abbreviation ending in 'Sc' ('BNSc') after 'trained at <school>' as education", () => {
    expect(degrees(read("I trained at the University of Kestwick (BNSc, 2012) and I'm registered."))).toEqual([["BNSc", "University of Kestwick", "2012"]]);
  });

  it("reads a bootcamp or programme with its provider as education, and the job the clause goes on to name", () => {
    const resume = read("In 2022 I completed the Brightcode web development bootcamp and got my first job as a junior developer at Tallis Labs.");
    expect(degrees(resume)).toEqual([["Web development bootcamp", "Brightcode", "2022"]]);
    expect(roles(resume)[0]?.slice(0, 2)).toEqual(["Junior Developer", "Tallis Labs"]);
    expect(degrees(read("I did the Le Wagon data science course in 2020."))[0]?.slice(0, 2)).toEqual(["Data science course", "Le Wagon"]);
  });

  it("reads a 'Degree:' label as education", () => {
    expect(degrees(read("I'm a teacher at Elm Road School since 2015. Degree: BA in History, University of Tarrow, 2014."))).toEqual([
      ["BA in History", "University of Tarrow", "2014"],
    ]);
  });
});

describe("prompt classes: more non-native and regional English", () => {
  it("reads 'working in <Org> like <title>' as a role at the organisation, but keeps a city after 'in'", () => {
    expect(roles(read("Currently I am working in Kartal Yapi like site engineer since 2020, I am responsible of the tunnel projects."))).toEqual([
      ["Site Engineer", "Kartal Yapi", "2020", "", true],
    ]);
    expect(roles(read("I am working in London as nurse at Fenwick Hospital since 2019."))[0]?.[1]).toBe("Fenwick Hospital");
  });

  it("reads 'taking up <subject> at <school>' as studying it, but 'took up a post at <employer>' stays a job", () => {
    expect(degrees(read("I'm currently taking up law at Marlowe Law School (expected 2027)."))).toEqual([["law", "Marlowe Law School", "2027"]]);
    expect(degrees(read("In 2019 I took up a post at Fairhaven Council as a planner."))).toEqual([]);
  });

  it("reads an unlabelled list with capitalised codes ('AS/NZS 3000') as skills", () => {
    expect(allSkills(read("Rob Tane, electrician\n- electrician, Volt Co, 2018-present\nfault finding, switchboard upgrades, AS/NZS 3000"))).toEqual(
      expect.arrayContaining(["fault finding", "as/nzs 3000"]),
    );
  });
});

describe("prompt classes: employers that hired the person, careers begun after 'and', jobs held while studying", () => {
  it("reads '<Org> hired me as <title> (dates)' as a role at the organisation", () => {
    expect(roles(read("Then Corvel Foods hired me as a shift supervisor (2015–2018)."))).toEqual([["Shift Supervisor", "Corvel Foods", "2015", "2018", false]]);
  });

  it("splits ', and he began his career in <year> as …' from the role before it", () => {
    expect(
      roles(
        read(
          "From 2014 to 2019 he was Senior Auditor at Brandt Partners, and he began his career in 2010 as an audit trainee at Kelso & Co, staying until 2014.",
        ),
      ),
    ).toEqual([
      ["Senior Auditor", "Brandt Partners", "2014", "2019", false],
      ["Audit Trainee", "Kelso & Co", "2010", "2014", false],
    ]);
  });

  it("reads no school or degree from a job held 'while in college', and 'Started at X in <year>' opens a role", () => {
    const resume = read("Started at Harwell Books in 2012 as a sales associate while in college and left in 2015 as a team lead.");
    expect(degrees(resume)).toEqual([]);
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toEqual([["Harwell Books", "2012", "2015"]]);
  });
});

describe("prompt classes: internships listed after a lead-in, months after the year, employers named after their kind", () => {
  it("reads 'I did two internships: …' as its list, and 'in summer <year> (June to August)' as those months of that year", () => {
    const resume = read(
      "I did two internships: data intern at Harrowgate Bank in summer 2024 (June to August) working on reports, and before that a research intern at Pellow Labs from May to July 2023.",
    );
    expect(roles(resume)).toEqual([
      ["Data Intern", "Harrowgate Bank", "June 2024", "August 2024", false],
      ["Research Intern", "Pellow Labs", "May 2023", "July 2023", false],
    ]);
  });

  it("reads 'doing <work> for a <kind of place>, <Name>' as a role at the named employer, without 'doing' in the title", () => {
    expect(roles(read("Since March 2023 I've been doing part-time bookkeeping for a local charity, Westgate Shelter, to get back into work."))).toEqual([
      ["Part-Time Bookkeeping", "Westgate Shelter", "March 2023", "", true],
    ]);
  });
});

describe("prompt classes: 'moved to <employer>, where I worked … as <title>'", () => {
  it("reads the employer before ', where I worked … as <title>', the title ending before what was handled", () => {
    expect(
      roles(read("Then I moved to hospital work at Larkfield Infirmary, where I worked from 2013 to 2017 as a ward pharmacist handling ICU orders.")),
    ).toEqual([["Ward Pharmacist", "Larkfield Infirmary", "2013", "2017", false]]);
  });

  it("never reads the city moved to as the employer", () => {
    expect(roles(read("In 2016 I moved to London, where I worked from 2016 to 2019 as a nurse.")).map(([, company]) => company)).not.toContain("London");
    expect(roles(read("In 2016 I moved to London as a nurse.")).map(([, company]) => company)).not.toContain("London");
  });
});

describe("prompt classes: an Indonesian degree level is no cloud service", () => {
  it("never reads AWS 'S3 Glacier' as a degree", () => {
    expect(degrees(read("I'm a cloud engineer at Nimbra since 2021. I use AWS S3 Glacier and Lambda daily."))).toEqual([]);
  });
});
