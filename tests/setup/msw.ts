import { afterAll, afterEach, beforeAll } from "vitest";
import { mockServer } from "../mocks/server.ts";

beforeAll(() => {
  mockServer.listen({
    onUnhandledRequest(request, print) {
      // our own servers started by integration tests on loopback are not third parties
      const { hostname } = new URL(request.url);
      if (hostname === "127.0.0.1" || hostname === "localhost") return;
      print.error();
    },
  });
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());
