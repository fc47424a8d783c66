// An auth redirect that failed (Google sign-in, an expired e-mail link) comes back with
// error/error_code/error_description in the URL's fragment or query (GoTrue's error redirect).
// The app reads it once at start, before supabase-js sees it, shows it as the spec's Error toast
// and takes it out of the address bar, so a reload does not show it again.

const ERROR_KEYS = ["error", "error_code", "error_description"] as const;

/** The message an auth error in this URL carries, if any. */
export function readLandingAuthError(search: string, hash: string): string | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const query = new URLSearchParams(search);
  // In the query a bare `error` could be anything; GoTrue always adds error_code or a description.
  const from = ERROR_KEYS.some((k) => fragment.has(k)) ? fragment : query.has("error_code") || query.has("error_description") ? query : undefined;
  if (!from) return undefined;
  const description = from.get("error_description")?.trim();
  if (description) return description;
  const code = from.get("error_code") || from.get("error") || "unknown_error";
  return `Sign-in failed (${code.replace(/_/g, " ")}). Please try again.`;
}

/** The same URL without the error parameters (and GoTrue's `sb` marker); undefined if unchanged. */
export function withoutAuthError(href: string): string | undefined {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ""));
  const query = url.searchParams;
  const strip = (params: URLSearchParams) => {
    if (!ERROR_KEYS.some((k) => params.has(k))) return false;
    for (const k of [...ERROR_KEYS, "sb"]) params.delete(k);
    return true;
  };
  const inQuery = strip(query);
  const inFragment = strip(fragment);
  if (!inQuery && !inFragment) return undefined;
  if (inFragment) {
    const hash = fragment.toString();
    url.hash = hash ? `#${hash}` : "";
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads the landing URL's auth error and removes it from the address bar. */
export function takeLandingAuthError(): string | undefined {
  const message = readLandingAuthError(window.location.search, window.location.hash);
  if (message === undefined) return undefined;
  const clean = withoutAuthError(window.location.href);
  if (clean !== undefined) window.history.replaceState(window.history.state, "", clean);
  return message;
}

/**
 * GoTrue's `message` on a link that did its part but signs nobody in: the first of an e-mail
 * change's two confirmations ("Confirmation link accepted. Please proceed to confirm link sent to
 * the other email"). Read once at start and taken out of the address bar, like an error.
 */
export function takeLandingAuthMessage(): string | undefined {
  const url = new URL(window.location.href);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ""));
  const message = (fragment.get("message") ?? url.searchParams.get("message") ?? "").trim();
  if (!message || fragment.has("access_token")) return undefined;
  fragment.delete("message");
  fragment.delete("sb");
  url.searchParams.delete("message");
  const hash = fragment.toString();
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${hash ? `#${hash}` : ""}`);
  return message;
}
