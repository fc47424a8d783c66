// Content-Security-Policy watching for e2e tests: every `securitypolicyviolation` event the page
// fires and every console message about a refused load or inline script/style is collected.
import type { Page } from "playwright-core";

export interface CspWatch {
  /** Violations reported by the page (directive and blocked URI) and CSP console errors. */
  readonly problems: string[];
}

/** Starts watching `page` (call before its first navigation). */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { problems: [] };
  await page.exposeFunction("__cspViolation", (text: string) => {
    watch.problems.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber} (${location.pathname})`);
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(m.text())) watch.problems.push(`console: ${m.text()}`);
  });
  return watch;
}
