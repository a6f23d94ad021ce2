/**
 * POST /login/passkey/verify — JSON { response, redirectTo } → { redirectTo } with the session
 * cookie: the browser is signed in to the passkey's account and goes on to `redirectTo`.
 */
import type { Route } from "./+types/login.passkey.verify";
import { passkeySignInVerify } from "../server/auth/passkeys.server.ts";
import { methodNotAllowed } from "../server/http/api.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return passkeySignInVerify(request, getVisitorSession(context));
}
