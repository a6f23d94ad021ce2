import { describe, expect, it } from "vitest";
import { parseExperienceSection } from "./experience.server.ts";
import { splitEntries } from "./entries.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { roleBias } from "./roles.server.ts";

const exp = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate, e.currentJob]);

describe("title and employer order", () => {
  it("an entry whose words cannot tell takes the order the section's other entries print", () => {
    const text = [
      "Harbour Logistics - Shift Supervisor",
      "2021 – 2024",
      "Cape Freight Lines - Warehouse Manager",
      "2018 – 2021",
      "Kalahari Movers - Yard Marshal",
      "2016 – 2018",
    ].join("\n");
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([
      ["Shift Supervisor", "Harbour Logistics"],
      ["Warehouse Manager", "Cape Freight Lines"],
      ["Yard Marshal", "Kalahari Movers"],
    ]);
  });
});

describe("entry splitting", () => {
  it("Word paragraphs without bullet glyphs: dates then place below the header, short description lines", () => {
    const text = [
      "Harbour Logistics - Shift Supervisor",
      "Mar 2021 – Present, Durban, South Africa",
      "Scheduled crews of thirty dockworkers",
      "Halved container dwell time",
      "Cut overtime by a fifth",
      "Cape Freight Lines - Tally Clerk",
      "Jun 2018 – Mar 2021, Gqeberha, South Africa",
      "Checked cargo manifests against stowage plans",
      "Trained new clerks on the yard system",
      "Kalahari Movers - Dispatch Coordinator",
      "Jan 2016 – Jun 2018, Windhoek, Namibia",
      "Booked forty deliveries a day",
    ].join("\n");
    expect(exp(text)).toEqual([
      ["Shift Supervisor", "Harbour Logistics", "Mar 2021", "Present", true],
      ["Tally Clerk", "Cape Freight Lines", "Jun 2018", "Mar 2021", false],
      ["Dispatch Coordinator", "Kalahari Movers", "Jan 2016", "Jun 2018", false],
    ]);
    const entries = parseExperienceSection(linesFromText(text));
    expect(entries.map((e) => e.location)).toEqual(["Durban, South Africa", "Gqeberha, South Africa", "Windhoek, Namibia"]);
    expect(entries[0]!.description.split("\n")).toHaveLength(3);
    expect(entries[1]!.description.split("\n")).toHaveLength(2);
  });
  it("splits entries at header lines that follow bullets", () => {
    const entries = splitEntries(
      linesFromText(
        [
          "Acme Corp\tBoston, MA",
          "Software Engineer\tJan 2020 – Present",
          "• Built things",
          "• Shipped more things",
          "Globex Inc.\tSpringfield",
          "Intern\tSummer 2018",
          "• Learned things",
        ].join("\n"),
      ),
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]!.header).toHaveLength(2);
    expect(entries[0]!.body).toHaveLength(2);
  });
  it("splits consecutive entries without bullets by their dates", () => {
    const entries = splitEntries(linesFromText("Vice President\nGoogle\t2005 – 2010\nProduct Manager\nGoogle\tOct 2001 – July 2005"));
    expect(entries).toHaveLength(2);
  });
});

