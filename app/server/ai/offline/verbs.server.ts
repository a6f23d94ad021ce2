/**
 * A small English verb lexicon for resume writing: every form (base, past, third person, gerund,
 * participle) of the verbs people use on resumes, conjugated by compromise from the base form, with
 * a table for the participles it does not give and the few forms it gets wrong. Used to conjugate
 * the first verb of a bullet ("managing" → "Managed"/"Manage") without guessing at words we do not know.
 */
import { compromise, nlp } from "../../nlp.server.ts";

export interface VerbForms {
  base: string;
  past: string;
  participle: string;
  third: string;
  gerund: string;
}

const REGULAR = `achieve acquire adapt add address administer advise advocate align allocate analyse analyze
answer apply appoint approve architect arrange assemble assess assign assist audit author automate balance
benchmark boost brief calculate champion change clarify close coach code collaborate collect communicate
compile complete conduct configure consolidate construct consult contribute convert coordinate create
cultivate curate customize customise decrease define delegate deliver deploy design detect determine develop devise
diagnose direct discover document double draft edit educate eliminate enable engage enhance ensure establish
evaluate execute expand expedite facilitate finalize finalise fix formulate foster found generate guide handle
head help hire host identify implement improve increase influence initiate innovate inspect install instruct
integrate interview introduce investigate launch leverage liaise maintain manage maximize maximise measure
mentor merge migrate minimize minimise moderate modernize modernise monitor motivate navigate negotiate onboard operate
optimize optimise orchestrate organize organise outperform overhaul own partner perform pilot pioneer prepare
present prioritize prioritise process procure produce promote propose prototype provide publish purchase
raise recommend reconcile record recruit redesign reduce refactor refine remediate renovate reorganize
reorganise replace report represent research resolve respond restructure retain review revamp revise
save scale schedule secure select serve shape simplify solve source spearhead standardize standardise steer
streamline strengthen structure supervise support survey sustain test track train transform
translate triage troubleshoot tutor unify update upgrade use utilize utilise validate verify work greet clean
stock cook escalate book exceed surpass earn land lower rank attain specialize specialise handle field
enter accelerate amplify assure collaborate compose contract demonstrate deploy earn examine explore
extend forge gather grade illustrate inform inspire invent involve lobby mediate mobilize obtain outline
overhaul plan-x persuade predict prevent publicize recover rectify redirect regulate rehabilitate remodel
repair resolve restore retrieve revitalize safeguard screen separate stabilize stimulate summarize
summarise synthesize tailor trace transition uncover unite`;

/** Verbs that double their final consonant (plan → planned, planning), which compromise knows to do. */
const DOUBLING = `plan ship debug program commit control submit admit equip transfer drop map scrap stop top
refer prefer patrol compel excel propel`;

/** base past gerund, where compromise's rules miss ("mentor" is not "mentor" in the past). */
const CORRECTIONS = `mentor mentored mentoring
tutor tutored tutoring
program programmed programming
remodel remodeled remodeling`;

/** base past participle */
const IRREGULAR = `build built built
cut cut cut
drive drove driven
grow grew grown
lead led led
co-lead co-led co-led
oversee oversaw overseen
run ran run
sell sold sold
set set set
teach taught taught
win won won
write wrote written
rewrite rewrote rewritten
take took taken
make made made
give gave given
keep kept kept
hold held held
meet met met
find found found
speak spoke spoken
bring brought brought
buy bought bought
spend spent spent
send sent sent
begin began begun
undertake undertook undertaken
understand understood understood
do did done
see saw seen
forecast forecast forecast
put put put
draw drew drawn
choose chose chosen
feed fed fed
become became become
upsell upsold upsold
lend lent lent
deal dealt dealt`;

interface Conjugation {
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
}

type Conjugate = (base: string, model: unknown) => Conjugation;

function conjugateWithCompromise(base: string): Conjugation {
  const tagger = compromise();
  const conjugate = (tagger.methods() as unknown as { two: { transform: { verb: { conjugate: Conjugate } } } }).two.transform.verb.conjugate;
  return conjugate(base, tagger.model());
}

const corrected = new Map(
  CORRECTIONS.split("\n").map((line) => {
    const [base = "", past = "", gerund = ""] = line.trim().split(/\s+/);
    return [base, { past, gerund }] as const;
  }),
);

/** Past, third person and gerund of a base form. */
function conjugated(base: string): { past: string; third: string; gerund: string } {
  const forms = conjugateWithCompromise(base);
  const fix = corrected.get(base);
  return {
    past: fix?.past ?? forms.PastTense ?? `${base}ed`,
    third: forms.PresentTense ?? `${base}s`,
    gerund: fix?.gerund ?? forms.Gerund ?? `${base}ing`,
  };
}

const byForm = new Map<string, VerbForms>();
const byBase = new Map<string, VerbForms>();

function add(forms: VerbForms): void {
  byBase.set(forms.base, forms);
  for (const form of [forms.gerund, forms.third, forms.past, forms.participle, forms.base]) {
    // the first registration of a form wins, except that a base form always maps to its own verb
    if (!byForm.has(form) || form === forms.base) byForm.set(form, forms);
  }
}

