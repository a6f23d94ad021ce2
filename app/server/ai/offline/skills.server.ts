/**
 * Skills: splitting a free-typed list, de-duplicating it case-insensitively, fixing the casing of
 * names we know (case only: "javascript" → "JavaScript", never "gcp" → "Google Cloud"), and grouping
 * into the four skills fields of the form.
 */
import type { Skills } from "../../../lib/resume.ts";
import { splitSkillPhrases } from "../../../lib/text/lists.ts";
import { wordSet } from "../../../lib/text/word-set.ts";
import { headingKind } from "../../parse/sections/headings.server.ts";

export type SkillGroup = "language" | "framework" | "data" | "cloud" | "tool" | "concept" | "soft";

const DICTIONARY: Record<SkillGroup, string> = {
  language: `Python|Java|JavaScript|TypeScript|C|C++|C#|Go|Golang|Rust|Ruby|PHP|Kotlin|Swift|Scala|R|SQL|HTML|HTML5|CSS|CSS3|
Bash|Shell|Perl|MATLAB|Dart|Elixir|Haskell|Objective-C|Lua|Julia|Solidity|VBA|COBOL|Fortran|Sass|GraphQL|T-SQL|PL/SQL|Clojure|F#`,
  framework: `React|React.js|Angular|Vue|Vue.js|Next.js|Nuxt|Svelte|Node.js|Node|Express|Express.js|Django|Flask|FastAPI|Spring|
Spring Boot|Rails|Ruby on Rails|Laravel|.NET|ASP.NET|.NET Core|Flutter|React Native|TensorFlow|PyTorch|scikit-learn|Pandas|NumPy|
Keras|Hadoop|jQuery|Bootstrap|Tailwind|Tailwind CSS|Redux|Remix|Gatsby|Ember|Symfony|Hibernate|Jest|Cypress|Playwright|
Selenium|JUnit|pytest|SwiftUI|Jetpack Compose|Unity|Unreal Engine|NestJS|Electron|Ionic|Xamarin|Matplotlib|Hugging Face|LangChain`,
  data: `PostgreSQL|Postgres|MySQL|MongoDB|Redis|SQLite|Oracle|SQL Server|DynamoDB|Cassandra|Elasticsearch|Snowflake|BigQuery|
Redshift|Firebase|Supabase|Spark|Apache Spark|Databricks|dbt|Kafka|Apache Kafka|Airflow|Apache Airflow|RabbitMQ|MariaDB|Neo4j`,
  cloud: `AWS|Azure|GCP|Google Cloud|Heroku|Vercel|Netlify|DigitalOcean|Cloudflare|Lambda|EC2|S3|CI/CD|Linux|Unix|Serverless`,
  tool: `Kubernetes|Docker|Terraform|Ansible|Jenkins|CircleCI|GitHub Actions|GitLab CI|Nginx|Helm|OpenShift|Git|GitHub|GitLab|Bitbucket|Jira|Confluence|Figma|Sketch|Adobe XD|Photoshop|Illustrator|InDesign|Premiere Pro|After Effects|
Excel|Microsoft Excel|PowerPoint|Microsoft Office|Office 365|Word|Tableau|Power BI|Looker|Salesforce|HubSpot|SAP|QuickBooks|Xero|
Slack|Notion|Trello|Asana|Google Analytics|Postman|VS Code|Grafana|Prometheus|Datadog|Splunk|Webpack|Vite|npm|Zendesk|
Mailchimp|WordPress|Shopify|Canva|AutoCAD|SolidWorks|Revit|SPSS|Stata|Google Ads|Marketo|Workday|ServiceNow|Epic|Sage|Miro|Blender`,
  concept: `Machine Learning|Deep Learning|Data Analysis|Data Science|Data Visualization|Data Visualisation|Statistics|NLP|
Computer Vision|REST|REST APIs|APIs|Microservices|DevOps|Agile|Scrum|Kanban|SEO|SEM|ETL|UX Research|UI Design|UX Design|
Accessibility|Financial Modeling|Financial Modelling|Budgeting|Forecasting|Bookkeeping|Payroll|CRM|A/B Testing|TDD|OOP|
Distributed Systems|System Design|Cloud Computing|Cybersecurity|Networking|Content Marketing|Social Media|Copywriting|
Product Management|Project Management|Risk Management|Lean|Six Sigma|Patient Care|Digital Marketing|Email Marketing|
Data Engineering|Web Development|Mobile Development|Backend Development|Frontend Development|User Research|Prototyping|
Wireframing|Market Research|Sales|Account Management|Recruiting|Auditing|Tax|Compliance|Excel Modeling`,
  soft: `Communication|Leadership|Teamwork|Team Leadership|Collaboration|Problem Solving|Problem-Solving|Critical Thinking|
Time Management|Stakeholder Management|Mentoring|Coaching|Public Speaking|Presentation|Presentations|Negotiation|
Adaptability|Creativity|Attention to Detail|Customer Service|Conflict Resolution|Organization|Organisation|Empathy|
Emotional Intelligence|Decision Making|Decision-Making|Strategic Thinking|Cross-Functional Collaboration|People Management|
Team Building|Active Listening|Written Communication|Verbal Communication|Interpersonal Skills|Multitasking|Self-Motivation`,
};

