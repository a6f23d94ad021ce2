/**
 * The account page's passkeys: each with when it was added and last used, a Rename form and a
 * Remove button (plain form posts to /account, with or without JavaScript), and "Add a passkey"
 * where the browser can make one.
 */
import { Form } from "react-router";
import { PASSKEY_NAME_MAX } from "../../lib/passkeys.ts";
import { Button } from "../ui/button.tsx";
import { AddPasskeyButton } from "./add-passkey-button.tsx";

export interface PasskeyItem {
  id: string;
  name: string;
  /** when it was added and last used, in words in the reader's zone */
  added: string;
  lastUsed: string | null;
}

export function PasskeysSection({ passkeys }: { passkeys: PasskeyItem[] }) {
  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <h2 id="passkeys-title" className="text-xl font-semibold">
        Passkeys
      </h2>
      <p className="text-slate-700">A passkey signs you in with your fingerprint, face or screen lock, without waiting for an email.</p>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-passkeys">
          No passkeys yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="space-y-3 p-4" data-testid="passkey">
              <div>
                <p className="font-medium" data-testid="passkey-name">
                  {passkey.name}
                </p>
                <p className="text-sm text-slate-600">
                  Added {passkey.added} · {passkey.lastUsed ? `last used ${passkey.lastUsed}` : "not used yet"}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <label className="text-sm text-slate-800">
                    <span className="sr-only">New name for {passkey.name}</span>
                    <input
                      name="name"
                      required
                      maxLength={PASSKEY_NAME_MAX}
                      defaultValue={passkey.name}
                      className="block rounded-md border border-slate-300 px-2 py-1.5 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                    />
                  </label>
                  <Button type="submit" name="intent" value="rename-passkey" variant="secondary" size="sm" aria-label={`Rename ${passkey.name}`}>
                    Rename
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="remove-passkey"
                    variant="secondary"
                    size="sm"
                    className="text-red-700"
                    aria-label={`Remove ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyButton />
    </section>
  );
}
