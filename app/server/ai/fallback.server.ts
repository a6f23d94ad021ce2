/**
 * Every AI action runs through here: the configured writer first, and when it is the AI service and
 * it fails (down, rate limited, too slow, or its answer was rejected), the offline writer does the
 * same job so the author still gets a result, flagged so the UI can say who wrote it.
 */
import { WriterError } from "./types.server.ts";

export interface Written<T> {
  value: T;
  /** true when the AI service failed and the offline writer wrote `value` */
  fallback: boolean;
}

interface NamedWriter {
  readonly name: "groq" | "offline";
}

export async function withOfflineFallback<W extends NamedWriter, T>(writer: W, offline: W, run: (writer: W) => Promise<T>): Promise<Written<T>> {
  if (writer.name === "offline") return { value: await run(writer), fallback: false };
  try {
    return { value: await run(writer), fallback: false };
  } catch (error) {
    // the user's own input is refused the same way by both writers: no fallback for it
    if (!(error instanceof WriterError) || error.code === "bad_input") throw error;
    // the code and the kind of cause only: a cause's message can quote the author's text
    const cause = error.cause instanceof Error ? error.cause.name : undefined;
    console.warn(JSON.stringify({ msg: "AI writer failed; the offline writer answered", code: error.code, cause }));
    return { value: await run(offline), fallback: true };
  }
}
