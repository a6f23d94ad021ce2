import { describe, expect, it } from "vitest";
import { lastEditedLabel } from "./my-resumes.server.ts";

describe("lastEditedLabel", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");
  it("says how long ago for the last week, then the date", () => {
    expect(lastEditedLabel("2026-03-10T11:59:30.000Z", now)).toBe("just now");
    expect(lastEditedLabel("2026-03-10T11:59:00.000Z", now)).toBe("1 minute ago");
    expect(lastEditedLabel("2026-03-10T11:15:00.000Z", now)).toBe("45 minutes ago");
    expect(lastEditedLabel("2026-03-10T09:00:00.000Z", now)).toBe("3 hours ago");
    expect(lastEditedLabel("2026-03-08T12:00:00.000Z", now)).toBe("2 days ago");
    expect(lastEditedLabel("2026-01-05T08:00:00.000Z", now)).toBe("5 Jan 2026");
    expect(lastEditedLabel("not a date", now)).toBe("unknown");
  });

  it("gives an older edit's date as the reader's calendar has it", () => {
    expect(lastEditedLabel("2026-01-05T20:00:00.000Z", now, "Asia/Tokyo")).toBe("6 Jan 2026");
    expect(lastEditedLabel("2026-01-05T20:00:00.000Z", now, "America/Los_Angeles")).toBe("5 Jan 2026");
  });
});
