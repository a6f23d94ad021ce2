import { describe, expect, it } from "vitest";
import { jsonResumeSchema } from "../../tests/fixtures/json-resume-schema.ts";
import { SAMPLE_RESUME } from "./sample-resume.ts";
import { importJsonResume } from "../server/exports/json-resume.server.ts";
import { jsonResumeToForm } from "./json-resume-import.ts";
import { formToJsonResume, photoUrlForJsonResume } from "./json-resume.ts";
import { countryCode, paperForCountry } from "./text/countries.ts";
import { normalizeResume } from "./normalize-resume.ts";
import { resumeFormSchema, type PartialResume } from "./resume.ts";

/** Item ids are generated on import: compare without them. */
function comparable(resume: PartialResume) {
  const form = normalizeResume(resumeFormSchema.parse(resume));
  const strip = <T extends { id?: string }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);
  const noEmpty = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(noEmpty)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== "" && v !== undefined)
              .map(([k, v]) => [k, noEmpty(v)]),
          )
        : value;
  return noEmpty({ ...form, experiences: strip(form.experiences), education: strip(form.education), projects: strip(form.projects) });
}

describe("JSON Resume", () => {
  it("exports a document that validates against the v1.2.1 schema", () => {
    const json = formToJsonResume(normalizeResume(SAMPLE_RESUME));
    const result = jsonResumeSchema.safeParse(json);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(json.basics).toMatchObject({ name: "Priya Raman", email: "priya.raman@example.com", url: "https://priyaraman.dev" });
    expect(json.work?.[0]).toMatchObject({ name: "Northwind Payments", position: "Senior Software Engineer", startDate: "2021-03" });
    expect(json.work?.[0]?.endDate).toBeUndefined();
    expect(json.work?.[1]).toMatchObject({ startDate: "2017-06", endDate: "2021-02" });
    expect(json.skills?.map((s) => s.name)).toEqual(["Technical", "Frameworks", "Tools", "Soft skills"]);
  });

  it("writes the country as its ISO code, bullets as highlights and each language with its fluency", () => {
    const form = normalizeResume({
      ...SAMPLE_RESUME,
      personalInfo: { ...SAMPLE_RESUME.personalInfo, country: "USA" },
      experiences: [
        { ...SAMPLE_RESUME.experiences[0]!, description: "- Led the payments team\n- Cut fraud losses by 30%", achievements: "Promoted within 12 months" },
        { ...SAMPLE_RESUME.experiences[1]!, description: "Built the support tools.", achievements: "" },
      ],
      additionalInfo: { ...SAMPLE_RESUME.additionalInfo, languages: "English (native), Spanish - B2, French: fluent, Haitian-Creole" },
    });
    const json = formToJsonResume(form);
    expect(jsonResumeSchema.safeParse(json).success).toBe(true);
    expect(json.basics?.location?.countryCode).toBe("US");
    expect(json.work?.[0]).toMatchObject({ highlights: ["Led the payments team", "Cut fraud losses by 30%", "Promoted within 12 months"] });
    expect(json.work?.[0]?.summary).toBeUndefined();
    expect(json.work?.[1]).toMatchObject({ summary: "Built the support tools." });
    expect(json.languages).toEqual([
      { language: "English", fluency: "native" },
      { language: "Spanish", fluency: "B2" },
      { language: "French", fluency: "fluent" },
      { language: "Haitian-Creole" },
    ]);
    // our own import puts every line back where it was written
    const back = jsonResumeToForm(JSON.parse(JSON.stringify(json)));
    expect(back.personalInfo?.country).toBe("USA");
    expect(back.experiences?.[0]).toMatchObject({ description: "Led the payments team\nCut fraud losses by 30%", achievements: "Promoted within 12 months" });
  });

  it("knows countries by their names, short forms and codes", () => {
    expect(["United States", "U.S.A.", "us", "America"].map(countryCode)).toEqual(["US", "US", "US", "US"]);
    expect(["United Kingdom", "UK", "England", "India", "Deutschland", "Côte d’Ivoire", "Ivory Coast", "UAE"].map(countryCode)).toEqual([
      "GB",
      "GB",
      "GB",
      "IN",
      // a country named in its own language too
      "DE",
      "CI",
      "CI",
      "AE",
    ]);
    expect(countryCode("Atlantis")).toBeUndefined();
    expect(countryCode("EU")).toBeUndefined();
    expect(["USA", "Canada", "India", "UK", ""].map(paperForCountry)).toEqual(["Letter", "Letter", "A4", "A4", "A4"]);
  });

  it("re-imports its own export to the same form data", () => {
    const original = normalizeResume(SAMPLE_RESUME);
    const back = jsonResumeToForm(JSON.parse(JSON.stringify(formToJsonResume(original))));
    expect(comparable(back)).toEqual(comparable(original));
  });

  it("maps a JSON Resume written elsewhere (area and study type, fluency, custom skill groups)", () => {
    const form = jsonResumeToForm({
      basics: {
        name: "Jean Claude Van Damme",
        email: "jc@example.com",
        phone: "+32 2 555 01 00",
        location: { city: "Brussels", countryCode: "BE" },
        profiles: [{ network: "LinkedIn", url: "https://linkedin.com/in/jcvd" }],
      },
      work: [{ name: "Acme", position: "Developer", startDate: "2019-04-01", endDate: "2021-01", highlights: ["Shipped v2"] }],
      education: [{ institution: "KU Leuven", studyType: "Master", area: "Computer Science", endDate: "2018" }],
      skills: [
        { name: "Web Development", keywords: ["HTML", "CSS"] },
        { name: "Tools", keywords: ["Git"] },
      ],
      languages: [{ language: "French", fluency: "Native speaker" }],
      interests: [{ name: "Karate" }],
    });
    expect(form.personalInfo).toMatchObject({
      firstName: "Jean Claude Van",
      lastName: "Damme",
      city: "Brussels",
      country: "BE",
      linkedIn: "https://linkedin.com/in/jcvd",
    });
    expect(form.experiences[0]).toMatchObject({
      company: "Acme",
      jobTitle: "Developer",
      startDate: "Apr 2019",
      endDate: "Jan 2021",
      currentJob: false,
      achievements: "Shipped v2",
    });
    expect(form.education[0]).toMatchObject({ degree: "Master in Computer Science", school: "KU Leuven", graduationYear: "2018" });
    expect(form.skills).toMatchObject({ technicalSkills: "Web Development, HTML, CSS", tools: "Git" });
    expect(form.additionalInfo).toMatchObject({ languages: "French (Native speaker)", hobbies: "Karate" });
  });

  it("recognises JSON Resume bytes and nothing else", () => {
    const bytes = new TextEncoder().encode(`\ufeff  ${JSON.stringify(formToJsonResume(SAMPLE_RESUME))}`);
    expect(importJsonResume(bytes)?.personalInfo.email).toBe("priya.raman@example.com");
    expect(importJsonResume(new TextEncoder().encode('{"hello": "world"}'))).toBeNull();
    expect(importJsonResume(new TextEncoder().encode("%PDF-1.7 ..."))).toBeNull();
    expect(importJsonResume(new TextEncoder().encode('{"basics": '))).toBeNull();
  });

  describe("basics.image", () => {
    const KEY = "0123456789abcdef0123456789abcdef";
    const HOSTILE_IMAGES = [
      "javascript:alert(1)",
      " JavaScript:alert(document.cookie)",
      "java\tscript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "data:image/jpeg;base64,/9j/4AAQ",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "//evil.example/x.jpg",
      "evil.example/x.jpg",
      "https://user:secret@evil.example/x.jpg",
      "http://",
      "/objects/../secrets",
      "/objects/not-a-key",
      "ftp://example.com/x.jpg",
    ];
    const withImage = (profileImage: string) => ({
      ...normalizeResume(SAMPLE_RESUME),
      personalInfo: { ...normalizeResume(SAMPLE_RESUME).personalInfo, profileImage },
    });

    it("exports an http(s) URL and our own photo (absolute on the site's origin), and drops anything else", () => {
      expect(formToJsonResume(withImage("https://cdn.example.com/me.jpg")).basics?.image).toBe("https://cdn.example.com/me.jpg");
      expect(formToJsonResume(withImage("http://example.com/a b.png")).basics?.image).toBe("http://example.com/a%20b.png");
      expect(formToJsonResume(withImage(`/objects/${KEY}`), new Date(), "https://vitae.example").basics?.image).toBe(`https://vitae.example/objects/${KEY}`);
      expect(formToJsonResume(withImage(`/objects/${KEY}`)).basics?.image).toBe(`/objects/${KEY}`);
      for (const image of HOSTILE_IMAGES) {
        const json = formToJsonResume(withImage(image), new Date(), "https://vitae.example");
        expect(json.basics?.image, image).toBeUndefined();
        expect(JSON.stringify(json), image).not.toMatch(/javascript:|vbscript:|data:image|file:|secret@/i);
      }
    });

    it("imports an http(s) URL and our own photo path, and drops anything else", () => {
      const imported = (image: unknown) => jsonResumeToForm({ basics: { name: "Ada Lovelace", image } }).personalInfo.profileImage;
      expect(imported("https://cdn.example.com/me.jpg")).toBe("https://cdn.example.com/me.jpg");
      expect(imported(`https://vitae.example/objects/${KEY}`)).toBe(`https://vitae.example/objects/${KEY}`);
      expect(imported(`/objects/${KEY}`)).toBe(`/objects/${KEY}`);
      for (const image of [...HOSTILE_IMAGES, 42, { url: "https://x.example" }, `https://example.com/${"a".repeat(600)}.jpg`]) {
        expect(imported(image), String(image)).toBeUndefined();
      }
      // the older "picture" spelling is checked the same way
      expect(jsonResumeToForm({ basics: { picture: "javascript:alert(1)" } }).personalInfo.profileImage).toBeUndefined();
      expect(jsonResumeToForm({ basics: { picture: "https://cdn.example.com/p.png" } }).personalInfo.profileImage).toBe("https://cdn.example.com/p.png");
    });

    it("photoUrlForJsonResume answers the URL to use or undefined", () => {
      expect(photoUrlForJsonResume("  https://Example.com/x.jpg ")).toBe("https://example.com/x.jpg");
      expect(photoUrlForJsonResume(undefined)).toBeUndefined();
      expect(photoUrlForJsonResume("")).toBeUndefined();
    });
  });

  it("exports text without the characters XML forbids, emoji kept", () => {
    const base = normalizeResume(SAMPLE_RESUME);
    const json = formToJsonResume({
      ...base,
      personalInfo: { ...base.personalInfo, firstName: "Priya\uFFFE\uD800 🚀", summary: "Builds\u0001 payments\uFFFF" },
    });
    expect(json.basics?.name).toBe("Priya 🚀 Raman");
    expect(json.basics?.summary).toBe("Builds payments");
  });
});
