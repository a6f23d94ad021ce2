/**
 * Profile photo rules ('Profile image'): the client checks of a picked file, the crop
 * constants and messages, and the keyboard nudge of the crop selection. Pure: used by the crop
 * dialog in the browser and by the server, which re-checks every upload by its bytes.
 */

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square JPEG the crop produces (px). */
export const PHOTO_OUTPUT_SIZE = 200;
export const PHOTO_JPEG_QUALITY = 0.9;
export const PHOTO_MIN_CROP_PX = 50;
/** The default selection: 90 % of the image's width, centred. */
export const PHOTO_DEFAULT_CROP_PERCENT = 90;
export const PHOTO_ASPECT = 1;
export const PHOTO_ACCEPT = "image/*";
/** Object keys are 128 random bits in hex: unguessable, never reused, safe in a path and a file name. */
export const OBJECT_KEY_PATTERN = /^[0-9a-f]{32}$/;

export interface PhotoMessage {
  title: string;
  description: string;
}

export const PHOTO_MESSAGES = {
  invalidType: { title: "Invalid file type", description: "Please select an image file (JPG, PNG, GIF, etc.)" },
  tooLarge: { title: "File too large", description: "Please select an image smaller than 5MB" },
  cropFailed: { title: "Crop failed", description: "Failed to crop the image. Please try again." },
  uploadFailed: { title: "Upload failed", description: "Failed to upload the cropped image. Please try again." },
} as const satisfies Record<string, PhotoMessage>;

export const PHOTO_UPLOADED_TITLE = "Image uploaded successfully!";
export const PHOTO_REMOVED_TITLE = "Photo removed";
export const PHOTO_UPLOAD_FAILED_TITLE = "Upload failed";

/**
 * Without JavaScript the photo field is a file input (PROFILE_PHOTO_FIELD) and two buttons that post
 * the whole form with these intents; the create and edit actions answer them (objects.server.ts).
 */
export const PROFILE_PHOTO_FIELD = "profilePhoto";
export const PHOTO_UPLOAD_INTENT = "upload-photo";
export const PHOTO_REMOVE_INTENT = "remove-photo";

/** 'Title: description' — the one-line form used in server errors and plain-HTML notices. */
export function photoMessageText(message: PhotoMessage): string {
  return `${message.title}: ${message.description}`;
}

/** null when the picked file may be cropped, otherwise the message to show (type first, then size). */
export function checkPhotoFile(file: { type: string; size: number }): PhotoMessage | null {
  if (!file.type.toLowerCase().startsWith("image/")) return PHOTO_MESSAGES.invalidType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** Arrow-key step: 1 px, 10 px with Shift, 100 px with Ctrl or Cmd (on every platform). */
export function nudgeStep(keys: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): number {
  if (keys.ctrlKey || keys.metaKey) return 100;
  if (keys.shiftKey) return 10;
  return 1;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function isArrowKey(key: string): boolean {
  return key in ARROWS;
}

/**
 * Moves the selection by one nudge in the arrow's direction, kept inside the image
 * (`bounds` is the displayed image's size). Returns null for keys that are not arrows.
 */
export function nudgeCrop(
  crop: PixelRect,
  event: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  bounds: { width: number; height: number },
): PixelRect | null {
  const direction = ARROWS[event.key];
  if (!direction) return null;
  const step = nudgeStep(event);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  return {
    ...crop,
    x: clamp(crop.x + direction[0] * step, bounds.width - crop.width),
    y: clamp(crop.y + direction[1] * step, bounds.height - crop.height),
  };
}

/**
 * The source rectangle in the image's natural pixels for a selection made on the displayed image
 * (the displayed image may be scaled down to fit the dialog).
 */
export function naturalCropRect(crop: PixelRect, displayed: { width: number; height: number }, natural: { width: number; height: number }): PixelRect {
  const scaleX = displayed.width > 0 ? natural.width / displayed.width : 1;
  const scaleY = displayed.height > 0 ? natural.height / displayed.height : 1;
  const x = Math.max(0, Math.round(crop.x * scaleX));
  const y = Math.max(0, Math.round(crop.y * scaleY));
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(crop.width * scaleX), natural.width - x)),
    height: Math.max(1, Math.min(Math.round(crop.height * scaleY), natural.height - y)),
  };
}

/**
 * The stored path of an upload URL: the URL's path with the query string removed —
 * `/objects/{key}` for our signed URLs. null when the URL is not one of ours.
 */
export function objectPathFromUploadUrl(uploadURL: string, origin = "http://localhost"): string | null {
  try {
    const url = new URL(uploadURL, origin);
    const key = url.pathname.startsWith("/objects/") ? url.pathname.slice("/objects/".length) : "";
    return OBJECT_KEY_PATTERN.test(key) ? url.pathname : null;
  } catch {
    return null;
  }
}

/** How a stored profile image is shown: an /objects/ path is prefixed with the site origin. */
export function photoDisplaySrc(value: string | undefined | null, origin: string | null): string | undefined {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return undefined;
  if (trimmed.startsWith("/objects/")) return origin ? `${origin}${trimmed}` : trimmed;
  if (/^(https?:|data:image\/)/i.test(trimmed)) return trimmed;
  return undefined;
}
