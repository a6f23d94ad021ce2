/**
 * The resume form (form data validation): a real <form method="post"> that works without
 * JavaScript (list changes are submit buttons; the server answers with the updated list)
 * and, with JavaScript, validates on submit and again on input, autosaves a draft and restores it.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { PLACEHOLDERS } from "../../lib/autofill.ts";
import type { FieldSuggestion } from "../../lib/field-suggestion.ts";
import type { PartialResume, ResumeFormInput } from "../../lib/resume.ts";
import { readFormResume, RESUME_FORM_CONSTRAINT, resumeFormErrors } from "../../lib/resume-checks.ts";
import { newItemId } from "../../lib/resume-fields.ts";
import { ProfilePhotoField } from "../photo/profile-photo-field.tsx";
import { Button, StatusButton } from "../ui/button.tsx";
import { Field, HiddenField } from "../ui/field.tsx";
import { useIsPending } from "../ui/use-is-pending.ts";
import { draftHasContent, formHasTypedText, readDraft, saveDraft } from "./draft.ts";
import { ExperienceItem } from "./experience-item.tsx";
import { gridClass, sectionClass } from "./form-layout.ts";
import { useFieldSuggestions } from "./field-suggestion.tsx";
import { ImproveButton, type ImproveButtonProps } from "./improve-button.tsx";
import { entryLabel, MoveButtons } from "./move-buttons.tsx";
import { DateField } from "./month-year-picker.tsx";
import { ResumeUpload } from "./resume-upload.tsx";
import { useResumeForm, type FieldMeta } from "./use-resume-form.ts";

export { DRAFT_STORAGE_KEY } from "./draft.ts";

type FormPart<K extends keyof ResumeFormInput> = NonNullable<ResumeFormInput[K]>;
type FormEntry<K extends "experiences" | "education" | "projects"> = FormPart<K>[number];
export type ExperienceInput = FormEntry<"experiences">;

export interface ResumeFormProps {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: PartialResume;
  /** personalInfo field names that came from an upload (green highlight + 'Parsed' badge) */
  parsedFields?: string[];
  /** Hidden inputs that travel with every submission (template …). */
  hidden?: Record<string, string>;
  /** The `intent` value of the main submit button (generate, save). */
  submitIntent: string;
  submitLabel: string;
  pendingLabel: string;
  /** Keep a local draft (create page) — the edit page saves to the server instead. */
  autosaveDraft?: boolean;
  /** Shows the resume upload control (create tab). */
  upload?: boolean;
  /** A server-side (no-JS) upload error to show under the upload control. */
  uploadError?: string | null;
  /** Extra buttons beside the submit button (e.g. Preview). */
  actions?: ReactNode;
  /** 'Improve with AI' buttons on the summary, experience descriptions and skills. */
  aiButtons?: boolean;
  /** Which writer is active ('AI: Groq' / 'Offline writer'), shown near the AI buttons. */
  writerLabel?: string;
  /** Without JavaScript, the suggestion 'Improve with AI' offered for one field (shown under it). */
  fieldSuggestion?: FieldSuggestion | null;
  /** Told the form's values after every change (the live preview and the step progress read them). */
  onValueChange?: (value: unknown) => void;
  /** Shown after the last section, above the main button (the Design step). */
  beforeActions?: ReactNode;
}

