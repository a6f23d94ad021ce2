/** A server-rendered message after a plain form post (the no-JavaScript twin of a toast). */
export function Notice({ title, description, variant }: { title: string; description?: string; variant: "default" | "destructive" }) {
  const destructive = variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={`rounded-md border p-3 ${destructive ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900"}`}
      data-testid="notice"
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="text-sm">{description}</p> : null}
    </div>
  );
}
