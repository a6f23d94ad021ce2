import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a qualification named with its awarding kind and its provider", () => {
  it("reads a 'Level 2 Award in …' done at a college", () => {
    const resume = read(
      "I'm Kerry Lanfear, a care worker in Derby. I have worked at Millbrook Care Home since 2019. I did a Level 2 Award in Food Safety at Fernside Adult College in 2018.",
    );
    expect(degrees(resume)).toEqual([["Level 2 Award in Food Safety", "Fernside Adult College", "2018"]]);
  });

  it("reads a certificate whose subjects are listed with commas, and one the person holds", () => {
    const listed = read(
      "Tane Morrow is a builder in Hamilton. He has worked at Morrow Builds since 2017. Tane completed his National Certificate in Carpentry, Joinery and Framing (Level 4) through Kowhai Trades Institute in 2016.",
    );
    expect(degrees(listed)).toEqual([["National Certificate in Carpentry, Joinery and Framing (Level 4)", "Kowhai Trades Institute", "2016"]]);
    const held = read(
      "Liam Brody is a farm manager at Glenmore Farms since 2019. He holds a Level 6 Advanced Certificate in Crop Management from Ardfert Agricultural College (2014).",
    );
    expect(degrees(held)).toEqual([["Level 6 Advanced Certificate in Crop Management", "Ardfert Agricultural College", "2014"]]);
  });

  it("reads letters with a lower-case level and the year straight after the school", () => {
    const resume = read("names tom reihana, im 19. working at Kauri Builders since jan 2025. got NCEA level 2 at Ridgeway College 2023.");
    expect(degrees(resume)).toEqual([["NCEA level 2", "Ridgeway College", "2023"]]);
  });

  it("leaves an award won at work alone", () => {
    const resume = read("I'm Kerry Lanfear, a cashier at Millbrook Foods since 2019. I got the Employee of the Year award at Millbrook Foods in 2021.");
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: 'teaching' opening a title", () => {
  it("reads a teaching assistant as the title, not as work done", () => {
    const resume = read(
      "My name's Dana Crewe. I'm a part-time teaching assistant at Oakfield Primary School (since September 2020) and I work evenings as a support worker for Humber Care Ltd (since 2022).",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Support Worker", "Humber Care Ltd"],
      ["Teaching Assistant", "Oakfield Primary School"],
    ]);
  });

  it("still reads 'teaching maths' as no title", () => {
    const resume = read("I'm Dana Crewe. I enjoy teaching maths at Kumon Centre since 2019.");
    expect(roles(resume).map(([title]) => title)).toEqual([""]);
  });
});

