/** A suggested change of one field as the author reads it: their text beside the suggested one. */
export function BeforeAfter({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      <div>
        <p className="text-xs font-medium text-slate-600 uppercase">{`${label}: your text`}</p>
        <p className="text-sm whitespace-pre-line text-slate-800" data-testid="suggestion-before">
          {before || "(empty)"}
        </p>
      </div>
      <div>
        <p className="text-xs font-medium text-slate-600 uppercase">{`${label}: suggested`}</p>
        <p className="text-sm whitespace-pre-line text-slate-900" data-testid="suggestion-after">
          {after || "(empty)"}
        </p>
      </div>
    </div>
  );
}
