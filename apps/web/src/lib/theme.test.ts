// The theme on <html> and the cookie that lets the server send a prerendered page in an explicit
// choice (apps/server/src/http/spa.ts): "system" sends no cookie, the stylesheet follows the system.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, readThemeChoice, saveThemeChoice, themeCookie } from "./theme";

function prefersDark(dark: boolean) {
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: dark && q.includes("dark"), addEventListener() {}, removeEventListener() {} }));
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = themeCookie("system");
    document.documentElement.className = "";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sets exactly one of dark or light on <html>, following the system for 'system'", () => {
    prefersDark(true);
    applyTheme("system");
    expect(document.documentElement.className).toBe("dark");
    prefersDark(false);
    applyTheme("system");
    expect(document.documentElement.className).toBe("light");
    applyTheme("dark");
    expect(document.documentElement.className).toBe("dark");
  });

  it("remembers an explicit choice in localStorage and a cookie, and forgets both for 'system'", () => {
    prefersDark(false);
    saveThemeChoice("dark");
    expect(readThemeChoice()).toBe("dark");
    expect(document.cookie).toContain("worldloom-theme=dark");
    saveThemeChoice("light");
    expect(document.cookie).toContain("worldloom-theme=light");
    expect(document.documentElement.className).toBe("light");
    saveThemeChoice("system");
    expect(readThemeChoice()).toBe("system");
    expect(document.cookie).not.toContain("worldloom-theme");
  });

  it("writes the cookie for a choice stored before the cookie existed", () => {
    prefersDark(false);
    localStorage.setItem("worldloom-theme", "dark");
    applyTheme(readThemeChoice());
    expect(document.cookie).toContain("worldloom-theme=dark");
    expect(themeCookie("dark")).toMatch(/^worldloom-theme=dark; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});
