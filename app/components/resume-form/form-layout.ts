/** The look shared by the resume form's sections (a card per fieldset, a two-column grid of fields). */
export const sectionClass = "scroll-mt-38 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
export const gridClass = "mt-4 grid gap-4 sm:grid-cols-2";