/** Lower-case name → canonical spelling and group. */
const KNOWN = new Map<string, { name: string; group: SkillGroup }>();
for (const [group, names] of Object.entries(DICTIONARY) as [SkillGroup, string][]) {
  for (const raw of names.split("|")) {
    const name = raw.trim();
    if (name && !KNOWN.has(name.toLowerCase())) KNOWN.set(name.toLowerCase(), { name, group });
  }
}

/** Names too ambiguous to pick out of running prose ("Go", "R", "Word", "Sales" …). */
const AMBIGUOUS = wordSet(
  "c|r|go|swift|rust|ruby|dart|julia|spring|express|word|excel|node|lean|tax|sales|epic|sage|unity|oracle|lambda|s3|ec2|rails|ember|remix|vite|helm|shell|presentation|presentations|organization|organisation|communication|leadership|networking|compliance|recruiting|coaching|mentoring|collaboration|teamwork|creativity|empathy|statistics|lua|apis|rest|scala|sass|git|tableau",
  "|",
);

/** Every skill name the list knows, in its canonical spelling. */
export function knownSkillNames(): string[] {
  return [...KNOWN.values()].map((entry) => entry.name);
}

export function knownSkill(name: string): { name: string; group: SkillGroup } | undefined {
  return KNOWN.get(name.trim().toLowerCase());
}

/** Splits "Python, SQL and AWS; Docker | Git" into items; a "Label:" is kept when it is a known skill. */
export function splitSkills(text: string): string[] {
  return splitSkillPhrases(text, (label) => knownSkill(label) !== undefined);
}

/** Canonical casing when the only difference is case; the user's own spelling otherwise. */
export function canonicalSkill(name: string): string {
  const known = knownSkill(name);
  if (known && known.name.toLowerCase() === name.toLowerCase()) return known.name;
  // an all-lower-case word list item reads better capitalised ("python" we know; "jenkinsfile" we do not)
  if (/^[a-z][a-z]+$/.test(name) && name.length > 3) return name[0]!.toUpperCase() + name.slice(1);
  return name;
}

/**
 * "User research" for the app's "User Research": the author's sentence case of a name the app writes in title case
 * (plain capitalised words only, no "JavaScript" or "AWS" among them) is a style, not a slip.
 */
function sentenceCaseOf(item: string): boolean {
  const known = knownSkill(item)?.name;
  if (!known || known === item || !/\s/.test(known)) return false;
  return /^\p{Lu}\p{Ll}*(?:\s+\p{Ll}+)+$/u.test(item.trim()) && known.split(/\s+/).every((word) => /^\p{Lu}\p{Ll}+$/u.test(word) || /^\p{Ll}+$/u.test(word));
}

export function groupOf(name: string): SkillGroup | undefined {
  // "Adobe Illustrator" is grouped as the product is
  return (knownSkill(name) ?? knownSkill(name.replace(VENDOR_FIRST, "")))?.group;
}

const GROUP_ORDER: SkillGroup[] = ["language", "framework", "data", "cloud", "tool", "concept", "soft"];

/**
 * De-duplicates case-insensitively (first spelling wins, canonical casing applied). With
 * `authorsCasing`, a skill the app does not know keeps the casing it was typed in ("lockwiring").
 */
