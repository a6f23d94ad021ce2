/**
 * /logout — a form post only (a link or a prefetch must not sign anyone out). The browser starts
 * again as a new anonymous visitor: the account's resumes stay with the account.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "../server/auth/sign-in.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";

export function loader() {
  return redirect("/account");
}

export async function action({ request, context }: Route.ActionArgs) {
  await readFormPost(request);
  const headers = new Headers();
  for (const cookie of await signOut(request, getVisitorSession(context))) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashCookie(request, { title: "Signed out", description: "Sign in again to find your resumes." }));
  return redirect("/", { headers });
}
