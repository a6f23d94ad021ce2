/**
 * Contacts in a prompt: the e-mail, a phone number and links (LinkedIn, GitHub, a portfolio),
 * taken out of the text so that later stages read only the career description.
 */

export interface Contacts {
  email?: string;
  phone?: string;
  linkedIn?: string;
  github?: string;
  portfolio?: string;
}

export const EMAIL_RE = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'),;]+|\b(?:[\w-]+\.)?(?:linkedin\.com|github\.com)\/[^\s<>"'),;]+/gi;
/**
 * A phone number, its groups split by spaces, dots or dashes but never by a line break (a table's next row often opens with a year);
 * North America's trunk "1" may open it without a plus ("1 (868) 555-0100"); a country code may stand before the national number
 * written in one group ("+91 9876543210").
 */
const PHONE_RE =
  /(?<![\w+/])\+\d{1,3}[^\S\n]\d{7,12}(?![\w/])|(?<![\w+/])(?:\+\d{1,3}(?:[^\S\n]|[.-])?|1[^\S\n]?(?=\(\d{3}\)))?(?:\(\d{1,5}\)(?:[^\S\n]|[.-])?)?\d{1,5}(?:(?:[^\S\n]|[.-])\d{2,8}){1,5}(?![\w/])|(?<![\w+/])\+\d{8,15}(?!\w)|(?<![\w+/])\d{10,12}(?!\w)/g;

/**
 * "Phone 9437 2160", "Tel: 5725 4816", "call me on 555 0172", "my contact number is 7123 456": a number the text labels as a phone may be a short national one
 * (the Spanish and Portuguese labels too: "cel 7712 3390", "celular", "móvil", "teléfono").
 */
const PHONE_LABEL =
  /(?<![\p{L}])(?:phone|tel|telephone|mobile|mob|cell|cellphone|cel|celular|m[óo]vil|tel[ée]fono|telefone|contact|whatsapp|viber|call(?:\s+me)?|reach\s+me|text\s+me|ph)\.?(?:\s+(?:no|number|nr|num)\.?)?(?:\s+(?:is|at|on))?\s*[:：-]?\s*$/iu;

export function extractContacts(text: string): { contacts: Contacts; rest: string } {
  const contacts: Contacts = {};
  let rest = text;
  const email = EMAIL_RE.exec(rest);
  if (email) {
    contacts.email = email[0].replace(/\.$/, "");
    rest = rest.replace(email[0], " ");
  }
  for (const match of text.match(URL_RE) ?? []) {
    const url = match.replace(/[.]+$/, "");
    if (/linkedin\.com\//i.test(url)) contacts.linkedIn ??= url;
    else if (/github\.com\//i.test(url)) contacts.github ??= url;
    else if (!url.includes("@")) contacts.portfolio ??= url;
    rest = rest.replace(match, " ");
  }
  for (const match of rest.matchAll(PHONE_RE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, "");
    const international = candidate.startsWith("+") || candidate.startsWith("(");
    // "612 345 678": nine digits in three groups of three is a national number (Spain, Portugal…)
    const shortNational = /^\d{3}[\s.-]\d{3}[\s.-]\d{3}$/.test(candidate);
    const before = rest.slice(0, match.index);
    const labelled = PHONE_LABEL.test(before.slice(-40));
    if (digits.length > 15 || digits.length < (labelled ? 7 : international ? 8 : shortNational ? 9 : 10)) continue;
    if (/^(?:19|20)\d{2}\s*[-.\s]\s*(?:19|20)\d{2}$/.test(candidate)) continue;
    // the "(" of "(415) 555-0100" sits just before the match when the lookbehind kept it out
    const phone = /\($/.test(before) && !candidate.startsWith("(") ? `(${candidate}` : candidate;
    contacts.phone = phone;
    rest = rest.replace(candidate, " ");
    break;
  }
  return { contacts, rest };
}
