/**
 * Generated malformed requests for the hostile-input suite (tests/integration/hostile.test.ts):
 * every route and /api endpoint of app/routes.ts × wrong methods, wrong and missing content types,
 * truncated and oversized bodies, invalid JSON, deep nesting, huge strings, wrong types in every
 * field, unicode edge cases, path traversal in ids and object paths, forged cookies.
 *
 * Deterministic: the same cases in the same order on every run. The short form is a stratified
 * sample (every endpoint, every family) of the long form.
 */
import { createHmac, randomUUID } from "node:crypto";
import { person } from "./factory.ts";

export interface HostileCase {
  family: string;
  /** The route (template) the request is aimed at, for per-endpoint counts. */
  endpoint: string;
  method: string;
  /** Sent as-is (no URL normalisation), so `../` and bad escapes reach the server. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Declare this Content-Length but send only `body`, then half-close: a truncated upload. */
  truncateTo?: number;
  /** Send the seeded visitor's cookie (ids of its own resume reach the handlers' inner paths). */
  asOwner?: boolean;
}

export interface Fixtures {
  /** A resume owned by the seeded (Pro) visitor. */
  resumeId: string;
  /** A JPEG to upload, small. */
  jpeg: Buffer;
  /** A real PDF resume. */
  pdf: Buffer;
}

// ---------------------------------------------------------------------------------------------
// hostile values

const MB = 1024 * 1024;

export const UNICODE = {
  nul: "Ada\u0000Lovelace\u0000",
  rtl: "\u202Egnp.exe\u202C \u202Dx\u2066y\u2069",
  emoji: "👩🏽‍💻🇮🇳🧑‍🤝‍🧑".repeat(20),
  zalgo: "Z" + "\u0301\u0336\u0337".repeat(300),
  loneSurrogate: "a\uD800b\uDFFFc",
  bom: "\uFEFFname\uFFFE\uFFFF",
  control: "\u0001\u0002\u0007\u001b[31m\u007f\u0085",
  newlines: "a\r\nb\u2028c\u2029d",
};

/** `count` bytes (UTF-8) of combining marks on one base letter. */
export function combiningMarks(bytes: number): string {
  return "a" + "\u0301".repeat(Math.floor(bytes / 2));
}

export const WRONG_TYPES: Array<[string, unknown]> = [
  ["number", 12345],
  ["negative", -1e308],
  ["null", null],
  ["bool", true],
  ["array", ["a", 1, null]],
  ["object", { $gt: "", __proto__: { polluted: 1 }, constructor: { prototype: { polluted: 1 } } }],
  ["huge-string", "x".repeat(200_000)],
  ["nul", UNICODE.nul],
  ["rtl", UNICODE.rtl],
  ["emoji", UNICODE.emoji],
  ["zalgo", UNICODE.zalgo],
  ["surrogate", UNICODE.loneSurrogate],
];

/** JSON nested `depth` levels deep, as text (JSON.stringify would recurse). */
export function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

export const HOSTILE_IDS = [
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fvitae.sqlite",
  "..%5C..%5Cwindows%5Cwin.ini",
  "%252e%252e%252fvitae.sqlite",
  "....%2F%2F....%2F%2Fetc",
  "%00",
  "abc%00.html",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AE%C0%AE%2F",
  "%E2%80%AEfdp.exe",
  "%F0%9F%92%A5",
  "CON",
  "a".repeat(4000),
  "00000000-0000-0000-0000-000000000000",
  "1%20OR%201%3D1",
  "'%3B%20DROP%20TABLE%20resumes%3B--",
  "%7B%22%24ne%22%3Anull%7D",
  "__proto__",
  "constructor",
];

export const HOSTILE_OBJECT_PATHS = [
  "/objects/../../etc/passwd",
  "/objects/..%2F..%2Fvitae.sqlite",
  "/objects/%2e%2e/%2e%2e/vitae.sqlite",
  "/objects/",
  "/objects/a/b/c",
  "/objects/%ZZ",
  "/objects/" + "f".repeat(32),
  "/objects/" + "f".repeat(32) + "%00.jpg",
  "/objects/" + "0".repeat(5000),
  "/objects/..\\..\\vitae.sqlite",
  "/objects/%C0%AE%C0%AE/vitae.sqlite",
  "/objects/objects/../vitae.sqlite-wal",
];

