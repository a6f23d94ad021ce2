/** POST /account/passkeys/verify — JSON { response } (the browser's new credential) → { passkey: { id, name } }. */
import type { Route } from "./+types/account.passkeys.verify";
import { passkeyAddVerify } from "../server/auth/passkeys.server.ts";
import { methodNotAllowed } from "../server/http/api.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return passkeyAddVerify(request, getVisitorSession(context).account);
}
