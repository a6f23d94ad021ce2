import { describe, expect, it } from "vitest";
import type { PartialResume } from "../../../lib/resume.ts";
import { read, roles } from "./prompt-test-helpers.server.ts";

/** A role with this title (any case), this employer, a start holding `start` and an end holding `end` ("now": held now). */
function expectJob(resume: PartialResume, [title, company, start, end]: [string, string, string, string]): void {
  const held = roles(resume).filter(([t, c]) => t.toLowerCase() === title.toLowerCase() && c === company);
  expect(held, JSON.stringify(roles(resume))).toHaveLength(1);
  const [, , from, to, now] = held[0]!;
  expect(from).toContain(start);
  if (end === "now") expect(now).toBe(true);
  else expect(to).toContain(end);
}

describe("missed entries: a job told in unfamiliar words is still found", () => {
  const cases: [string, string, [string, string, string, string]][] = [
    [
      "dates before the role and employer set off by dashes",
      "My name is Orla Kensit. Spent 2015 to 2019 on the tills — cashier, Brackwell Grocers — then moved into office admin.",
      ["Cashier", "Brackwell Grocers", "2015", "2019"],
    ],
    [
      "the employer as the subject that took the person on",
      "Dmitri Vosk. Telmar Distribution took me on as a forklift driver in 2011 and I stayed till 2016.",
      ["Forklift Driver", "Telmar Distribution", "2011", "2016"],
    ],
    [
      "the employer employed the person",
      "Between 2008 and 2013 the Quayside Hotel employed me as a night porter. I now study law.",
      ["Night Porter", "Quayside Hotel", "2008", "2013"],
    ],
    [
      "third person, the title after 'been the'",
      "Amara Cole has been the bookkeeper for Fennick Motors since 2017, having previously kept the accounts of a family farm.",
      ["Bookkeeper", "Fennick Motors", "2017", "now"],
    ],
    [
      "a pasted table with a header row",
      "Priya Lamb\n\nEmployer            Role               Years\nPrentiss Ironworks  Welder             2010-2015\nCarraway Marine     Fabricator         2015-2021",
      ["Fabricator", "Carraway Marine", "2015", "2021"],
    ],
    [
      "taken on to work as, a job left later",
      "I was taken on by Lowmoor Council in March 2014 to work as a planning officer, a job I left in 2020.",
      ["Planning Officer", "Lowmoor Council", "2014", "2020"],
    ],
    [
      "the employer before the title",
      "For Redline Coaches I was a bus driver from 2016 until 2018. Before that I did deliveries.",
      ["Bus Driver", "Redline Coaches", "2016", "2018"],
    ],
    [
      "a pipe-separated line, dates first",
      "Hugo Brandt\nWork\n2012 — 2017 | Sous Chef | The Tin Lantern, York\n2017 — now | Head Chef | Lantern Rooms, Leeds",
      ["Sous Chef", "The Tin Lantern", "2012", "2017"],
    ],
    [
      "roles after a label, parted by semicolons",
      "Career so far: junior analyst with Bramley Insight (2014–2016); data analyst with Norvale Bank (2016–2021); analytics lead with Ostrow Health (2021 to present).",
      ["Data Analyst", "Norvale Bank", "2016", "2021"],
    ],
    [
      "a first job told after a dash",
      "Retail was my first job — I started at Pennington Stores as a sales assistant in 2005 and left in 2009.",
      ["Sales Assistant", "Pennington Stores", "2005", "2009"],
    ],
    [
      "a second title at the employer named by 'there'",
      "Tomas Reyes. Lecturer in chemistry at Harwick College 2001–2010, then head of science there until 2018.",
      ["Head of Science", "Harwick College", "2010", "2018"],
    ],
    [
      "became a title with an employer, until a year",
      "In 1998 I became a postman with Crossfield Mail, and I did that until 2010.",
      ["Postman", "Crossfield Mail", "1998", "2010"],
    ],
    [
      "the employer on a labelled line after the title",
      "Ines Varga works nights as a care assistant. Employer: Birchwood Care Home, since 2020.",
      ["Care Assistant", "Birchwood Care Home", "2020", "now"],
    ],
    [
      "employers with dates and the title in brackets after",
      "I'm a mechanic. Hartley Garage 2009-2014 (apprentice mechanic), then Moss Lane Motors 2014-present (mechanic).",
      ["Apprentice Mechanic", "Hartley Garage", "2009", "2014"],
    ],
    [
      "a stint as a title at an employer",
      "Previous roles include a stint as trainee accountant at Dorrell & Finch between 2011 and 2014.",
      ["Trainee Accountant", "Dorrell & Finch", "2011", "2014"],
    ],
    [
      "month numbers, then the title and employer across column gaps",
      "Keira Walsh\n03/2018 – 11/2021    Payroll Officer    Kelbrook Logistics\n12/2021 – present    Payroll Manager    Stanway Group",
      ["Payroll Officer", "Kelbrook Logistics", "2018", "2021"],
    ],
    [
      "the title after a dash, its months after",
      "After uni I landed a graduate role at Skelton Engineering — graduate engineer, Sept 2013 to Aug 2015.",
      ["Graduate Engineer", "Skelton Engineering", "2013", "2015"],
    ],
    [
      "ran the desk of an employer as a title",
      "Ran the front desk at the Marlow Leisure Centre as a receptionist 2004–2007, which is where I learned to deal with people.",
      ["Receptionist", "Marlow Leisure Centre", "2004", "2007"],
    ],
  ];
  for (const [kind, prompt, job] of cases) it(`finds the job: ${kind}`, () => expectJob(read(prompt), job));
});

