/**
 * msw handlers for Groq's OpenAI-compatible chat-completions endpoint. Each mock records the JSON
 * bodies it received so tests can assert on what was sent (model, messages, response_format).
 *
 *   const groq = groqMock();
 *   mockServer.use(groq.answerJson({ enhancedContent: "Led a team of 5" }));
 *   … expect(groq.requests).toHaveLength(1);
 */
import { readFileSync } from "node:fs";
import { delay, http, HttpResponse } from "msw";

/** The recorded prompt shapes under tests/fixtures/groq/, one chat-completions response body each. */
export type GroqFixture = "prompt-to-resume" | "improve-field" | "enhance-section" | "cover-letter" | "linkedin" | "tailored-summary";

/** A recorded chat-completions response body, as Groq sent it. */
export function groqFixture(name: GroqFixture): ReturnType<typeof completion> {
  return JSON.parse(readFileSync(new URL(`../fixtures/groq/${name}.json`, import.meta.url), "utf8")) as ReturnType<typeof completion>;
}

/** The JSON the assistant answered in a recorded fixture (to serve it changed, e.g. with an invented fact). */
export function fixtureAnswer<T = Record<string, unknown>>(name: GroqFixture): T {
  return JSON.parse(groqFixture(name).choices[0]!.message.content) as T;
}

export const GROQ_CHAT_URL = "https://api.groq.com/openai/v1/chat/completions";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequestBody {
  model: string;
  messages: ChatMessage[];
  response_format?: { type: string };
  temperature?: number;
  max_tokens?: number;
  [key: string]: unknown;
}

export function completion(content: string, model = "llama-3.3-70b-versatile") {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function apiError(status: number, message: string) {
  return HttpResponse.json(
    { error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error" } },
    { status, headers: status === 429 ? { "retry-after": "0" } : {} },
  );
}

export function groqMock() {
  const requests: ChatRequestBody[] = [];
  const record = async (request: Request) => {
    requests.push((await request.clone().json()) as ChatRequestBody);
  };

  return {
    /** Bodies of every request received, in order. */
    requests,
    /** The user message of the n-th request (default: the last). */
    userMessage(index = requests.length - 1): string {
      return requests[index]?.messages.find((m) => m.role === "user")?.content ?? "";
    },
    systemMessage(index = requests.length - 1): string {
      return requests[index]?.messages.find((m) => m.role === "system")?.content ?? "";
    },
    /** Answers every call with `content` serialised as the assistant's JSON message. */
    answerJson(content: unknown) {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        return HttpResponse.json(completion(JSON.stringify(content)));
      });
    },
    /** Answers with a recorded response body from tests/fixtures/groq/. */
    answerFixture(name: GroqFixture) {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        return HttpResponse.json(groqFixture(name));
      });
    },
    /** Answers with `content`, but only after `ms` (longer than a client's timeout, for timeout tests). */
    answerSlowly(content: unknown, ms: number) {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        await delay(ms);
        return HttpResponse.json(completion(JSON.stringify(content)));
      });
    },
    /** Answers with an arbitrary assistant message (e.g. malformed JSON or prose). */
    answerText(content: string) {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        return HttpResponse.json(completion(content));
      });
    },
    /** Answers by calling `build` with the request body (to echo or inspect the input). */
    answerWith(build: (body: ChatRequestBody) => unknown) {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        const body = requests.at(-1)!;
        return HttpResponse.json(completion(JSON.stringify(build(body))));
      });
    },
    /** `failures` answers with `status` (429 by default), then answers with `content`. */
    failThenAnswer(content: unknown, { status = 429, failures = 1 }: { status?: number; failures?: number } = {}) {
      let calls = 0;
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        calls++;
        if (calls <= failures) return apiError(status, status === 429 ? "Rate limit reached" : "Internal server error");
        return HttpResponse.json(completion(JSON.stringify(content)));
      });
    },
    /** Always answers with an error status. */
    failWith(status: number) {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        return apiError(status, "failure");
      });
    },
    /** Never answers (until the client aborts): for timeout tests. */
    hang() {
      return http.post(GROQ_CHAT_URL, async ({ request }) => {
        await record(request);
        await new Promise<void>((resolve) => {
          if (request.signal.aborted) resolve();
          request.signal.addEventListener("abort", () => resolve(), { once: true });
          // never longer than a test would wait anyway
          setTimeout(resolve, 10_000).unref?.();
        });
        return HttpResponse.error();
      });
    },
  };
}

export type GroqMock = ReturnType<typeof groqMock>;
