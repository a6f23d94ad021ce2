import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { COLOR_SCHEMES, DEFAULT_CUSTOMIZATION, type Customization } from "../lib/templates.ts";
import { CUSTOMIZATION_COOKIE, customizationChoiceCookie, readCustomizationChoice } from "./customization-choice.server.ts";

const url = "http://localhost/templates";

function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0]!;
  return new Request(url, { headers: { Cookie: pair } });
}

describe("customization choice cookie", () => {
  it("round-trips a customization", async () => {
    const choice: Customization = {
      templateId: "template-3",
      font: "Georgia",
      fontSize: 14,
      colorScheme: COLOR_SCHEMES[2]!,
      layoutStyle: "sidebar",
      includePhoto: false,
      fitToOnePage: false,
    };
    const header = await customizationChoiceCookie(new Request(url), choice);
    expect(header.startsWith(`${CUSTOMIZATION_COOKIE}=`)).toBe(true);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/);
    expect(await readCustomizationChoice(requestWith(header))).toEqual(choice);
  });

  it("is Secure over TLS", async () => {
    const header = await customizationChoiceCookie(new Request("https://vitae.app/templates"), DEFAULT_CUSTOMIZATION);
    expect(header).toMatch(/Secure/);
  });

  it("answers null without a cookie or with a tampered value", async () => {
    expect(await readCustomizationChoice(new Request(url))).toBeNull();
    const forged = await createCookie(CUSTOMIZATION_COOKIE).serialize({ ...DEFAULT_CUSTOMIZATION, font: "Comic Sans", fontSize: 99 });
    expect(await readCustomizationChoice(requestWith(forged))).toBeNull();
    expect(await readCustomizationChoice(new Request(url, { headers: { Cookie: `${CUSTOMIZATION_COOKIE}=%%%` } }))).toBeNull();
  });

  it("refuses to store an invalid customization", async () => {
    await expect(customizationChoiceCookie(new Request(url), { ...DEFAULT_CUSTOMIZATION, fontSize: 40 })).rejects.toThrow();
  });
});