export function ResumeForm(props: ResumeFormProps) {
  const [draft, setDraft] = useState<PartialResume | null>(null);
  // A draft is restored only on a fresh page (not over the server's answer to a submission).
  useEffect(() => {
    if (props.autosaveDraft && !props.lastResult) {
      const saved = readDraft();
      // an empty draft restores nothing, and what was typed before scripts loaded is never replaced
      if (saved && draftHasContent(saved) && !formHasTypedText(props.id)) setDraft(saved);
    }
    // run once on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ResumeFormInner key={draft ? "draft" : "initial"} {...props} defaultValue={draft ?? props.defaultValue} />;
}

function ResumeFormInner({
  id,
  lastResult,
  defaultValue,
  parsedFields = [],
  hidden = {},
  submitIntent,
  submitLabel,
  pendingLabel,
  autosaveDraft,
  upload,
  uploadError,
  actions,
  aiButtons,
  writerLabel,
  fieldSuggestion,
  onValueChange,
  beforeActions,
}: ResumeFormProps) {
  // a valid form is sent as typed: its value here is the posted payload, which the server reads
  const { form, fieldset, list } = useResumeForm({
    id,
    lastResult,
    defaultValue: defaultValue as unknown as Record<string, unknown>,
    required: RESUME_FORM_CONSTRAINT,
    // the server's checks, run in the browser without zod (resume-checks.ts); the server checks again
    check: resumeFormErrors,
  });

  type ListName = "experiences" | "education" | "projects";
  /**
   * "Add …": without JavaScript a submit button asking the server for the longer list; with it, the
   * item is inserted in place, already holding the id its later edits are matched by.
   */
  const addItemButton = (name: ListName, label: string) => (
    <Button
      type="submit"
      variant="secondary"
      size="sm"
      className="mt-4"
      {...form.buttonProps({ type: "insert", payload: { name } })}
      onClick={(event) => {
        event.preventDefault();
        form.insert(name, { id: newItemId() });
      }}
    >
      {label}
    </Button>
  );
  const removeButtonProps = (name: ListName, index: number) => form.buttonProps({ type: "remove", payload: { name, index } });

  // Autosave: every change of the form's values lands in local storage (a reload loses nothing).
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!autosaveDraft || !form.value) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => saveDraft(form.value), 250);
    return () => clearTimeout(saveTimer.current);
  }, [autosaveDraft, form.value]);

  useEffect(() => onValueChange?.(form.value), [onValueChange, form.value]);

  const move = (name: ListName, index: number, count: number, label: string) => (
    <MoveButtons
      list={name}
      index={index}
      count={count}
      label={label}
      buttonProps={(to) => form.buttonProps({ type: "reorder", payload: { name, from: index, to } })}
    />
  );

  const personal = fieldset<FormPart<"personalInfo">>("personalInfo");
  const experiences = list<ExperienceInput>("experiences");
  const education = list<FormEntry<"education">>("education");
  const projects = list<FormEntry<"projects">>("projects");
  const skills = fieldset<FormPart<"skills">>("skills");
  const additional = fieldset<FormPart<"additionalInfo">>("additionalInfo");
  const [parsed, setParsed] = useState(() => new Set(parsedFields));

  /** Fills the form from an imported resume (empty fields only unless the user agreed to replace). */
  async function applyImported(incoming: PartialResume, replace: boolean) {
    const base = readFormResume(form.value);
    // the merge's code loads with the first import, not with the page
    const { mergeImportedResume, autoFilledByImport } = await import("../../lib/merge-resume.ts");
    const { merged, conflicts, filled } = mergeImportedResume(base, incoming, { replace });
    form.update(undefined, merged);
    const detected = autoFilledByImport({ merged, filled });
    setParsed((previous) => new Set([...previous, ...detected]));
    const filledCount = filled.reduce((count, path) => {
      const list = (merged as unknown as Record<string, unknown>)[path];
      return count + (Array.isArray(list) ? list.length : 1);
    }, 0);
    return { conflicts, filledCount, parsedCount: detected.length };
  }
  const suggestions = useFieldSuggestions(fieldSuggestion, (name, value) => form.update(name, value));
  /** 'Improve with AI' beside a field, and the suggestion it offers under it. */
  const improve = (meta: FieldMeta, type: ImproveButtonProps["type"], context?: ImproveButtonProps["context"]) =>
    aiButtons ? { action: improveButton(meta, type, context), below: suggestions.panel(meta) } : {};
  // the author's name is a name, never a spelling mistake (read once: each read builds a proxy)
  const authorNames = aiButtons
    ? [personal.firstName.value, personal.lastName.value].filter((name): name is string => typeof name === "string" && name !== "")
    : [];
  const improveButton = (meta: FieldMeta, type: ImproveButtonProps["type"], context?: ImproveButtonProps["context"]) => (
    <ImproveButton
      field={meta.name}
      fieldId={meta.id}
      type={type}
      content={meta.value}
      context={{ ...context, names: authorNames }}
      onSuggested={(before, after) => suggestions.offer(meta.name, before, after)}
    />
  );

  return (
    // noValidate even before JavaScript loads: the server's messages (texts) are shown
    // instead of the browser's generic bubbles; the constraint attributes stay for assistive tech.
    <Form method="post" id={form.id} onSubmit={form.onSubmit} onInput={form.onInput} noValidate className="space-y-6" data-testid="resume-form">
      {/* The form's default button (pressing Enter in a field) must be the main action, not the
          first button in the page such as 'Upload Resume' or 'Improve with AI'. */}
      <button type="submit" name="intent" value={submitIntent} className="sr-only" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {aiButtons && writerLabel ? (
        <p className="text-xs text-slate-600" data-testid="writer-label">
          Writing help: {writerLabel}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {form.errors[0]}
        </p>
      ) : null}
      {upload ? <ResumeUpload onParsed={applyImported} serverError={uploadError} /> : null}

      <fieldset id="step-contact" className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">Personal Information</legend>
        <div className={gridClass}>
          <Field
            meta={personal.firstName}
            label="First Name"
            starred
            placeholder={PLACEHOLDERS.firstName}
            autoComplete="given-name"
            parsed={parsed.has("firstName")}
          />
          <Field
            meta={personal.lastName}
            label="Last Name"
            starred
            placeholder={PLACEHOLDERS.lastName}
            autoComplete="family-name"
            parsed={parsed.has("lastName")}
          />
          <Field meta={personal.email} label="Email" starred type="email" placeholder={PLACEHOLDERS.email} autoComplete="email" parsed={parsed.has("email")} />
          <Field meta={personal.phone} label="Phone" starred type="tel" placeholder={PLACEHOLDERS.phone} autoComplete="tel" parsed={parsed.has("phone")} />
          <Field meta={personal.address} label="Address" starred placeholder={PLACEHOLDERS.address} autoComplete="street-address" className="sm:col-span-2" />
          <Field meta={personal.city} label="City" placeholder={PLACEHOLDERS.city} autoComplete="address-level2" />
          <Field meta={personal.state} label="State" placeholder={PLACEHOLDERS.state} autoComplete="address-level1" />
          <Field meta={personal.zipCode} label="ZIP Code" placeholder={PLACEHOLDERS.zipCode} autoComplete="postal-code" />
          <Field meta={personal.country} label="Country" placeholder={PLACEHOLDERS.country} autoComplete="country-name" />
          <Field meta={personal.linkedIn} label="LinkedIn" placeholder={PLACEHOLDERS.linkedIn} />
          <Field meta={personal.portfolio} label="Portfolio" placeholder={PLACEHOLDERS.portfolio} />
          <Field meta={personal.github} label="GitHub" placeholder={PLACEHOLDERS.github} />
          <ProfilePhotoField
            name={personal.profileImage.name}
            value={typeof personal.profileImage.value === "string" ? personal.profileImage.value : undefined}
            onChange={(path) => form.update(personal.profileImage.name, path)}
          />
          <Field
            meta={personal.summary}
            label="Professional Summary"
            starred
            multiline
            placeholder={PLACEHOLDERS.summary}
            parsed={parsed.has("summary")}
            className="sm:col-span-2"
            {...improve(personal.summary, "summary")}
          />
        </div>
      </fieldset>

      <fieldset id="step-experience" className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">Work Experience</legend>
        {experiences.map((experience, index) => (
          <ExperienceItem
            key={experience.key}
            meta={experience}
            index={index}
            removeButton={
              experiences.length > 1 ? (
                <div className="flex flex-wrap gap-2">
                  {move("experiences", index, experiences.length, entryLabel("experience", index, experience.value?.jobTitle, experience.value?.company))}
                  <Button type="submit" variant="secondary" size="sm" {...removeButtonProps("experiences", index)}>
                    Remove experience {index + 1}
                  </Button>
                </div>
              ) : null
            }
            onCurrentJobChange={(checked, endDateName) => {
              if (checked) form.update(endDateName, "");
            }}
            descriptionAction={(context) => improve(experience.getFieldset().description, "experience", context)}
          />
        ))}
        {addItemButton("experiences", "Add Experience")}
      </fieldset>

      <fieldset id="step-education" className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">Education</legend>
        {education.map((entry, index) => {
          const e = entry.getFieldset();
          return (
            <div key={entry.key} className="mt-4 border-t border-slate-100 pt-4 first:border-0 first:pt-0" data-testid="education-item">
              <HiddenField meta={e.id} />
              <div className={gridClass}>
                <Field meta={e.degree} label="Degree" starred placeholder={PLACEHOLDERS.degree} />
                <Field meta={e.school} label="School" starred placeholder={PLACEHOLDERS.school} />
                <Field meta={e.location} label="Location" />
                <DateField meta={e.graduationYear} label="Graduation Year" starred placeholder="2020" />
                <Field meta={e.gpa} label="GPA" />
                <Field meta={e.honors} label="Honors" />
                <Field meta={e.relevantCoursework} label="Relevant Coursework" multiline rows={2} className="sm:col-span-2" />
              </div>
              {education.length > 1 ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  {move("education", index, education.length, entryLabel("education", index, e.degree.value, e.school.value))}
                  <Button type="submit" variant="secondary" size="sm" {...removeButtonProps("education", index)}>
                    Remove education {index + 1}
                  </Button>
                </div>
              ) : null}
            </div>
          );
        })}
        {addItemButton("education", "Add Education")}
      </fieldset>

      <fieldset id="step-skills" className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">Skills</legend>
        <div className={gridClass}>
          <Field
            meta={skills.technicalSkills}
            label="Technical Skills"
            starred
            multiline
            rows={2}
            placeholder="JavaScript, Python, SQL"
            {...improve(skills.technicalSkills, "skills")}
          />
          <Field meta={skills.softSkills} label="Soft Skills" starred multiline rows={2} placeholder="Leadership, Communication" />
          <Field meta={skills.tools} label="Tools" multiline rows={2} placeholder="Git, Docker, Jira" />
          <Field meta={skills.frameworks} label="Frameworks" multiline rows={2} placeholder="React, Django" />
        </div>
      </fieldset>

      <fieldset id="step-extras" className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">Projects</legend>
        {projects.length === 0 ? <p className="mt-2 text-sm text-slate-600">No projects added. Projects are optional.</p> : null}
        {projects.map((project, index) => {
          const p = project.getFieldset();
          return (
            <div key={project.key} className="mt-4 border-t border-slate-100 pt-4 first:border-0 first:pt-0" data-testid="project-item">
              <HiddenField meta={p.id} />
              <div className={gridClass}>
                <Field meta={p.title} label="Project Title" />
                <Field meta={p.technologies} label="Technologies" />
                <Field meta={p.link} label="Link" />
                <Field meta={p.github} label="GitHub" />
                <DateField meta={p.startDate} label="Start Date" placeholder="Jan 2023" />
                <DateField meta={p.endDate} label="End Date" placeholder="Mar 2023" present />
                <Field meta={p.description} label="Description" multiline rows={3} className="sm:col-span-2" />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {move("projects", index, projects.length, entryLabel("project", index, p.title.value, undefined))}
                <Button type="submit" variant="secondary" size="sm" {...removeButtonProps("projects", index)}>
                  Remove project {index + 1}
                </Button>
              </div>
            </div>
          );
        })}
        {addItemButton("projects", "Add Project")}
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">Additional Information</legend>
        <div className={gridClass}>
          <Field meta={additional.certifications} label="Certifications" multiline rows={2} />
          <Field meta={additional.languages} label="Languages" multiline rows={2} />
          <Field meta={additional.awards} label="Awards" multiline rows={2} />
          <Field meta={additional.publications} label="Publications" multiline rows={2} />
          <Field meta={additional.volunteering} label="Volunteering" multiline rows={2} />
          <Field meta={additional.hobbies} label="Hobbies" multiline rows={2} />
        </div>
      </fieldset>

      {beforeActions}
      <div className="flex flex-wrap items-center gap-3">
        <MainButton intent={submitIntent} label={submitLabel} pendingLabel={pendingLabel} />
        {actions}
      </div>
    </Form>
  );
}

/**
 * The form's main button and its pending state: the one part of the form that follows the
 * router's state, so the router's updates re-render it and not every field.
 */
function MainButton({ intent, label, pendingLabel }: { intent: string; label: string; pendingLabel: string }) {
  const submitting = useIsPending({ intent });
  return (
    <StatusButton type="submit" name="intent" value={intent} size="lg" pending={submitting} pendingLabel={pendingLabel}>
      {label}
    </StatusButton>
  );
}
