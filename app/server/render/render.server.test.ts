import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Cv, WATERMARK_TEXT } from "../../components/cv/cv.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { COLOR_SCHEMES, DEFAULT_CUSTOMIZATION, FONT_STACKS, LAYOUTS, TEMPLATE_IDS, type Customization, type TemplateId } from "../../lib/templates.ts";
import { resolveFontFile } from "./fonts.server.ts";
import { renderResumeBody, renderResumeHtml } from "./render.server.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { person } from "../../../tests/setup/factory.ts";
import { dom, everyField, PNG, render } from "../../../tests/setup/cv-render.ts";

const ALL_LAYOUTS = LAYOUTS.map((l) => l.id);

describe("renderResumeHtml: the document", () => {
  it("is a complete HTML document whose only outside resources are the shipped fonts", () => {
    const html = render();
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Priya Raman — CV</title>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/@import/i);
    expect(html.match(/<style>/g)).toHaveLength(1);
    const urls = [...html.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^"\/fonts\/[a-z0-9-]+\.woff2\?v=[\d.]+"$/);
      expect(resolveFontFile(url.slice(1, url.indexOf("?")))).toBeDefined();
    }
  });

  it("loads the fonts from the base URL it is given (a download names the public origin)", () => {
    const html = renderResumeHtml(
      { resume: SAMPLE_RESUME, template: "modern", customization: DEFAULT_CUSTOMIZATION, watermark: false },
      { fontBaseUrl: "https://cv.example/fonts/" },
    );
    const urls = [...html.matchAll(/url\("([^"]*)"\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/cv\.example\/fonts\/[a-z0-9-]+\.woff2\?v=/);
  });

  it("has print CSS: page margins, entries never split, headings kept with the next entry", () => {
    const html = render();
    expect(html).toMatch(/@page\{size:auto;margin:[^}]+\}/);
    expect(html).toMatch(/\.entry\{break-inside:avoid/);
    expect(html).toMatch(/\.s-title\{[^}]*break-after:avoid/);
    expect(html).toMatch(/@media print\{/);
    expect(html).toMatch(/@media screen\{/);
  });

  it("stays small (< 30 KB without a photo) for every template and layout", () => {
    for (const template of TEMPLATE_IDS) {
      for (const layoutStyle of ALL_LAYOUTS) {
        const html = render({ template, customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle }, watermark: true });
        expect(Buffer.byteLength(html), `${template}/${layoutStyle}`).toBeLessThan(30_000);
      }
    }
  });

  it("escapes the title", () => {
    const html = render({ resume: { ...SAMPLE_RESUME, personalInfo: { ...SAMPLE_RESUME.personalInfo, firstName: "</title><script>x</script>" } } });
    expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; Raman — CV</title>");
  });

  it("renderResumeBody returns the markup and the CSS separately", () => {
    const { html, css } = renderResumeBody({ resume: SAMPLE_RESUME, template: "modern", customization: DEFAULT_CUSTOMIZATION, watermark: false });
    expect(html.startsWith('<div class="cv t-modern l-modern')).toBe(true);
    expect(html).not.toContain("<style");
    expect(css).toContain(".t-modern");
    expect(css).not.toContain(".t-professional");
  });

  it("the Cv component carries its own <style> for the live preview", () => {
    const html = renderToStaticMarkup(
      createElement(Cv, { resume: SAMPLE_RESUME, template: "creative", customization: DEFAULT_CUSTOMIZATION, watermark: false }),
    );
    expect(html).toMatch(/^<div class="cv t-creative[^"]*"><style>\.cv\{--c1:#1e40af/);
    expect(html).toContain(".t-creative .cv-head{");
  });
});

describe("escaping", () => {
  const payloads = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>"];
  for (const template of TEMPLATE_IDS) {
    it(`renders hostile text in every field as text (${template})`, () => {
      for (const payload of payloads) {
        for (const layoutStyle of ALL_LAYOUTS) {
          const html = render({ template, resume: everyField(payload), customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle }, watermark: true });
          expect(html).not.toMatch(/<script/i);
          expect(html).not.toMatch(/<img/i);
          expect(html).not.toMatch(/<svg/i);
          // no tag carries an event handler attribute
          expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
          const doc = dom(html);
          expect(doc.querySelectorAll("script, img, svg, iframe, object")).toHaveLength(0);
          for (const el of doc.querySelectorAll("*")) {
            for (const attr of el.getAttributeNames()) expect(attr.startsWith("on"), `${el.tagName} ${attr}`).toBe(false);
          }
          // the text is there, escaped
          expect(doc.querySelector(".cv-name")!.textContent).toBe(`${payload} ${payload}`.replace(/\s+/g, " ").trim());
        }
      }
    });
  }
});

