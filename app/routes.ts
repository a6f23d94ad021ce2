import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "landing" }),
  route("home", "routes/home.tsx", { id: "landing-home" }),
  route("create", "routes/create.tsx"),
  route("edit/:id", "routes/edit.tsx", { id: "edit" }),
  route("edit-resume/:id", "routes/edit.tsx", { id: "edit-resume" }),
  route("preview", "routes/preview.tsx"),
  route("preview/live", "routes/preview.live.ts"),
  route("prompt", "routes/prompt.tsx"),

  // the documented /api endpoints: resource routes calling the same server functions as the forms
  route("api/generate-resume", "routes/api/generate-resume.ts"),
  route("api/download-resume/:id", "routes/api/download-resume.ts"),
  route("resume/:id/download-limit", "routes/resume.download-limit.tsx"),
  route("api/resume/:id", "routes/api/resume.ts"),
  route("api/parse-resume", "routes/api/parse-resume.ts"),
  route("api/enhance-content", "routes/api/enhance-content.ts"),
  route("api/enhance-resume/:id", "routes/api/enhance-resume.ts"),
  route("api/generate-prompt-resume", "routes/api/generate-prompt-resume.ts"),

  // --- public site ---
  route("templates", "routes/templates.tsx"),
  route("templates/customize/:id", "routes/templates.customize.tsx"),
  route("examples", "routes/examples.tsx"),
  route("resume/software-engineer", "routes/software-engineer.tsx"),
  route("blog/cv-writing-guide", "routes/blog.cv-writing-guide.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/template-preview/:templateId", "routes/api/template-preview.ts"),
  // --- end public site ---

  // --- plans and payments ---
  route("checkout", "routes/checkout.tsx"),
  route("api/create-order", "routes/api/create-order.ts"),
  route("api/verify-payment", "routes/api/verify-payment.ts"),
  route("api/razorpay/webhook", "routes/api/razorpay-webhook.ts"),
  // --- end plans and payments ---

  // --- analytics ---
  route("api/analytics", "routes/api/analytics.ts"),
  route("api/analytics/report", "routes/api/analytics-report.ts"),
  // --- end analytics ---

  // --- profile photo ---
  route("api/objects/upload", "routes/api/objects-upload.ts"),
  route("objects/*", "routes/objects.ts"),
  // --- end profile photo ---

  // --- paid features ---
  route("resume/:id/ats", "routes/resume.ats.tsx"),
  route("resume/:id/cover-letter", "routes/resume.cover-letter.tsx"),
  route("resume/:id/linkedin", "routes/resume.linkedin.tsx"),
  route("my-data", "routes/my-data.tsx"),
  route("api/ats/:id", "routes/api/ats.ts"),
  route("api/export-resume/:id", "routes/api/export-resume.ts"),
  route("api/cover-letter/:id", "routes/api/cover-letter.ts"),
  route("api/my-data", "routes/api/my-data.ts"),
  // --- end paid features ---

  // --- my resumes ---
  route("resumes", "routes/resumes.tsx"),
  route("resumes/:id/delete", "routes/resumes.delete.tsx"),
  // --- end my resumes ---

  // --- accounts ---
  route("login", "routes/login.tsx"),
  route("login/verify", "routes/login.verify.tsx"),
  route("logout", "routes/logout.tsx"),
  route("account", "routes/account.tsx"),
  // passkeys: JSON ceremonies for the pages' scripts (options, then the browser's answer to verify)
  route("account/passkeys/options", "routes/account.passkeys.options.ts"),
  route("account/passkeys/verify", "routes/account.passkeys.verify.ts"),
  route("login/passkey/options", "routes/login.passkey.options.ts"),
  route("login/passkey/verify", "routes/login.passkey.verify.ts"),
  // --- end accounts ---

  // an unknown /api path answers JSON like the endpoints do
  route("api/*", "routes/api/not-found.ts", { id: "api-not-found" }),

  // must stay last: every other path is the not-found screen (404 for GET and POST)
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
