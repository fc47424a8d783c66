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
  const has = await page.evaluate(() => "axe" in window);
  if (!has) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } };
    const r = await w.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
}

/** Throws with the list when axe finds serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const problems = await axeProblems(page);
  if (problems.length) throw new Error(`axe: ${problems.length} serious/critical violation(s) on ${label}:\n${problems.join("\n")}`);
}