/** Cookies a client can forge: random, tampered signature, wrong payloads, huge. */
export function forgedCookies(): string[] {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v), "utf8").toString("base64");
  const wrongSig = (v: unknown) => encodeURIComponent(`${b64(v)}.${createHmac("sha256", "guessed-secret").update(b64(v)).digest("base64").replace(/=+$/, "")}`);
  return [
    "vitae_visitor=forged",
    `vitae_visitor=${wrongSig(randomUUIDFixed(1))}`,
    `vitae_visitor=${wrongSig("../../etc/passwd")}`,
    `vitae_visitor=${encodeURIComponent(b64({ $ne: null }))}`,
    `vitae_visitor=${encodeURIComponent(b64(randomUUIDFixed(2)))}.`,
    `vitae_visitor=%ZZ%E0%A4`,
    `vitae_visitor=${"A".repeat(8000)}`,
    `vitae_flash=${wrongSig({ id: "x", title: "<script>alert(1)</script>" })}`,
    `vitae_flash=${encodeURIComponent(b64({ title: 1 }))}`,
    `vitae_visitor=a; vitae_visitor=b; vitae_flash=c; tier=pro; plan=pro; vitae_plan=pro`,
    `__proto__=x; constructor=y`,
    // raw UTF-8 bytes in the header (what a client can send; Node sends header strings as latin1)
    `vitae_visitor="${Buffer.from(UNICODE.emoji, "utf8").toString("latin1")}"`,
  ];
}

function randomUUIDFixed(n: number): string {
  return `0000000${n}-0000-4000-8000-000000000000`;
}

// ---------------------------------------------------------------------------------------------
// the endpoints

export function validResume() {
  return {
    personalInfo: person({ city: "London", summary: "Mathematician.", linkedIn: "https://linkedin.com/in/ada" }),
    experiences: [
      {
        jobTitle: "Analyst",
        company: "Engines Ltd",
        startDate: "2020-01",
        endDate: "2021-02",
        currentJob: false,
        description: "Wrote the first program.",
        achievements: "Notes",
        technologies: "Analytical Engine",
      },
    ],
    education: [{ degree: "BSc", school: "London", graduationYear: "1835", gpa: "4.0" }],
    skills: { technicalSkills: "Maths", softSkills: "Writing", tools: "Pen", frameworks: "Logic" },
    projects: [{ title: "Notes", description: "Translation", technologies: "Ink", link: "https://example.com" }],
    additionalInfo: { certifications: "None", languages: "English, French", hobbies: "Poetry" },
  };
}

interface JsonEndpoint {
  endpoint: string;
  path: (id: string) => string;
  body: () => Record<string, unknown>;
  /** The methods the endpoint accepts (everything else is a wrong method). */
  methods: string[];
}

const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    endpoint: "/api/generate-resume",
    path: () => "/api/generate-resume",
    body: () => ({ ...validResume(), template: "professional", customization: { font: "Arial" }, tier: "pro", generationCount: 0 }),
    methods: ["POST"],
  },
  {
    endpoint: "/api/enhance-content",
    path: () => "/api/enhance-content",
    body: () => ({ content: "Did things at work", type: "experience", context: { jobTitle: "Analyst", company: "Acme", currentJob: true } }),
    methods: ["POST"],
  },
  { endpoint: "/api/enhance-resume/:id", path: (id) => `/api/enhance-resume/${id}`, body: () => ({ enhancementType: "summary" }), methods: ["POST"] },
  {
    endpoint: "/api/generate-prompt-resume",
    path: () => "/api/generate-prompt-resume",
    body: () => ({ prompt: "I am Ada Lovelace, ada@example.com, +44 20 7946 0958. Analyst at Engines Ltd 2020-2021.", template: "modern" }),
    methods: ["POST"],
  },
  { endpoint: "/api/create-order", path: () => "/api/create-order", body: () => ({ amount: 9, tier: "pro" }), methods: ["POST"] },
  {
    endpoint: "/api/verify-payment",
    path: () => "/api/verify-payment",
    body: () => ({ razorpay_order_id: "order_abc", razorpay_payment_id: "pay_abc", razorpay_signature: "0".repeat(64), tier: "pro" }),
    methods: ["POST"],
  },
  {
    endpoint: "/api/razorpay/webhook",
    path: () => "/api/razorpay/webhook",
    body: () => ({ event: "payment.captured", payload: { payment: { entity: { id: "pay_x", order_id: "order_x", amount: 72000, currency: "INR" } } } }),
    methods: ["POST"],
  },
  {
    endpoint: "/api/analytics",
    path: () => "/api/analytics",
    body: () => ({ event: "page_view", timestamp: new Date().toISOString(), data: { path: "/" } }),
    methods: ["POST"],
  },
  {
    endpoint: "/api/ats/:id",
    path: (id) => `/api/ats/${id}`,
    body: () => ({ jobDescription: "Analyst with maths and writing skills", jobTitle: "Analyst" }),
    methods: ["GET", "POST"],
  },
  { endpoint: "/api/objects/upload", path: () => "/api/objects/upload", body: () => ({}), methods: ["POST"] },
  { endpoint: "/login/passkey/options", path: () => "/login/passkey/options", body: () => ({}), methods: ["POST"] },
  {
    endpoint: "/login/passkey/verify",
    path: () => "/login/passkey/verify",
    body: () => ({
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA", userHandle: "AAAA" },
        clientExtensionResults: {},
      },
      redirectTo: "/resumes",
    }),
    methods: ["POST"],
  },
  { endpoint: "/account/passkeys/options", path: () => "/account/passkeys/options", body: () => ({}), methods: ["POST"] },
  {
    endpoint: "/account/passkeys/verify",
    path: () => "/account/passkeys/verify",
    body: () => ({
      response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" }, clientExtensionResults: {} },
    }),
    methods: ["POST"],
  },
];

