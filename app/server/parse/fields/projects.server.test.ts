import { describe, expect, it } from "vitest";
import { parseProjectsSection } from "./projects.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const proj = (t: string) => parseProjectsSection(linesFromText(t)).map((p) => [p.title, p.startDate, p.endDate, p.technologies, p.github || p.link]);

describe("projects", () => {
  it("one project per 'Name: description' bullet", () => {
    expect(
      proj("• QuantSoftware Toolkit: Open source Python library for finance.\n• Mac Setup - Book that gives step-by-step instructions.").map((p) => p[0]),
    ).toEqual(["QuantSoftware Toolkit", "Mac Setup"]);
  });
  it("header lines with dates, stack and links", () => {
    expect(
      proj(
        "Tidepool | Rust, WebAssembly | github.com/me/tidepool\tJan 2021 – Present\n• Tide prediction library used by sailing apps\nOpenResume\tSpring 2023\n• Resume builder",
      ),
    ).toEqual([
      ["Tidepool", "Jan 2021", "Present", "Rust, WebAssembly", "github.com/me/tidepool"],
      ["OpenResume", "Spring 2023", "Spring 2023", "", ""],
    ]);
  });
  it("technologies from a 'Tools Used:' line", () => {
    expect(proj("Multi-User Drawing Tool\n○ Developed an electronic classroom\n○ Tools Used: C++, MFC")[0]![3]).toBe("C++, MFC");
  });
});

describe("projects with plain description lines and no dates", () => {
  it("reads what was done, or what the thing is, under each title as its description", () => {
    const ps = parseProjectsSection(
      linesFromText(
        [
          "Harbour tide logger",
          "Designed tide probes and measured drift in moorings",
          "Seed bank survey",
          "Counted seeds in soil cores and plotted the counts in R",
          "Bird call classifier",
          "A browser tool that labels bird calls",
        ].join("\n"),
      ),
    );
    expect(ps.map((p) => p.title)).toEqual(["Harbour tide logger", "Seed bank survey", "Bird call classifier"]);
  });
});
