// Accessibility check with axe-core inside the page: fails on serious or critical violations.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource: string = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the current page; returns a readable list of serious/critical problems (empty = pass). */
export async function axeProblems(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const has = await page.evaluate(() => "axe" in window);
  // Evaluated over the DevTools protocol, not as an inline <script>, which the CSP refuses.
  if (!has) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } };
    const r = await w.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

/**
 * Waits (at most 3 s) for the page's finite CSS animations and transitions to end: a toast that is
 * fading in or out is half transparent for a moment, and axe would judge its contrast mid-fade.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () => document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    const deadline = performance.now() + 3000;
    for (let running = finite(); running.length && performance.now() < deadline; running = finite()) {
      const wait = Math.max(0, deadline - performance.now());
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, wait))]);
      // A finished exit transition lets the toast library remove the element on its next tick.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
  });
}

/** Throws with the list when axe finds serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const problems = await axeProblems(page);
  if (problems.length) throw new Error(`axe: ${problems.length} serious/critical violation(s) on ${label}:\n${problems.join("\n")}`);
}
