/**
 * "Add a passkey" on /account, shown only once React runs in a browser with WebAuthn (adding one
 * is a WebAuthn ceremony: there is no form for it). Options from the server, the browser's prompt,
 * then the new credential back to the server; the list reloads with the new passkey in it.
 */
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { passkeyCeremonyMessage } from "../../lib/passkeys.ts";
import { StatusButton } from "../ui/button.tsx";
import { toast } from "../ui/toaster.tsx";
import { postCeremony, usePasskeySupport } from "./passkey-ceremony.ts";

export function AddPasskeyButton() {
  const supported = usePasskeySupport();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function add() {
    setBusy(true);
    setError(null);
    try {
      const options = await postCeremony<PublicKeyCredentialCreationOptionsJSON>("/account/passkeys/options");
      if (!options.ok) return setError(options.message);
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.value });
      } catch (failure) {
        return setError(passkeyCeremonyMessage(failure, "add"));
      }
      const added = await postCeremony<{ passkey: { name: string } }>("/account/passkeys/verify", { response });
      if (!added.ok) return setError(added.message);
      toast({ title: "Passkey added", description: `${added.value.passkey.name} can now sign you in.` });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <StatusButton type="button" variant="outline" onClick={add} pending={busy} pendingLabel="Waiting for your passkey…">
        Add a passkey
      </StatusButton>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="passkey-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
