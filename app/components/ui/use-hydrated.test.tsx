// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

// React warns about act() outside a test renderer unless told this is one
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Flag({ name, seen }: { name: string; seen: string[] }) {
  const hydrated = useHydrated();
  seen.push(`${name}:${hydrated}`);
  return <span data-name={name}>{hydrated ? "scripted" : "plain"}</span>;
}

function Page({ seen }: { seen: string[] }) {
  const [later, setLater] = useState(false);
  return (
    <div>
      <Flag name="a" seen={seen} />
      <Flag name="b" seen={seen} />
      <button onClick={() => setLater(true)}>more</button>
      {later ? <Flag name="later" seen={seen} /> : null}
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useHydrated", () => {
  it("is false in the server's HTML and while hydrating, so hydration matches it", async () => {
    const serverSeen: string[] = [];
    const html = renderToString(<Page seen={serverSeen} />);
    expect(serverSeen).toEqual(["a:false", "b:false"]);
    expect(html).not.toContain("scripted");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Page seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // hydration renders false (as the server did), then every component turns true together
    expect(seen.slice(0, 2)).toEqual(["a:false", "b:false"]);
    expect(seen.slice(2)).toEqual(["a:true", "b:true"]);
    expect([...container.querySelectorAll("span")].map((span) => span.textContent)).toEqual(["scripted", "scripted"]);

    // a component mounted once the page has hydrated starts true: no plain frame first
    seen.length = 0;
    await act(async () => container.querySelector("button")!.click());
    expect(seen.filter((entry) => entry.startsWith("later"))).toEqual(["later:true"]);
  });
});
