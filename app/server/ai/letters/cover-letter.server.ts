/**
 * The offline cover letter: four short paragraphs (a hook naming the role and the company, the two
 * or three achievements the posting cares most about, the fit — or the career change — and the
 * close), 250–350 words, every sentence built in the first person from the resume's own facts.
 */
import { normalizeResume } from "../../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../../lib/resume.ts";
import { hasPhrase } from "../../ats/keywords.server.ts";
import { detectJobTitle } from "../../ats/role-and-level.server.ts";
import { employerNames } from "../../ats/junk.server.ts";
import { mainField } from "../../ats/posting-terms.server.ts";
import { isAbbreviation } from "../../ats/vocabulary.server.ts";
import { dedupeSkills, splitSkills } from "../offline/skills.server.ts";
import { article, degreePhrase, firstPersonClause, inProse, listPhrase, missionPhrase, summarySentence, upperFirst } from "./grammar.server.ts";
import {
  achievementSentence,
  careerText,
  FIELD_NAMES,
  fitLength,
  fullName,
  isCredential,
  isPlural,
  LETTER_WORDS,
  type LetterPosting,
  renderLetter,
  type Sentence,
  wordCount,
} from "./letter-parts.server.ts";
import { postingRequirements, rankBullets, skillsHeld } from "./relevance.server.ts";
import { chooser, fingerprint } from "./variety.server.ts";

export { LETTER_WORDS, type LetterPosting };

/** Words of recognition: only such lines are worth the cost of framing them as sentences. */
const RECOGNITION =
  /\b(?:promoted|awarded|award|selected|recogni[sz]ed|named|nominated|nominee|elected|appointed|winner|won|recipient|finalist|prize|medal|honou?rs?|fellowship|scholarship)\b/i;