describe("missed entries: a dated clause that tells no job adds nothing", () => {
  const cases: [string, string, [string, string, string, string]][] = [
    [
      "a move to a town",
      "Moved to Leeds in 2019 to be closer to family. I work as a barista at Grindstone Coffee since 2020.",
      ["Barista", "Grindstone Coffee", "2020", "now"],
    ],
    ["a wedding", "Got married in 2015 and had two kids. Teacher at Fernlea Primary since 2011.", ["Teacher", "Fernlea Primary", "2011", "now"]],
    [
      "a goal with a year",
      "Currently a cashier at Halcyon Bank since 2021. I want to become a team leader at a bigger branch by 2027.",
      ["Cashier", "Halcyon Bank", "2021", "now"],
    ],
    [
      "a race run",
      "Ran the Dunmore Half Marathon in 2018 and 2022. Physiotherapist at Kells Clinic from 2016.",
      ["Physiotherapist", "Kells Clinic", "2016", "now"],
    ],
    [
      "travel",
      "In 2010 I travelled around South America for a year. Since 2012 I've been a surveyor at Linden Partners.",
      ["Surveyor", "Linden Partners", "2012", "now"],
    ],
    [
      "a career break",
      "My daughter was born in 2017, so I took a career break. In 2019 I went back to work as a library assistant at Oakfield Library.",
      ["Library Assistant", "Oakfield Library", "2019", ""],
    ],
    [
      "volunteering",
      "Volunteered at the Riverside Food Bank in 2014. Electrician at Sparkwell Ltd from 2015 to 2023.",
      ["Electrician", "Sparkwell Ltd", "2015", "2023"],
    ],
  ];
  for (const [kind, prompt, job] of cases)
    it(`reads the one job and invents none: ${kind}`, () => {
      const resume = read(prompt);
      expectJob(resume, job);
      expect(roles(resume)).toHaveLength(1);
      expect(resume.education ?? []).toHaveLength(0);
    });
});

