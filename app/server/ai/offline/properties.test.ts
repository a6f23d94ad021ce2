/**
 * Property tests over many generated, realistic inputs: the offline writer never brings in a
 * number, employer or school that was not in its input, never adds words outside a small closed
 * vocabulary (action verbs and glue words), and never makes a field longer than 1.5× the input.
 */
import { describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../../lib/resume.ts";
import type { FieldType } from "../types.server.ts";
import { extractResume } from "./extract.server.ts";
import { allVerbForms } from "./verbs.server.ts";
import { enhanceFieldSync, enhanceResumeSync, MAX_GROWTH, polishResumeSync } from "./writer.server.ts";
import { wordSet } from "../../../lib/text/word-set.ts";
import { seededRandom, type SeededRandom } from "../../../../tests/setup/seeded-random.ts";

const EMPLOYERS = [
  "Google",
  "Stripe",
  "Acme Corp",
  "Initech",
  "Deloitte",
  "Tata Consultancy Services",
  "NHS Lothian",
  "Globex",
  "Monzo",
  "Shopify",
  "Infosys",
  "Starbucks",
  "Ferrero",
  "Zendesk",
  "KPMG",
  "Mu Sigma",
];
const SCHOOLS = [
  "University of Leeds",
  "MIT",
  "Stanford University",
  "IIT Bombay",
  "Trinity College Dublin",
  "Arizona State University",
  "University of Delhi",
  "Georgia Institute of Technology",
];
const OPENERS = [
  "Responsible for",
  "responsible for",
  "I was responsible for",
  "Worked on",
  "worked on",
  "Helped with",
  "helped",
  "Helped",
  "Duties included",
  "My duties included",
  "Tasked with",
  "In charge of",
  "I was in charge of",
  "I",
  "We",
  "Involved in",
  "Assisted with",
  "I was able to",
  "Was responsible for",
  "",
  "",
];
const GERUNDS = [
  "managing",
  "building",
  "leading",
  "coordinating",
  "designing",
  "migrating",
  "training",
  "reducing",
  "improving",
  "launching",
  "writing",
  "testing",
  "onboarding",
  "negotiating",
  "analyzing",
  "running",
  "planning",
  "supporting",
  "handling",
  "creating",
];
const VERBS = [
  "managed",
  "built",
  "led",
  "coordinated",
  "designed",
  "migrated",
  "trained",
  "reduced",
  "improved",
  "launched",
  "wrote",
  "tested",
  "onboarded",
  "negotiated",
  "analyzed",
  "ran",
  "planned",
  "supported",
  "handled",
  "created",
  "manage",
  "build",
  "lead",
  "reduce",
];
const OBJECTS = [
  "a team of {n} engineers",
  "the payroll system",
  "customer onboarding",
  "the checkout redesign",
  "{n} enterprise accounts",
  "the annual budget of ${n}M",
  "weekly reports for {employer}",
  "the migration to AWS",
  "support tickets",
  "the {n}-person night shift",
  "vendor contracts worth £{n}k",
  "the partnership with {employer}",
  "interns from {school}",
  "the data pipeline",
  "social media campaigns",
];
const RESULTS = [
  "cutting costs by {n}%",
  "which increased revenue by {n}%",
  "reducing churn from {n}% to {m}%",
  "for {n} clients",
  "across {n} regions",
  "in {year}",
  "ahead of schedule",
  "with {employer}",
  "",
];
const FILLER = ["very ", "really ", "basically ", "successfully ", "various ", ""];
const JOINERS = ["; ", " and also ", ", and ", ". ", "\n", "\n• ", "\n- ", " "];

function fill(template: string, r: SeededRandom): string {
  return template
    .replace(/\{n\}/g, () => String(r.int(2, 950)))
    .replace(/\{m\}/g, () => String(r.int(1, 99)))
    .replace(/\{year\}/g, () => String(r.int(1995, 2025)))
    .replace(/\{employer\}/g, () => r.pick(EMPLOYERS))
    .replace(/\{school\}/g, () => r.pick(SCHOOLS));
}

const BASES = ["manage", "build", "lead", "reduce", "improve", "launch", "design", "coordinate", "train", "support"];

function bullet(r: SeededRandom): string {
  const opener = r.pick(OPENERS);
  let verb: string;
  if (/(?:with|for|in|included|of)$/.test(opener)) verb = r.pick(["", "very ", "really "]) + r.pick(GERUNDS);
  else if (/^(?:helped|Helped|I was able to)$/.test(opener)) verb = r.pick(["", "basically "]) + r.pick(BASES);
  else if (opener === "Worked on" || opener === "worked on") verb = r.pick(GERUNDS);
  else verb = r.pick(["", "successfully ", "really "]) + r.pick(VERBS);
  const object = fill(r.pick(OBJECTS), r).replace(/^a team/, r.chance(0.3) ? "my team" : "a team");
  let line = [opener, verb, (r.chance(0.2) ? r.pick(FILLER) : "") + object, fill(r.pick(RESULTS), r)].filter(Boolean).join(" ");
  if (r.chance(0.3)) line = line.toLowerCase();
  if (r.chance(0.3)) line += ".";
  if (r.chance(0.2)) line = `  ${line.replace(/ /g, "  ")} `;
  return line;
}

function block(r: SeededRandom): string {
  const count = r.int(1, 5);
  let text = bullet(r);
  for (let i = 1; i < count; i++) text += r.pick(JOINERS) + bullet(r);
  return r.chance(0.3) ? `• ${text}` : text;
}

function summary(r: SeededRandom): string {
  const parts = [
    `I am a ${r.pick(["software engineer", "registered nurse", "data analyst", "sales manager", "teacher"])} with ${r.int(1, 25)} years of experience.`,
    `I have worked at ${r.pick(EMPLOYERS)} and ${r.pick(EMPLOYERS)}.`,
    `I really love ${r.pick(GERUNDS)} ${fill(r.pick(OBJECTS), r)}.`,
    `My background is in ${r.pick(["finance", "healthcare", "retail", "logistics"])}.`,
    `I studied at ${r.pick(SCHOOLS)}.`,
    `I am a hard-working team player.`,
    `I ${r.pick(VERBS)} ${fill(r.pick(OBJECTS), r)} ${fill(r.pick(RESULTS), r)}.`,
  ];
  const count = r.int(1, parts.length);
  return Array.from({ length: count }, () => r.pick(parts)).join(r.pick([" ", "\n", "  "]));
}

function skills(r: SeededRandom): string {
  const pool = [
    "Python",
    "python",
    "SQL",
    "sql",
    "AWS",
    "aws",
    "React",
    "react.js",
    "Docker",
    "Kubernetes",
    "Excel",
    "excel",
    "Tableau",
    "Git",
    "communication",
    "Leadership",
    "C++",
    "C#",
    "Node.js",
    "node.js",
    "Figma",
    "Jira",
    "R",
    "Go",
    "Salesforce",
    "A/B Testing",
    "CI/CD",
    "pandas",
  ];
  const count = r.int(1, 12);
  const sep = () => r.pick([", ", ",", "; ", " and ", " / ", "\n", " | "]);
  let text = r.pick(pool);
  for (let i = 1; i < count; i++) text += sep() + r.pick(pool);
  return r.chance(0.2) ? `${text}, etc.` : text;
}

const GLUE = wordSet(
  "a an the to of and in on for with as at by from into served serve contributed contribute contributing enabled enable supported support managed manage used use independently regularly because daily weekly monthly brings enjoys skilled strengths include experience background expertise focus strength strengths passion",
);
const VERB_FORMS = allVerbForms();

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
}

