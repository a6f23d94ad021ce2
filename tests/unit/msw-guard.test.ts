import { expect, it } from "vitest";

// The msw setup must turn a forgotten real third-party call into a failure, never a network request.
it("fails a request to an unmocked third-party host before it reaches the network", async () => {
  const error = await fetch("https://api.groq.com/openai/v1/models").then(
    () => null,
    (e: unknown) => e as Error & { cause?: unknown },
  );
  expect(String(error?.cause)).toContain("[MSW]");
});
