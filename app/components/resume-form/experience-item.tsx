/** One work experience of the resume form: its fields, 'I currently work here' and its remove button. */
import { useState, type ReactNode } from "react";
import { PLACEHOLDERS } from "../../lib/autofill.ts";
import { Field, fieldIdentity, HiddenField, type FieldProps } from "../ui/field.tsx";
import { gridClass } from "./form-layout.ts";
import { DateField } from "./month-year-picker.tsx";
import type { ExperienceInput } from "./resume-form.tsx";
import type { ListEntry } from "./use-resume-form.ts";

export function ExperienceItem({
  meta,
  index,
  removeButton,
  onCurrentJobChange,
  descriptionAction,
}: {
  meta: ListEntry<ExperienceInput>;
  index: number;
  removeButton: ReactNode;
  onCurrentJobChange: (checked: boolean, endDateName: string) => void;
  /** 'Improve with AI' beside the description and its suggestion under it. */
  descriptionAction: (context: { jobTitle?: string; company?: string; currentJob?: boolean; endDate?: string }) => Pick<FieldProps, "action" | "below">;
}) {
  const e = meta.getFieldset();
  const [currentJob, setCurrentJob] = useState(e.currentJob.value === "on" || e.currentJob.initialValue === "on");
  const checkbox = e.currentJob;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4 first:mt-2 first:border-0 first:pt-0" data-testid="experience-item">
      <HiddenField meta={e.id} />
      <div className={gridClass}>
        <Field meta={e.jobTitle} label="Job Title" starred placeholder={PLACEHOLDERS.jobTitle} />
        <Field meta={e.company} label="Company" starred placeholder={PLACEHOLDERS.company} />
        <Field meta={e.location} label="Location" placeholder={PLACEHOLDERS.location} />
        <div className="flex items-end pb-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              key={checkbox.key}
              {...fieldIdentity(checkbox)}
              defaultChecked={currentJob}
              onChange={(event) => {
                setCurrentJob(event.currentTarget.checked);
                onCurrentJobChange(event.currentTarget.checked, e.endDate.name);
              }}
              className="h-4 w-4 rounded border-slate-300"
            />
            I currently work here
          </label>
        </div>
        <DateField meta={e.startDate} label="Start Date" starred placeholder="Jan 2020" />
        <DateField meta={e.endDate} label="End Date" placeholder={currentJob ? "Present" : "Dec 2022"} disabled={currentJob} present />
        <Field
          meta={e.description}
          label="Job Description"
          starred
          multiline
          placeholder="Describe your responsibilities, one per line"
          className="sm:col-span-2"
          {...descriptionAction({ jobTitle: text(e.jobTitle.value), company: text(e.company.value), currentJob, endDate: text(e.endDate.value) })}
        />
        <Field meta={e.achievements} label="Key Achievements" multiline rows={3} className="sm:col-span-2" />
        <Field meta={e.technologies} label="Technologies Used" className="sm:col-span-2" />
      </div>
      <p className="sr-only">Experience {index + 1}</p>
      {removeButton ? <div className="mt-3">{removeButton}</div> : null}
    </div>
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