describe("links", () => {
  const hostile = ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"];
  for (const template of TEMPLATE_IDS) {
    it(`never makes javascript:/data: an href (${template})`, () => {
      for (const bad of hostile) {
        const resume: ResumeFormData = {
          ...SAMPLE_RESUME,
          personalInfo: { ...SAMPLE_RESUME.personalInfo, linkedIn: bad, portfolio: bad, github: bad },
          projects: SAMPLE_RESUME.projects.map((p) => ({ ...p, link: bad, github: bad })),
        };
        const doc = dom(render({ template, resume }));
        const hrefs = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href")!);
        for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
        expect(hrefs.some((h) => /script|data:/i.test(h))).toBe(false);
        // shown as plain text instead
        expect(doc.querySelector(".cv-contact")!.textContent).toContain(bad.replace("\t", " "));
      }
    });
  }

  it("links https, mailto and tel, and adds https:// to bare domains", () => {
    const doc = dom(render());
    const hrefs = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("mailto:priya.raman@example.com");
    expect(hrefs).toContain("tel:+14155550132");
    expect(hrefs).toContain("https://linkedin.com/in/priyaraman");
    expect(hrefs).toContain("https://priyaraman.dev/");
    expect(hrefs).toContain("https://github.com/priyaraman");
    expect(hrefs).toContain("https://openinvoice.dev/");
    expect(hrefs).toContain("https://github.com/priyaraman/openinvoice");
    // displayed without the scheme
    expect(doc.querySelector('a[href="https://linkedin.com/in/priyaraman"]')!.textContent).toBe("linkedin.com/in/priyaraman");
  });
});