const GET_ENDPOINTS: Array<{ endpoint: string; path: (id: string) => string; queries?: string[] }> = [
  { endpoint: "/api/download-resume/:id", path: (id) => `/api/download-resume/${id}` },
  { endpoint: "/resume/:id/download-limit", path: (id) => `/resume/${id}/download-limit` },
  { endpoint: "/api/resume/:id", path: (id) => `/api/resume/${id}` },
  {
    endpoint: "/api/export-resume/:id",
    path: (id) => `/api/export-resume/${id}`,
    queries: ["format=docx", "format=pdf", "format=", "format=json&format=docx", "format=%00"],
  },
  { endpoint: "/api/cover-letter/:id", path: (id) => `/api/cover-letter/${id}`, queries: ["format=docx", "format=exe"] },
  { endpoint: "/api/template-preview/:templateId", path: (id) => `/api/template-preview/${id}` },
  { endpoint: "/api/analytics/report", path: () => "/api/analytics/report", queries: ["from=yesterday&to=%ZZ", "from=-1e309", "from=" + "9".repeat(500)] },
  { endpoint: "/api/my-data", path: () => "/api/my-data" },
];

/** Screens with a form action (fields each screen's forms post). */
const FORM_ENDPOINTS: Array<{ endpoint: string; path: (id: string) => string; fields: (id: string) => Record<string, string> }> = [
  { endpoint: "/create", path: () => "/create", fields: () => ({ intent: "generate", ...flatResume() }) },
  { endpoint: "/edit/:id", path: (id) => `/edit/${id}`, fields: () => ({ intent: "save", ...flatResume() }) },
  { endpoint: "/edit-resume/:id", path: (id) => `/edit-resume/${id}`, fields: () => ({ intent: "enhance-section", section: "summary" }) },
  { endpoint: "/preview", path: () => "/preview", fields: () => ({ template: "modern", customization: '{"font":"Arial"}', ...flatResume() }) },
  {
    endpoint: "/prompt",
    path: () => "/prompt",
    fields: () => ({ prompt: "I am Ada Lovelace, ada@example.com, +44 20 7946 0958, analyst.", template: "modern" }),
  },
  { endpoint: "/templates", path: () => "/templates", fields: () => ({ intent: "apply", galleryId: "1", font: "Arial", fontSize: "12", complete: "1" }) },
  { endpoint: "/my-data", path: () => "/my-data", fields: () => ({ intent: "delete", confirm: "off" }) },
  {
    endpoint: "/resume/:id/ats",
    path: (id) => `/resume/${id}/ats`,
    fields: () => ({ intent: "score", jobDescription: "Analyst with maths skills", jobTitle: "Analyst" }),
  },
  {
    endpoint: "/resume/:id/cover-letter",
    path: (id) => `/resume/${id}/cover-letter`,
    fields: () => ({ intent: "generate", jobDescription: "Analyst", text: "Dear team" }),
  },
  { endpoint: "/resume/:id/linkedin", path: (id) => `/resume/${id}/linkedin`, fields: () => ({ intent: "generate" }) },
  { endpoint: "/checkout", path: () => "/checkout", fields: () => ({ plan: "pro" }) },
  { endpoint: "/login", path: () => "/login", fields: () => ({ email: "ada@example.com", redirectTo: "/resumes" }) },
  { endpoint: "/login/verify", path: () => "/login/verify", fields: () => ({ intent: "code", email: "ada@example.com", code: "123456" }) },
  { endpoint: "/account", path: () => "/account", fields: () => ({ intent: "rename-passkey", passkeyId: "AAAA", name: "Phone" }) },
  { endpoint: "/logout", path: () => "/logout", fields: () => ({}) },
];

