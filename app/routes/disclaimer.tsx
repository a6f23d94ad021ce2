/** Disclaimer, /disclaimer: 13 numbered sections, last updated January 2, 2025, contacts. */
import { Link } from "react-router";
import type { Route } from "./+types/disclaimer";
import { LegalPage, MailLink, useContactEmails } from "../components/landing/legal.tsx";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";

const DISCLAIMER_UPDATED = "January 2, 2025";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: pageOrigin(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: "/disclaimer",
    title: "Disclaimer",
    description: `What ${PRODUCT_NAME} can and cannot promise: no employment guarantee, AI-generated content, ATS optimization, data security and liability.`,
  });
}

export default function Disclaimer() {
  const { support, legal } = useContactEmails();
  return (
    <LegalPage
      title="Disclaimer"
      updated={DISCLAIMER_UPDATED}
      intro={<p>Please read this disclaimer carefully before using {PRODUCT_NAME}. By using the service you accept the points below.</p>}
    >
      <ol className="list-none space-y-8 p-0">
        <li>
          <section aria-labelledby="d-1">
            <h2 id="d-1">1. General information</h2>
            <p>
              {PRODUCT_NAME} is an online tool that helps you write, format and download CVs and resumes. The templates, examples, guides and suggestions on
              this site are general information to help you present your experience. They are not career, legal or financial advice.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-2">
            <h2 id="d-2">2. No employment guarantee</h2>
            <p>
              A well-written CV improves your chances, but hiring decisions are made by employers. We do not guarantee interviews, job offers, salary levels or
              any other outcome of your applications, whichever plan you use.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-3">
            <h2 id="d-3">3. AI-generated content</h2>
            <p>
              Our AI features suggest wording based on the information you provide. Suggestions can contain mistakes or phrasing that does not fit you. You are
              responsible for reviewing every sentence and making sure your CV is accurate and truthful before you send it to anyone.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-4">
            <h2 id="d-4">4. ATS optimization</h2>
            <p>
              Our templates follow widely accepted practices for applicant tracking systems: one reading order, standard headings and real text. Every ATS works
              differently, and employers configure them differently, so we cannot guarantee how a particular system will read or rank your CV.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-5">
            <h2 id="d-5">5. Industry specificity</h2>
            <p>
              Examples and tips are written for common roles and markets. Conventions differ between industries and countries (for instance photos, length and
              personal details), so check the expectations of the employers you apply to.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-6">
            <h2 id="d-6">6. External links</h2>
            <p>
              This site may link to websites we do not control, such as our support chat or payment provider. We are not responsible for their content,
              availability or privacy practices.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-7">
            <h2 id="d-7">7. Technical limitations</h2>
            <p>
              We work hard to keep {PRODUCT_NAME} available and correct, but the service may occasionally be interrupted, and results can look slightly
              different across browsers, printers and PDF tools. Always check your downloaded CV before sending it.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-8">
            <h2 id="d-8">8. Data security</h2>
            <p>
              We protect your data with appropriate technical and organisational measures, but no system connected to the internet is perfectly secure. How we
              collect, use and protect your information is explained in our{" "}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
              .
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-9">
            <h2 id="d-9">9. Financial information</h2>
            <p>
              Prices are shown on the checkout page and in our Terms of Service. Payments are handled by our payment provider; currency conversion and bank fees
              are outside our control. Salary figures and success rates mentioned on the site are marketing estimates, not promises.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-10">
            <h2 id="d-10">10. Legal compliance</h2>
            <p>
              You are responsible for making sure the information in your CV is true and that you have the right to share it, including details about
              references, former employers and certifications.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-11">
            <h2 id="d-11">11. Limitation of liability</h2>
            <p>
              To the fullest extent permitted by law, {PRODUCT_NAME} is not liable for any indirect, incidental or consequential loss arising from your use of
              the service, including lost job opportunities. Nothing in this disclaimer limits liability that cannot be limited by law.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-12">
            <h2 id="d-12">12. Updates to this disclaimer</h2>
            <p>We may update this disclaimer from time to time. The date at the top of this page shows when it last changed.</p>
          </section>
        </li>
        <li>
          <section aria-labelledby="d-13">
            <h2 id="d-13">13. Contact</h2>
            <p>
              Questions about the service: <MailLink email={support} />. Legal questions: <MailLink email={legal} />.
            </p>
          </section>
        </li>
      </ol>
      <p className="rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
        Remember: {PRODUCT_NAME} helps you present yourself well, but the content of your CV — and the decision to send it — is always yours.
      </p>
    </LegalPage>
  );
}
