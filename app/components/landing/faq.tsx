/** FAQ accordion (SPEC §2, §4): <details> items that open independently, with or without JavaScript. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
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