describe("prompt classes: the titles held in turn at one employer", () => {
  it("reads 'joined X in 2011 as …, became … in 2014 and have been … there since 2019' as three roles", () => {
    const resume = read(
      "I'm Owen Pryce, a loans officer living in Newry. I joined Mourne Credit Union in 2011 as a cashier, became a loans administrator in 2014 and have been a senior loans officer there since 2019. Before that I worked for two years until 2011 as a clerk at Down Savings.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Loans Officer", "Mourne Credit Union", "2019", "", true],
      ["Loans Administrator", "Mourne Credit Union", "2014", "2019", false],
      ["Cashier", "Mourne Credit Union", "2011", "2014", false],
      ["Clerk", "Down Savings", "2009", "2011", false],
    ]);
  });

  it("reads 'first as … (2011–2015) and then as … until 2019' as two roles", () => {
    const resume = read(
      "Tevita Lolo is a builder. Before going out on his own he spent eight years with Kauri Construction, first as an apprentice (2011–2015) and then as a qualified builder until 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Qualified Builder", "Kauri Construction", "2015", "2019", false],
      ["Apprentice", "Kauri Construction", "2011", "2015", false],
    ]);
  });

  it("reads an aside in brackets on where the person started as a role of its own", () => {
    const resume = read(
      "Hi! I'm Lucia Ferro from Salta. Since 2020 I'm head chef at Casa Roble in Cafayate (I started there as a line cook in 2016 and was promoted in 2020). Before that I worked at Hotel Norte as a waitress, 2012-2016.",
    );
    expect(roles(resume)).toEqual([
      ["Head Chef", "Casa Roble", "2020", "", true],
      ["Line Cook", "Casa Roble", "2016", "2020", false],
      ["Waitress", "Hotel Norte", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: a short line of tools with no label", () => {
  it("reads a bulleted line of two tools as skills, 'MS Office' as no master's degree", () => {
    const resume = read(
      "• Eleni Marou, Patras\n• 2020–today: Office administrator, Ionian Freight\n• Degree in Business Administration, Patras Institute, 2014\n• MS Office, Entersoft ERP\n• e.marou@example.gr",
    );
    expect(skillNames(resume)).toEqual(["MS Office", "Entersoft ERP"]);
    expect(degrees(resume)).toEqual([["Degree in Business Administration", "Patras Institute", "2014"]]);
  });

  it("reads the languages and the tools of one numbered line apart", () => {
    const resume = read(
      "1) Amani Kisanga\n2) Moshi, Tanzania | amani@example.com\n3) Reservations Officer — Kibo Tours Ltd — March 2020 to date\n4) Swahili, English, French (basic); Tourplan, Excel",
    );
    expect(skillNames(resume).sort()).toEqual(["Excel", "Tourplan"]);
    expect(resume.additionalInfo?.languages).toBe("Swahili, English, French");
  });

  it("leaves a dated line of a title and an employer alone", () => {
    const resume = read("Rafi Karim\n- Delivery rider, ZipFood (2023–now, evenings)\n- Sales executive, Metro Phones, 2020–2023");
    expect(skillNames(resume)).toEqual([]);
  });
});

describe("prompt classes: a heading alone on the first line, the person named under it", () => {
  it("reads the name the sentence under 'About' opens with", () => {
    const resume = read("About\nCiarán Ó Dálaigh is a dairy farm manager from Tralee. He has worked at Glen Farms since 2018.");
    expect(name(resume)).toEqual(["Ciarán", "Ó Dálaigh"]);
  });

  it("still reads no name from a description under the heading", () => {
    const resume = read(
      "About\nCaring registered nurse with 12 years on wards. Currently Staff Nurse at Kestrel Trust (2021–present).\n— Dana Crewe-Hall | dana@example.com",
    );
    expect(name(resume)).toEqual(["Dana", "Crewe-Hall"]);
  });
});

describe("prompt classes: an employer worked with, a span of years after it", () => {
  it("reads 'worked with X from 2013 to 2015' and 'spent two seasons … with X (2013–2015)' as jobs", () => {
    const worked = read("I'm Sean Murphy. I worked with Kestrel Dairies from 2013 to 2015.");
    expect(roles(worked).map(([, company, start, end]) => [company, start, end])).toEqual([["Kestrel Dairies", "2013", "2015"]]);
    const spent = read("Sean Murphy is a farm hand. Before that, he spent two seasons milking in Australia with Otago Hills Farming (2013–2015).");
    expect(roles(spent).map(([, company, start, end]) => [company, start, end])).toEqual([["Otago Hills Farming", "2013", "2015"]]);
  });

  it("still reads the tools worked with as no employer", () => {
    const resume = read("I'm Sean Murphy. I worked with Excel and Python from 2013 to 2015 at Kestrel Foods.");
    expect(roles(resume).map(([, company]) => company)).toEqual(["Kestrel Foods"]);
  });
});

describe("prompt classes: tools after 'I master' or a 'Computer:' label", () => {
  it("reads 'I master Word, Excel …' as tools, no master's degree", () => {
    const resume = read(
      "I'm Awa Sarr. I have been an executive assistant at Baobab Energie since 2018. I master Word, Excel, PowerPoint and travel booking. I hold a Master of Science in Finance from Dakar University, 2012.",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["Word", "Excel", "PowerPoint"]));
    expect(degrees(resume)).toEqual([["Master of Science in Finance", "Dakar University", "2012"]]);
  });

  it("reads the tools under a 'COMPUTER:' label", () => {
    const resume = read(
      "NAME: ANA QUISPE\nWORK EXPERIENCE\n- ANDES TOURS S.A.C. — Operations Assistant — 2019 to 2024\nCOMPUTER: Excel, Word, booking systems",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["Excel", "Word"]));
  });
});

describe("prompt classes: a greeting of another language before the name", () => {
  it("reads no name from 'Kia ora' and the surname's small word with the name stated after it", () => {
    const resume = read("kia ora, names tom te rangi, im 19 from hastings. working at Kauri Builders since jan 2025.");
    expect(name(resume)).toEqual(["Tom", "Te Rangi"]);
  });

  it("still reads a name after 'Hola'", () => {
    expect(name(read("Hola, Maria Lopez here. Cook at Casa Sol since 2019."))).toEqual(["Maria", "Lopez"]);
  });
});

describe("prompt classes: the person's own business, run now", () => {
  it("reads a business the person runs, with only the year it was set up, as held now", () => {
    const resume = read(
      "Tevita Lolo is a builder. He runs his own business, Lolo Builds, which he set up in 2019. Before that he worked at Kauri Construction from 2011 to 2019.",
    );
    expect(roles(resume).map(([, company, start, end, current]) => [company, start, end, current])).toEqual([
      ["Lolo Builds", "2019", "", true],
      ["Kauri Construction", "2011", "2019", false],
    ]);
  });

  it("leaves a business run in the past alone", () => {
    const resume = read("Tevita Lolo is a builder. He ran Lolo Builds from 2019. Then he worked at Kauri Construction.");
    expect(roles(resume).find(([, company]) => company === "Lolo Builds")?.[4]).toBe(false);
  });
});

describe("prompt classes: an employer named back as 'same …'", () => {
  it("reads 'same council' as the employer of the entry before", () => {
    const resume = read(
      "- Imran Shah\n- Leeds, West Yorkshire\n- Revenues Officer – Calder Borough Council – since 2021\n- Benefits Assistant – same council – 2018-2021\n- Sales Assistant – Market Phones – 2015–2018",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Revenues Officer", "Calder Borough Council"],
      ["Benefits Assistant", "Calder Borough Council"],
      ["Sales Assistant", "Market Phones"],
    ]);
  });
});

describe("prompt classes: a number in what the person has done somewhere since a year", () => {
  it("reads 'has managed the 180-cow herd at X since 2018, having joined as … in 2015' as two roles there", () => {
    const resume = read(
      "Sean Murphy is a dairy farm manager. He has managed the 180-cow herd at Glen Farms since 2018, having joined as an assistant herd manager in 2015.",
    );
    expect(roles(resume)).toEqual([
      ["Dairy Farm Manager", "Glen Farms", "2018", "", true],
      ["Assistant Herd Manager", "Glen Farms", "2015", "2018", false],
    ]);
  });
});

describe("prompt classes: an assistant to someone named by title", () => {
  it("reads the assistant's title, not the title of the person assisted", () => {
    const resume = read("I'm Awa Sarr. I have been executive assistant to the managing director at Baobab Energie since 2018.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Executive Assistant", "Baobab Energie"]]);
    const short = read("I'm Awa Sarr. I am personal assistant to the CEO at Baobab Energie since 2018.");
    expect(roles(short).map(([title]) => title)).toEqual(["Personal Assistant"]);
  });
});
