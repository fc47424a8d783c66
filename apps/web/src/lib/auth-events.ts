// The global `open-auth-modal` window event (docs/spec.md §2): any code may open the auth dialog.
export const OPEN_AUTH_MODAL_EVENT = "open-auth-modal";

export type AuthMode = "signin" | "signup" | "forgot";

export function openAuthModal(mode: AuthMode = "signin"): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL_EVENT, { detail: { mode } }));
}

/**
 * What kind of auth link the page was opened from (`signup`, `recovery`, `magiclink`…), read
 * from the URL fragment before supabase-js consumes it, so the app can greet the user.
 */
export function readLandingAuthType(hash: string): string | undefined {
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  return params.get("access_token") ? (params.get("type") ?? undefined) : undefined;
}
