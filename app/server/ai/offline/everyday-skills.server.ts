/**
 * The skills of everyday work — shops, kitchens, warehouses, wards, classrooms, offices and trades — that people name in
 * passing ("I did the cash handling and stock control", "mostly dementia care and medication rounds"). The app's skill
 * list knows software and professional terms; these are the rest of a CV's skills, named as their workers name them.
 * Only the prompt writer reads them out of prose: the match score and the résumé parser keep their own vocabulary.
 */
import { escapeRegExp } from "./skills.server.ts";

const EVERYDAY = `
cash handling|till operation|tills|cashing up|stock control|stock rotation|stocktaking|stock taking|stock counts|cycle counts|
inventory control|inventory management|visual merchandising|merchandising|loss prevention|upselling|complaint handling|handling complaints|
key holding|opening and closing|rota planning|staff rostering|rostering|shift planning|EPOS|POS systems|
food hygiene|food safety|food preparation|food prep|allergen management|allergen awareness|menu planning|menu costing|latte art|
table service|silver service|bar work|cocktail making|barista skills|knife skills|pastry|baking|butchery|HACCP|
order picking|picking and packing|pick and pack|goods in|dispatch|route planning|load planning|multi-drop delivery|pallet wrapping|
forklift|reach truck|counterbalance|pallet truck|RF scanners|RF scanning|warehouse operations|manual handling|COSHH|
health and safety|fire safety|first aid|CPR|BLS|ACLS|PALS|AED|
personal care|dementia care|end of life care|palliative care|elderly care|medication administration|medication rounds|
medication management|wound care|infection control|phlebotomy|venipuncture|vital signs|vitals|triage|care planning|care plans|
moving and handling|safeguarding|catheter care|IV cannulation|ECG|charting|patient intake|patient bookings|clinical documentation|
mental health first aid|de-escalation|meal preparation|meal prep|companionship|childcare|behaviour management|behavior management|
lesson planning|curriculum planning|classroom management|SEN support|phonics|tutoring|
data entry|minute taking|diary management|filing|invoicing|accounts payable|accounts receivable|bank reconciliation|
bank reconciliations|reconciliations|credit control|VAT returns|month-end close|financial reporting|record keeping|report writing|
office administration|reception|switchboard|cold calling|lead generation|B2B sales|key account management|touch typing|typing|
scheduling|telephone skills|
welding|MIG welding|TIG welding|arc welding|carpentry|joinery|plastering|bricklaying|blockwork|tiling|painting and decorating|
plumbing|pipefitting|electrical installation|fault finding|PAT testing|wiring|blueprint reading|reading blueprints|reading drawings|
setting out|scaffolding|roofing|drywall|concrete finishing|HVAC|refrigeration|preventive maintenance|preventative maintenance|
machine operation|CNC machining|CNC|lathe work|hydraulics|pneumatics|PLC programming|PLC|engine diagnostics|diagnostics|
brake repair|tyre fitting|MOT testing|bodywork|spray painting|landscaping|hedge cutting|lawn care|irrigation|pruning|
tree surgery|chainsaw|tractor driving|milking|animal husbandry|livestock handling|crop management|harvesting|pasture management|
animal health|pest control|
troubleshooting|hardware troubleshooting|Active Directory|help desk|desktop support|network troubleshooting|password resets|
printer support|Microsoft 365|Google Workspace|Outlook|MS Office|hardware repair|network cabling|
CCTV monitoring|access control|patrolling|door supervision|conflict management|deep cleaning|floor care|laundry|housekeeping|
gel nails|acrylics|nail art|lash extensions|hair colouring|hair coloring|barbering|waxing|facials|
inbound calls|outbound calls|call handling|order processing|purchase orders|payroll processing|customer returns|
replenishment|shelf stacking|click and collect|room service|front desk|event setup|wine service|food service|
stock replenishment|fleet management|customs clearance|freight forwarding|
patient observations|blood pressure monitoring|hoist transfers|PEG feeding|stoma care|insulin administration|
personal hygiene support|
soldering|rendering|kitchen fitting|bathroom fitting|flooring|glazing|electrical testing|fault diagnosis|boiler servicing|
calving|lambing|crop spraying|fencing|
marking|exam invigilation|lesson delivery|first aid at work`;

const SKILLS = [
  ...new Set(
    EVERYDAY.split("|")
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];

/** Longest first, so "MIG welding" is found before "welding" inside it. */
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d-])(?:${SKILLS.sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?![\p{L}\d-])`,
  "giu",
);
const BY_LOWER = new Map(SKILLS.map((name) => [name.toLowerCase(), name]));

/**
 * The everyday skills named anywhere in the text, each once, in the author's order; an acronym keeps its capitals.
 * A name said only inside a job title ("pastry chef", "forklift driver") is the job's, no skill the person claims (a course's
 * name, "NVQ Level 2 Food Preparation", does name what was learnt).
 */
export function everydaySkillsInProse(text: string, jobTitles: string[] = []): string[] {
  const titles = jobTitles.filter((title) => title.trim());
  const outsideTitles = titles.length
    ? text.replace(new RegExp(String.raw`(?<![\p{L}\d-])(?:${titles.map(escapeRegExp).join("|")})(?![\p{L}\d-])`, "giu"), " ")
    : text;
  const found = new Map<string, string>();
  for (const match of outsideTitles.matchAll(PATTERN)) {
    // (a letter the case-blind match folds but lower-casing keeps, "ſ" for "s", finds no entry: the name is skipped)
    const known = BY_LOWER.get(match[0].toLowerCase());
    if (!known) continue;
    // the author's own spelling, unless the name is an acronym written in capitals ("haccp" is still HACCP)
    const name = /\p{Lu}{2}/u.test(known) ? known : match[0];
    if (!found.has(known.toLowerCase())) found.set(known.toLowerCase(), name);
  }
  return [...found.values()];
}
