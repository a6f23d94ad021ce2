import { describe, expect, it } from "vitest";
import { routingPath } from "./request-guard.server.ts";

describe("routingPath: the path the router will match", () => {
  it("folds case, decodes escapes and resolves dot segments, as the router and browsers do", () => {
    expect(routingPath("/API/parse-resume")).toBe("/api/parse-resume");
    expect(routingPath("/api/parse-r%65sume")).toBe("/api/parse-resume");
    expect(routingPath("/api/./enhance-content")).toBe("/api/enhance-content");
    expect(routingPath("/api/%2e/enhance-content")).toBe("/api/enhance-content");
    expect(routingPath("/api/x/../Create-Order")).toBe("/api/create-order");
    expect(routingPath("/API/Create-Order?x=1#y")).toBe("/api/create-order");
    expect(routingPath("/api\\generate-prompt-resume")).toBe("/api/generate-prompt-resume");
    expect(routingPath("/api///generate-resume/")).toBe("/api/generate-resume");
    expect(routingPath("/")).toBe("/");
  });

  it("routes the scripts' data requests to the page they belong to", () => {
    expect(routingPath("/prompt.data")).toBe("/prompt");
    expect(routingPath("/Edit/abc.data?index")).toBe("/edit/abc");
    expect(routingPath("/_root.data")).toBe("/");
  });

  it("keeps an encoded slash inside its segment (the router does not split on it)", () => {
    expect(routingPath("/api%2Fparse-resume")).toBe("/api%2fparse-resume");
  });

  it("refuses targets the router could not rebuild into a URL of its own", () => {
    for (const target of [
      "/%09/",
      "/a%0Ab",
      "/x%0d%0aSet-Cookie:a=1",
      "/%E0%A4%A",
      "/%",
      "/%5C/",
      "/%5C%5Cevil.example",
      "//evil.example/x",
      "*",
      "http://evil.example/",
    ]) {
      expect(routingPath(target), target).toBeNull();
    }
  });

  it("routes other control characters as ordinary (unknown) paths", () => {
    expect(routingPath("/objects/abc%00.jpg")).toBe("/objects/abc\u0000.jpg");
    expect(routingPath("/%7F")).toBe("/\u007f");
  });

  it("never throws, whatever the byte after a percent sign", () => {
    for (let byte = 0; byte < 256; byte++) {
      const hex = byte.toString(16).padStart(2, "0");
      for (const target of [`/%${hex}`, `/%${hex}/`, `/api/%${hex}x`, `/%${hex}%${hex}/y`]) {
        expect(() => routingPath(target)).not.toThrow();
      }
    }
  });
});