describe("missed entries: what the net reads around a dated mention", () => {
  it("gives titles on dated lines the employer on the undated line above them", () => {
    const resume = read("Mira Bose\nDelmont Builders\nSite Labourer 2010 - 2013\nSite Supervisor 2013 - 2019");
    expect(roles(resume)).toEqual([
      ["Site Supervisor", "Delmont Builders", "2013", "2019", false],
      ["Site Labourer", "Delmont Builders", "2010", "2013", false],
    ]);
  });

  it("invents no employer for a dated title under the person's name or a heading", () => {
    for (const prompt of ["Mira Bose\nSite Labourer 2010 - 2013", "Mira Bose\nEXPERIENCE\nSite Labourer 2010 - 2013"])
      expect(roles(read(prompt)).every(([, company]) => company !== "Mira Bose" && company.toLowerCase() !== "experience")).toBe(true);
  });

  it("dates a role the writer read without them from the year set before it, and ends the one before when it began", () => {
    const resume = read("2003: started at Harrow Print as an apprentice printer. 2008: moved to Quill Press as a print finisher, stayed until 2015.");
    expect(roles(resume)).toEqual([
      ["Print Finisher", "Quill Press", "2008", "2015", false],
      ["Apprentice Printer", "Harrow Print", "2003", "2008", false],
    ]);
  });

  it("reads 'there' after a title as the employer named before, not as part of the title", () => {
    const resume = read("Worked the till at Fenwick Garden Centre for four years (2010-2014). Assistant manager there from 2014 till 2020.");
    expect(roles(resume)[0]).toEqual(["Assistant Manager", "Fenwick Garden Centre", "2014", "2020", false]);
  });

  it("reads the cells of a table whose header puts the title first", () => {
    const resume = read(
      "Sam Ode\n\nPosition          Company              Dates\nWelder            Prentiss Ironworks   2010-2015\nFabricator        Carraway Marine      2015-2021",
    );
    expect(roles(resume)).toEqual([
      ["Fabricator", "Carraway Marine", "2015", "2021", false],
      ["Welder", "Prentiss Ironworks", "2010", "2015", false],
    ]);
  });
});

describe("missed entries: fields and roles read beside a role's dates", () => {
  it("reads rows whose cells are held apart by dot leaders", () => {
    const resume = read(
      "Ola Brenner | Plumber | ola@example.com\nDrainright Ltd ....... 2018 - present ....... Senior Plumber\nPipeworks North ....... 2012 - 2018 ....... Plumber",
    );
    expect(roles(resume)).toEqual([
      ["Senior Plumber", "Drainright Ltd", "2018", "", true],
      ["Plumber", "Pipeworks North", "2012", "2018", false],
    ]);
  });

  it("reads 'my first job was <title>, <Employer>, <dates>'", () => {
    const resume = read("These days I'm a line cook at Saffron Yard (since 2022). My first kitchen job was kitchen porter, Gull Rock Inn, 2017–2020.");
    expectJob(resume, ["Kitchen Porter", "Gull Rock Inn", "2017", "2020"]);
  });

  it("takes a role's missing title from brackets after its dates, an item of its sentence, or the line above", () => {
    expectJob(read("Began at Brookfield Savings in 2001 (cashier) and left in 2009."), ["Cashier", "Brookfield Savings", "2001", "2009"]);
    expectJob(read("From May 2015 to April 2019 I worked on the service desk for Halvorsen IT, second line support engineer."), [
      "Second Line Support Engineer",
      "Halvorsen IT",
      "2015",
      "2019",
    ]);
    expectJob(read("Ivo Petrak\nOld CV:\nSTOCK CONTROLLER\nPalmer Wholesale | 2014 - 2018"), ["Stock Controller", "Palmer Wholesale", "2014", "2018"]);
  });

  it("reads a list's label ('Job 1') as no employer", () => {
    const resume = read("Job 1 (2004-2009): picker at Danby Foods. Job 2 (2009-2016): team leader at Ashcroft Depot.");
    expect(roles(resume)).toEqual([
      ["Team Leader", "Ashcroft Depot", "2009", "2016", false],
      ["Picker", "Danby Foods", "2004", "2009", false],
    ]);
  });

  it("reads work done at an employer, a later title there and the employer joined on leaving", () => {
    const resume = read(
      "Pat has been in haulage a long time. He started in 2005 washing lorries at Kirkby Haulage, moved up to yard manager there in 2011 and left in 2015 to join Brennan Transport, where he's been fleet manager ever since.",
    );
    expect(roles(resume)).toEqual([
      ["Fleet Manager", "Brennan Transport", "2015", "", true],
      ["Yard Manager", "Kirkby Haulage", "2011", "2015", false],
      ["", "Kirkby Haulage", "2005", "2011", false],
    ]);
  });

  it("reads no role from a visit, a stay or a course at a named place", () => {
    for (const prompt of [
      "I met my husband at Corrigan's Bar in 2009. Barber at Sharp Lines since 2012.",
      "We stayed at the Kestrel Lodge Hotel in 2016. Barber at Sharp Lines since 2012.",
      "I got my forklift licence at Talbot Skills Centre in 2014. Barber at Sharp Lines since 2012.",
    ])
      expect(roles(read(prompt))).toEqual([["Barber", "Sharp Lines", "2012", "", true]]);
  });
});

