import { describe, expect, it } from "vitest";
import {
  authenticationResponseSchema,
  PASSKEY_ADD_CANCELLED,
  PASSKEY_ALREADY_ON_DEVICE,
  PASSKEY_NAME_MESSAGE,
  PASSKEY_SIGN_IN_CANCELLED,
  passkeyCeremonyMessage,
  passkeySignInBodySchema,
  registrationResponseSchema,
  renamePasskeySchema,
} from "./passkeys.ts";

const named = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error("browser words"), { name, ...extra });

describe("passkeyCeremonyMessage", () => {
  it("reads a dismissed, timed-out or aborted prompt as cancelled", () => {
    expect(passkeyCeremonyMessage(named("NotAllowedError"), "sign-in")).toBe(PASSKEY_SIGN_IN_CANCELLED);
    expect(passkeyCeremonyMessage(named("AbortError"), "sign-in")).toBe(PASSKEY_SIGN_IN_CANCELLED);
    // @simplewebauthn/browser's wrapping keeps the browser's error as the cause
    expect(passkeyCeremonyMessage(named("WebAuthnError", { code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", cause: named("NotAllowedError") }), "add")).toBe(
      PASSKEY_ADD_CANCELLED,
    );
    expect(passkeyCeremonyMessage(named("WebAuthnError", { code: "ERROR_CEREMONY_ABORTED" }), "add")).toBe(PASSKEY_ADD_CANCELLED);
  });

  it("says when the device already has a passkey for the account, and otherwise what to do", () => {
    expect(passkeyCeremonyMessage(named("InvalidStateError", { code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" }), "add")).toBe(PASSKEY_ALREADY_ON_DEVICE);
    expect(passkeyCeremonyMessage(named("SecurityError"), "sign-in")).toMatch(/not available on this address/);
    expect(passkeyCeremonyMessage(new TypeError("x"), "sign-in")).toMatch(/sign in with your email/);
    expect(passkeyCeremonyMessage(null, "add")).toMatch(/could not make a passkey/);
  });
});

describe("the passkey bodies", () => {
  const registration = {
    id: "Y3JlZA",
    rawId: "Y3JlZA",
    type: "public-key",
    response: { clientDataJSON: "e30", attestationObject: "o2Nm", transports: ["internal", "hybrid", "teleport"] },
    clientExtensionResults: { credProps: { rk: true } },
  };

  it("keep the known transports and drop extension outputs", () => {
    const parsed = registrationResponseSchema.parse(registration);
    expect(parsed.response.transports).toEqual(["internal", "hybrid"]);
    expect(parsed.clientExtensionResults).toEqual({});
  });

  it("refuse what is not base64url or too long, and another type", () => {
    expect(registrationResponseSchema.safeParse({ ...registration, id: "not base64!" }).success).toBe(false);
    expect(registrationResponseSchema.safeParse({ ...registration, type: "password" }).success).toBe(false);
    expect(registrationResponseSchema.safeParse({ ...registration, id: "a".repeat(2000) }).success).toBe(false);
    const assertion = {
      id: "Y3JlZA",
      rawId: "Y3JlZA",
      type: "public-key",
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA", userHandle: "" },
    };
    // an empty user handle is no handle
    expect(authenticationResponseSchema.parse(assertion).response.userHandle).toBeUndefined();
    expect(passkeySignInBodySchema.parse({ response: assertion, redirectTo: "//evil.example" }).redirectTo).toBe("/resumes");
  });

  it("tidy a passkey's new name and refuse an empty, long or garbling one", () => {
    expect(renamePasskeySchema.parse({ passkeyId: "Y3JlZA", name: "  Work   laptop " }).name).toBe("Work laptop");
    for (const name of ["   ", "x".repeat(61), "a\u0000b", "\u202Egnp.exe"]) {
      const parsed = renamePasskeySchema.safeParse({ passkeyId: "Y3JlZA", name });
      expect(parsed.success, name).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PASSKEY_NAME_MESSAGE);
    }
  });
});
