/**
 * 'Version history' (edit page): every save, generation and AI change of the stored resume, newest
 * first, each with a Restore button. Restoring is a post like Save Changes (it works without
 * JavaScript) and replaces the stored content with that version's, as a new version.
 */
import { Form, useNavigation } from "react-router";
import { RESTORE_VERSION_INTENT } from "../../lib/resume-versions.ts";
import { StatusButton } from "../ui/button.tsx";
import { useIsPending } from "../ui/use-is-pending.ts";

export interface VersionHistoryItem {
  id: string;
  label: string;
  /** Already in words (the server formats it, so the browser renders the same text). */
  time: string;
  createdAt: string;
  current: boolean;
}

export function VersionHistory({ versions }: { versions: VersionHistoryItem[] }) {
  const restoring = useIsPending({ intent: RESTORE_VERSION_INTENT });
  const busyVersion = useNavigation().formData?.get("versionId");
  return (
    <details className="mt-6 rounded-md border border-slate-200 p-4">
      <summary className="cursor-pointer py-1 font-semibold">{`Version history (${versions.length})`}</summary>
      {versions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Versions appear here each time the resume is saved or changed by AI.</p>
      ) : (
        <Form method="post" className="mt-3" aria-label="Version history">
          <input type="hidden" name="intent" value={RESTORE_VERSION_INTENT} />
          <p className="text-sm text-slate-700">
            Restoring puts a version&apos;s content back into your resume (unsaved changes in the form are replaced). The current content stays in the history.
          </p>
          <ol className="mt-3 divide-y divide-slate-200">
            {versions.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="resume-version">
                <span>
                  <time dateTime={version.createdAt} className="font-medium">
                    {version.time}
                  </time>{" "}
                  — {version.label}
                  {version.current ? <span className="ml-2 text-sm text-slate-600">(current)</span> : null}
                </span>
                {version.current ? null : (
                  <StatusButton
                    name="versionId"
                    value={version.id}
                    variant="secondary"
                    size="sm"
                    aria-label={`Restore version from ${version.time} (${version.label})`}
                    disabled={restoring}
                    pending={restoring && busyVersion === version.id}
                    pendingLabel="Restoring..."
                  >
                    Restore
                  </StatusButton>
                )}
              </li>
            ))}
          </ol>
        </Form>
      )}
    </details>
  );
}