describe("missed entries: a year shared by two roles, and titles read by their last word", () => {
  it("reads a role that begins the year the one before it ended, when its clause names another employer", () => {
    expectJob(read("Lucía worked for nine years (2007–2016) as a paralegal at Ferrer Abogados before opening her own practice, Lucía Vidal Legal, in 2016."), [
      "",
      "Lucía Vidal Legal",
      "2016",
      "",
    ]);
    expectJob(
      read("He then cooked at Tern House (2010–2013) and was sous chef at Brackenby from 2013 to 2017, before becoming head chef of Wild Sorrel in 2017."),
      ["Head Chef", "Wild Sorrel", "2017", ""],
    );
  });

  it("reads a title whose last word names a person by what they do, beside its employer", () => {
    const resume = read(
      "Work: ward nurse at Penmore General 2009–2015; ward sister at Kilbride Hospital 2015–2020; clinical educator, Ashdown Health Trust, 2020-now.",
    );
    expectJob(resume, ["Clinical Educator", "Ashdown Health Trust", "2020", "now"]);
  });

  it("takes no school's name for a title, nor a degree's year for another role's", () => {
    const resume = read(
      "Apprentice mechanic at Vogt Maschinenbau KG from 09/2005 to 07/2008, then mechanic there until 2015. Realschulabschluss, Realschule am Lindenufer, 2005.",
    );
    expect(roles(resume).some(([title, company]) => /Realschule/.test(`${title} ${company}`))).toBe(false);
  });
});

describe("missed entries: key dates and credentials", () => {
  it("reads a promotion at the employer named before, and ends each role when the next began", () => {
    const resume = read("Key dates: 2010 joined Calder Bank as a graduate; 2013 promoted to credit analyst; 2019 moved to Wexford Mutual as a risk manager.");
    expect(roles(resume)).toEqual([
      ["Risk Manager", "Wexford Mutual", "2019", "", true],
      ["Credit Analyst", "Calder Bank", "2013", "2019", false],
      ["Graduate", "Calder Bank", "2010", "2013", false],
    ]);
  });

  it("reads no employer from a credential held since a year", () => {
    const resume = read("Certified PMP since 2017, ITIL v4 in 2021. Project manager at Halden Telecom since 2016.");
    expect(roles(resume)).toEqual([["Project Manager", "Halden Telecom", "2016", "", true]]);
  });
});

