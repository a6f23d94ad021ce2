import { describe, expect, it } from "vitest";
import {
  checkPhotoFile,
  naturalCropRect,
  nudgeCrop,
  nudgeStep,
  objectPathFromUploadUrl,
  PHOTO_ACCEPT,
  PHOTO_DEFAULT_CROP_PERCENT,
  PHOTO_JPEG_QUALITY,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_MIN_CROP_PX,
  PHOTO_OUTPUT_SIZE,
  PHOTO_UPLOADED_TITLE,
  photoDisplaySrc,
  photoMessageText,
} from "./photo-rules.ts";

const MB = 1024 * 1024;
const KEY = "0123456789abcdef0123456789abcdef";

describe("profile photo file checks", () => {
  it("accepts any image/ type up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp", "IMAGE/PNG"]) {
      expect(checkPhotoFile({ type, size: 1000 }), type).toBeNull();
    }
    expect(checkPhotoFile({ type: "image/png", size: 5 * MB })).toBeNull();
  });

  it("refuses other types with the exact 'Invalid file type' message", () => {
    for (const type of ["text/plain", "application/pdf", "", "video/mp4", "application/image/png"]) {
      expect(checkPhotoFile({ type, size: 10 }), type).toEqual({
        title: "Invalid file type",
        description: "Please select an image file (JPG, PNG, GIF, etc.)",
      });
    }
    expect(photoMessageText(PHOTO_MESSAGES.invalidType)).toBe("Invalid file type: Please select an image file (JPG, PNG, GIF, etc.)");
  });

  it("refuses images over 5 MB with the exact 'File too large' message", () => {
    expect(checkPhotoFile({ type: "image/jpeg", size: 5 * MB + 1 })).toEqual({
      title: "File too large",
      description: "Please select an image smaller than 5MB",
    });
    expect(photoMessageText(PHOTO_MESSAGES.tooLarge)).toBe("File too large: Please select an image smaller than 5MB");
    // the type is checked first: a large text file is an invalid type
    expect(checkPhotoFile({ type: "text/plain", size: 6 * MB })).toBe(PHOTO_MESSAGES.invalidType);
  });

  it("keeps the spec's crop constants and the other messages of", () => {
    expect(PHOTO_MAX_BYTES).toBe(5 * MB);
    expect(PHOTO_OUTPUT_SIZE).toBe(200);
    expect(PHOTO_JPEG_QUALITY).toBe(0.9);
    expect(PHOTO_MIN_CROP_PX).toBe(50);
    expect(PHOTO_DEFAULT_CROP_PERCENT).toBe(90);
    expect(PHOTO_ACCEPT).toBe("image/*");
    expect(photoMessageText(PHOTO_MESSAGES.cropFailed)).toBe("Crop failed: Failed to crop the image. Please try again.");
    expect(photoMessageText(PHOTO_MESSAGES.uploadFailed)).toBe("Upload failed: Failed to upload the cropped image. Please try again.");
    expect(PHOTO_UPLOADED_TITLE).toBe("Image uploaded successfully!");
  });
});

describe("arrow-key nudge (1, 10 with Shift, 100 with Ctrl/Cmd)", () => {
  const none = { shiftKey: false, ctrlKey: false, metaKey: false };
  it("chooses the step from the modifiers", () => {
    expect(nudgeStep(none)).toBe(1);
    expect(nudgeStep({ ...none, shiftKey: true })).toBe(10);
    expect(nudgeStep({ ...none, ctrlKey: true })).toBe(100);
    expect(nudgeStep({ ...none, metaKey: true })).toBe(100);
    expect(nudgeStep({ shiftKey: true, ctrlKey: true, metaKey: false })).toBe(100);
  });

  it("moves the selection in the arrow's direction and keeps it inside the image", () => {
    const crop = { x: 150, y: 150, width: 100, height: 100 };
    const bounds = { width: 400, height: 300 };
    expect(nudgeCrop(crop, { key: "ArrowRight", ...none }, bounds)).toEqual({ ...crop, x: 151 });
    expect(nudgeCrop(crop, { key: "ArrowLeft", ...none, shiftKey: true }, bounds)).toEqual({ ...crop, x: 140 });
    expect(nudgeCrop(crop, { key: "ArrowUp", ...none, ctrlKey: true }, bounds)).toEqual({ ...crop, y: 50 });
    expect(nudgeCrop(crop, { key: "ArrowDown", ...none, metaKey: true }, bounds)).toEqual({ ...crop, y: 200 });
    // clamped at the edges
    expect(nudgeCrop(crop, { key: "ArrowRight", ...none, ctrlKey: true }, bounds)).toEqual({ ...crop, x: 250 });
    expect(nudgeCrop({ ...crop, x: 5 }, { key: "ArrowLeft", ...none, shiftKey: true }, bounds)).toEqual({ ...crop, x: 0 });
    expect(nudgeCrop(crop, { key: "Enter", ...none }, bounds)).toBeNull();
  });

  it("maps a selection on the displayed image to the image's natural pixels", () => {
    expect(naturalCropRect({ x: 10, y: 20, width: 50, height: 50 }, { width: 200, height: 100 }, { width: 800, height: 400 })).toEqual({
      x: 40,
      y: 80,
      width: 200,
      height: 200,
    });
    // never past the image's edge
    expect(naturalCropRect({ x: 150, y: 0, width: 51, height: 51 }, { width: 200, height: 100 }, { width: 200, height: 100 })).toEqual({
      x: 150,
      y: 0,
      width: 50,
      height: 51,
    });
  });
});

describe("stored path and display", () => {
  it("derives /objects/{key} from the upload URL with the query string removed", () => {
    expect(objectPathFromUploadUrl(`/objects/${KEY}?expires=1&sig=abc`)).toBe(`/objects/${KEY}`);
    expect(objectPathFromUploadUrl(`https://vitae.app/objects/${KEY}?expires=1&sig=abc`, "https://vitae.app")).toBe(`/objects/${KEY}`);
    expect(objectPathFromUploadUrl(`/objects/../secret?x=1`)).toBeNull();
    expect(objectPathFromUploadUrl(`/elsewhere/${KEY}`)).toBeNull();
  });

  it("prefixes /objects/ paths with the site origin once it is known", () => {
    expect(photoDisplaySrc(`/objects/${KEY}`, "https://vitae.app")).toBe(`https://vitae.app/objects/${KEY}`);
    expect(photoDisplaySrc(`/objects/${KEY}`, null)).toBe(`/objects/${KEY}`);
    expect(photoDisplaySrc("data:image/jpeg;base64,/9j/", "https://vitae.app")).toBe("data:image/jpeg;base64,/9j/");
    expect(photoDisplaySrc("", "https://vitae.app")).toBeUndefined();
    expect(photoDisplaySrc("javascript:alert(1)", "https://vitae.app")).toBeUndefined();
  });
});
