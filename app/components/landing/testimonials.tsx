/** Testimonials (static content: name, role, initials, content). */
export function TestimonialList({ items }: { items: readonly { name: string; role: string; initials: string; content: string }[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name} className="rounded-xl border border-slate-200 bg-white p-6" data-testid="testimonial">
          <figure>
            <blockquote className="text-slate-700">“{t.content}”</blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900">
                {t.initials}
              </span>
              <span>
                <span className="block font-semibold">{t.name}</span>
                <span className="block text-sm text-slate-600">{t.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
