import { UNSAFE_ErrorResponseImpl as ErrorResponse, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import {
  describeSubmitFailure,
  isPageAnswer,
  messageForFailedAnswer,
  NO_ANSWER_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SERVER_FAILED_MESSAGE,
} from "./submit-failure.ts";

describe("messageForFailedAnswer", () => {
  it("shows the server's own { error } message from a JSON body", () => {
    expect(messageForFailedAnswer(429, JSON.stringify({ error: "Too many requests. Please wait a minute and try again." }))).toBe(
      "Too many requests. Please wait a minute and try again.",
    );
    expect(messageForFailedAnswer(502, { error: "AI writing is currently unavailable." })).toBe("AI writing is currently unavailable.");
  });

  it("shows short plain text as it is", () => {
    expect(messageForFailedAnswer(500, "Something went wrong. Please try again.")).toBe("Something went wrong. Please try again.");
  });

  it("never shows markup or a long body: a message for the status instead", () => {
    expect(messageForFailedAnswer(502, "<html><body><h1>502 Bad Gateway</h1></body></html>")).toBe(SERVER_FAILED_MESSAGE);
    expect(messageForFailedAnswer(429, "<!doctype html><p>slow down</p>")).toBe(RATE_LIMITED_MESSAGE);
    expect(messageForFailedAnswer(500, "x".repeat(301))).toBe(SERVER_FAILED_MESSAGE);
    expect(messageForFailedAnswer(503, "")).toBe(SERVER_FAILED_MESSAGE);
    expect(messageForFailedAnswer(429, { error: 42 })).toBe(RATE_LIMITED_MESSAGE);
  });
});

describe("describeSubmitFailure", () => {
  it("reads a failed answer React Router threw (the body text of a response our routes did not make)", () => {
    const limited = new ErrorResponse(429, "Too Many Requests", JSON.stringify({ error: "Too many requests. Please wait a minute and try again." }));
    expect(describeSubmitFailure(limited)).toEqual({ status: 429, message: "Too many requests. Please wait a minute and try again." });
    expect(describeSubmitFailure(new ErrorResponse(500, "Internal Server Error", "Something went wrong. Please try again."))).toEqual({
      status: 500,
      message: "Something went wrong. Please try again.",
    });
  });

  it("no answer at all (fetch's TypeError) says the entries are still there", () => {
    expect(describeSubmitFailure(new TypeError("Failed to fetch"))).toEqual({ status: null, message: NO_ANSWER_MESSAGE });
  });

  it("a crash React Router could not decode is a server failure", () => {
    expect(describeSubmitFailure(new Error("Unexpected Server Error"))).toEqual({ status: 500, message: SERVER_FAILED_MESSAGE });
  });
});

describe("isPageAnswer", () => {
  it("lets redirects and 'not found' go on to the page's own handling", () => {
    expect(isPageAnswer(redirect("/edit/abc"))).toBe(true);
    expect(isPageAnswer(new ErrorResponse(404, "Not Found", "Resume not found"))).toBe(true);
    expect(isPageAnswer(new ErrorResponse(429, "Too Many Requests", "{}"))).toBe(false);
    expect(isPageAnswer(new TypeError("Failed to fetch"))).toBe(false);
  });
});
