/**
 * The AI writing layer's entry point. Routes and endpoints call `getWriter` and the
 * four `Writer` methods; they never import an implementation directly.
 *
 * Which writer: Groq when GROQ_API_KEY is set (model GROQ_MODEL), the deterministic offline writer
 * otherwise. One instance per process (kept across dev reloads by `remember`).
 */
import { getConfig, type Config } from "../config.server.ts";
import { forget, remember } from "../../lib/remember.ts";
import { createGroqWriter } from "./groq.server.ts";
import { offlineWriter } from "./offline/writer.server.ts";
import type { Writer } from "./types.server.ts";
import { withOfflineFallback, type Written } from "./fallback.server.ts";

export { FIELD_TYPES, RESUME_SECTIONS, WriterError } from "./types.server.ts";
export type { EnhanceContext, FieldType, ResumeSection, Writer, WriterErrorCode } from "./types.server.ts";
export { offlineWriter } from "./offline/writer.server.ts";
export type { Written } from "./fallback.server.ts";

/** Builds the writer a configuration asks for (no caching; see getWriter). */
export function createWriter(config: Pick<Config, "GROQ_API_KEY" | "GROQ_MODEL">): Writer {
  const apiKey = config.GROQ_API_KEY?.trim();
  if (apiKey) return createGroqWriter({ apiKey, model: config.GROQ_MODEL });
  return offlineWriter;
}

/** The process-wide writer: Groq when GROQ_API_KEY is set, offline otherwise. */
export function getWriter(): Writer {
  return remember("ai-writer", () => createWriter(getConfig()));
}

/** Runs one writing job on the process-wide writer, or on the offline writer when the AI service fails. */
export function writeWithFallback<T>(run: (writer: Writer) => Promise<T>): Promise<Written<T>> {
  return withOfflineFallback(getWriter(), offlineWriter, run);
}

/** Tests only: forget the cached writer (and nothing else). */
export function resetWriterForTests(): void {
  forget("ai-writer");
}
