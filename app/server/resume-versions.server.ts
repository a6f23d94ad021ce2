/**
 * A resume's version history for its owner: the list the edit page shows and Restore. Restoring
 * goes through the save path (the form's validation, the plan's template rules, no generation
 * counted) and is itself a new version; the stored content changes only when the author asks.
 */
import { resumeFormSchema } from "../lib/resume.ts";
import { momentIn } from "../lib/reader-time.ts";
import { restoredLabel } from "../lib/resume-versions.ts";
import { getStore } from "./db/index.server.ts";
import type { ResumeRecord, ResumeVersionRecord } from "./db/types.server.ts";
import type { UpgradeRequiredBody } from "./entitlements.server.ts";
import { fail, ok, type Result } from "./result.server.ts";
import { updateOwnedResume } from "./resumes.server.ts";

export const VERSION_NOT_FOUND = "This version was not found. It may have been replaced by newer ones.";

/** One row of the history as the page shows it (time already in words, so server and browser agree). */
export interface VersionListItem {
  id: string;
  label: string;
  time: string;
  createdAt: string;
  /** The newest version: what the resume holds now. */
  current: boolean;
}

/** The versions of a resume the caller has checked is the visitor's (requireOwnedResume), newest first, timed in the reader's zone. */
export async function versionHistory(resume: ResumeRecord, timeZone: string): Promise<VersionListItem[]> {
  const versions = await (await getStore()).resumeVersions.list(resume.id);
  return versions.map((version, index) => ({
    id: version.id,
    label: version.label,
    time: momentIn(version.created_at, timeZone),
    createdAt: version.created_at,
    current: index === 0,
  }));
}

/** A version of this visitor's resume; another visitor's version is as unknown as a missing one. */
async function ownedVersion(visitorId: string, resumeId: string, versionId: string): Promise<ResumeVersionRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(versionId)) return null;
  const version = await (await getStore()).resumeVersions.get(versionId);
  return version && version.owner_id === visitorId && version.resume_id === resumeId ? version : null;
}

/** Puts a version's content back into the resume, as a save would, and records that as a new version. */
export async function restoreVersion(
  visitorId: string,
  resumeId: string,
  versionId: string,
  label?: string,
): Promise<Result<{ resume: ResumeRecord; restoredFrom: string }, UpgradeRequiredBody | undefined>> {
  const version = await ownedVersion(visitorId, resumeId, versionId);
  if (!version) return fail(404, VERSION_NOT_FOUND);
  const { snapshot } = version;
  const form = resumeFormSchema.safeParse({
    personalInfo: snapshot.personal_info,
    experiences: snapshot.experiences,
    education: snapshot.education,
    skills: snapshot.skills,
    projects: snapshot.projects,
    additionalInfo: snapshot.additional_info,
  });
  if (!form.success) {
    return fail(422, "This version is missing required fields, so it cannot be restored as it is. Please choose another version.");
  }
  const saved = await updateOwnedResume(visitorId, resumeId, {
    form: form.data,
    template: snapshot.template,
    customization: snapshot.customization ?? undefined,
    label: label ?? restoredLabel(version.created_at),
  });
  if (!saved.ok) return saved;
  return ok({ resume: saved.value, restoredFrom: version.created_at });
}
