import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "landing" }),
  route("home", "routes/home.tsx", { id: "landing-home" }),
  // must stay last: every other path is the not-found screen (404 for GET and POST)
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
