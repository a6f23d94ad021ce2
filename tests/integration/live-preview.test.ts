/**
 * POST /preview/live, the builder's live preview, against the real server process: the form as it
 * stands rendered by the download's renderer, tolerant of a form still being typed, in the posted
 * look, with the plan's watermark whatever the page asks.
 */
import { describe, expect, it } from "vitest";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const app = serverForTests();

/** The builder's form fields as the page posts them. */
function builderForm(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({
    "personalInfo.firstName": "Marguerite",
    "personalInfo.lastName": "Olembe",
    "personalInfo.email": "m.olembe@example.org",
    "personalInfo.phone": "+44 20 7946 0321",
    "experiences[0].id": "exp-1",
    "experiences[0].jobTitle": "Harbour Pilot",
    "experiences[0].company": "Saltmarsh Navigation",
    template: "professional",
    ...fields,
  });
}

async function preview(visitor: Visitor, form: URLSearchParams) {
  const response = await visitor.fetch("/preview/live", { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as { html?: string; error?: string }, headers: response.headers };
}

describe("POST /preview/live", () => {
  it("renders the form's CV with its style and shipped fonts, every text escaped", async () => {
    const visitor = new Visitor(app.server.url);
    const { status, body, headers } = await preview(visitor, builderForm({ "personalInfo.summary": `Pilot <script>alert(1)</script>` }));
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const html = body.html!;
    expect(html).toMatch(/^<style>@font-face\{/);
    expect(html).toMatch(/url\("\/fonts\/[a-z0-9-]+\.woff2\?v=/);
    expect(html).toContain("Marguerite Olembe");
    expect(html).toContain("Harbour Pilot");
    expect(html).toContain("Pilot &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html.toLowerCase()).not.toContain("<script");
  });

  it("keeps showing a form that is still being typed: a field the server would refuse is left out, not the CV", async () => {
    const visitor = new Visitor(app.server.url);
    const { status, body } = await preview(visitor, builderForm({ "personalInfo.email": "m.olembe@", "personalInfo.lastName": "" }));
    expect(status).toBe(200);
    expect(body.html).toContain("Marguerite");
    expect(body.html).toContain("Harbour Pilot");
    expect(body.html).not.toContain("m.olembe@");
  });

  it("draws the posted template and customization", async () => {
    const visitor = new Visitor(app.server.url);
    const customization = JSON.stringify({
      colorScheme: { name: "Forest", primary: "#1d6b47", secondary: "#3f8f6a" },
      font: "Georgia",
      layoutStyle: "sidebar",
    });
    const { body } = await preview(visitor, builderForm({ template: "creative", customization }));
    expect(body.html).toMatch(/class="cv t-creative/);
    expect(body.html).toContain("#1d6b47");
    expect(body.html).toMatch(/class="cv t-creative l-sidebar/);
    expect(body.html).toContain("Georgia");
  });

  it("prints the watermark the plan requires even when the page does not ask, and on request for a paid plan", async () => {
    const free = new Visitor(app.server.url);
    expect((await preview(free, builderForm({}))).body.html).toContain("Created with Vitae");

    const paid = new Visitor(app.server.url);
    await paid.fetch("/");
    await app.store.visitors.grant(paid.id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
    expect((await preview(paid, builderForm({}))).body.html).not.toContain("Created with Vitae");
    // a CV saved under the free plan keeps its watermark: the edit page asks for it
    expect((await preview(paid, builderForm({ watermark: "1" }))).body.html).toContain("Created with Vitae");
  });

  it("answers what is not a form post with JSON 4xx", async () => {
    const visitor = new Visitor(app.server.url);
    const get = await visitor.fetch("/preview/live");
    expect(get.status).toBe(405);
    const json = await visitor.fetch("/preview/live", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { error: string }).error).toBe("Please submit the form on this page.");
    const hostileName = await visitor.fetch("/preview/live", { method: "POST", body: new URLSearchParams({ "experiences[99999].jobTitle": "x" }) });
    expect(hostileName.status).toBe(400);
  });
});