describe("title vs company", () => {
  it("uses job-title and company vocabulary", () => {
    expect(roleBias("Senior Software Engineer")).toBeGreaterThan(0);
    expect(roleBias("Tech Solutions Inc.")).toBeLessThan(0);
    expect(roleBias("University of Pennsylvania")).toBeLessThan(0);
  });
  it("company line first, title with dates second", () => {
    expect(exp("Coursera\tMountain View, CA\nSenior Software Engineer\tJan 2014 – Oct 2016\n• Did work on notifications for learners")).toEqual([
      ["Senior Software Engineer", "Coursera", "Jan 2014", "Oct 2016", false],
    ]);
  });
  it("'Title - Company - Place <tab> dates' on one line", () => {
    expect(
      exp(
        "Re-insurance analyst co-op - CHUBB Insurance - Philadelphia, PA\tMarch 2018 - October 2018\nReconsolidated and logged premium internal re-insurance rates of major accounts",
      ),
    ).toEqual([["Re-insurance analyst co-op", "CHUBB Insurance", "March 2018", "October 2018", false]]);
  });
  it("'Company | dates' under the title", () => {
    expect(exp("Senior Software Engineer\nTech Solutions Inc. | 2020 - Present\n• Led development of cloud-based applications")).toEqual([
      ["Senior Software Engineer", "Tech Solutions Inc.", "2020", "Present", true],
    ]);
  });
  it("'dates Company, Title, City, ST' (moderncv)", () => {
    expect(
      exp(
        "June 2005 – Aug 2007\tApple, Software Engineer, Cupertino, CA\n○ Reduced time to render user buddy lists by 75% by implementing a prediction algorithm",
      ),
    ).toEqual([["Software Engineer", "Apple", "June 2005", "Aug 2007", false]]);
  });
  it("'Title at Company'", () => {
    expect(exp("Data Scientist at Lucena Research\t2012 - 2013\n• Built models for portfolio hedging and optimisation")).toEqual([
      ["Data Scientist", "Lucena Research", "2012", "2013", false],
    ]);
  });
  it("numeric and ISO dates", () => {
    expect(exp("Backend Developer\tGlobex Corporation\t03/2019 - 06/2021\n• Maintained the billing system for enterprise customers")[0]!.slice(2)).toEqual([
      "03/2019",
      "06/2021",
      false,
    ]);
    expect(exp("Backend Developer\tGlobex Corporation\t2019-03 to 2021-06\n• Maintained the billing system for enterprise customers")[0]!.slice(2)).toEqual([
      "2019-03",
      "2021-06",
      false,
    ]);
  });
  it("a second role at the same employer inherits the company", () => {
    const r = exp(
      "Initech LLC\nSenior Engineer\t2019 – Present\n• Led the platform team through a migration\nEngineer\t2016 – 2019\n• Wrote the TPS report service",
    );
    expect(r).toEqual([
      ["Senior Engineer", "Initech LLC", "2019", "Present", true],
      ["Engineer", "Initech LLC", "2016", "2019", false],
    ]);
  });

  it("LinkedIn export: company, title, dates with duration, place", () => {
    const r = exp(
      [
        "Globex Corporation",
        "Senior Product Manager",
        "March 2019 - Present (4 years 2 months)",
        "San Francisco Bay Area",
        "Owned the roadmap for the billing platform and its partner integrations across three regions.",
        "Initech",
        "Product Manager",
        "January 2015 - February 2019 (4 years 2 months)",
        "Austin, Texas, United States",
      ].join("\n"),
    );
    expect(r).toEqual([
      ["Senior Product Manager", "Globex Corporation", "March 2019", "Present", true],
      ["Product Manager", "Initech", "January 2015", "February 2019", false],
    ]);
  });
});

describe("LinkedIn export with several roles at one company", () => {
  it("splits roles, keeps the place with its role and inherits the company", () => {
    const r = exp(
      [
        "Globex Corporation",
        "5 years 2 months",
        "Staff Engineer",
        "March 2021 - Present (2 years 3 months)",
        "San Francisco Bay Area",
        "Senior Engineer",
        "January 2018 - March 2021 (3 years 3 months)",
        "San Francisco Bay Area",
        "Built the payments ledger and the reconciliation jobs for three product lines.",
      ].join("\n"),
    );
    expect(r).toEqual([
      ["Staff Engineer", "Globex Corporation", "March 2021", "Present", true],
      ["Senior Engineer", "Globex Corporation", "January 2018", "March 2021", false],
    ]);
  });
});

describe("LinkedIn export: places nobody's gazetteer knows, employers ending in a legal form", () => {
  it("a town and region under the dates are the place; 'B.V.' or 'Sp. z o.o.' ends a name, not a sentence", () => {
    const text = [
      "Wolkenveld Transport B.V.",
      "3 years 1 month",
      "Route Planner",
      "June 2023 - Present (2 years 6 months)",
      "Zwartewaal, Zuid-Holland, Netherlands",
      "Planned forty delivery routes a day and cut empty kilometres by a tenth.",
      "Dispatch Clerk",
      "November 2022 - June 2023 (8 months)",
      "Zwartewaal, Zuid-Holland, Netherlands",
      "Kept the yard log and booked drivers for early shifts.",
      "Mazurskie Sery Sp. z o.o.",
      "Stock Controller",
      "April 2019 - October 2022 (3 years 7 months)",
      "Olecko, Warmińsko-Mazurskie, Poland",
      "Counted the cold store weekly and reconciled it with the books.",
    ].join("\n");
    expect(exp(text)).toEqual([
      ["Route Planner", "Wolkenveld Transport B.V.", "June 2023", "Present", true],
      ["Dispatch Clerk", "Wolkenveld Transport B.V.", "November 2022", "June 2023", false],
      ["Stock Controller", "Mazurskie Sery Sp. z o.o.", "April 2019", "October 2022", false],
    ]);
    const entries = parseExperienceSection(linesFromText(text));
    expect(entries.map((e) => e.location)).toEqual([
      "Zwartewaal, Zuid-Holland, Netherlands",
      "Zwartewaal, Zuid-Holland, Netherlands",
      "Olecko, Warmińsko-Mazurskie, Poland",
    ]);
    expect(entries[1]!.description).not.toMatch(/Sery/);
  });
});

