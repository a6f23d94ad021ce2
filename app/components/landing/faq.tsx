import { FAQ } from "../../lib/landing-content.ts";

/**
 * The FAQ section of both landings, addressable as #faq (the shared navigation links
 * to /#faq): <details> items that open independently, with or without JavaScript.
 */
export function FaqSection({ titleId }: { titleId: string }) {
  return (
    <section id="faq" aria-labelledby={titleId} className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h2 id={titleId} className="text-center text-3xl font-bold">
          Frequently asked questions
        </h2>
        <FaqList items={FAQ} />
      </div>
    </section>
  );
}

function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-8 space-y-3">
      {items.map((item) => (
        <details key={item.question} className="group rounded-lg border border-slate-200 bg-white p-4" data-testid="faq-item">
          <summary className="flex items-center justify-between gap-4 font-semibold">
            <span>{item.question}</span>
            <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