describe("watermark", () => {
  for (const template of TEMPLATE_IDS) {
    it(`is present if and only if watermark is true (${template})`, () => {
      const withMark = render({ template, watermark: true });
      const without = render({ template, watermark: false });
      expect(withMark).toContain(WATERMARK_TEXT);
      expect(dom(withMark).querySelectorAll(".cv-wm")).toHaveLength(1);
      expect(without).not.toContain(WATERMARK_TEXT);
      expect(without).not.toContain('class="cv-wm"');
      expect(without).not.toMatch(/Vitae/);
    });
  }

  it("is fixed in print so it repeats on every page", () => {
    expect(render({ watermark: true })).toMatch(/@media print\{[^@]*\.cv-wm\{position:fixed\}/);
  });
});

describe("customization", () => {
  it("puts the font stack, the base size and the colours in the CSS", () => {
    const scheme = COLOR_SCHEMES[2]!;
    for (const template of TEMPLATE_IDS) {
      const html = render({ template, customization: { ...DEFAULT_CUSTOMIZATION, font: "Georgia", fontSize: 14, colorScheme: scheme } });
      expect(html).toContain(`font-family:${FONT_STACKS.Georgia}`);
      expect(html).toContain("font-size:14pt");
      expect(html).toContain(`--c1:${scheme.primary}`);
      expect(html).toContain(`--c2:${scheme.secondary}`);
      expect(html).toContain("var(--c1)");
    }
  });

  it("accepts every font and the size range 8–16", () => {
    for (const [font, stack] of Object.entries(FONT_STACKS)) {
      expect(render({ customization: { ...DEFAULT_CUSTOMIZATION, font: font as Customization["font"] } })).toContain(`font-family:${stack}`);
    }
    expect(render({ customization: { ...DEFAULT_CUSTOMIZATION, fontSize: 8 } })).toContain("font-size:8pt");
    expect(render({ customization: { ...DEFAULT_CUSTOMIZATION, fontSize: 16 } })).toContain("font-size:16pt");
  });

  it("falls back to the defaults when the customization is not valid (no CSS injection)", () => {
    const evil = {
      ...DEFAULT_CUSTOMIZATION,
      colorScheme: { name: "x", primary: "red}</style><script>alert(1)</script>", secondary: "#000000" },
    } as Customization;
    const html = render({ customization: evil });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`--c1:${DEFAULT_CUSTOMIZATION.colorScheme.primary}`);
    const bigFont = render({ customization: { ...DEFAULT_CUSTOMIZATION, fontSize: 99 } });
    expect(bigFont).toContain(`font-size:${DEFAULT_CUSTOMIZATION.fontSize}pt`);
  });

  it("applies the layout style as a class and its CSS", () => {
    for (const layoutStyle of ALL_LAYOUTS) {
      const html = render({ customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle } });
      expect(dom(html).querySelector(".cv")!.classList.contains(`l-${layoutStyle}`)).toBe(true);
      if (layoutStyle !== "modern") expect(html).toContain(`.l-${layoutStyle}`);
    }
    const sidebar = dom(render({ customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle: "sidebar" } }));
    expect(sidebar.querySelectorAll(".col-main, .col-side")).toHaveLength(2);
  });

  it("shows the photo only when includePhoto is true and a safe photoSrc is given", () => {
    const withPhoto = dom(render({ photoSrc: PNG, customization: { ...DEFAULT_CUSTOMIZATION, includePhoto: true } }));
    const img = withPhoto.querySelector(".cv-photo img")!;
    expect(img.getAttribute("src")).toBe(PNG);
    expect(img.getAttribute("alt")).toBe("Photo of Priya Raman");
    expect(img.hasAttribute("onerror")).toBe(false);

    expect(render({ photoSrc: PNG, customization: { ...DEFAULT_CUSTOMIZATION, includePhoto: false } })).not.toContain("<img");
    expect(render({ customization: { ...DEFAULT_CUSTOMIZATION, includePhoto: true } })).not.toContain("<img");
    for (const src of ["/objects/abc/photo.jpg", "https://cdn.example.com/p.png"]) {
      expect(
        dom(render({ photoSrc: src }))
          .querySelector("img")!
          .getAttribute("src"),
      ).toBe(src);
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "data:text/html;base64,PHNjcmlwdD4=",
      'x" onerror="alert(1)',
      "/objects/../secret",
      "//evil.example/x.png",
      "file:///etc/passwd",
    ]) {
      const html = render({ photoSrc: bad });
      expect(html, bad).not.toContain("<img");
    }
  });
});

describe("reading order (ATS): one DOM order for every template and layout", () => {
  for (const template of TEMPLATE_IDS) {
    it(template, () => {
      for (const layoutStyle of ALL_LAYOUTS) {
        const doc = dom(render({ template, customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle }, watermark: true }));
        const text = doc.querySelector(".cv")!.textContent!;
        const order = [
          "Priya Raman",
          "priya.raman@example.com",
          template === "modern" || template === "minimalist" || template === "creative" ? "Summary" : "Professional Summary",
          "Experience",
          "Senior Software Engineer",
          "Bluebird Analytics",
          "Junior Developer",
          "Education",
          "University of Washington",
          "Skills",
          "Projects",
          "OpenInvoice",
          "Certifications",
          "Languages",
          "Awards",
          "Publications",
          "Volunteering",
          "Interests",
          WATERMARK_TEXT,
        ];
        let at = -1;
        for (const marker of order) {
          const next = text.indexOf(marker, at + 1);
          expect(next, `${template}/${layoutStyle}: "${marker}" after position ${at}`).toBeGreaterThan(at);
          at = next;
        }
        // headings are real h2s with the standard names
        const headings = [...doc.querySelectorAll("h2")].map((h) => h.textContent);
        expect(headings.slice(1)).toEqual([
          "Experience",
          "Education",
          "Skills",
          "Projects",
          "Certifications",
          "Languages",
          "Awards",
          "Publications",
          "Volunteering",
          "Interests",
        ]);
        // contact details are in the body, in the CV's own flow
        expect(doc.querySelector(".cv-head .cv-contact")).not.toBeNull();
      }
    });
  }

  it("uses plain bullets and consistent dates", () => {
    const doc = dom(render());
    const first = doc.querySelector(".s-experience .entry")!;
    expect([...first.querySelectorAll("ul.bullets > li")].map((li) => li.textContent)).toEqual([
      "Led a team of 6 engineers rebuilding the merchant dashboard in React and TypeScript",
      "Designed an event-driven billing pipeline processing 40M events a day",
      "Introduced contract testing, cutting production incidents by 35%",
      "Promoted to tech lead within 12 months",
    ]);
    expect([...doc.querySelectorAll(".s-experience .entry-date")].map((d) => d.textContent)).toEqual([
      "Mar 2021 – Present",
      "Jun 2017 – Feb 2021",
      "Jan 2015 – May 2017",
    ]);
    expect([...doc.querySelectorAll(".s-projects .entry-date")].map((d) => d.textContent)).toEqual(["Jan 2022 – Present", "2019 – 2020"]);
  });

  it("leaves out empty sections and entries", () => {
    const resume: ResumeFormData = {
      personalInfo: person({ phone: "123456" }),
      experiences: [
        { jobTitle: " ", company: "", location: "", startDate: "", endDate: "", currentJob: false, description: "", achievements: "", technologies: "" },
      ],
      education: [],
      skills: {},
      projects: [],
      additionalInfo: {},
    };
    const doc = dom(render({ resume }));
    expect(doc.querySelectorAll("h2")).toHaveLength(0);
    expect(doc.querySelector(".cv-name")!.textContent).toBe("Ada Lovelace");
  });
});

