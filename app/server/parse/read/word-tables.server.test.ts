import { describe, expect, it } from "vitest";
import { Document, ExternalHyperlink, Header, Packer, Paragraph, Table, TableCell, TableRow, Textbox, TextRun } from "docx";
import { extractWord } from "./extract-word.server.ts";
import { extractFields } from "../fields/extract-fields.server.ts";

const cell = (...texts: string[]) => new TableCell({ children: texts.map((text) => new Paragraph({ text })) });
const row = (...cells: TableCell[]) => new TableRow({ children: cells });

async function docx(children: (Paragraph | Table | Textbox)[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

describe("a Word table whose cells hold several paragraphs", () => {
  it("reads each cell's paragraphs in the cell's own column", async () => {
    const bytes = await docx([
      new Paragraph({ text: "Kofi Mensah" }),
      new Paragraph({ text: "kofi.mensah@example.com" }),
      new Paragraph({ text: "ASSIGNMENTS" }),
      new Table({
        rows: [
          row(cell("Period"), cell("Client / Role"), cell("Responsibilities")),
          row(cell("03/22 – Present"), cell("Volta Grid Services", "Network Engineer", "Ho, Ghana"), cell("Ran the core network", "Cut outages by a third")),
          row(cell("01/19 – 02/22"), cell("Keta Telecom", "Support Engineer", "Keta, Ghana"), cell("Answered escalations", "Wrote the runbooks")),
        ],
      }),
    ]);
    const doc = await extractWord(bytes, "docx");
    const roleLine = doc.lines.find((l) => l.text.includes("Network Engineer"))!;
    expect(roleLine.segments.map((s) => [s.text, s.x])).toEqual([
      ["Network Engineer", 100],
      ["Cut outages by a third", 200],
    ]);
    const jobs = extractFields(doc).experiences.map((e) => [e.jobTitle, e.company, e.startDate]);
    expect(jobs).toEqual([
      ["Network Engineer", "Volta Grid Services", "03/2022"],
      ["Support Engineer", "Keta Telecom", "01/2019"],
    ]);
  });
  it("leaves a table laying out the page in columns as it comes", async () => {
    const side = ["CONTACT", "+233 20 555 0000", "ama@example.com", "SKILLS", "Payroll", "Excel", "Sage", "LANGUAGES", "English", "Twi"];
    const main = ["Ama Boateng", "Payroll Officer", "EXPERIENCE", "Payroll Officer", "Tema Port Services | 2020 – Present", "Ran the monthly payroll"];
    const doc = await extractWord(await docx([new Table({ rows: [row(cell(...side), cell(...main))] })]), "docx");
    expect(doc.lines.map((l) => l.text)).toContain("Ran the monthly payroll");
  });
  it("reads the sidebar's last paragraph and the main column's first as lines of their own, the name among them", async () => {
    const side = ["CONTACT", "Phone", "+233 20 555 0000", "Email", "e.quaye@example.com", "Location", "Tamboro, Ghana", "SKILLS"];
    const skills = ["Payroll", "Excel", "Tally", "Budgets", "Audits", "Filing", "Minutes"].map((t) => `• ${t}`);
    const main = ["ESI QUAYE", "Payroll Officer", "EXPERIENCE", "Payroll Officer", "Tema Port Services | 2020 – Present", "Ran the monthly payroll"];
    const doc = await extractWord(await docx([new Table({ rows: [row(cell(...side, ...skills, "LANGUAGES", "English", "Twi"), cell(...main))] })]), "docx");
    expect(doc.lines.map((l) => l.text)).toContain("ESI QUAYE");
    expect(extractFields(doc).personalInfo).toMatchObject({ firstName: "Esi", lastName: "Quaye" });
  });
});

describe("a Word table laying out the page, the sidebar's skills last", () => {
  it("ends the skills with the sidebar's cell: the main cell's name and headline are the header", async () => {
    const side = ["CONTACT", "+233 20 555 0101", "kwame.ofori@example.com", "Kumasi, Ghana", "SKILLS", "Payroll", "Sage", "Budget reports"];
    const main = [
      "Kwame Ofori",
      "Payroll Officer / Bookkeeper",
      "PROFILE",
      "Bookkeeper with five years in payroll.",
      "EXPERIENCE",
      "Payroll Officer",
      "Tema Port Services | 2020 – Present",
    ];
    const doc = await extractWord(await docx([new Table({ rows: [row(cell(...side), cell(...main))] })]), "docx");
    const fields = extractFields(doc);
    expect(fields.skills.technicalSkills).toBe("Payroll, Sage, Budget reports");
    expect(fields.personalInfo).toMatchObject({ firstName: "Kwame", lastName: "Ofori" });
  });
});

describe("a Word header drawn in a text box", () => {
  it("comes before the body though the body's dates are spans of years", async () => {
    const box = new Textbox({
      style: { width: "6in", height: "1in" },
      children: ["Lena Vogt", "Site Engineer", "+49 151 555 0102 | lena.vogt@example.com | Kassel, Germany"].map((text) => new Paragraph({ text })),
    });
    const body = [
      "Experience",
      "Site Engineer",
      "Nordhessen Bau GmbH · Kassel · 2019 - 2024",
      "• Ran the site diary",
      "Skills",
      "AutoCAD • Surveying • Scheduling",
    ];
    const doc = await extractWord(await docx([box, ...body.map((text) => new Paragraph({ text }))]), "docx");
    expect(doc.lines[0]!.text).toBe("Lena Vogt");
    const fields = extractFields(doc);
    expect(fields.personalInfo).toMatchObject({ firstName: "Lena", lastName: "Vogt" });
    expect(fields.skills.technicalSkills).toBe("AutoCAD, Surveying, Scheduling");
  });
});

describe("a Word document's hyperlinks", () => {
  it("give the address a linked word in the page header stands for", async () => {
    const link = new ExternalHyperlink({ link: "https://github.com/tevita-fonua", children: [new TextRun("GitHub")] });
    const doc = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [new Paragraph({ text: "Tevita Fonua" }), new Paragraph({ children: [new TextRun("tevita@example.com | "), link] })],
            }),
          },
          children: [new Paragraph({ text: "EXPERIENCE" }), new Paragraph({ text: "Data Engineer, Reef Analytics, 2021 – Present" })],
        },
      ],
    });
    const parsed = extractFields(await extractWord(new Uint8Array(await Packer.toBuffer(doc)), "docx"));
    expect(parsed.personalInfo.github).toMatch(/github\.com\/tevita-fonua$/);
  });
});