describe("missed entries: employers in brackets and named back", () => {
  it("reads an employer in brackets after the work done, and the person's own company", () => {
    expectJob(
      read("I've done all sorts: 2009-2011 packing boxes (Mossgate Foods), 2011-2017 driving for Parcelline, and since 2017 I'm a postman for Ridge Mail."),
      ["", "Mossgate Foods", "2009", "2011"],
    );
    expectJob(
      read("Been a joiner 18 yrs. Own company now (Oakcraft Joinery Ltd, est. 2016). Before that 8 yrs with Harwood Homes as a site joiner (2008-2016)."),
      ["", "Oakcraft Joinery Ltd", "2016", "now"],
    );
  });

  it("reads the kind of employer with its name in brackets, a title 'for them' and a start with no end yet", () => {
    const resume = read(
      "Worked for the council (Ashby Council) as a street cleaner from 2007 till 2012, then became a driver for them until 2018. Now I drive HGVs for Norland Freight (2018-).",
    );
    expect(roles(resume)).toEqual([
      ["", "Norland Freight", "2018", "", true],
      ["Driver", "Ashby Council", "2012", "2018", false],
      ["Street Cleaner", "Ashby Council", "2007", "2012", false],
    ]);
  });

  it("reads no role from a certifications line", () => {
    const resume = read("WORK\nHollin Freight — Transport Planner — 03/2018 to present\n\nCERTIFICATIONS: CPC (RHA) 2019, ADR licence");
    expect(roles(resume)).toEqual([["Transport Planner", "Hollin Freight", "03/2018", "", true]]);
  });
});

describe("missed entries: a row's employer read into its title", () => {
  it("parts 'dates  Employer  Title' held apart by two spaces", () => {
    const resume = read("Dan Kell\nCourier\n2020 – present  Brisk Parcels  Delivery Driver\n2015 – 2020  self-employed  Taxi Driver");
    expect(roles(resume)[0]).toEqual(["Delivery Driver", "Brisk Parcels", "2020", "", true]);
  });
});

describe("missed entries: a qualification's year shared by a role", () => {
  it("reads roles whose spans hold the years of qualifications told before them", () => {
    const resume = read(
      "Qualifications: 2012 – NVQ Level 2 Electrical (Tadley College of Building); 2014 – NVQ Level 3 Electrical (same college). Employment: apprentice electrician, R Doyle & Sons 2012–2014; electrician, Brightcircuit Ltd 2014–present.",
    );
    expectJob(resume, ["Apprentice Electrician", "R Doyle & Sons", "2012", "2014"]);
    expectJob(resume, ["Electrician", "Brightcircuit Ltd", "2014", "now"]);
  });
});

describe("missed entries: inline lists, arrows and moves", () => {
  it("reads an inline numbered list of roles", () => {
    const resume = read(
      "My last three jobs were: 1) kitchen porter, Sailmaker Inn, 2013-2015 2) line cook, Fernhill Bistro, 2015-2019 3) sous chef, Quayside Grill, 2019-2023.",
    );
    expect(roles(resume)).toEqual([
      ["Sous Chef", "Quayside Grill", "2019", "2023", false],
      ["Line Cook", "Fernhill Bistro", "2015", "2019", false],
      ["Kitchen Porter", "Sailmaker Inn", "2013", "2015", false],
    ]);
  });

  it("reads spans written with arrows", () => {
    const resume = read("The past decade: 2013 → 2016 barista, Kiln Coffee; 2016 → 2021 roaster, Kiln Coffee; 2021 → now head roaster, Ember & Oak.");
    expectJob(resume, ["Barista", "Kiln Coffee", "2013", "2016"]);
  });

  it("reads employers listed with their dates after the work the sentence told", () => {
    const resume = read("Yusuf has driven buses in Derby for 14 years: Trentline (2010-2017) and Peak Coaches (2017-today), where he is now a driver trainer.");
    expectJob(resume, ["", "Trentline", "2010", "2017"]);
  });

  it("reads a later title 'there' after 'by <year>', and the employer left for", () => {
    const resume = read(
      "In 2004 Alan Pike started as an apprentice at Corvel Motors; by 2009 he was a line supervisor there and in 2015 he left for Hastings Auto, where he works as a production manager.",
    );
    expect(roles(resume)).toEqual([
      ["Production Manager", "Hastings Auto", "2015", "", true],
      ["Line Supervisor", "Corvel Motors", "2009", "2015", false],
      ["Apprentice", "Corvel Motors", "2004", "2009", false],
    ]);
  });

  it("takes dates read into an employer's name out of it", () => {
    expectJob(
      read("Worked at Fenmore 2001-2004 (cashier). Worked at Halden Stores 2004-2012 (section leader). Worked at Bixby Market 2012-now (store manager)."),
      ["Store Manager", "Bixby Market", "2012", "now"],
    );
  });
});