describe("short unmarked bullets (Word)", () => {
  it("do not become entries of their own", () => {
    const r = exp(
      "Senior Engineer\tAcme Inc.\t2019 – 2021\nMentored junior developers\nBuilt CI pipelines\nSoftware Engineer\tGlobex Corp\t2016 – 2019\nWrote the billing service",
    );
    expect(r.map((e) => e[0])).toEqual(["Senior Engineer", "Software Engineer"]);
  });
  it("an undated section still yields its entries", () => {
    const r = exp(
      "Barista\tBlue Bottle Coffee\nServed coffee to commuters every morning and trained new staff members.\nCashier\tTrader Joe's Company\nRan the register during the holiday season and restocked shelves overnight.",
    );
    expect(r.map((e) => [e[0], e[1]])).toEqual([
      ["Barista", "Blue Bottle Coffee"],
      ["Cashier", "Trader Joe's Company"],
    ]);
  });
});

describe("employment-type tags", () => {
  it("are not part of the company; in brackets after the title they are the post's own words", () => {
    expect(exp("Globex · Full-time\nBackend Engineer (Contract)\tJan 2020 - Present · 3 yrs 2 mos\n• Built the billing service")).toEqual([
      ["Backend Engineer (Contract)", "Globex", "Jan 2020", "Present", true],
    ]);
    expect(exp("2013 - 2014\tInterpreter (part-time)\nKorvel Travel, Almsee\n- Interpreted for tour groups")).toEqual([
      ["Interpreter (part-time)", "Korvel Travel", "2013", "2014", false],
    ]);
  });
  it("a work mode in brackets is no part of the title", () => {
    expect(exp("Support Engineer (Remote)\tJan 2020 - Present\nHalvard Systems\n• Answered tickets")).toEqual([
      ["Support Engineer", "Halvard Systems", "Jan 2020", "Present", true],
    ]);
  });
});

describe("'Title at Employer S.A.E.' over 'Town, Country | dates' (Word, no styles)", () => {
  it("the next entry's title line after the bullets is no description line", () => {
    const text = [
      "Billing Clerk at Delta Reeds Trading S.A.E.",
      "15th of May City, Egypt | March 2022 - Present",
      "• Issued two hundred invoices a week",
      "• Chased overdue accounts by phone",
      "Cashier at Lotus Garden Supermarkets Co., Ltd.",
      "Tanta, Egypt | January 2020 - March 2022",
      "• Balanced the till at the end of every shift",
    ].join("\n");
    expect(exp(text)).toEqual([
      ["Billing Clerk", "Delta Reeds Trading S.A.E.", "March 2022", "Present", true],
      ["Cashier", "Lotus Garden Supermarkets Co., Ltd.", "January 2020", "March 2022", false],
    ]);
  });
});

describe("kitchens and shops named in Spanish, Portuguese, French or Italian", () => {
  it("'Cocina', 'Trattoria', 'Padaria' before a region's name make it the employer and the region its place", () => {
    const text = [
      "2019-2023\tSous Chef",
      "Cocina Tabasco, Tabasco",
      "- Ran the line",
      "2016-2019\tLine Cook",
      "Trattoria Umbria, Umbria",
      "- Made the pasta",
      "2014-2016\tBaker",
      "Padaria Aurora, Tocantins",
      "- Baked the bread",
    ].join("\n");
    expect(parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Sous Chef", "Cocina Tabasco", "Tabasco"],
      ["Line Cook", "Trattoria Umbria", "Umbria"],
      ["Baker", "Padaria Aurora", "Tocantins"],
    ]);
  });
});

