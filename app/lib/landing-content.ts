/**
 * Static landing-page content (Landing static content items). Every claim here is a fact about the
 * product; no ratings, user counts or testimonials nobody gave (docs/decisions/019-honest-landing.md).
 */
import type { LandingIconName } from "../components/landing/icons.tsx";

export interface LandingFeature {
  icon: LandingIconName;
  title: string;
  description: string;
}

export const FEATURES = [
  { icon: "clock", title: "Ready in minutes", description: "Create your CV in 30 seconds with the AI generator, or in under 5 minutes with the guided form." },
  {
    icon: "check",
    title: "ATS-optimized templates",
    description: "Clean, single-reading-order layouts with standard headings that applicant tracking systems read correctly.",
  },
  { icon: "pen", title: "AI writing help", description: "Turn weak phrases into strong, action-driven bullet points with one click on 'Improve with AI'." },
  { icon: "upload", title: "Import your old resume", description: "Upload a PDF or Word file and we fill in the form for you, field by field." },
  { icon: "layout", title: "Professional designs", description: "Six templates with fonts, colours and layouts you can customize to fit your industry." },
  {
    icon: "lock",
    title: "Private by design",
    description: "GDPR and CCPA compliant. No signup required, and you can download or delete your data at any time.",
  },
] as const satisfies readonly LandingFeature[];

export const STEPS = [
  { number: 1, title: "Fill the form", description: "Enter your details or upload your existing resume to fill the form automatically." },
  { number: 2, title: "AI enhancement", description: "Let AI polish your summary, experience and skills with stronger, ATS-friendly wording." },
  { number: 3, title: "Download CV", description: "Pick a template, preview it and download your CV, ready to print or save as PDF." },
] as const;

export const FAQ = [
  {
    question: "Is the resume builder really free?",
    answer:
      "Yes. The Free plan lets you create and download one CV with a basic template. Paid plans remove the watermark and add regenerations and premium features.",
  },
  {
    question: "What does ATS-friendly mean?",
    answer:
      "Applicant tracking systems read your CV before a person does. Our templates keep one reading order, standard section headings and real text, so the software reads every field correctly.",
  },
  {
    question: "Can I upload my existing resume?",
    answer: "Yes. Upload a PDF, DOCX or DOC file up to 10 MB and we fill the form with what we find. You check the result and edit anything.",
  },
  {
    question: "How does the AI improve my CV?",
    answer:
      "It rewrites weak openers into strong action verbs, removes first-person pronouns, tightens your summary and groups your skills, using only the facts you gave.",
  },
  {
    question: "What is the difference between Fast Pass and Pro?",
    answer:
      "Fast Pass ($5 one-time) removes the watermark, gives 3 regenerations and basic ATS checks. Pro ($9 per month) adds unlimited regenerations, AI cover letters, LinkedIn bio help, advanced ATS scoring and Word export.",
  },
  {
    question: "Do I need to create an account?",
    answer:
      "No signup required: your work is kept for this browser. Sign in with your email (no password) whenever you want your resumes and plan on another device, and download or delete everything we store about you at any time.",
  },
  {
    question: "How do I get a PDF?",
    answer:
      "Choose Download PDF: you get a PDF with its fonts embedded, paginated so that no entry is split, ready to send. A4 or US Letter follows your browser's language.",
  },
  {
    question: "Can I change the template later?",
    answer: "Yes. Open the preview and choose 'Change Template', or pick a different format on the create page at any time.",
  },
  {
    question: "Is my data safe?",
    answer: "We store only what you enter, never sell it, and follow GDPR and CCPA. You can export or delete your data whenever you want.",
  },
  { question: "What is your refund policy?", answer: "Pro comes with a 7-day money-back guarantee. Fast Pass purchases are final." },
] as const;

/** Exit-intent popup: armed 3 s after load, once per browser session. */
export const EXIT_INTENT_ARM_MS = 3000;
export const EXIT_INTENT_STORAGE_KEY = "exitIntentShown";

/** The alternative landing variant: A/B test landing_variant. */
export const ALT_STEPS = [
  {
    number: 1,
    title: "Describe your career",
    description: "Tell us in your own words about your roles, skills and achievements — a few sentences are enough.",
  },
  { number: 2, title: "AI creates your resume", description: "Our AI turns your description into a structured, ATS-friendly resume in about 30 seconds." },
  { number: 3, title: "Download and apply", description: "Review it, pick a template, download your resume and start applying the same day." },
] as const;

export const ALT_WHY_CHOOSE = [
  { icon: "clock", title: "Ready in 30 seconds", description: "Describe your experience once and get a complete, formatted resume almost instantly." },
  {
    icon: "check",
    title: "ATS-friendly by default",
    description: "Standard headings and a single reading order, so applicant tracking systems read every field.",
  },
  { icon: "person", title: "No signup required", description: "Start straight away. Your work stays in this browser; no account or password needed." },
  { icon: "pen", title: "Your words, checked by you", description: "The AI works only from what you tell it, and you review every line before you download." },
] as const satisfies readonly LandingFeature[];

export interface LandingCounts {
  templates: number;
  examples: number;
  /** The CVs the store holds, when there are enough to be worth saying; null leaves the claim out. */
  cvs: number | null;
}

/** The hero's claims, each a count the product can vouch for (the loader passes the real numbers). */
export function landingClaims({ templates, examples, cvs }: LandingCounts) {
  return [
    ...(cvs === null ? [] : [{ value: cvs.toLocaleString("en-US"), label: "CVs saved with Vitae so far" }]),
    { value: String(templates), label: "ATS-friendly templates" },
    { value: String(examples), label: "resume examples to start from" },
    { value: "30 sec", label: "with AI, or under 5 minutes by hand" },
    { value: "Free", label: "first CV, no signup required" },
  ];
}
