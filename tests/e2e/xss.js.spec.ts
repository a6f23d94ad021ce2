/**
 * XSS: the classic payloads in every text field of a resume, generated through
 * POST /api/generate-resume as the page's own visitor, then shown on the edit page, in the preview
 * modal (its srcdoc iframe) and in the downloaded CV opened in Chromium with page.setContent (no
 * CSP header there: the markup alone must be inert). No dialog may open, no payload may run (each
 * sets `window.__xss`), nothing may reach the console from a payload, and no link may keep a
 * `javascript:` URL.
 */
import { type Page } from "@playwright/test";
import { person } from "../setup/factory.ts";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";

const CANARY = "window.__xss=1;try{top.__xss=1}catch(e){};alert(1)";
const PAYLOADS = [
  `<script>${CANARY}</script>`,
  `"><img src=x onerror="${CANARY}">`,
  `'><svg onload="${CANARY}"></svg>`,
  `<svg><script>${CANARY}</script></svg>`,
  `javascript:${CANARY}`,
  `<a href="javascript:${CANARY}">click</a>`,
  `<div style="background:url(javascript:${CANARY});width:expression(${CANARY})">css</div>`,
  `</textarea></title></style><script>${CANARY}</script>`,
  `\${${CANARY}}\`;${CANARY};\``,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `{{constructor.constructor('${CANARY}')()}}`,
  `<body onload="${CANARY}"><details open ontoggle="${CANARY}">`,
];

/** The payload in every text field (URL fields included; e-mail and phone must stay valid to generate). */
function hostileResume(payload: string) {
  const p = (label: string) => `${label} ${payload}`.slice(0, 190);
  const ada = person();
  return {
    personalInfo: {
      firstName: p(ada.firstName),
      lastName: p(ada.lastName),
      email: ada.email,
      phone: ada.phone,
      address: p("address"),
      city: p("city"),
      state: p("state"),
      country: p("country"),
      linkedIn: payload.slice(0, 490),
      portfolio: payload.slice(0, 490),
      github: payload.slice(0, 490),
      summary: p("summary"),
    },
    experiences: [
      {
        jobTitle: p("job"),
        company: p("company"),
        location: p("loc"),
        startDate: "2020-01",
        endDate: "2021-02",
        description: p("desc"),
        achievements: p("ach"),
        technologies: p("tech"),
      },
    ],
    education: [{ degree: p("degree"), school: p("school"), location: p("loc"), graduationYear: "2016", honors: p("honors"), relevantCoursework: p("course") }],
    skills: { technicalSkills: p("tech"), softSkills: p("soft"), tools: p("tools"), frameworks: p("fw") },
    projects: [{ title: p("project"), description: p("pdesc"), technologies: p("ptech"), link: payload.slice(0, 490), github: payload.slice(0, 490) }],
    additionalInfo: {
      certifications: p("cert"),
      languages: p("lang"),
      hobbies: p("hobby"),
      volunteering: p("vol"),
      awards: p("award"),
      publications: p("pub"),
    },
  };
}

interface Watch {
  dialogs: string[];
  consoleHits: string[];
}

function watch(page: Page): Watch {
  const w: Watch = { dialogs: [], consoleHits: [] };
  page.on("dialog", (dialog) => {
    w.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("console", (message) => {
    if (/__xss|alert\(1\)/.test(message.text()) && message.type() !== "error") w.consoleHits.push(message.text());
  });
  return w;
}

async function executed(page: Page): Promise<boolean> {
  const frames = page.frames();
  for (const frame of frames) {
    const hit = await frame.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1).catch(() => false);
    if (hit) return true;
  }
  return false;
}

async function javascriptLinks(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const hrefs = await frame
      .$$eval("[href],[src],[action],[formaction]", (els) =>
        els.map((e) => e.getAttribute("href") ?? e.getAttribute("src") ?? e.getAttribute("action") ?? e.getAttribute("formaction") ?? ""),
      )
      .catch(() => [] as string[]);
    found.push(...hrefs.filter((h) => /^\s*(javascript|vbscript|data:text\/html)/i.test(h)));
  }
  return found;
}

for (const [index, payload] of PAYLOADS.entries()) {
  test(`payload ${index + 1} never runs: edit page, preview modal, downloaded CV`, async ({ page, browser }) => {
    const w = watch(page);
    await page.goto("/privacy-policy");
    const created = await page.request.post("/api/generate-resume", { data: hostileResume(payload) });
    expect(created.status()).toBe(201);
    const { resumeId } = (await created.json()) as { resumeId: string };

    // the edit page (server-rendered, then hydrated)
    await page.goto(`/edit/${resumeId}`);
    await settled(page);
    await expect(page.locator("input[name='personalInfo.firstName']")).toHaveValue(hostileResume(payload).personalInfo.firstName.trim());
    expect(await executed(page)).toBe(false);

    // the preview modal: the CV in a srcdoc iframe
    await page.getByRole("button", { name: "Preview", exact: true }).first().click();
    const frame = page.frameLocator("iframe[title='CV preview']");
    await expect(frame.locator("body")).toContainText("Ada", { timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(await executed(page)).toBe(false);
    expect(await javascriptLinks(page)).toEqual([]);

    // the downloaded CV, opened without its CSP header
    const download = await page.request.get(`/api/download-resume/${resumeId}`);
    expect(download.status()).toBe(200);
    const html = await download.text();
    const cv = await browser.newPage();
    const cvWatch = watch(cv);
    await cv.setContent(html, { waitUntil: "load" });
    await cv.waitForTimeout(300);
    expect(await executed(cv)).toBe(false);
    expect(await javascriptLinks(cv)).toEqual([]);
    expect(await cv.locator("script").count()).toBe(0);
    await cv.close();

    expect(w.dialogs).toEqual([]);
    expect(cvWatch.dialogs).toEqual([]);
    expect([...w.consoleHits, ...cvWatch.consoleHits]).toEqual([]);
  });
}

test("control: the detectors see a payload that does run", async ({ page }) => {
  const w = watch(page);
  await page.setContent(`<p>x</p><img src=x onerror="${CANARY}"><a href="javascript:void 0">j</a>`, { waitUntil: "load" });
  await expect.poll(() => executed(page)).toBe(true);
  await expect.poll(() => w.dialogs.length).toBe(1);
  expect(await javascriptLinks(page)).toEqual(["javascript:void 0"]);
});
