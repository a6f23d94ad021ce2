/**
 * Link and image-source checks for the CV. Only http(s), mailto and tel become links; anything
 * else (javascript:, data:, vbscript:, file:...) is shown as plain text. Isomorphic.
 */
import { withScheme } from "../../lib/normalize-resume.ts";

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A safe href for a user-supplied link, or undefined when it must not be a link. */
export function safeHref(raw: string | undefined | null): string | undefined {
  const value = withScheme(raw);
  if (value === "" || /\s/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return undefined;
  if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname === "") return undefined;
  return url.href;
}

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]{2,}$/;

export function emailHref(email: string | undefined | null): string | undefined {
  const value = (email ?? "").trim();
  return EMAIL.test(value) ? safeHref(`mailto:${value}`) : undefined;
}

/** tel: link for a phone number made of digits, spaces and + ( ) - . only. */
export function telHref(phone: string | undefined | null): string | undefined {
  const value = (phone ?? "").trim();
  if (!/^\+?[\d\s().-]{5,40}$/.test(value)) return undefined;
  const digits = value.replace(/[^\d+]/g, "");
  return digits.replace(/\+/g, "").length >= 5 ? `tel:${digits.startsWith("+") ? "+" : ""}${digits.replace(/\+/g, "")}` : undefined;
}

/** How a link is shown: without the scheme, "www." and a trailing slash ("linkedin.com/in/ada"). */
export function displayUrl(raw: string | undefined | null): string {
  const value = (raw ?? "").trim();
  return value
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

const DATA_IMAGE = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const OBJECT_PATH = /^\/objects\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** The photo source if it is an embedded JPEG/PNG/WebP, an http(s) URL or one of our /objects/ paths. */
export function safePhotoSrc(src: string | undefined | null): string | undefined {
  const value = (src ?? "").trim();
  if (value === "") return undefined;
  if (value.startsWith("data:")) return DATA_IMAGE.test(value) ? value : undefined;
  if (value.startsWith("/objects/")) return OBJECT_PATH.test(value) && !value.includes("..") && !value.includes("//") ? value : undefined;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