export function dedupeSkills(items: string[], authorsCasing = false): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const name = authorsCasing && (!knownSkill(item) || sentenceCaseOf(item)) ? item : canonicalSkill(item);
    const key = name.toLowerCase().replace(/[\s.-]+/g, "");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/**
 * A skills field cleaned: split, de-duplicated, ordered by group (languages first, unknown last).
 * With `authorsCasing` (the author's own list), only the skills the app knows are recased.
 */
export function tidySkillsList(text: string, authorsCasing = false): string {
  const items = dedupeSkills(splitSkills(text), authorsCasing);
  const rank = (name: string) => {
    const group = groupOf(name);
    return group ? GROUP_ORDER.indexOf(group) : GROUP_ORDER.length;
  };
  const ordered = items.map((name, index) => ({ name, index })).sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index);
  return ordered.map((item) => item.name).join(", ");
}

/** Which form field a skill belongs in. */
export function fieldForSkill(name: string): keyof Skills | undefined {
  const group = groupOf(name);
  if (!group) return undefined;
  if (group === "soft") return "softSkills";
  if (group === "framework") return "frameworks";
  if (group === "tool") return "tools";
  return "technicalSkills";
}

/**
 * Regroups the whole skills section: every known skill moves to its field, unknown ones stay where
 * the user put them, duplicates across fields are removed.
 */
export function regroupSkills(skills: Skills): Skills {
  const fields: (keyof Skills)[] = ["technicalSkills", "frameworks", "tools", "softSkills"];
  const buckets: Record<keyof Skills, string[]> = { technicalSkills: [], softSkills: [], tools: [], frameworks: [] };
  const seen = new Set<string>();
  for (const field of fields) {
    for (const name of dedupeSkills(splitSkills(skills[field] ?? ""))) {
      const key = name.toLowerCase().replace(/[\s.-]+/g, "");
      if (seen.has(key)) continue;
      seen.add(key);
      buckets[fieldForSkill(name) ?? field].push(name);
    }
  }
  const result: Skills = { ...skills };
  for (const field of fields) {
    const tidy = tidySkillsList(buckets[field].join(", "));
    result[field] = tidy;
  }
  return result;
}

/** A software maker's name right before a product it makes. */
const VENDOR_BEFORE = /(?<![\p{L}\d])(Adobe|Microsoft|MS|Google|Autodesk|Atlassian|Apple|IBM|Oracle|Salesforce|SAP)\s+$/u;

const VENDOR_FIRST = /^(?:Adobe|Microsoft|MS|Google|Autodesk|Atlassian|Apple|IBM|Oracle|Salesforce|SAP)\s+/u;

/** Known skills named in running prose (unambiguous names only), in order of appearance. */
export function findSkillsInProse(text: string): string[] {
  const found: { name: string; index: number }[] = [];
  for (const [lower] of KNOWN) {
    if (AMBIGUOUS.has(lower) || lower.length < 2) continue;
    const pattern = new RegExp(`(?<![\\w.+#/-])${escapeRegExp(lower)}(?![\\w+#/-]|\\.[a-z])`, "i");
    const match = pattern.exec(text);
    if (!match) continue;
    // "Autodesk Revit", "Adobe Photoshop": the maker written before a product is part of its name
    const maker = VENDOR_BEFORE.exec(text.slice(0, match.index));
    if (maker) found.push({ name: `${maker[1]} ${canonicalSkill(match[0])}`, index: match.index - maker[0].length });
    else found.push({ name: canonicalSkill(match[0]), index: match.index });
  }
  // drop names contained in a longer found name ("React" inside "React Native")
  const names = found.sort((a, b) => a.index - b.index);
  return dedupeSkills(
    names
      .filter(
        (item) =>
          !names.some(
            (other) =>
              other !== item &&
              other.name.length > item.name.length &&
              other.name.toLowerCase().includes(item.name.toLowerCase()) &&
              Math.abs(other.index - item.index) < other.name.length,
          ),
      )
      .map((item) => item.name),
  );
}

