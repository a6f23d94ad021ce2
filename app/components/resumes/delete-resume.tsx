/**
 * Deleting a CV always takes a confirmation: without JavaScript, Delete is a link to the
 * confirmation page (/resumes/{id}/delete); with JavaScript it opens the same question in a dialog.
 * Either way the confirming button is a form post to /resumes.
 */
import { useState } from "react";
import { Form, Link } from "react-router";
import { Modal } from "../ui/dialog.tsx";
import { Button, buttonClassName, StatusButton } from "../ui/button.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { usePendingFor } from "./use-pending-for.ts";

export function deleteConfirmHref(id: string): string {
  return `/resumes/${id}/delete`;
}

/** The question and the confirming form (the confirmation page and the dialog show the same). */
export function DeleteResumeConfirmation({ id, name, cancel }: { id: string; name: string; cancel: React.ReactNode }) {
  const deleting = usePendingFor("delete", id);
  return (
    <div className="space-y-4">
      <p>
        Delete <strong data-testid="delete-resume-name">{name}</strong>? Its saved cover letter, LinkedIn bio and profile photo go with it. This cannot be
        undone.
      </p>
      <Form method="post" action="/resumes" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <StatusButton variant="danger" pending={deleting} pendingLabel="Deleting...">
          Delete this CV
        </StatusButton>
        {cancel}
      </Form>
    </div>
  );
}

export function DeleteResumeButton({ id, name }: { id: string; name: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const className = buttonClassName({ variant: "secondary", size: "sm", className: "text-red-700" });
  if (!hydrated) {
    return (
      <Link to={deleteConfirmHref(id)} className={className} aria-label={`Delete ${name}`}>
        Delete
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" className="text-red-700" aria-label={`Delete ${name}`} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete this CV?">
        <DeleteResumeConfirmation
          id={id}
          name={name}
          cancel={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          }
        />
      </Modal>
    </>
  );
}
