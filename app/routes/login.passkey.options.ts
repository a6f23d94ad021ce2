/** POST /login/passkey/options — JSON authentication options for signing in with any passkey of this site. */
import type { Route } from "./+types/login.passkey.options";
import { passkeySignInOptions } from "../server/auth/passkeys.server.ts";
import { methodNotAllowed } from "../server/http/api.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return passkeySignInOptions(request);
}
