import { describe, expect, it } from "vitest";
import { checkResumeFile, RESUME_MESSAGES } from "./upload-rules.ts";

describe("resume file checks", () => {
  it("accepts PDF, DOCX and DOC up to 10 MB", () => {
    expect(checkResumeFile({ name: "cv.pdf", type: "application/pdf", size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: "CV.DOCX", type: "", size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkResumeFile({ name: "old.doc", type: "application/msword", size: 5 })).toBeNull();
  });
  it("refuses other types and larger files with the spec messages", () => {
    expect(checkResumeFile({ name: "photo.png", type: "image/png", size: 10 })).toBe(RESUME_MESSAGES.type);
    expect(checkResumeFile({ name: "cv.pdf", type: "application/pdf", size: 10 * 1024 * 1024 + 1 })).toBe(RESUME_MESSAGES.size);
    expect(RESUME_MESSAGES.type).toBe("Please upload a PDF or Word document (.pdf, .docx, .doc)");
    expect(RESUME_MESSAGES.size).toBe("Please upload a file smaller than 10MB");
  });
});