const PAGES = [
  "/",
  "/home",
  "/create",
  "/prompt",
  "/templates",
  "/examples",
  "/checkout",
  "/my-data",
  "/resume/software-engineer",
  "/blog/cv-writing-guide",
  "/privacy-policy",
  "/terms-of-service",
  "/disclaimer",
  "/sitemap.xml",
  "/templates/customize/1",
  "/resumes",
  "/login",
  "/login/verify?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/account",
];

function flatResume(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${prefix}[${i}]`));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    else out[prefix] = String(value);
  };
  walk(validResume(), "");
  return out;
}

/** The path of every field of a JSON value (containers and leaves, not the root), as key arrays. */
function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...leafPaths(v, [...prefix, i])));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) out.push(...leafPaths(v, [...prefix, k]));
  return out;
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------
// bodies

const json = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value), "utf8");
const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };

function urlencoded(fields: Record<string, string>): Buffer {
  return Buffer.from(new URLSearchParams(fields).toString(), "utf8");
}

function multipart(
  parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>,
  boundary = "hostileBoundary7MA4YWxk",
): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** Bodies of the wrong kind and broken bodies, sent to any endpoint with any method. */
function genericBodies(): Array<{ family: string; headers: Record<string, string>; body?: Buffer; truncateTo?: number }> {
  const mp = multipart([
    { name: "intent", value: "generate" },
    { name: "resume", value: Buffer.from("%PDF-1.4 broken"), filename: "x.pdf", type: "application/pdf" },
  ]);
  return [
    { family: "missing-content-type", headers: {}, body: json({ a: 1 }) },
    { family: "no-body", headers: JSON_TYPE },
    { family: "empty-json", headers: JSON_TYPE, body: Buffer.alloc(0) },
    { family: "invalid-json", headers: JSON_TYPE, body: json("{ this is: not json,, }") },
    { family: "truncated-json", headers: JSON_TYPE, body: json(JSON.stringify(validResume()).slice(0, 57)) },
    { family: "json-scalar", headers: JSON_TYPE, body: json("null") },
    { family: "json-array", headers: JSON_TYPE, body: json("[1,2,3]") },
    { family: "json-string", headers: JSON_TYPE, body: json('"\\u0000"') },
    { family: "deep-array", headers: JSON_TYPE, body: json(deepJson(100_000, "array")) },
    { family: "deep-object", headers: JSON_TYPE, body: json(deepJson(50_000, "object")) },
    { family: "json-as-text", headers: { "content-type": "text/plain" }, body: json(validResume()) },
    {
      family: "xml",
      headers: { "content-type": "application/xml" },
      body: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    },
    { family: "weird-charset", headers: { "content-type": "application/json; charset=utf-7" }, body: json({ a: "+ADw-script+AD4-" }) },
    { family: "bad-content-type", headers: { "content-type": ";;;===" }, body: json({}) },
    { family: "urlencoded-garbage", headers: FORM_TYPE, body: Buffer.from("%%%=%ZZ&a[=&&=&b[0][1][2]=x&__proto__[x]=1") },
    { family: "multipart-no-boundary", headers: { "content-type": "multipart/form-data" }, body: Buffer.from("--x\r\nbroken") },
    { family: "multipart-truncated", headers: { "content-type": mp.type }, body: mp.body.subarray(0, mp.body.length - 40) },
    { family: "multipart-wrong-boundary", headers: { "content-type": "multipart/form-data; boundary=other" }, body: mp.body },
    { family: "binary-garbage", headers: JSON_TYPE, body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)) },
    { family: "oversized", headers: JSON_TYPE, body: Buffer.alloc(1 * MB + 10, 0x20) },
    { family: "truncated-upload", headers: JSON_TYPE, body: json('{"personalInfo":{"firstName":"A'), truncateTo: 5000 },
  ];
}

// ---------------------------------------------------------------------------------------------
// the cases

export function hostileCases(fixtures: Fixtures): HostileCase[] {
  const cases: HostileCase[] = [];
  const id = fixtures.resumeId;
  const add = (c: HostileCase) => cases.push(c);
  const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

  // 1. JSON endpoints: wrong methods, every generic bad body, wrong types in every field, unicode
  for (const ep of JSON_ENDPOINTS) {
    const path = ep.path(id);
    for (const method of ALL_METHODS.filter((m) => !ep.methods.includes(m)))
      add({
        family: "wrong-method",
        endpoint: ep.endpoint,
        method,
        path,
        headers: JSON_TYPE,
        body: method === "GET" || method === "HEAD" ? undefined : json(ep.body()),
        asOwner: true,
      });
    for (const g of genericBodies())
      add({ family: g.family, endpoint: ep.endpoint, method: "POST", path, headers: g.headers, body: g.body, truncateTo: g.truncateTo, asOwner: true });
    const valid = ep.body();
    for (const leaf of leafPaths(valid)) {
      if (leaf.length === 0) continue;
      for (const [name, value] of WRONG_TYPES)
        add({
          family: `wrong-type:${name}`,
          endpoint: ep.endpoint,
          method: "POST",
          path,
          headers: JSON_TYPE,
          body: json(setAt(valid, leaf, value)),
          asOwner: true,
        });
    }
    add({
      family: "combining-1MB",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: json({ ...valid, [Object.keys(valid)[0] ?? "x"]: combiningMarks(1 * MB) }),
      asOwner: true,
    });
    add({
      family: "combining-400KB",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: json({ ...valid, [Object.keys(valid)[0] ?? "x"]: combiningMarks(400 * 1024) }),
      asOwner: true,
    });
    add({
      family: "deep-in-field",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: json(`{"customization":${deepJson(20_000, "object")},"personalInfo":${deepJson(5_000, "array")},"data":${deepJson(20_000, "array")}}`),
      asOwner: true,
    });
    add({
      family: "extra-fields",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: json(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"tier":"pro"}},${JSON.stringify(valid).slice(1)}`),
      asOwner: true,
    });
    add({ family: "cross-origin", endpoint: ep.endpoint, method: "POST", path, headers: { ...JSON_TYPE, origin: "https://evil.example" }, body: json(valid) });
    if (path.includes(id))
      for (const bad of HOSTILE_IDS)
        add({
          family: "traversal-id",
          endpoint: ep.endpoint,
          method: "POST",
          path: path.replace(id, bad),
          headers: JSON_TYPE,
          body: json(valid),
          asOwner: true,
        });
  }

  // 2. GET endpoints: hostile ids, queries, wrong methods, foreign ids
  for (const ep of GET_ENDPOINTS) {
    const path = ep.path(ep.endpoint.includes(":templateId") ? "modern" : id);
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
      add({ family: "wrong-method", endpoint: ep.endpoint, method, path, headers: JSON_TYPE, body: json({ a: 1 }), asOwner: true });
    for (const g of genericBodies().slice(0, 8))
      add({ family: `post-${g.family}`, endpoint: ep.endpoint, method: "POST", path, headers: g.headers, body: g.body, asOwner: true });
    for (const bad of HOSTILE_IDS) add({ family: "traversal-id", endpoint: ep.endpoint, method: "GET", path: ep.path(bad), headers: {}, asOwner: true });
    for (const q of ep.queries ?? [])
      add({ family: "hostile-query", endpoint: ep.endpoint, method: "GET", path: `${path}?${q}`, headers: { authorization: "Bearer x" }, asOwner: true });
    add({ family: "other-visitor", endpoint: ep.endpoint, method: "GET", path, headers: {} });
    add({ family: "head", endpoint: ep.endpoint, method: "HEAD", path, headers: {}, asOwner: true });
  }

  // 3. /api/parse-resume: multipart edge cases
  {
    const endpoint = "/api/parse-resume";
    const post = (family: string, parts: Parameters<typeof multipart>[0], boundary?: string) => {
      const m = multipart(parts, boundary);
      add({ family, endpoint, method: "POST", path: endpoint, headers: { "content-type": m.type }, body: m.body });
    };
    post("parse:no-file", [{ name: "other", value: "x" }]);
    post("parse:wrong-field", [{ name: "file", value: fixtures.pdf, filename: "r.pdf", type: "application/pdf" }]);
    post("parse:empty-file", [{ name: "resume", value: Buffer.alloc(0), filename: "r.pdf", type: "application/pdf" }]);
    post("parse:fake-pdf", [{ name: "resume", value: Buffer.from("%PDF-1.7\n" + "garbage ".repeat(2000)), filename: "r.pdf", type: "application/pdf" }]);
    post("parse:jpeg-as-pdf", [{ name: "resume", value: fixtures.jpeg, filename: "r.pdf", type: "application/pdf" }]);
    post("parse:docx-zip-garbage", [
      {
        name: "resume",
        value: Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(3000, 1)]),
        filename: "r.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
    ]);
    post("parse:doc-garbage", [
      {
        name: "resume",
        value: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(3000, 7)]),
        filename: "r.doc",
        type: "application/msword",
      },
    ]);
    post("parse:exe", [{ name: "resume", value: Buffer.from("MZ\u0090\u0000"), filename: "r.exe", type: "application/octet-stream" }]);
    post("parse:traversal-filename", [{ name: "resume", value: fixtures.pdf, filename: "../../../../etc/passwd.pdf", type: "application/pdf" }]);
    post("parse:unicode-filename", [{ name: "resume", value: fixtures.pdf, filename: `${UNICODE.rtl}${UNICODE.emoji}.pdf`, type: "application/pdf" }]);
    post("parse:two-files", [
      { name: "resume", value: fixtures.pdf, filename: "a.pdf", type: "application/pdf" },
      { name: "resume", value: fixtures.pdf, filename: "b.pdf", type: "application/pdf" },
    ]);
    post(
      "parse:many-parts",
      Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, value: "x" })),
    );
    post("parse:huge-header", [{ name: "resume".repeat(3000), value: "x", filename: "a.pdf", type: "application/pdf" }]);
    post("parse:long-boundary", [{ name: "resume", value: fixtures.pdf, filename: "a.pdf", type: "application/pdf" }], "b".repeat(70));
    const truncated = multipart([{ name: "resume", value: fixtures.pdf, filename: "a.pdf", type: "application/pdf" }]);
    add({
      family: "parse:truncated-pdf",
      endpoint,
      method: "POST",
      path: endpoint,
      headers: { "content-type": truncated.type },
      body: truncated.body.subarray(0, Math.floor(truncated.body.length / 2)),
    });
    add({
      family: "parse:oversized",
      endpoint,
      method: "POST",
      path: endpoint,
      headers: { "content-type": truncated.type },
      body: Buffer.alloc(10 * MB + 128 * 1024, 0x41),
    });
    add({
      family: "parse:truncated-upload",
      endpoint,
      method: "POST",
      path: endpoint,
      headers: { "content-type": truncated.type },
      body: truncated.body.subarray(0, 500),
      truncateTo: truncated.body.length,
    });
    for (const method of ["GET", "PUT", "DELETE", "PATCH"])
      add({ family: "wrong-method", endpoint, method, path: endpoint, headers: {}, body: method === "GET" ? undefined : truncated.body });
    for (const g of genericBodies())
      add({ family: g.family, endpoint, method: "POST", path: endpoint, headers: g.headers, body: g.body, truncateTo: g.truncateTo });
  }

  // 4. /objects/*: traversal, wrong methods, unsigned / tampered / non-JPEG uploads
  {
    const endpoint = "/objects/*";
    for (const path of HOSTILE_OBJECT_PATHS) {
      add({ family: "object-traversal", endpoint, method: "GET", path, headers: {} });
      add({ family: "object-traversal", endpoint, method: "HEAD", path, headers: {} });
      add({ family: "object-put-unsigned", endpoint, method: "PUT", path, headers: { "content-type": "image/jpeg" }, body: fixtures.jpeg, asOwner: true });
    }
    const key = "a".repeat(32);
    for (const q of [
      "expires=0&sig=x",
      "expires=99999999999&sig=" + "0".repeat(64),
      "expires=-1&sig=",
      "expires=1e400&sig=%ZZ",
      "sig=a&sig=b&expires=1&expires=2",
      "expires=" + "9".repeat(400),
    ]) {
      add({
        family: "object-put-forged",
        endpoint,
        method: "PUT",
        path: `/objects/${key}?${q}`,
        headers: { "content-type": "image/jpeg" },
        body: fixtures.jpeg,
        asOwner: true,
      });
    }
    for (const method of ["POST", "DELETE", "PATCH", "OPTIONS"])
      add({ family: "wrong-method", endpoint, method, path: `/objects/${key}`, headers: JSON_TYPE, body: json({}) });
    for (const g of genericBodies())
      add({
        family: g.family,
        endpoint,
        method: "PUT",
        path: `/objects/${key}?expires=1&sig=x`,
        headers: g.headers,
        body: g.body,
        truncateTo: g.truncateTo,
        asOwner: true,
      });
  }

  // 5. screens with forms: every generic bad body, wrong methods, every field given hostile values, unknown intents
  for (const ep of FORM_ENDPOINTS) {
    const path = ep.path(id);
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"])
      add({ family: "wrong-method", endpoint: ep.endpoint, method, path, headers: FORM_TYPE, body: urlencoded(ep.fields(id)), asOwner: true });
    for (const g of genericBodies())
      add({ family: g.family, endpoint: ep.endpoint, method: "POST", path, headers: g.headers, body: g.body, truncateTo: g.truncateTo, asOwner: true });
    const fields = ep.fields(id);
    for (const name of Object.keys(fields)) {
      for (const [vname, value] of [
        ["huge", "x".repeat(300_000)],
        ["nul", UNICODE.nul],
        ["rtl", UNICODE.rtl],
        ["emoji", UNICODE.emoji],
        ["zalgo", UNICODE.zalgo],
        ["surrogate", UNICODE.loneSurrogate],
        ["json", '{"$ne":null}'],
      ] as const) {
        add({
          family: `form-field:${vname}`,
          endpoint: ep.endpoint,
          method: "POST",
          path,
          headers: FORM_TYPE,
          body: urlencoded({ ...fields, [name]: value }),
          asOwner: true,
        });
      }
    }
    for (const intent of [
      "",
      "enhance:personalInfo.summary",
      "enhance:../../x",
      "enhance:experiences[999999999].description",
      "enhance:__proto__.polluted",
      "select-template",
      "upload-photo",
      "delete",
      "💥",
    ]) {
      add({ family: "form-intent", endpoint: ep.endpoint, method: "POST", path, headers: FORM_TYPE, body: urlencoded({ ...fields, intent }), asOwner: true });
    }
    // a field's suggestion travels in hidden fields: forged ones, with every decision
    for (const [vname, suggestion] of [
      ["missing", {}],
      ["proto-path", { "fieldSuggestion.path": "__proto__.polluted", "fieldSuggestion.before": "", "fieldSuggestion.after": "x" }],
      ["other-field", { "fieldSuggestion.path": "personalInfo.email", "fieldSuggestion.before": "", "fieldSuggestion.after": "x" }],
      ["far-entry", { "fieldSuggestion.path": "experiences[99].description", "fieldSuggestion.before": "", "fieldSuggestion.after": "x" }],
      ["huge", { "fieldSuggestion.path": "personalInfo.summary", "fieldSuggestion.before": "", "fieldSuggestion.after": "x".repeat(300_000) }],
      ["nul", { "fieldSuggestion.path": "personalInfo.summary", "fieldSuggestion.before": "", "fieldSuggestion.after": UNICODE.nul }],
    ] as const) {
      for (const intent of ["accept-field-suggestion", "keep-field-text", "undo-field-suggestion"]) {
        add({
          family: `form-field-suggestion:${vname}`,
          endpoint: ep.endpoint,
          method: "POST",
          path,
          headers: FORM_TYPE,
          body: urlencoded({ ...fields, ...suggestion, intent }),
          asOwner: true,
        });
      }
    }
    add({
      family: "form-deep-names",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: FORM_TYPE,
      body: urlencoded({
        intent: "generate",
        [`experiences${"[0]".repeat(2000)}.x`]: "1",
        "experiences[99999999].jobTitle": "x",
        "personalInfo[__proto__][x]": "1",
      }),
      asOwner: true,
    });
    add({
      family: "form-many-fields",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: FORM_TYPE,
      body: urlencoded(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`experiences[${i}].jobTitle`, "x"]))),
      asOwner: true,
    });
    add({
      family: "combining-1MB",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: FORM_TYPE,
      body: urlencoded({ ...fields, "personalInfo.firstName": combiningMarks(1 * MB) }),
      asOwner: true,
    });
    const sparse = multipart([
      { name: "intent", value: "upload-photo" },
      { name: "experiences[99999999].jobTitle", value: "x" },
      { name: "education[5000000].degree", value: "x" },
      { name: "profilePhoto", value: fixtures.jpeg, filename: "x.jpg", type: "image/jpeg" },
    ]);
    add({
      family: "form-sparse-multipart",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: { "content-type": sparse.type },
      body: sparse.body,
      asOwner: true,
    });
    const photo = multipart([
      { name: "intent", value: "upload-photo" },
      { name: "profilePhoto", value: Buffer.from("not an image"), filename: "x.jpg", type: "image/jpeg" },
    ]);
    add({
      family: "form-photo-garbage",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: { "content-type": photo.type },
      body: photo.body,
      asOwner: true,
    });
    const bomb = multipart([
      { name: "intent", value: "upload-photo" },
      { name: "profilePhoto", value: pngHeader(60_000, 60_000), filename: "x.png", type: "image/png" },
    ]);
    add({ family: "form-photo-bomb", endpoint: ep.endpoint, method: "POST", path, headers: { "content-type": bomb.type }, body: bomb.body, asOwner: true });
    add({
      family: "cross-origin",
      endpoint: ep.endpoint,
      method: "POST",
      path,
      headers: { ...FORM_TYPE, origin: "null", referer: "https://evil.example/" },
      body: urlencoded(fields),
    });
    if (path.includes(id))
      for (const bad of HOSTILE_IDS)
        add({
          family: "traversal-id",
          endpoint: ep.endpoint,
          method: "POST",
          path: path.replace(id, bad),
          headers: FORM_TYPE,
          body: urlencoded(fields),
          asOwner: true,
        });
    if (path.includes(id))
      for (const bad of HOSTILE_IDS)
        add({ family: "traversal-id", endpoint: ep.endpoint, method: "GET", path: path.replace(id, bad), headers: {}, asOwner: true });
  }

  // 6. pages: forged cookies, hostile queries, wrong methods
  const cookies = forgedCookies();
  for (const [i, page] of PAGES.entries()) {
    for (const cookie of cookies) add({ family: "forged-cookie", endpoint: page, method: "GET", path: page, headers: { cookie } });
    add({
      family: "hostile-query",
      endpoint: page,
      method: "GET",
      path: `${page}?generated=${HOSTILE_IDS[i % HOSTILE_IDS.length]}&example=%ZZ&tab=${"x".repeat(3000)}&category=%00&selected=../../x&preview=${encodeURIComponent(UNICODE.rtl)}&plan=pro&deleted=1&page=-1`,
      headers: {},
    });
    add({
      family: "hostile-query",
      endpoint: page,
      method: "GET",
      path: `${page}?example=${"9".repeat(400)}&generated=${randomUUID()}&tab=format&a[b][c]=1&__proto__[x]=1`,
      headers: {},
    });
    add({ family: "wrong-method", endpoint: page, method: "DELETE", path: page, headers: {} });
    add({
      family: "data-request",
      endpoint: page,
      method: "GET",
      path: `${page === "/" ? "/_root" : page}.data?_routes=${encodeURIComponent("root,routes/../../x")}`,
      headers: {},
    });
  }
  for (const cookie of cookies) {
    add({
      family: "forged-cookie",
      endpoint: "/api/generate-resume",
      method: "POST",
      path: "/api/generate-resume",
      headers: { ...JSON_TYPE, cookie },
      body: json(validResume()),
    });
    add({ family: "forged-cookie", endpoint: "/api/resume/:id", method: "GET", path: `/api/resume/${id}`, headers: { cookie } });
    add({
      family: "forged-cookie",
      endpoint: "/create",
      method: "POST",
      path: "/create",
      headers: { ...FORM_TYPE, cookie },
      body: urlencoded({ intent: "generate", ...flatResume() }),
    });
    add({
      family: "forged-cookie",
      endpoint: "/api/analytics",
      method: "POST",
      path: "/api/analytics",
      headers: { ...JSON_TYPE, cookie },
      body: json({ event: "page_view", timestamp: new Date().toISOString(), data: {} }),
    });
  }
  // unknown /api paths and raw traversal at the top level
  for (const path of [
    "/api/",
    "/api/unknown",
    "/api/resume",
    "/api/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2F..%2Fpackage.json",
    "/build/server/index.js",
    "/.env",
    "/data/vitae.sqlite",
    "/assets/..%2F..%2Fserver%2Findex.js",
    "/%ZZ",
    "/edit/",
    "/resume//ats",
  ]) {
    add({ family: "unknown-path", endpoint: "*", method: "GET", path, headers: {} });
    add({ family: "unknown-path", endpoint: "*", method: "POST", path, headers: JSON_TYPE, body: json({}) });
  }
  return cases;
}

/** A PNG header declaring huge dimensions (a decompression bomb's first bytes). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from("IHDR"), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk, Buffer.alloc(64)]);
}

/** A deterministic sample: every endpoint × family pair at least once, then every `stride`-th of the rest. */
export function shortForm(cases: HostileCase[], target: number): HostileCase[] {
  const seen = new Set<string>();
  const picked: HostileCase[] = [];
  const rest: HostileCase[] = [];
  for (const c of cases) {
    const key = `${c.endpoint}|${c.family.split(":")[0]}`;
    if (seen.has(key)) rest.push(c);
    else {
      seen.add(key);
      picked.push(c);
    }
  }
  const room = Math.max(0, target - picked.length);
  const stride = Math.max(1, Math.ceil(rest.length / Math.max(1, room)));
  for (let i = 0; i < rest.length && picked.length < target; i += stride) picked.push(rest[i]!);
  return picked;
}
