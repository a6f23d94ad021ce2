/** POST /account/passkeys/options — JSON registration options for adding a passkey to the signed-in account (401 signed out). */
import type { Route } from "./+types/account.passkeys.options";
import { passkeyAddOptions } from "../server/auth/passkeys.server.ts";
import { methodNotAllowed } from "../server/http/api.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return passkeyAddOptions(request, getVisitorSession(context).account);
}