export function offlineLetter(input: ResumeFormData, posting: LetterPosting, draft = 0): string {
  const resume = normalizeResume(input);
  const description = posting.description ?? "";
  const role = posting.role.trim() || detectJobTitle(description) || "";
  const company = posting.company.trim() || employerNames(description)[0] || "";
  const c = chooser(draft, fingerprint(`${company}\n${role}\n${description}`));
  const education = resume.education.map((e) => `${e.degree ?? ""}\n${e.relevantCoursework ?? ""}`).join("\n");
  const requirements = postingRequirements(`${role}\n${description}`, role, education, company);
  const held = skillsHeld(resume, requirements.hard);
  const ranked = rankBullets(resume, requirements);
  const latest = resume.experiences.find((e) => e.jobTitle?.trim() || e.company?.trim());
  const latestCompany = latest?.company?.trim() ?? "";
  const latestTitle = latest?.jobTitle?.trim() ?? "";
  const position =
    role && company ? `the ${role} position at ${company}` : role ? `the ${role} position` : company ? `the open position at ${company}` : "this position";
  const target = company || "your team";
  const atTarget = company ? `at ${company}` : "in this role";

  const fromField = mainField(careerText(resume));
  const toField = mainField(`${role}\n${description}`);
  const changing = Boolean(fromField && toField && fromField !== toField);
  const relevant = ranked.filter((b) => b.score > 0);
  const picked = (relevant.length >= 2 ? relevant : ranked).slice(0, 3);

  // what the posting is about, in its own words, as far as the resume meets it: named skills before licences
  const named = [...new Set([...picked.slice(0, 2).flatMap((b) => b.meets), ...held])].filter((n) => !isCredential(n));
  const focusItems = (named.some((n) => !isAbbreviation(n)) ? named.filter((n) => !isAbbreviation(n)) : named).slice(0, 2);
  const focus = listPhrase(focusItems);

  // 1. the hook
  const hook: Sentence[] = [];
  hook.push({
    text: changing
      ? c.pick(1, [
          `${upperFirst(position)} is the role I have been preparing for as I move into ${FIELD_NAMES[toField!]}.`,
          `I am applying for ${position}, the next step in a move into ${FIELD_NAMES[toField!]} that I have been working towards.`,
          `${upperFirst(position)} is where I want to take my career next${focus ? `, building on the ${focus} I already use` : ""}.`,
        ])
      : focus
        ? c.pick(1, [
            `${upperFirst(position)} centres on ${focus}, and that is the work I know best.`,
            `When I read that ${position} calls for ${focus}, I recognised my own day-to-day work.`,
            `What drew me to ${position} is its focus on ${focus}, the part of my work I enjoy most.`,
            `${upperFirst(position)} asks for ${focus}, which is where my recent work has been.`,
          ])
        : c.pick(1, [
            `${upperFirst(position)} is the kind of next step I have been working towards.`,
            `I would like to bring what I have learnt so far to ${position}.`,
            `Reading about ${position}, I saw a role where my experience would count from the first week.`,
          ]),
  });
  if (latest && latestTitle) {
    const tools = splitSkills(latest.technologies ?? "").slice(0, 3);
    const who = `${article(latestTitle)} ${latestTitle}${latestCompany ? ` at ${latestCompany}` : ""}${tools.length ? `, working with ${listPhrase(tools)}` : ""}`;
    hook.push({
      text: latest.currentJob
        ? c.pick(2, [`I currently work as ${who}.`, `Today I am ${who}.`, `My current role is ${latestTitle}${latestCompany ? ` at ${latestCompany}` : ""}.`])
        : c.pick(2, [
            `Most recently, I worked as ${who}.`,
            `My most recent role was ${latestTitle}${latestCompany ? ` at ${latestCompany}` : ""}.`,
            `Until recently I was ${who}.`,
          ]),
    });
  } else if (latestCompany) hook.push({ text: `Most recently, I worked at ${latestCompany}.` });
  const about = summarySentence(resume.personalInfo.summary ?? "");
  if (about) hook.push({ text: about, optional: true });
  const mission = missionPhrase(description, company);
  if (!mission && focus && !changing)
    hook.push({
      optional: true,
      text: c.pick(12, [
        `I have spent my recent years on exactly this kind of work, and I want to do more of it.`,
        `It is the work I have been doing, and the work I want to keep doing.`,
      ]),
    });
  if (mission)
    hook.push({
      text: c.pick(12, [
        `I would like to help ${mission}.`,
        `The chance to help ${mission} is what made me write.`,
        `Helping ${mission} is work I would be proud of.`,
      ]),
    });
  const earlier = [...new Set(resume.experiences.slice(1).map((e) => e.company?.trim() ?? ""))].filter((x) => x && x !== latestCompany).slice(0, 2);
  if (earlier.length)
    hook.push({
      optional: true,
      text: c.pick(3, [`Before that, I worked at ${listPhrase(earlier)}.`, `My earlier work at ${listPhrase(earlier)} gave me a broad base.`]),
    });

  // 2. the achievements the posting cares about most
  const achievements: Sentence[] = [];
  if (picked.length > 1)
    achievements.push({
      optional: true,
      text: c.pick(4, [
        `${picked.length === 3 ? "Three" : "Two"} results from my recent work show what I would bring to ${target}.`,
        `Here is what that looks like in practice, in the work closest to what ${target} needs.`,
        `A few examples show how I work and what I would bring to ${target}.`,
      ]),
    });
  let genericTail = false;
  let tailsWritten = 0;
  // a tail names what a result shows, by the names of skills and tools only ("patient falls" is no skill),
  // and never what the hook already named
  const tailable = (m: string) => !focusItems.includes(m) && (!/\s/.test(m) || requirements.hard.some((skill) => skill.name === m));
  picked.forEach((bullet, i) => {
    achievements.push({ text: achievementSentence(bullet, i, c, latestCompany), optional: i === 2 });
    const meets = bullet.meets.filter((m) => tailable(m) && !picked.slice(0, i).some((b) => b.meets.includes(m))).slice(0, 2);
    if (meets.length && tailsWritten < 2) {
      tailsWritten++;
      const tails = [
        `That work drew directly on ${listPhrase(meets)}, which this role asks for.`,
        `It is the same ${listPhrase(meets)} work the posting describes.`,
        `The posting's emphasis on ${listPhrase(meets)} is exactly where that experience sits.`,
        `${upperFirst(listPhrase(meets))} ${meets.length > 1 || isPlural(meets[0]!) ? "were" : "was"} central to that work.`,
      ];
      const start = tails.indexOf(c.pick(5, tails));
      achievements.push({ optional: true, text: tails[(start + i) % tails.length]! });
    } else if (!genericTail) {
      genericTail = true;
      achievements.push({
        optional: true,
        text: c.pick(16, [
          `It is the kind of result I would aim for ${atTarget}.`,
          `I would bring the same care to the work ${atTarget}.`,
          `Results like that are what I would want to deliver ${atTarget}.`,
        ]),
      });
    }
  });

  // 3. the fit, or the career change
  const fit: Sentence[] = [];
  const soft = dedupeSkills(splitSkills(resume.skills.softSkills ?? "")).slice(0, 3);
  const softText = listPhrase(soft.map((s) => (s === s.toUpperCase() ? s : s.toLowerCase())));
  const ownSkills = dedupeSkills([
    ...splitSkills(resume.skills.technicalSkills ?? ""),
    ...splitSkills(resume.skills.frameworks ?? ""),
    ...splitSkills(resume.skills.tools ?? ""),
  ]);
  const credentials = held.filter(isCredential);
  const working = held.filter((h) => !isCredential(h));
  const skillList = listPhrase((held.length ? working : ownSkills).slice(0, 6).map(inProse));
  if (changing) {
    const from = FIELD_NAMES[fromField!];
    const to = FIELD_NAMES[toField!];
    fit.push({
      text: c.pick(6, [
        `Moving from ${from} into ${to} is a deliberate step rather than a leap.`,
        `My path into ${to} runs through ${from}, and I see that as a strength.`,
        `I am making a considered move from ${from} into ${to}.`,
      ]),
    });
    if (softText) fit.push({ text: `The ${softText} that carried me in ${from} ${soft.length > 1 ? "are" : "is"} what ${to} work depends on too.` });
    const project = resume.projects.find((p) => p.title?.trim());
    if (skillList)
      fit.push({
        text: `I have been building my ${to} skills in ${skillList}${project ? `, most recently in my ${project.title!.trim()} project` : ""}.`,
      });
    fit.push({
      text: c.pick(15, [
        `I would bring that mix of new ${to} skills and long practice in ${from} to ${target}.`,
        `${upperFirst(target)} would get someone who learns fast and already knows how to work with people.`,
      ]),
    });
  } else {
    if (credentials.length) fit.push({ text: `I hold ${listPhrase(credentials)} ${credentials.length > 1 ? "credentials" : "credential"}.` });
    if (skillList)
      fit.push({
        text: held.length
          ? c.pick(6, [
              `I already work with ${skillList}, ${working.length > 1 ? "all of which" : "which"} the posting names.`,
              `On the practical side, I bring hands-on experience with ${skillList}.`,
              `Your posting lists ${skillList}; ${working.length > 1 ? "each is" : "it is"} part of my everyday work.`,
            ])
          : c.pick(6, [`My core skills are ${skillList}.`, `Day to day, I work with ${skillList}.`, `The tools of my trade are ${skillList}.`]),
      });
    if (softText)
      fit.push({
        text: c.pick(7, [
          `Colleagues rely on my ${softText}, and I bring the same habits to every team I join.`,
          `People I work with would point to my ${softText} as much as to my results.`,
          `I also bring ${softText}, which matter as much as the technical work.`,
        ]),
      });
  }
  // the resume's other tools, beyond what the posting lists: breadth, still only the candidate's own
  const beyond = ownSkills
    .filter((skill) => !held.some((h) => h.toLowerCase() === skill.toLowerCase()) && !hasPhrase(description, skill) && !isCredential(skill))
    .slice(0, 4);
  if (held.length && beyond.length && !changing)
    fit.push({
      optional: true,
      text: c.pick(18, [
        `Beyond what the posting lists, I also work with ${listPhrase(beyond.map(inProse))}.`,
        `My toolkit also includes ${listPhrase(beyond.map(inProse))}.`,
      ]),
    });
  const degree = resume.education.find((e) => e.degree?.trim());
  if (degree) {
    const school = degree.school?.trim();
    fit.push({
      optional: fit.length >= 2,
      text: c.pick(8, [
        `I earned ${degreePhrase(degree.degree!)}${school ? ` at ${school}` : ""}.`,
        `I hold ${degreePhrase(degree.degree!)}${school ? ` from ${school}` : ""}.`,
        `My studies gave me ${degreePhrase(degree.degree!)}${school ? ` from ${school}` : ""}.`,
      ]),
    });
  }
  const certifications = splitSkills(resume.additionalInfo.certifications ?? "").slice(0, 3);
  if (certifications.length) fit.push({ optional: true, text: `I also hold ${listPhrase(certifications)}.` });
  // recognition (an award, a nomination, a promotion) the achievements above did not already tell
  const recognition = [...ranked.filter((b) => !picked.includes(b)).map((b) => b.text), ...splitSkills(resume.additionalInfo.awards ?? "")]
    .filter((text) => RECOGNITION.test(text))
    .map((text) => firstPersonClause(text))
    .find((clause) => clause && /^I (?:was|received) /.test(clause));
  if (recognition)
    fit.push({ optional: true, text: `${recognition.replace(/^I (was|received) /, "I $1 also ").replace("I received also", "I also received")}.` });
  if (focus && company && !changing)
    fit.push({
      text: c.pick(14, [
        `I would bring the same approach to ${company}.`,
        `That is the experience I would put to work at ${company} from the first week.`,
        `${company} would get someone who has done this work before and wants to keep doing it.`,
      ]),
    });

  // 4. the close
  const topic = focusItems[0] ?? picked[0]?.meets[0] ?? "";
  const email = resume.personalInfo.email?.trim();
  const close: Sentence[] = [
    {
      text: c.pick(9, [
        `I would welcome the chance to talk about what ${target} needs from its next ${role || "hire"} and how I could help.`,
        `If my background sounds like a fit for ${target}, I would be glad to walk you through ${topic ? `my ${topic} work` : "my work"} in more detail.`,
        `I would enjoy hearing more about ${target}'s plans for this role and sharing how I have approached ${topic || "similar work"}.`,
      ]),
    },
  ];
  if (email)
    close.push({ text: c.pick(10, [`You can reach me at ${email}.`, `I am at ${email} whenever suits you.`, `The easiest way to reach me is ${email}.`]) });
  close.push({
    optional: true,
    text: c.pick(11, [
      `Thank you for taking the time to read my letter.`,
      `Thank you for considering my application; I look forward to hearing from you.`,
      `I look forward to hearing from you, and thank you for reading.`,
    ]),
  });

  const greeting = company ? `Dear Hiring Manager at ${company},` : "Dear Hiring Manager,";
  const signOff = `Sincerely,\n${fullName(resume)}`.trim();
  // facts held back for a letter that would otherwise run short, each with the paragraph it joins
  const extras: [number, Sentence][] = [];
  const titles = [...new Set(resume.experiences.map((e) => e.jobTitle?.trim() ?? "").filter(Boolean))].reverse();
  if (titles.length > 1) extras.push([0, { text: `Over my career I have worked as ${listPhrase(titles)}.` }]);
  if (degree?.relevantCoursework?.trim()) extras.push([2, { text: `My coursework covered ${listPhrase(splitSkills(degree.relevantCoursework))}.` }]);
  if (degree?.honors?.trim()) extras.push([2, { text: `At ${degree.school?.trim() || "university"} I earned ${degree.honors.trim()}.` }]);
  const languages = splitSkills(resume.additionalInfo.languages ?? "").map((l) => l.replace(/\s*\(.*\)$/, ""));
  if (languages.length > 1) extras.push([2, { text: `I speak ${listPhrase(languages)}.` }]);
  extras.push([
    3,
    {
      text: c.pick(17, [
        latestCompany
          ? `I am ready to bring the same commitment to ${target} that my results at ${latestCompany} show.`
          : `I am ready to bring the same commitment to ${target} that my results so far show.`,
        `${role ? `The ${role} role` : "This role"} is work I would take on with real enthusiasm.`,
      ]),
    },
  ]);
  const body = [hook, achievements, fit, close];
  for (const [paragraph, sentence] of extras) {
    if (wordCount(renderLetter(greeting, body, signOff)) >= LETTER_WORDS.min) break;
    body[paragraph]!.splice(paragraph === 3 ? 1 : body[paragraph]!.length, 0, { ...sentence, optional: true });
  }
  return fitLength(
    greeting,
    body.filter((p) => p.length),
    signOff,
  );
}