for (const word of `${REGULAR} ${DOUBLING}`.split(/\s+/)) {
  if (!word || word.endsWith("-x")) continue;
  const { past, third, gerund } = conjugated(word);
  add({ base: word, past, participle: past, third, gerund });
}
for (const line of IRREGULAR.split("\n")) {
  const [base, past, participle] = line.trim().split(/\s+/);
  if (!base || !past || !participle) continue;
  const { third, gerund } = conjugated(base);
  add({ base, past, participle, third, gerund });
}

/**
 * Third person of a verb the lexicon does not list, when compromise reads it as a verb after "I"
 * ("want" → "wants"); undefined for anything else.
 */
export function thirdPersonOf(word: string): string | undefined {
  // a word ending in s is a third person already ("enjoys") or not a verb at all
  if (!/^\p{Ll}+$/u.test(word) || word.endsWith("s")) return undefined;
  const term = nlp(`I ${word}`).terms().eq(1);
  if (!term.has("#Verb") || term.has("#PastTense") || term.has("#Gerund") || term.has("#Modal") || term.has("#Copula")) return undefined;
  return conjugateWithCompromise(word).PresentTense;
}

/** The verb a word is a form of (case-insensitive), or undefined for words we do not know. */
export function lookupVerb(word: string): VerbForms | undefined {
  return byForm.get(word.toLowerCase());
}

/**
 * The everyday verbs of hands-on work ("Picked and packed", "Mopped", "Restocked"), known only where
 * a bullet opens with its verb: many are also nouns a job posting names ("order picking", "dispatch"),
 * so the lexicon above, which the keyword and grammar checks read, does not list them.
 */
const EVERYDAY_REGULAR = `pick pack load unload sort dispatch label wrap scan count weigh mix bake seat wash mop bathe
dress lift move carry fit wire paint plaster tile weld quote price invoice chase type print prospect pitch
mark roster chart dispense prescribe escort guard cater open lock post interpret photograph film sketch
animate advertise stack restock replenish fill unpack refill trim style groom walk return check calibrate
sew stitch iron fold bag box store rotate order reorder lecture renew decorate landscape plant harvest prune
mow spray irrigate herd vaccinate treat comfort counsel listen transcribe proofread file copy shred archive
sail tow haul rig mount glaze insulate drain grout sand varnish polish sanitise sanitize disinfect vacuum
empty attend log upload download play receive`;
const EVERYDAY_IRREGULAR = `dig dug dug
lay laid laid
pay paid paid
read read read
breed bred bred
fly flew flown
hang hung hung
sweep swept swept`;

let everyday: Map<string, VerbForms> | undefined;

/** A bullet's opening verb: one of the lexicon's or an everyday one. */
export function lookupOpeningVerb(word: string): VerbForms | undefined {
  const known = lookupVerb(word);
  if (known) return known;
  if (!everyday) {
    everyday = new Map();
    const register = (forms: VerbForms) => {
      for (const form of [forms.base, forms.past, forms.participle, forms.third, forms.gerund]) if (!everyday!.has(form)) everyday!.set(form, forms);
    };
    for (const base of EVERYDAY_REGULAR.split(/\s+/).filter(Boolean)) {
      const { past, third, gerund } = conjugated(base);
      register({ base, past, participle: past, third, gerund });
    }
    for (const line of EVERYDAY_IRREGULAR.split("\n")) {
      const [base = "", past = "", participle = ""] = line.trim().split(/\s+/);
      const { third, gerund } = conjugated(base);
      register({ base, past, participle, third, gerund });
    }
  }
  return everyday.get(word.toLowerCase());
}

/** Which form of its verb a bullet's opening word is (the everyday verbs included). */
export function openingFormOf(word: string): VerbForm | undefined {
  return formIn(word, lookupOpeningVerb(word));
}

export function verbByBase(base: string): VerbForms | undefined {
  return byBase.get(base.toLowerCase());
}

export type Tense = "past" | "present";

/** The form a bullet opens with: past tense, or the implied-first-person present ("Manage a team"). */
export function conjugate(verb: VerbForms, tense: Tense): string {
  return tense === "past" ? verb.past : verb.base;
}

type VerbForm = "base" | "past" | "third" | "gerund";

function formIn(word: string, verb: VerbForms | undefined): VerbForm | undefined {
  if (!verb) return undefined;
  const lower = word.toLowerCase();
  if (lower === verb.base) return "base";
  if (lower === verb.gerund) return "gerund";
  if (lower === verb.third) return "third";
  if (lower === verb.past || lower === verb.participle) return "past";
  return undefined;
}

/** Which form of its verb a word is. */
export function formOf(word: string): VerbForm | undefined {
  return formIn(word, lookupVerb(word));
}

/** Every form of every verb we know (for tests that check no new words appear). */
export function allVerbForms(): Set<string> {
  const forms = new Set<string>();
  for (const verb of byBase.values()) for (const form of [verb.base, verb.past, verb.participle, verb.third, verb.gerund]) forms.add(form);
  return forms;
}
