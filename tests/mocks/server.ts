/**
 * The msw server for third-party HTTP (Groq, Razorpay). Unhandled requests fail the test, so a
 * forgotten real network call is caught. Handler files live beside this one, one per service.
 * Our own servers, started by integration tests on loopback, pass through untouched.
 */
import { http, passthrough } from "msw";
import { setupServer } from "msw/node";

const loopback = http.all(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//, () => passthrough());

export const mockServer = setupServer(loopback);
