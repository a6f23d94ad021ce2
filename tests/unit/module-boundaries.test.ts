/**
 * The layers of app/ and who may import whom, checked on the source so a violation fails here
 * rather than in a bundle:
 * - every module in app/server/ is a `.server` module, which React Router's build refuses to put in
 *   a browser bundle (so a route's component cannot pull server code in by accident);
 * - code that is bundled for the browser outside the routes' server/client split (app/client,
 *   app/components, app/lib) imports no server module at all, not even through another module;
 * - app/lib depends on nothing above it;
 * - route modules do not import each other (shared code lives in lib/, components/ or server/).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const rel = (file: string) => path.relative(root, file);

/** Runtime imports of a module (type-only imports are erased and never reach a bundle). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/g;
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue;
    specifiers.push(match[3]!);
  }
  for (const match of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.resolve(path.dirname(file), specifier.replace(/\?.*$/, "")))
    .filter((target) => existsSync(target));
}

const inside = (file: string, dir: string) => file.startsWith(path.join(app, dir) + path.sep);

describe("module boundaries", () => {
  it("every module in app/server is a .server module", () => {
    const plain = filesUnder(path.join(app, "server")).filter((file) => !isTest(file) && !/\.server\.tsx?$/.test(file));
    expect(plain.map(rel)).toEqual([]);
  });

  it("browser code outside the routes never reaches a server module, directly or through another module", () => {
    const entries = ["client", "components", "lib"].flatMap((dir) => filesUnder(path.join(app, dir))).filter((file) => !isTest(file));
    const problems: string[] = [];
    for (const entry of entries) {
      const seen = new Set<string>([entry]);
      const queue: Array<{ file: string; via: string[] }> = [{ file: entry, via: [] }];
      while (queue.length > 0) {
        const { file, via } = queue.shift()!;
        for (const target of runtimeImports(file)) {
          if (seen.has(target)) continue;
          seen.add(target);
          const chain = [...via, rel(target)];
          if (inside(target, "server") || /\.server\.tsx?$/.test(target)) problems.push(`${rel(entry)} → ${chain.join(" → ")}`);
          else queue.push({ file: target, via: chain });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("app/lib imports nothing from the layers above it", () => {
    const problems = filesUnder(path.join(app, "lib"))
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((target) => !inside(target, "lib"))
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(problems).toEqual([]);
  });

  it("route modules do not import each other", () => {
    const problems = filesUnder(path.join(app, "routes"))
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((target) => inside(target, "routes"))
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(problems).toEqual([]);
  });
});
