/**
 * The msw server for third-party HTTP (Groq, Razorpay). Unhandled requests fail the test, so a
 * forgotten real network call is caught. Handler files live beside this one, one per service.
 */
import { setupServer } from "msw/node";

export const mockServer = setupServer();
