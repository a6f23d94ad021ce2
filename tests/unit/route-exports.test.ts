/**
 * Route modules export only what React Router reads from them. Anything else is either dead or
 * shared, and shared code lives in lib/, components/ or server/ (route modules do not import each
 * other, see module-boundaries.test.ts). Checked on the source, as written after Prettier.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");

/**
 * The route module API of React Router 8 in framework mode: the server-only exports, then the ones
 * the browser build keeps (the same lists @react-router/dev splits route modules by). The
 * Server* component exports belong to RSC mode, which this app does not use, so they are not here.
 */
const ROUTE_MODULE_EXPORTS = new Set([
  "loader",
  "action",
  "middleware",
  "headers",
  "clientLoader",
  "clientAction",
  "clientMiddleware",
  "handle",
  "meta",
  "links",
  "shouldRevalidate",
  "default",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a module exports (types included); `export *` and destructured exports show as what they are, unnamed. */
function exportedNames(source: string): string[] {
  const names: string[] = [];
  const declaration = /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const match of source.matchAll(declaration)) names.push(match[1]!);
  if (/^export\s+default\b/m.test(source)) names.push("default");
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const item of match[1]!.split(",")) {
      const name = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .at(-1)!
        .trim();
      if (name) names.push(name);
    }
  }
  for (const match of source.matchAll(/^export\s*\*(?:\s+as\s+([\w$]+))?\s+from/gm)) names.push(match[1] ?? "export *");
  for (const match of source.matchAll(/^export\s+(?:const|let|var)\s+([{[])/gm)) names.push(`destructured ${match[1]}…`);
  return names;
}

const routeModules = [...filesUnder(path.join(app, "routes")), path.join(app, "root.tsx")];

describe("route module exports", () => {
  it("reads the exports of a module as written", () => {
    const source = [
      "export const links = () => [];",
      "export async function loader() {}",
      "export default function Page() {}",
      "export type Shape = { a: string };",
      "export { helper, other as renamed, type Kind };",
      'export * from "./elsewhere.ts";',
    ].join("\n");
    expect(exportedNames(source).sort()).toEqual(["Kind", "Shape", "default", "export *", "helper", "links", "loader", "renamed"].sort());
  });

  it("every route module exports something React Router uses (a component or a loader/action)", () => {
    expect(routeModules.length).toBeGreaterThan(20);
    const empty = routeModules.filter((file) => !exportedNames(readFileSync(file, "utf8")).some((name) => ROUTE_MODULE_EXPORTS.has(name)));
    expect(empty.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("no route module exports a name React Router does not use", () => {
    const problems = routeModules.flatMap((file) =>
      exportedNames(readFileSync(file, "utf8"))
        .filter((name) => !ROUTE_MODULE_EXPORTS.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(problems).toEqual([]);
  });
});