describe("professions named by their endings", () => {
  it("'Generalist', 'Hydrologist', 'Optician' make the first part of 'Title, Employer' the title over an unknown town", () => {
    const text = [
      "HR Generalist, Pellow Dairies\t04.2017 - 01.2021",
      "Orvelle",
      "• Ran hiring for the packing line",
      "Field Hydrologist, Brackwater Survey\t02.2014 - 03.2017",
      "Bramcote Vale",
      "• Gauged rivers",
      "Optician, Clearsight Eyecare\t01.2012 - 01.2014",
      "Hollin Cross",
      "• Fitted lenses",
    ].join("\n");
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([
      ["HR Generalist", "Pellow Dairies"],
      ["Field Hydrologist", "Brackwater Survey"],
      ["Optician", "Clearsight Eyecare"],
    ]);
  });
  it("'Ecologist', 'Biologist': two letters before '-ologist' name a profession too", () => {
    const text =
      "Fenwick Shore Ecology Ltd\tTrevanna\nWildlife Ecologist\tSept. 2021 - Present\n· Surveyed seals\nHarrow Bay Labs\tPolkerris\nBiologist\tFeb. 2019 - Aug. 2021\n· Counted fish";
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([
      ["Wildlife Ecologist", "Fenwick Shore Ecology Ltd"],
      ["Biologist", "Harrow Bay Labs"],
    ]);
  });
});

describe("Portuguese and Latin American legal forms closing an employer's name", () => {
  it("'Lda.', 'Ltda.' and 'S.A. de C.V.' end a name, not a sentence", () => {
    const text = [
      "Planning Consultant — Costa Verde Serviços, Lda.",
      "Apr 2021 – Present | Braga",
      "• Led coastal surveys",
      "Logistics Analyst — Vale Verde Transportes Ltda.",
      "Feb 2018 – Mar 2021 | Campinas",
      "• Planned truck routes",
      "Buyer — Grupo Sierra Alta S.A. de C.V.",
      "Jan 2016 – Jan 2018 | Puebla",
      "• Bought packaging",
    ].join("\n");
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([
      ["Planning Consultant", "Costa Verde Serviços, Lda."],
      ["Logistics Analyst", "Vale Verde Transportes Ltda."],
      ["Buyer", "Grupo Sierra Alta S.A. de C.V."],
    ]);
  });
});

describe("a town the gazetteer does not know, set off as a piece of its own", () => {
  it("after the employer on its line, above the title and the dates (Harvard's resume)", () => {
    const text = ["Cedar Coast Hotels S.A.L.\tBatroun", "Front Office Supervisor\tFeb 2023 – Mar 2025", "• Ran the night audit"].join("\n");
    const [job] = parseExperienceSection(linesFromText(text));
    expect([job!.jobTitle, job!.company, job!.location]).toEqual(["Front Office Supervisor", "Cedar Coast Hotels S.A.L.", "Batroun"]);
  });
  it("ending a line of dates and employer, the title below", () => {
    const text = ["Apr 2024 - Present | Valle Verde Family Centre | Ovalle", "Youth Worker", "• Ran after-school clubs for forty children"].join("\n");
    const [job] = parseExperienceSection(linesFromText(text));
    expect([job!.jobTitle, job!.company, job!.location]).toEqual(["Youth Worker", "Valle Verde Family Centre", "Ovalle"]);
  });
  it("alone under 'Title, Employer  dates'", () => {
    const text = ["Stores Clerk, Ankobra Timber Ltd\tMay 2022 - Jan 2025", "Tarkwa", "• Issued tools and kept the stores ledger"].join("\n");
    const [job] = parseExperienceSection(linesFromText(text));
    expect([job!.jobTitle, job!.company, job!.location]).toEqual(["Stores Clerk", "Ankobra Timber Ltd", "Tarkwa"]);
  });
  it("labelled as one ('City: … | Country: …'), while an employer with no company word stays the employer", () => {
    const text = [
      "01/03/2021 – Current\tRope Access Technician",
      "Gulf Breeze Renewables",
      "City: Sitra | Country: Bahrain",
      "• Repaired blades at height",
    ].join("\n");
    const [job] = parseExperienceSection(linesFromText(text));
    expect([job!.jobTitle, job!.company, job!.location]).toEqual(["Rope Access Technician", "Gulf Breeze Renewables", "Sitra, Bahrain"]);
  });
});

describe("a firm's name closed by its legal form, then a town nobody's gazetteer knows", () => {
  it("heads its entry under the dates and the title, the town split off as the place", () => {
    const text = [
      "2023-02 - Current\tPipe Fitter",
      "Red Sea Marine Works Co., Dammam",
      "• Fitted carbon-steel spools on the jetty",
      "2020-01 - 2023-02\tPipe Fitter Helper",
      "Northern Gulf Industrial Pipe Fabrication Co., Safwa",
      "• Cut and bevelled pipe for the fitters",
    ].join("\n");
    const jobs = parseExperienceSection(linesFromText(text));
    expect(jobs.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Pipe Fitter", "Red Sea Marine Works Co.", "Dammam"],
      ["Pipe Fitter Helper", "Northern Gulf Industrial Pipe Fabrication Co.", "Safwa"],
    ]);
  });
});

