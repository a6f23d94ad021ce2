/**
 * 'Crop Profile Image' (crop flow): a square selection (min 50×50 px, 90 % wide
 * and centred at first) over the picked image; arrow keys move it by 1 px, 10 with Shift, 100 with
 * Ctrl or Cmd; Apply draws the selection on a 200×200 canvas and hands over a JPEG (quality 0.9).
 */
import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import ReactCrop, { centerCrop, convertToPixelCrop, makeAspectCrop, type Crop, type PixelCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import {
  isArrowKey,
  naturalCropRect,
  nudgeCrop,
  PHOTO_ASPECT,
  PHOTO_DEFAULT_CROP_PERCENT,
  PHOTO_JPEG_QUALITY,
  PHOTO_MESSAGES,
  PHOTO_MIN_CROP_PX,
  PHOTO_OUTPUT_SIZE,
} from "../../lib/photo-rules.ts";
import { Modal } from "../ui/dialog.tsx";
import { toast } from "../ui/toaster.tsx";
import { Button } from "../ui/button.tsx";

export const CROP_DIALOG_TITLE = "Crop Profile Image";

export interface CropDialogProps {
  /** The picked image (an object URL); the dialog is open while it is set. */
  imageSrc: string | null;
  onClose: () => void;
  /** Receives the 200×200 JPEG. The dialog stays open (busy) until the promise settles. */
  onApply: (jpeg: Blob) => Promise<void> | void;
  /** True while the caller uploads the result. */
  busy?: boolean;
}

/** The default selection: a square 90 % of the image's width (or less on a landscape image), centred. */
export function defaultCrop(width: number, height: number): Crop {
  return centerCrop(makeAspectCrop({ unit: "%", width: PHOTO_DEFAULT_CROP_PERCENT }, PHOTO_ASPECT, width, height), width, height);
}

/** Draws the selection of `image` (displayed size) onto a 200×200 canvas and encodes a JPEG. */
export function cropToJpeg(image: HTMLImageElement, crop: PixelCrop): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement("canvas");
    canvas.width = PHOTO_OUTPUT_SIZE;
    canvas.height = PHOTO_OUTPUT_SIZE;
    const context = canvas.getContext("2d");
    if (!context || !image.naturalWidth || crop.width <= 0 || crop.height <= 0) {
      reject(new Error("nothing to crop"));
      return;
    }
    const source = naturalCropRect(crop, { width: image.width, height: image.height }, { width: image.naturalWidth, height: image.naturalHeight });
    // JPEG has no transparency: transparent pixels become white rather than black
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, PHOTO_OUTPUT_SIZE, PHOTO_OUTPUT_SIZE);
    context.imageSmoothingQuality = "high";
    context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, PHOTO_OUTPUT_SIZE, PHOTO_OUTPUT_SIZE);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("canvas could not encode a JPEG"))), "image/jpeg", PHOTO_JPEG_QUALITY);
  });
}

export function CropDialog({ imageSrc, onClose, onApply, busy = false }: CropDialogProps) {
  const image = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<Crop>();
  const [completed, setCompleted] = useState<PixelCrop>();
  const [working, setWorking] = useState(false);

  function onImageLoad(event: SyntheticEvent<HTMLImageElement>) {
    const { width, height } = event.currentTarget;
    const initial = defaultCrop(width, height);
    setCrop(initial);
    setCompleted(convertToPixelCrop(initial, width, height));
  }

  // Arrow keys on the selection: our steps (1 / 10 Shift / 100 Ctrl or Cmd on every platform).
  // The resize handles keep react-image-crop's own keyboard resizing (same step sizes).
  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (!isArrowKey(event.key) || !target.classList.contains("ReactCrop__crop-selection")) return;
    const img = image.current;
    if (!img || !crop) return;
    const bounds = { width: img.width, height: img.height };
    const moved = nudgeCrop(convertToPixelCrop(crop, bounds.width, bounds.height), event, bounds);
    if (!moved) return;
    event.preventDefault();
    event.stopPropagation();
    const next: PixelCrop = { unit: "px", ...moved };
    setCrop(next);
    setCompleted(next);
  }

  async function apply() {
    const img = image.current;
    if (!img || !completed) return;
    setWorking(true);
    try {
      let jpeg: Blob;
      try {
        jpeg = await cropToJpeg(img, completed);
      } catch {
        toast({ variant: "destructive", ...PHOTO_MESSAGES.cropFailed });
        return;
      }
      await onApply(jpeg);
    } finally {
      setWorking(false);
    }
  }

  const disabled = busy || working || !completed;
  return (
    <Modal open={imageSrc !== null} onClose={() => (busy || working ? undefined : onClose())} title={CROP_DIALOG_TITLE} size="lg">
      <p className="text-sm text-slate-700">Drag the square or move it with the arrow keys (Shift: 10 px, Ctrl or Cmd: 100 px), then choose Apply.</p>
      <div className="mt-3 flex justify-center bg-slate-100 p-2" onKeyDownCapture={onKeyDownCapture} data-testid="crop-area">
        {imageSrc ? (
          <ReactCrop
            crop={crop}
            onChange={(pixel) => setCrop(pixel)}
            onComplete={(pixel) => setCompleted(pixel)}
            aspect={PHOTO_ASPECT}
            minWidth={PHOTO_MIN_CROP_PX}
            minHeight={PHOTO_MIN_CROP_PX}
            keepSelection
            // react-image-crop sizes the image from its own box (max-height: inherit): the limit goes here,
            // so that a portrait photo leaves Apply on screen
            className="max-h-[min(60vh,calc(100dvh-17rem))]"
            ariaLabels={{
              cropArea: "Crop selection: use the arrow keys to move it",
              nwDragHandle: "Resize the selection from the top left",
              nDragHandle: "Resize the selection from the top",
              neDragHandle: "Resize the selection from the top right",
              eDragHandle: "Resize the selection from the right",
              seDragHandle: "Resize the selection from the bottom right",
              sDragHandle: "Resize the selection from the bottom",
              swDragHandle: "Resize the selection from the bottom left",
              wDragHandle: "Resize the selection from the left",
            }}
          >
            {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- the upload is an image to crop: the name says what it is for */}
            <img ref={image} src={imageSrc} alt="Image to crop" onLoad={onImageLoad} className="max-w-full" />
          </ReactCrop>
        ) : null}
      </div>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy || working}>
          Cancel
        </Button>
        {/* not a StatusButton: its spinner is an endless animation, and with one running Chromium can
            put off canvas.toBlob (it encodes in idle time) for seconds, stalling the upload */}
        <Button onClick={() => void apply()} disabled={disabled} aria-busy={busy || working || undefined}>
          {busy || working ? "Uploading..." : "Apply"}
        </Button>
      </div>
    </Modal>
  );
}