describe("section titles in a Word table's first column", () => {
  it("heads the section their row's other cell begins", async () => {
    const bytes = await docx([
      new Paragraph({ text: "Halima Mbwana" }),
      new Paragraph({ text: "halima.mbwana@example.com" }),
      new Table({
        rows: [
          row(cell("PROFILE"), cell("Land surveyor mapping farm plots and rural roads for district councils.")),
          row(cell("SKILLS"), cell("QGIS · AutoCAD Civil 3D · Drone mapping · Kiswahili")),
        ],
      }),
    ]);
    const r = extractFields(await extractWord(bytes, "docx"));
    expect(r.personalInfo.summary).toMatch(/^Land surveyor mapping farm plots/);
    expect(r.skills.technicalSkills).toMatch(/QGIS/);
    expect(r.skills.technicalSkills).toMatch(/Drone mapping/);
  });
  it("leaves a label beside a list in a skills table whole where no title stands in a column of its own", async () => {
    const bytes = await docx([
      new Paragraph({ text: "Halima Mbwana" }),
      new Paragraph({ text: "SKILLS" }),
      new Table({ rows: [row(cell("SOFTWARE"), cell("QGIS, AutoCAD, Excel")), row(cell("LANGUAGES"), cell("Kiswahili, English, French"))] }),
    ]);
    const doc = await extractWord(bytes, "docx");
    expect(doc.lines.some((l) => l.text.trim() === "LANGUAGES")).toBe(false);
  });
});