describe("a job's description under its label", () => {
  it("takes the label for neither a job's header nor its description", () => {
    const text = [
      "Stores Officer, Narmada Pipes Pvt. Ltd., Bharuch",
      "May 2021 - Present",
      "Roles and Responsibilities:",
      "• Count stock every month",
      "Stores Assistant, Tapi Traders, Surat",
      "June 2018 - April 2021",
      "Key Responsibilities:",
      "• Issued material against requisitions",
    ].join("\n");
    const jobs = parseExperienceSection(linesFromText(text));
    expect(jobs.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Stores Officer", "Narmada Pipes Pvt. Ltd."],
      ["Stores Assistant", "Tapi Traders"],
    ]);
    expect(jobs[0]!.description).toBe("• Count stock every month");
  });
});

describe("a long dash set against the word before it", () => {
  it("still parts the title from the employer", () => {
    const text = [
      "Welder— Harbour Yards Ltd  2018 – Present",
      "Scarborough",
      "- Weld hull sections.",
      "Fitter— Kessel Engineering  2014 – 2018",
      "Ashbridge",
    ].join("\n");
    expect(exp(text).map(([title, company, start]) => [title, company, start])).toEqual([
      ["Welder", "Harbour Yards Ltd", "2018"],
      ["Fitter", "Kessel Engineering", "2014"],
    ]);
  });
});

describe("a federal resume's labelled details of the post", () => {
  it("reads the labelled title and passes over the hours and the salary", () => {
    const text = [
      "Cascade Valley Water District",
      "Yakima, WA",
      "05/2020 - Present",
      "Hours per week: 40",
      "Salary: $51,300 per year",
      "Position Title: Water Treatment Operator",
      "Duties, Accomplishments and Related Skills:",
      "• Run the filter plant on rotating shifts",
    ].join("\n");
    expect(exp(text).map(([title, company, start]) => [title, company, start])).toEqual([
      ["Water Treatment Operator", "Cascade Valley Water District", "05/2020"],
    ]);
  });
});

describe("a cooperative or a union as the employer", () => {
  it("is the employer, though the title names a shop's trade", () => {
    const text = ["Coffee Taster - Mbeya Growers Union  Jan 2016 - Feb 2021", "• Cupped samples", "Bean Sorter - Rungwe Farmers Cooperative  2012 - 2015"].join(
      "\n",
    );
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([
      ["Coffee Taster", "Mbeya Growers Union"],
      ["Bean Sorter", "Rungwe Farmers Cooperative"],
    ]);
  });
});

describe("a nursing licence as the title", () => {
  it("names the title, though the employer's word comes before it", () => {
    const text = ["Lakeview Family Practice\tRochester, MN", "Home Care LPN\tMay 2019 – Present", "• Gave immunizations"].join("\n");
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([["Home Care LPN", "Lakeview Family Practice"]]);
  });
});

describe("a US federal resume's jobs in a territory", () => {
  it("reads the town before a territory's code as the place, the title after the hours", () => {
    const text = [
      "Harbor Point Housing Authority",
      "Charlotte Amalie, VI",
      "10/2019 – Present",
      "Hours per week: 40",
      "Housing Specialist",
      "Supervisor: Dana Whitlow; contact allowed",
      "Duties, Accomplishments and Related Skills: Inspected units. Kept tenant files.",
      "Bay Ridge Medical Clinic",
      "Coral Bay, VI",
      "01/2016 – 09/2019",
      "Hours per week: 40",
      "Records Clerk",
      "Supervisor: Dana Whitlow; contact allowed",
      "Duties, Accomplishments and Related Skills: Filed records.",
    ].join("\n");
    const r = parseExperienceSection(linesFromText(text));
    expect(r.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Housing Specialist", "Harbor Point Housing Authority", "Charlotte Amalie, VI"],
      ["Records Clerk", "Bay Ridge Medical Clinic", "Coral Bay, VI"],
    ]);
  });
});

describe("an unbulleted line of what was done, opened by an irregular past tense", () => {
  it("is the job's description, not the next job's title", () => {
    const text = [
      "Site Planner, Harrow Vale Builders Ltd.",
      "03.2021 – now",
      "Built schedules for three housing sites",
      "Junior Planner, Elm Row Homes",
      "05.2018 – 02.2021",
      "Wrote the weekly progress reports",
    ].join("\n");
    expect(exp(text).map(([title, company]) => [title, company])).toEqual([
      ["Site Planner", "Harrow Vale Builders Ltd."],
      ["Junior Planner", "Elm Row Homes"],
    ]);
  });
});