function assertNothingInvented(rawInput: string, output: string): void {
  const input = rawInput.replace(/\s+/g, " ");
  const inputNumbers = new Set(input.match(/\d+/g) ?? []);
  for (const number of output.match(/\d+/g) ?? []) expect(inputNumbers, `number ${number} in ${JSON.stringify(output)}`).toContain(number);
  for (const name of [...EMPLOYERS, ...SCHOOLS]) {
    if (output.toLowerCase().includes(name.toLowerCase())) expect(input.toLowerCase(), `${name} in ${JSON.stringify(output)}`).toContain(name.toLowerCase());
  }
  const inputWords = new Set(words(input));
  for (const word of words(output)) {
    const known = inputWords.has(word) || GLUE.has(word) || VERB_FORMS.has(word) || VERB_FORMS.has(word.replace(/^co-/, ""));
    expect(known, `new word "${word}" in ${JSON.stringify(output)} from ${JSON.stringify(input)}`).toBe(true);
  }
}

const N = 600;

describe("offline writer properties", () => {
  const generators: [FieldType, (r: SeededRandom) => string][] = [
    ["experience", block],
    ["achievements", block],
    ["project", block],
    ["summary", summary],
    ["skills", skills],
  ];

  for (const [type, generate] of generators) {
    it(`${type}: never invents numbers, employers, schools or words; never longer than ${MAX_GROWTH}× the input`, () => {
      const r = seededRandom(type.length * 7919);
      for (let i = 0; i < N; i++) {
        const input = generate(r);
        const context = r.chance(0.5) ? { currentJob: r.chance(0.5) } : undefined;
        const output = enhanceFieldSync(input, type, context);
        expect(output.trim().length, JSON.stringify(input)).toBeGreaterThan(0);
        expect(output.length, `${JSON.stringify(input)} → ${JSON.stringify(output)}`).toBeLessThanOrEqual(input.trim().length * MAX_GROWTH);
        assertNothingInvented(input, output);
      }
    });
  }

  it("bullets: one per line, no bullet characters, capitalised, no trailing full stop", () => {
    const r = seededRandom(42);
    for (let i = 0; i < N; i++) {
      const output = enhanceFieldSync(block(r), "experience");
      for (const line of output.split("\n")) {
        expect(line).not.toMatch(/^[•\-*\s]/);
        expect(line).not.toMatch(/\.$/);
        expect(line).toMatch(/^[\p{Lu}\d$£€]/u);
        expect(line, JSON.stringify(output)).not.toMatch(/\b(?:I|my)\b/);
      }
    }
  });

  it("skills: no duplicates, case-insensitively", () => {
    const r = seededRandom(7);
    for (let i = 0; i < N; i++) {
      const items = enhanceFieldSync(skills(r), "skills").split(", ");
      const keys = items.map((item) => item.toLowerCase().replace(/[\s.-]+/g, ""));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("resume-level: contacts untouched and no invented numbers or employers", () => {
    const r = seededRandom(99);
    for (let i = 0; i < 150; i++) {
      const resume: ResumeFormData = {
        personalInfo: { firstName: "Jo", lastName: "Park", email: "jo@example.com", phone: "+1 415 555 0100", summary: r.chance(0.5) ? summary(r) : "" },
        experiences: Array.from({ length: r.int(0, 3) }, (_, k) => ({
          id: `e${k}`,
          jobTitle: r.pick(["Engineer", "Nurse", "Analyst"]),
          company: r.pick(EMPLOYERS),
          startDate: String(r.int(2000, 2020)),
          endDate: "",
          currentJob: r.chance(0.3),
          description: block(r),
          achievements: r.chance(0.5) ? block(r) : "",
          technologies: r.chance(0.5) ? skills(r) : "",
        })),
        education: [{ id: "s", degree: "BSc Biology", school: r.pick(SCHOOLS), graduationYear: String(r.int(1990, 2024)) }],
        skills: {
          technicalSkills: skills(r),
          softSkills: r.chance(0.5) ? "communication, Leadership" : "",
          tools: r.chance(0.5) ? skills(r) : "",
          frameworks: "",
        },
        projects: [],
        additionalInfo: {},
      };
      const input = JSON.stringify(resume).replace(/\s+|\\n/g, " ");
      for (const out of [
        enhanceResumeSync(resume, "summary"),
        enhanceResumeSync(resume, "experience"),
        enhanceResumeSync(resume, "skills"),
        polishResumeSync(resume),
      ]) {
        expect({ ...out.personalInfo, summary: undefined }).toEqual({ ...resume.personalInfo, summary: undefined });
        expect(out.education).toEqual(resume.education);
        expect(out.experiences.map((e) => [e.id, e.company, e.jobTitle, e.startDate, e.endDate, e.currentJob])).toEqual(
          resume.experiences.map((e) => [e.id, e.company, e.jobTitle, e.startDate, e.endDate, e.currentJob]),
        );
        const output = JSON.stringify(out);
        const inputNumbers = new Set(input.match(/\d+/g) ?? []);
        for (const number of output.match(/\d+/g) ?? []) expect(inputNumbers).toContain(number);
        for (const name of [...EMPLOYERS, ...SCHOOLS]) if (output.includes(name)) expect(input.toLowerCase()).toContain(name.toLowerCase());
      }
    }
  });

  it("prompt extractor: employers, schools and numbers only from the prompt", () => {
    const r = seededRandom(2024);
    const roles = ["backend engineer", "nurse", "data analyst", "store manager", "teacher", "product manager"];
    for (let i = 0; i < 300; i++) {
      const from = r.int(2000, 2018);
      const sentences = [
        r.pick([`I'm ${r.pick(["Ana", "Bo", "Chen"])} ${r.pick(["Silva", "Ng", "Okafor"])}.`, "Hello.", ""]),
        `I worked as a ${r.pick(roles)} at ${r.pick(EMPLOYERS)} from ${from} to ${from + r.int(1, 4)}.`,
        r.chance(0.6) ? `Then I joined ${r.pick(EMPLOYERS)} in ${r.pick(["March ", ""])}${from + 5} as a ${r.pick(roles)}.` : "",
        r.chance(0.5) ? `I ${r.pick(VERBS)} ${fill(r.pick(OBJECTS), r)} ${fill(r.pick(RESULTS), r)}.` : "",
        r.chance(0.5) ? `I have a BSc in Biology from ${r.pick(SCHOOLS)}, ${r.int(1995, 2015)}.` : "",
        r.chance(0.5) ? `Skilled in ${skills(r).replace(/\n/g, ", ")}.` : "",
        r.chance(0.4) ? `Reach me at +44 20 ${r.int(1000, 9999)} ${r.int(1000, 9999)}.` : "",
      ];
      const prompt = sentences.filter(Boolean).join(" ");
      const resume = extractResume(prompt);
      const output = JSON.stringify(resume, (key, value: unknown) => (key === "id" ? undefined : value));
      const promptNumbers = new Set(prompt.match(/\d+/g) ?? []);
      for (const number of output.match(/\d+/g) ?? []) expect(promptNumbers, `${number} from ${prompt}`).toContain(number);
      for (const item of resume.experiences) expect(prompt).toContain(item.company ?? "");
      for (const item of resume.education) expect(prompt).toContain(item.school ?? "");
      for (const name of [...EMPLOYERS, ...SCHOOLS]) if (output.includes(name)) expect(prompt).toContain(name);
    }
    // three hundred whole readings: about 8 s alone, and more on a machine busy with the rest of the suite
  }, 60_000);
});