describe("missed entries: a year shared with a role read before", () => {
  it("reads a new title 'with them' from the year the role before ended, held now when the sentence says so", () => {
    const resume = read("Did nights at the Ashford Parcels depot 2010-2013, then got a day job as a courier with them in 2013, which I still do.");
    expect(roles(resume)).toEqual([
      ["Courier", "Ashford Parcels", "2013", "", true],
      ["", "Ashford Parcels", "2010", "2013", false],
    ]);
  });

  it("ends the earlier of two roles held now at one employer when the later began", () => {
    const resume = read("I've been at the same café (Tillers & Co) since 2015, started on the counter and now I'm the shift manager there since 2021.");
    expect(roles(resume)).toEqual([
      ["Shift Manager", "Tillers & Co", "2021", "", true],
      ["", "Tillers & Co", "2015", "2021", false],
    ]);
  });

  it("takes no word of order for a title, and no course for a role", () => {
    const resume = read(
      "Roberta has taught Italian since 2011: first at the Dante Institute in Bristol (2011–2016), then at Westbury College as a lecturer (2016–present). I did a TEFL certificate at Lingua House in 2016.",
    );
    expect(roles(resume).map(([title]) => title)).not.toContain("First");
    expect(roles(resume).map(([, company]) => company)).not.toContain("Lingua House");
  });
});

describe("missed entries: no employer from a sentence's first word or a span", () => {
  it("reads no employer from 'In <year> I retrained as …' nor from the dates in a list's label", () => {
    const resume = read(
      "I was cabin crew with Skylark Air (2015–2020). In 2020 I retrained as a bookkeeper and now work for Penrose & Co Accountants. Job 3 (2021-): payroll clerk at Tollan Foods.",
    );
    expect(roles(resume).map(([, company]) => company)).not.toContain("In");
    expect(roles(resume).some(([, company]) => /\d/.test(company))).toBe(false);
  });
});

describe("missed entries: roles listed in brackets and after 'and <span>'", () => {
  it("reads each role a bracket lists with its own dates", () => {
    const resume = read(
      "I've had a varied career (receptionist at Harlow Dental, 2008-2011; HR assistant at Brightmoor Group, 2011-2015) and I'm now an HR manager at Fenlow Homes since 2015.",
    );
    expectJob(resume, ["Receptionist", "Harlow Dental", "2008", "2011"]);
    expectJob(resume, ["HR Assistant", "Brightmoor Group", "2011", "2015"]);
  });

  it("reads a second role told after 'and <span> as'", () => {
    const resume = read(
      "I worked in hospitals for 20 years — 1999 to 2009 as a porter at Airedale General and 2009 to 2019 as a theatre support worker at Calder Royal Infirmary.",
    );
    expectJob(resume, ["Theatre Support Worker", "Calder Royal Infirmary", "2009", "2019"]);
  });
});

describe("missed entries: dates with a firm", () => {
  it("reads 'before that <span> with <Firm Ltd>.' as a role, its sentence ended by the firm's legal form", () => {
    const resume = read(
      "Owen Pryce, roofer, Bala. Self-employed since 2018, before that 2011–2018 with Dyfi Roofing Ltd. NVQ Level 2 in Roofing from Coleg Meirion, 2011.",
    );
    expect(roles(resume)).toEqual([
      ["", "Self-employed", "2018", "", true],
      ["", "Dyfi Roofing Ltd", "2011", "2018", false],
    ]);
  });

  it("reads no role from dates spent with a person", () => {
    const resume = read("Baker at Crumb Lane since 2019. From 2015 to 2018 I lived with Aunt Maeve in Cork.");
    expect(roles(resume)).toEqual([["Baker", "Crumb Lane", "2019", "", true]]);
  });
});
