/** Privacy policy, /privacy-policy (legal pages what we store and why). */
import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { LegalPage, MailLink, useContactEmails } from "../components/landing/legal.tsx";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: pageOrigin(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `How ${PRODUCT_NAME} collects, uses and protects your data. GDPR and CCPA rights, cookies, retention and how to contact us.`,
  });
}

export default function PrivacyPolicy() {
  const { support, legal } = useContactEmails();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 2, 2025"
      intro={
        <p>
          {PRODUCT_NAME} is built to need as little personal data as possible: no account is needed and there are no passwords (signing in with your email is
          optional). This policy explains what we collect, why, and the rights you have under the GDPR and the CCPA.
        </p>
      }
    >
      <section aria-labelledby="p-collect">
        <h2 id="p-collect">1. What we collect</h2>
        <ul>
          <li>
            <strong>Your CV content</strong>: the details you type or upload (contact details, experience, education, skills, photo), stored so you can preview,
            edit and download your CV.
          </li>
          <li>
            <strong>Uploaded files</strong>: a resume you upload is read to fill the form and is not kept after it has been processed.
          </li>
          <li>
            <strong>Payment records</strong>: the plan, amount and payment reference. Card details go directly to our payment provider (Razorpay); we never see
            or store them.
          </li>
          <li>
            <strong>Your account, if you sign in</strong>: your email address, the browsers signed in to it (what each browser says it is, and when it was last
            used) and any passkeys you add (their public keys only). We email you only to sign you in.
          </li>
          <li>
            <strong>Usage events</strong>: which features are used (for example "CV generated"), tied to a random visitor id, to improve the product.
          </li>
        </ul>
      </section>

      <section aria-labelledby="p-cookies">
        <h2 id="p-cookies">2. Cookies and browser storage</h2>
        <ul>
          <li>
            <code>vitae_visitor</code> — a random id that links your resumes and purchases to this browser (strictly necessary).
          </li>
          <li>
            <code>vitae_session</code> — set only when you sign in: keeps this browser signed in to your account for 30 days (strictly necessary).
          </li>
          <li>
            <code>vitae_flash</code> — carries a one-time notification to the next page.
          </li>
          <li>
            <code>vitae_template</code> and <code>vitae_customization</code> — the template and design you chose.
          </li>
          <li>Local storage keeps your form draft, chosen template, customization and plan on your device.</li>
        </ul>
        <p>We do not use advertising cookies.</p>
      </section>

      <section aria-labelledby="p-use">
        <h2 id="p-use">3. How we use your data</h2>
        <p>
          Only to provide the service: to build, store and deliver your CV, to improve wording with AI when you ask for it, to process payments and enforce plan
          limits, and to keep the service secure. We never sell your data.
        </p>
      </section>

      <section aria-labelledby="p-ai">
        <h2 id="p-ai">4. AI processing</h2>
        <p>
          When you use an AI feature, the text you want improved is sent to our AI provider only to generate that suggestion. Without an AI provider configured,
          suggestions are made on our own servers.
        </p>
      </section>

      <section aria-labelledby="p-retention">
        <h2 id="p-retention">5. Retention</h2>
        <p>
          Resumes are kept while you use the service so you can come back to them, and deleted when you ask. Payment records are kept as long as tax and
          accounting law requires.
        </p>
      </section>

      <section aria-labelledby="p-rights">
        <h2 id="p-rights">6. Your rights (GDPR and CCPA)</h2>
        <p>
          You may access, correct, export or delete your data, object to or restrict its processing, and withdraw consent. California residents may also ask
          what personal information we collect and request its deletion; we do not sell or share personal information. We answer privacy requests within 30
          days.
        </p>
        <p>
          You can do the most common of these yourself, at once: <Link to="/my-data">My data</Link> downloads everything we store about this browser as JSON and
          deletes it.
        </p>
      </section>

      <section aria-labelledby="p-children">
        <h2 id="p-children">7. Children</h2>
        <p>The service is not intended for anyone under 16, and we do not knowingly collect their data.</p>
      </section>

      <section aria-labelledby="p-security">
        <h2 id="p-security">8. Security</h2>
        <p>
          Data is transferred over encrypted connections, the visitor cookie is signed, and access to stored data is restricted. See our{" "}
          <Link to="/disclaimer" className="font-semibold text-brand-700 underline">
            Disclaimer
          </Link>{" "}
          for the limits of any online service.
        </p>
      </section>

      <section aria-labelledby="p-contact">
        <h2 id="p-contact">9. Contact</h2>
        <p>
          Privacy and legal requests: <MailLink email={legal} />. Anything else: <MailLink email={support} />. See also our{" "}
          <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
            Terms of Service
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  );
}
