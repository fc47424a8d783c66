// Theme choice (light Parchment, dark Night, or follow the system), remembered in localStorage.
export type ThemeChoice = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "worldloom-theme";

export function readThemeChoice(): ThemeChoice {
  const v = localStorage.getItem(THEME_STORAGE_KEY);
  return v === "light" || v === "dark" ? v : "system";
}

export function resolveTheme(choice: ThemeChoice): "light" | "dark" {
  if (choice !== "system") return choice;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.classList.toggle("dark", resolveTheme(choice) === "dark");
}

export function saveThemeChoice(choice: ThemeChoice): void {
  if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, choice);
  applyTheme(choice);
}
