/**
 * The profile photo of the resume form (crop flow).
 * - The value travels in a hidden input (`name`, e.g. personalInfo.profileImage): an /objects/ path,
 *   shown prefixed with the site origin; a photo that fails to load is hidden.
 * - With JavaScript: 'Upload Photo' → pick an image (checked: image/*, ≤ 5 MB) → crop dialog →
 *   POST /api/objects/upload → PUT the 200×200 JPEG to the signed URL → `onChange(path)`.
 * - Without JavaScript (rendered only before hydration): a plain file input `profilePhoto` and an
 *   'Upload photo' button that posts the whole form as multipart with intent=upload-photo; the page's
 *   action crops and stores it on the server (storeProfilePhotoFromForm) and answers the form with
 *   the new path. 'Remove photo' posts the form with intent=remove-photo and it comes back without it.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import {
  checkPhotoFile,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  PHOTO_REMOVE_INTENT,
  PHOTO_UPLOAD_INTENT,
  PHOTO_UPLOADED_TITLE,
  photoDisplaySrc,
  PROFILE_PHOTO_FIELD,
} from "../../lib/photo-rules.ts";
import { toast } from "../ui/toaster.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";

/** The crop dialog (and the cropping library with its stylesheet) loads when a photo is first picked, not with the page. */
const loadCropDialog = () => import("./crop-dialog.tsx");
const CropDialog = lazy(() => loadCropDialog().then((module) => ({ default: module.CropDialog })));

export interface ProfilePhotoFieldProps {
  /** The hidden input's name (personalInfo.profileImage). */
  name: string;
  value?: string;
  onChange: (path: string) => void;
}

const buttonClass = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";

export function ProfilePhotoField({ name, value, onChange }: ProfilePhotoFieldProps) {
  const hydrated = useHydrated();
  const picker = useRef<HTMLInputElement>(null);
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [cropDialogWanted, setCropDialogWanted] = useState(false);
  const plainControlsRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState(false);

  useEffect(() => setBroken(false), [value]);
  // the picked image lives in an object URL only while the dialog needs it
  useEffect(() => {
    if (!imageSrc) return;
    return () => URL.revokeObjectURL(imageSrc);
  }, [imageSrc]);

  function pick(file: File) {
    const problem = checkPhotoFile(file);
    if (problem) {
      toast({ variant: "destructive", title: problem.title, description: problem.description });
      return;
    }
    setCropDialogWanted(true);
    setImageSrc(URL.createObjectURL(file));
  }

  async function apply(jpeg: Blob) {
    setBusy(true);
    try {
      // the upload's code loads with the first cropped photo
      const { uploadPhoto } = await import("./photo-upload.ts");
      const path = await uploadPhoto(jpeg);
      onChange(path);
      setImageSrc(null);
      toast({ title: PHOTO_UPLOADED_TITLE });
    } catch {
      toast({ variant: "destructive", ...PHOTO_MESSAGES.uploadFailed });
    } finally {
      setBusy(false);
    }
  }

  const src = broken ? undefined : photoDisplaySrc(value, hydrated ? window.location.origin : null);

  // The form's fields here are kept out of this component's own re-renders (hydration, a picked
  // photo): React writes a field's name again whenever it re-renders it, and the form library then
  // re-reads the whole form in one synchronous render.
  const pathInput = useMemo(() => <input type="hidden" name={name} value={value ?? ""} />, [name, value]);
  // Until the page hydrates both sets of controls are sent, and the browser shows the one for its
  // scripting: the scripted controls take less room, so showing the form's controls until hydration
  // would move every field below when they are swapped. Once hydrated the form's controls stay,
  // hidden and disabled (so not posted), switched off on the element itself (see above).
  const plainControls = useMemo(
    () => (
      <div ref={plainControlsRef} className="flex flex-wrap items-center gap-2 scripting:hidden">
        <label htmlFor="profile-photo-file" className="text-sm text-slate-700">
          Profile photo
        </label>
        <input
          id="profile-photo-file"
          type="file"
          name={PROFILE_PHOTO_FIELD}
          accept={PHOTO_ACCEPT}
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        />
        <button type="submit" name="intent" value={PHOTO_UPLOAD_INTENT} formEncType="multipart/form-data" formNoValidate className={buttonClass}>
          Upload photo
        </button>
        {value ? (
          <button type="submit" name="intent" value={PHOTO_REMOVE_INTENT} formNoValidate className={buttonClass}>
            Remove photo
          </button>
        ) : null}
      </div>
    ),
    [value],
  );
  // the scripted picker too (its handler only sets state, so the first render's serves)
  const pickerInput = useMemo(
    () => (
      <input
        ref={picker}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) pick(file);
        }}
      />
    ),
    [],
  );
  useEffect(() => {
    const controls = plainControlsRef.current;
    if (!hydrated || !controls) return;
    controls.hidden = true;
    for (const control of controls.querySelectorAll<HTMLInputElement | HTMLButtonElement>("input, button")) control.disabled = true;
  }, [hydrated, plainControls]);

  return (
    <div className="sm:col-span-2" data-testid="profile-photo">
      {pathInput}
      <p className="text-sm font-medium text-slate-800">Profile Photo</p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {src ? (
          // eslint-disable-next-line jsx-a11y/img-redundant-alt -- "profile photo" is the field's name, not a description of an image
          <img
            src={src}
            alt="Profile photo"
            width={80}
            height={80}
            className="h-20 w-20 rounded-full border border-slate-200 object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 items-center justify-center rounded-full border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-500"
          >
            No photo
          </span>
        )}
        {plainControls}
        <div className={`flex flex-wrap gap-2 ${hydrated ? "" : "hidden scripting:flex"}`}>
          {pickerInput}
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            // fetched while the file chooser is open, so the dialog is ready when the image is
            onPointerEnter={() => void loadCropDialog()}
            onFocus={() => void loadCropDialog()}
            onClick={() => {
              void loadCropDialog();
              picker.current?.click();
            }}
          >
            Upload Photo
          </button>
          {value ? (
            <button type="button" className={buttonClass} disabled={busy} onClick={() => onChange("")}>
              Remove photo
            </button>
          ) : null}
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">JPG, PNG, GIF or another image up to 5 MB; it is cropped to a square.</p>
      {/* mounted from the first pick on, so that closing the dialog is the native dialog's own (focus goes back) */}
      {cropDialogWanted ? (
        <Suspense fallback={null}>
          <CropDialog key={imageSrc ?? "none"} imageSrc={imageSrc} busy={busy} onClose={() => setImageSrc(null)} onApply={apply} />
        </Suspense>
      ) : null}
    </div>
  );
}
