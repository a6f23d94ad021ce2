/**
 * GET /api/template-preview/{templateId} (also with a .png suffix): the preview image of a
 * gallery template or CV template, a real rendering made by scripts/template-previews.ts.
 * Served from the client build (public/ is copied there), or from public/ when running from source.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Route } from "./+types/template-preview";
import { resolvePreviewId } from "../../lib/gallery.ts";
import { getConfig } from "../../server/config.server.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";

const PREVIEW_NOT_FOUND = "Template preview not found";

const cache = new Map<string, Uint8Array<ArrayBuffer>>();

function candidateDirs(): string[] {
  const cwd = process.cwd();
  return [path.resolve(cwd, getConfig().VITAE_BUILD_DIR, "client", "template-previews"), path.resolve(cwd, "public", "template-previews")];
}

async function readPreview(id: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const cached = cache.get(id);
  if (cached) return cached;
  for (const dir of candidateDirs()) {
    try {
      const bytes = new Uint8Array(await readFile(path.join(dir, `${id}.png`)));
      cache.set(id, bytes);
      return bytes;
    } catch {
      // try the next place
    }
  }
  return null;
}

export async function loader({ params }: Route.LoaderArgs) {
  const id = resolvePreviewId(params.templateId);
  if (!id) return jsonError(404, PREVIEW_NOT_FOUND);
  const bytes = await readPreview(id);
  if (!bytes) return jsonError(404, PREVIEW_NOT_FOUND);
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
