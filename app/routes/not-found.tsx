import { data, Link } from "react-router";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { buttonClassName } from "../components/ui/button.tsx";

// Both GET and POST of an unknown path answer 404 with the same screen.
export async function loader() {
  return data(null, { status: 404 });
}

export async function action() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `404 Page Not Found | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClassName({ className: "mt-8" })}>
        Back to Home
      </Link>
    </section>
  );
}
