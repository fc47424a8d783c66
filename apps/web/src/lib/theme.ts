// Theme choice (light Parchment, dark Night, or follow the system), remembered in localStorage and,
// for the server, in a cookie of the same name: a prerendered page is sent with the remembered class
// already on <html> (apps/server/src/http/spa.ts), so an explicit choice paints without a flash and
// without a render-blocking script. "System" needs neither: the stylesheet follows
// prefers-color-scheme until the app sets a class (index.css; docs/decisions/0006-web-budgets.md).
export type ThemeChoice = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "worldloom-theme";
const COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

export function readThemeChoice(): ThemeChoice {
  const v = localStorage.getItem(THEME_STORAGE_KEY);
  return v === "light" || v === "dark" ? v : "system";
}

export function resolveTheme(choice: ThemeChoice): "light" | "dark" {
  if (choice !== "system") return choice;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** The cookie that tells the server the explicit choice ("system": none). */
export function themeCookie(choice: ThemeChoice): string {
  return choice === "system"
    ? `${THEME_STORAGE_KEY}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${THEME_STORAGE_KEY}=${choice}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Sets `dark` or `light` on <html> (one of them, always, once the app runs) and keeps the cookie in step. */
export function applyTheme(choice: ThemeChoice): void {
  const dark = resolveTheme(choice) === "dark";
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  const sent = new RegExp(`(?:^|;\\s*)${THEME_STORAGE_KEY}=([^;]*)`).exec(document.cookie)?.[1] ?? "";
  if (sent !== (choice === "system" ? "" : choice)) document.cookie = themeCookie(choice);
}

export function saveThemeChoice(choice: ThemeChoice): void {
  if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, choice);
  applyTheme(choice);
}
