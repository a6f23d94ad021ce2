import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "landing" }),
  route("home", "routes/home.tsx", { id: "landing-home" }),
  route("create", "routes/create.tsx"),
  route("edit/:id", "routes/edit.tsx", { id: "edit" }),
  route("edit-resume/:id", "routes/edit.tsx", { id: "edit-resume" }),
  route("preview", "routes/preview.tsx"),

  // the documented /api endpoints (SPEC §7): resource routes calling the same server functions as the forms
  route("api/generate-resume", "routes/api/generate-resume.ts"),
  route("api/download-resume/:id", "routes/api/download-resume.ts"),
  route("api/resume/:id", "routes/api/resume.ts"),
  route("api/parse-resume", "routes/api/parse-resume.ts"),

  // must stay last: every other path is the not-found screen (404 for GET and POST)
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
