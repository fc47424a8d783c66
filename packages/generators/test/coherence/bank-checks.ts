// Shared checks for the coherence tests of consumable, material, calendar, item, jewelry, prophecy and curse: setting and tone change the content.
import { expect } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";

export const SEEDS = 500;

export function run(kind: string, seed: number, options: Record<string, string> = {}, locks?: Record<string, unknown>): GeneratedResult {
  const g = generators[kind as keyof typeof generators]!;
  return g.generate({ seed: toSeed(`c${seed}`), options, ...(locks ? { locks: locks as never } : {}) });
}

export function field(r: GeneratedResult, key: string) {
  const f = r.fields.find((x) => x.key === key);
  if (!f) throw new Error(`${r.kind}: no field ${key}`);
  return f.value;
}

export function text(r: GeneratedResult, key: string): string {
  const v = field(r, key);
  if (v.type === "text") return v.value;
  if (v.type === "list") return v.items.join(" | ");
  if (v.type === "number") return v.text ?? String(v.value);
  throw new Error(`${r.kind}.${key} is ${v.type}`);
}

function proseFields(r: GeneratedResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of r.fields) {
    if (f.value.type === "text") out.set(f.key, f.value.value);
    else if (f.value.type === "list") out.set(f.key, f.value.items.join(" | "));
  }
  return out;
}

/** For the same seed, most text fields differ between high fantasy and science fiction (on average over seeds). */
export function expectSettingChangesMost(kind: string, seeds = SEEDS, options: Record<string, string> = {}): void {
  let share = 0;
  for (let i = 0; i < seeds; i++) {
    const a = proseFields(run(kind, i, { ...options, setting: "high-fantasy" }));
    const b = proseFields(run(kind, i, { ...options, setting: "science-fiction" }));
    let differ = 0;
    for (const [k, v] of a) if (b.get(k) !== v) differ++;
    share += differ / a.size;
  }
  expect(share / seeds, `${kind}: share of text fields that differ between settings`).toBeGreaterThan(0.5);
}

/** For the same seed, the prose (sections) differs between a heroic and a grim tone in nearly every result. */
export function expectToneChangesProse(kind: string, seeds = SEEDS): void {
  let same = 0;
  for (let i = 0; i < seeds; i++) {
    const a = run(kind, i, { tone: "heroic" })
      .sections.map((s) => s.markdown)
      .join("\n");
    const b = run(kind, i, { tone: "grim" })
      .sections.map((s) => s.markdown)
      .join("\n");
    const c = run(kind, i, { tone: "whimsical" })
      .sections.map((s) => s.markdown)
      .join("\n");
    if (a === b || a === c || b === c) same++;
  }
  expect(same / seeds, `${kind}: share of seeds whose prose ignores tone`).toBeLessThan(0.05);
}
