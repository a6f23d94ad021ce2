/** The visitor id inside a `vitae_visitor` cookie value (React Router's signed cookies: base64 JSON + "." + signature). */
export function visitorIdOf(cookieValue: string): string {
  const raw = decodeURIComponent(cookieValue);
  return JSON.parse(Buffer.from(raw.slice(0, raw.lastIndexOf(".")), "base64").toString("utf8")) as string;
}

/** A cookie jar of one for tests that talk to the server over HTTP as one visitor. */
export class Visitor {
  cookie = "";
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** The visitor id inside the signed cookie. */
  get id(): string {
    return visitorIdOf(/vitae_visitor=([^;]+)/.exec(this.cookie)?.[1] ?? "");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("cookie", this.cookie);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const [name] = pair!.split("=");
      const others = this.cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`));
      this.cookie = [...others, pair].join("; ");
    }
    return response;
  }

  /** Posts a form as a browser without JavaScript does. */
  postForm(path: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  }

  postJson(path: string, body: unknown): Promise<Response> {
    return this.fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  }
}