describe("templates look different", () => {
  it("each template has its own class and CSS", () => {
    const css = new Set<string>();
    for (const template of TEMPLATE_IDS) {
      const { html, css: sheet } = renderResumeBody({ resume: SAMPLE_RESUME, template, customization: DEFAULT_CUSTOMIZATION, watermark: false });
      expect(html).toContain(`t-${template}`);
      css.add(sheet);
    }
    expect(css.size).toBe(TEMPLATE_IDS.length);
  });

  it("minimalist shows skills first and Balanced puts skills beside the summary, by CSS only", () => {
    const minimalist = dom(render({ template: "minimalist" }));
    expect(minimalist.querySelector(".cv")!.classList.contains("skills-first")).toBe(true);
    const balanced = dom(render({ template: "combination" }));
    expect(balanced.querySelector(".cv")!.classList.contains("side-by-side")).toBe(true);
    for (const doc of [minimalist, balanced]) {
      const ids = [...doc.querySelectorAll("section")].map((s) => s.className);
      expect(ids.indexOf("s s-experience")).toBeLessThan(ids.indexOf("s s-skills"));
    }
  });
});

describe("non-Latin text", () => {
  const cases: [string, string, string][] = [
    ["Chinese", "李", "小龙"],
    ["Arabic", "محمد", "الأحمد"],
  ];
  for (const [script, first, last] of cases) {
    it(`renders ${script} names and text with dir="auto" (every template)`, () => {
      for (const template of TEMPLATE_IDS) {
        const resume: ResumeFormData = {
          ...SAMPLE_RESUME,
          personalInfo: { ...SAMPLE_RESUME.personalInfo, firstName: first, lastName: last, summary: `${first}${last} ${last}` },
          experiences: [{ ...SAMPLE_RESUME.experiences[0]!, jobTitle: `${last} ${first}`, description: `${first} ${last}` }],
        };
        const html = render({ template, resume });
        expect(html).toContain(`<title>${first} ${last} — CV</title>`);
        const doc = dom(html);
        const name = doc.querySelector("h1.cv-name")!;
        expect(name.textContent).toBe(`${first} ${last}`);
        expect(name.getAttribute("dir")).toBe("auto");
        expect(doc.querySelector(".s-summary p")!.getAttribute("dir")).toBe("auto");
        expect(doc.querySelector(".entry-title")!.getAttribute("dir")).toBe("auto");
        expect(doc.querySelector(".bullets li")!.getAttribute("dir")).toBe("auto");
        expect(html).toMatch(/Noto Sans|serif/);
      }
    });
  }
});

describe("template argument", () => {
  it("falls back to professional for an unknown template id", () => {
    const html = render({ template: "nope" as TemplateId });
    expect(dom(html).querySelector(".cv")!.classList.contains("t-professional")).toBe(true);
  });
});
