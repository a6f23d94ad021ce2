/** Terms of service, /terms-of-service (facts constants). */
import { Link } from "react-router";
import type { Route } from "./+types/terms-of-service";
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
    path: "/terms-of-service",
    title: "Terms of Service",
    description: `The terms for using ${PRODUCT_NAME}: plans and prices (Fast Pass $5 one-time, Pro $9/month), refunds, your content, termination and contact.`,
  });
}

export default function TermsOfService() {
  const { support, legal } = useContactEmails();
  return (
    <LegalPage
      title="Terms of Service"
      updated="January 2, 2025"
      intro={
        <p>
          These terms govern your use of {PRODUCT_NAME}, an online CV and resume builder. By using the service you agree to them. If you do not agree, please do
          not use the service.
        </p>
      }
    >
      <section aria-labelledby="t-service">
        <h2 id="t-service">1. The service</h2>
        <p>
          {PRODUCT_NAME} lets you fill in or upload your career details, improve the wording with AI, choose a template and download your CV as an HTML file to
          print or save as PDF. No account is needed: your work is linked to your browser through a cookie.
        </p>
      </section>

      <section aria-labelledby="t-eligibility">
        <h2 id="t-eligibility">2. Who may use it</h2>
        <p>The service is not intended for anyone under 16. By using it you confirm that you are 16 or older.</p>
      </section>

      <section aria-labelledby="t-plans">
        <h2 id="t-plans">3. Plans and prices</h2>
        <ul>
          <li>
            <strong>Free</strong> — $0: one CV generation with a watermark and basic templates.
          </li>
          <li>
            <strong>Fast Pass</strong> — $5, a one-time payment: no watermark, 3 regenerations, basic ATS checks and premium templates.
          </li>
          <li>
            <strong>Pro</strong> — $9 per month: everything in Fast Pass plus unlimited regenerations, AI cover letters, LinkedIn bio help, advanced ATS scoring
            and Word export.
          </li>
        </ul>
        <p>
          Prices may be charged in Indian rupees by our payment provider at the rate shown at checkout. We will give you at least 30 days notice before any
          price change takes effect for an existing subscription.
        </p>
      </section>

      <section aria-labelledby="t-refunds">
        <h2 id="t-refunds">4. Refunds</h2>
        <p>
          Pro comes with a 7-day money-back guarantee: if you are not satisfied, write to us within 7 days of your first Pro payment for a full refund. Fast
          Pass purchases are final and non-refundable once the pass has been activated.
        </p>
        <p>
          Our checkout page separately states a 30-day money-back guarantee. If you paid after being shown that statement and ask within 30 days of payment, we
          will honour it.
        </p>
      </section>

      <section aria-labelledby="t-content">
        <h2 id="t-content">5. Your content</h2>
        <p>
          You own everything you write and upload. You give us permission to store and process it only to provide the service to you — for example to generate,
          preview and improve your CV. You are responsible for making sure your CV is truthful and that you may share its contents.
        </p>
      </section>

      <section aria-labelledby="t-ai">
        <h2 id="t-ai">6. AI suggestions</h2>
        <p>
          AI suggestions can be wrong or unsuitable. Review everything before you use it. See our{" "}
          <Link to="/disclaimer" className="font-semibold text-brand-700 underline">
            Disclaimer
          </Link>{" "}
          for what we can and cannot promise.
        </p>
      </section>

      <section aria-labelledby="t-use">
        <h2 id="t-use">7. Acceptable use</h2>
        <ul>
          <li>Do not upload files that contain malware or content you have no right to share.</li>
          <li>Do not try to bypass plan limits, payment checks or rate limits, or to access other people's data.</li>
          <li>Do not use the service to create misleading or fraudulent documents.</li>
        </ul>
      </section>

      <section aria-labelledby="t-termination">
        <h2 id="t-termination">8. Termination</h2>
        <p>
          You can stop using the service at any time and cancel Pro before the next billing date. We may suspend access if these terms are broken. After
          termination, your generated CVs remain available for download for 30 days, after which they may be deleted.
        </p>
      </section>

      <section aria-labelledby="t-privacy">
        <h2 id="t-privacy">9. Privacy</h2>
        <p>
          Our{" "}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>{" "}
          explains how we handle your data. We answer privacy requests within 30 days.
        </p>
      </section>

      <section aria-labelledby="t-liability">
        <h2 id="t-liability">10. Liability</h2>
        <p>
          The service is provided "as is". To the extent permitted by law, our total liability for any claim is limited to the amount you paid us in the 12
          months before the claim. We do not guarantee interviews or job offers.
        </p>
      </section>

      <section aria-labelledby="t-changes">
        <h2 id="t-changes">11. Changes to these terms</h2>
        <p>We may update these terms. Material changes will be announced on this site before they take effect.</p>
      </section>

      <section aria-labelledby="t-contact">
        <h2 id="t-contact">12. Contact</h2>
        <p>
          Support: <MailLink email={support} />. Legal inquiries: <MailLink email={legal} /> — we respond to legal inquiries within 5 business days.
        </p>
      </section>
    </LegalPage>
  );
}
