// redirect_to is honoured only for SITE_URL's origin and ADDITIONAL_REDIRECT_URLS (with *
// wildcards); anything else falls back to SITE_URL, so auth links are never an open redirect.
import type { Config } from "../config.js";

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .split("**")
    .map((part) => part.replace(/\*/g, "[^/]*"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

export function isAllowedRedirect(config: Config, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  const site = new URL(config.siteUrl);
  if (url.origin === site.origin) return true;
  const bare = `${url.origin}${url.pathname}`;
  return config.additionalRedirectUrls.some((allowed) => {
    if (allowed.includes("*")) return globToRegExp(allowed).test(candidate) || globToRegExp(allowed).test(bare);
    const a = allowed.replace(/\/+$/, "");
    return candidate === allowed || bare === a || bare.startsWith(a + "/") || candidate.startsWith(a + "?");
  });
}

export function resolveRedirect(config: Config, candidate: string | undefined | null): string {
  if (candidate && isAllowedRedirect(config, candidate)) return candidate;
  return config.siteUrl;
}

/** Appends form-encoded params to the URL's fragment, keeping its query. */
export function withFragment(base: string, params: Record<string, string>): string {
  const u = new URL(base);
  u.hash = new URLSearchParams(params).toString();
  return u.toString();
}

export function withQuery(base: string, params: Record<string, string>): string {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
