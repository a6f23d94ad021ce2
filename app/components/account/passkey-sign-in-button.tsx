/**
 * "Sign in with a passkey" on /login, shown only once React runs in a browser with WebAuthn. The
 * browser offers the person's passkeys for this site (no email asked); once the server has checked
 * the signature and set the session cookie, the page loads `redirectTo` afresh, signed in.
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { passkeyCeremonyMessage } from "../../lib/passkeys.ts";
import { StatusButton } from "../ui/button.tsx";
import { postCeremony, usePasskeySupport } from "./passkey-ceremony.ts";

export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const failed = (message: string) => {
      setError(message);
      setBusy(false);
    };
    const options = await postCeremony<PublicKeyCredentialRequestOptionsJSON>("/login/passkey/options");
    if (!options.ok) return failed(options.message);
    let response;
    try {
      response = await startAuthentication({ optionsJSON: options.value });
    } catch (failure) {
      return failed(passkeyCeremonyMessage(failure, "sign-in"));
    }
    const signedIn = await postCeremony<{ redirectTo: string }>("/login/passkey/verify", { response, redirectTo });
    if (!signedIn.ok) return failed(signedIn.message);
    // a whole page load: every part of the page (the navigation, the plan) is then the account's
    window.location.assign(signedIn.value.redirectTo);
  }

  return (
    <div className="space-y-2">
      <p className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <StatusButton type="button" variant="secondary" className="w-full" onClick={signIn} pending={busy} pendingLabel="Waiting for your passkey…">
        Sign in with a passkey
      </StatusButton>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="passkey-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