const LEVEL = String.raw`(?:basic|advanced|intermediate|beginner|elementary|fluent|native|proficient|expert|upper[- ]intermediate|(?:a\s+)?little(?:\s+bit)?)`;
// ("native" only in brackets: "React Native" is a name)
const LEVEL_AFTER = new RegExp(String.raw`(?:\s+(?!native\b)${LEVEL}|\s*\(\s*(?:${LEVEL}(?:\s+(?:level|speaker))?|certified)\s*\))$`, "iu");
const LEVEL_BEFORE = new RegExp(String.raw`^(?:basic|advanced|intermediate|beginner)\s+(?=\S+$)`, "iu");

/**
 * "Excel advanced", "English (intermediate)", "basic Python", "forklift (certified)": how well the person knows a skill is no part
 * of its name (a level before a name of two words or more stays: "Basic Life Support", "Advanced Trauma Care").
 */
export function withoutLevel(item: string): string {
  const bare = item.replace(LEVEL_AFTER, "").replace(LEVEL_BEFORE, "").trim();
  return bare || item;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Known skills named after "in", "using" or "with" ("search services in Go and Scala"), including
 * the names that are ordinary words elsewhere: capitalised after such a cue they are tools.
 */
export function skillsAfterCue(text: string): string[] {
  const found: string[] = [];
  const cue = /\b(?:in|using|with|on)\s+(\p{Lu}[\p{L}\d.+#-]*(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\p{Lu}[\p{L}\d.+#-]*)*)/gu;
  for (const match of text.matchAll(cue)) {
    const items = match[1]!.split(/\s*,\s*|\s+and\s+|\s+or\s+/).map((item) => item.replace(/\.$/, ""));
    const known = items.map((item) => knownSkill(item));
    // "with Altium and MATLAB": next to a known tool, a capitalised name is one too
    const listed = known.some((skill) => skill && skill.group !== "soft");
    items.forEach((item, index) => {
      const skill = known[index];
      if (skill && skill.group !== "soft") found.push(skill.name);
      else if (!skill && listed && item.length > 1) found.push(item);
    });
  }
  // "Figma, Sketch and Zeplin are my main tools": the list the sentence opens with, named as tools afterwards
  for (const match of text.matchAll(TOOLS_NAMED_AFTER)) {
    found.push(...match[1]!.split(/\s*,\s*|\s+and\s+/).filter((item) => item.length > 1 && !/^(?:I|My|The|Our)$/.test(item)));
  }
  return dedupeSkills(found);
}

const TOOLS_NAMED_AFTER =
  /(?:^|[.!?;]\s+|\n)((?:\p{Lu}[\p{L}\d.+#-]*(?:\s+\p{Lu}[\p{L}\d.+#-]*)?)(?:(?:\s*,\s*|\s+and\s+)(?:\p{Lu}[\p{L}\d.+#-]*(?:\s+\p{Lu}[\p{L}\d.+#-]*)?))+)\s+(?:are|were)\s+(?:my|our|his|her|their)\s+(?:(?:daily|everyday|main|favourite|favorite|usual|core|go-to|key)\s+)?(?:tools|toolkit|stack|software|programs|programmes)\b/gu;

/**
 * A name shaped like a tool's: capitals inside a word ("memoQ", "ProtoPie", "EZTitles"), maybe with a
 * second name ("subTitle Edit"), or an acronym before a name ("SDL Trados"); "McAllen" is a Scottish name.
 */
export const TOOL_SHAPED =
  /^(?:(?!Ma?c\p{Lu})(?:\p{Ll}+\p{Lu}|\p{Lu}\p{Ll}+\p{Lu}|\p{Lu}{2,}\p{Ll})[\p{L}\d]*(?:\s+\p{Lu}[\p{L}\d]*)?|\p{Lu}{2,}\s+\p{Lu}\p{Ll}+)$/u;
/** one or two words; a dot only inside a name ("Node.js"), never the one that ends the sentence */
const TOOL_WORD = String.raw`[\p{L}\d][\p{L}\d+#-]*(?:\.[\p{L}\d+#-]+)*`;
const TOOL_NAME = String.raw`${TOOL_WORD}(?:\s+(?=\p{Lu})${TOOL_WORD})?`;
/** "She works in SDL Trados and memoQ", "designs in Figma and prototypes in …": the medium a piece of work is made in, ending the clause. */
const MADE_IN = new RegExp(
  String.raw`\b(?:work|works|worked|working|design|designs|designed|designing|prototype|prototypes|prototyped|draw|draws|drew|drawing|model|models|modelled|modeled|animate|animates|code|codes|coded|coding|program|programs)\s+(?:mostly\s+|mainly\s+|entirely\s+)?in\s+(${TOOL_NAME}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)${TOOL_NAME})*)(?=\s*(?:[.;!,]|$)|\s+and\s+\p{Ll})`,
  "gmu",
);

/**
 * The tools named as what the work is done in ("works in SDL Trados and memoQ"): every item must be a
 * known skill or shaped like a tool's name, so "works in London" or "works in IT" names none.
 */
export function toolsWorkedIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(MADE_IN)) {
    const items = match[1]!.split(/\s*,\s*|\s+and\s+|\s+or\s+/).map((item) => item.trim());
    if (items.every((item) => knownSkill(item) || TOOL_SHAPED.test(item))) found.push(...items.map((item) => knownSkill(item)?.name ?? item));
  }
  return dedupeSkills(found);
}

/**
 * A sentence that is only a list of skills ("TypeScript, React, Node.js, Go, PostgreSQL") → every
 * known name in it, the ones that are ordinary words elsewhere ("Go") included: in such a list
 * they are tools. Undefined for a sentence where fewer than half the items are known skills.
 * A line of fields ("Go · Kubernetes · gRPC", "CFA candidate | Excel, Power BI, Python") is read field by field.
 */
/** A short name as tools are written: capitalised, or lower case then capitals ("gRPC", "memoQ", "iOS"). */
const LIST_NAME = /^(?:[\p{Lu}\d]|\p{Ll}{1,3}\p{Lu})[\p{L}\d.+#/-]*(?:\s+[\p{Lu}\d][\p{L}\d.+#/-]*){0,2}$/u;
/** A short lower-case name ("lightroom", "adobe creative suite"): not a thing done ("editing"), nor words of a sentence ("i use …"). */
const LOWER_NAME = /^(?!\p{Ll}+ing\b)(?!.*\b(?:i|im|my|me|we|our|you)\b)\p{Ll}[\p{Ll}\d.+#/-]*(?:\s+\p{Ll}[\p{Ll}\d.+#/-]*){0,2}$/u;
const FIELD_SEPARATOR = /\s+[|·•]\s+/u;

export function skillsInList(sentence: string): string[] {
  const fields = sentence
    .split(FIELD_SEPARATOR)
    .map((field) => field.trim().replace(/[\s.·•|—–-]+$/u, ""))
    .filter(Boolean);
  if (fields.length > 1) {
    // "Skills · Python · SQL": a heading that opens the line labels the fields, it is none of them
    if (headingKind(fields[0]!)) fields.shift();
    // the fields are the items when each is one name, else each field may hold a list of its own
    const items = fields.length >= 3 && fields.every((field) => LIST_NAME.test(field)) ? listedSkills(fields) : [];
    return dedupeSkills([...items, ...fields.flatMap((field) => listedSkills(itemsOf(field)))]);
  }
  return listedSkills(itemsOf(sentence));
}

function itemsOf(sentence: string): string[] {
  return (
    sentence
      .split(/\s*[,;]\s*|\s+and\s+/)
      // what is left where contacts were taken out ("Resolve.   ·") is not part of the last item
      .map((item) => item.trim().replace(/[\s.·•|—–-]+$/u, ""))
      .filter(Boolean)
  );
}

function listedSkills(items: string[]): string[] {
  if (items.length < 3) return [];
  const known = items.map((item) => knownSkill(item)).filter((skill) => skill !== undefined);
  // "Lightroom, Premiere Pro, DaVinci Resolve": a bare list of short capitalised names, one of them a
  // known tool, is a list of tools; so is one typed all in lower case ("adobe creative suite, lightroom, canva")
  const tool = known.some((skill) => skill.group !== "soft");
  const names = tool && (items.every((item) => LIST_NAME.test(item)) || items.every((item) => LOWER_NAME.test(item)));
  if (names) return dedupeSkills(items.map((item) => knownSkill(item)?.name ?? item));
  if (known.length * 2 < items.length) return [];
  return dedupeSkills(known.filter((skill) => skill.group !== "soft").map((skill) => skill.name));
}
