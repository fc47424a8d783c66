// Helpers for the coherence tests of the location, faction, skill and magic-system kinds: field
// readers and the setting and tone checks every one of those kinds runs.
import { expect } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import { prosePassages } from "../support/variety.js";

export type R = GeneratedResult;
type Kind = keyof typeof generators;

export function gen(kind: Kind, seed: string, options: Record<string, string> = {}, locks?: Record<string, unknown>): R {
  return generators[kind]!.generate({ seed: toSeed(seed), options, ...(locks ? { locks: locks as never } : {}) });
}

export function field(r: R, key: string) {
  const f = r.fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key} in ${r.kind}`);
  return f.value;
}

export function text(r: R, key: string): string {
  const v = field(r, key);
  if (v.type === "text") return v.value;
  if (v.type === "number") return v.text ?? String(v.value);
  if (v.type === "link") return v.link.name;
  if (v.type === "list") return v.items.join("; ");
  if (v.type === "pairs") return v.pairs.map((p) => `${p.label}: ${p.value}`).join("; ");
  return JSON.stringify(v);
}

export function list(r: R, key: string): readonly string[] {
  const v = field(r, key);
  return v.type === "list" ? v.items : [];
}

export function meta<T>(r: R, key: string): T {
  return field(r, key).meta as T;
}

export const prose = (r: R): string => prosePassages(r).join("\n");

/** Text and list fields (the prose-bearing ones), by key. */
function proseFields(r: R): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of r.fields) if (f.key !== "name" && (f.value.type === "text" || f.value.type === "list")) out.set(f.key, text(r, f.key));
  return out;
}

/** Across seeds, most text fields differ between high fantasy and science fiction for the same seed. */
export function expectSettingsChangeContent(kind: Kind, seeds = 500, extra: Record<string, string> = {}): void {
  let fieldsCompared = 0;
  let fieldsDiffering = 0;
  for (let i = 0; i < seeds; i++) {
    const a = proseFields(gen(kind, `set${i}`, { ...extra, setting: "high-fantasy" }));
    const b = proseFields(gen(kind, `set${i}`, { ...extra, setting: "science-fiction" }));
    for (const [k, v] of a) {
      fieldsCompared++;
      if (b.get(k) !== v) fieldsDiffering++;
    }
  }
  expect(fieldsDiffering / fieldsCompared, `${kind}: share of text fields that differ between settings`).toBeGreaterThan(0.6);
}

/** Across seeds, the tone changes the prose (grim and whimsical differ from heroic). */
export function expectToneChangesProse(kind: Kind, seeds = 500): void {
  let differ = 0;
  for (let i = 0; i < seeds; i++) {
    const heroic = prose(gen(kind, `tone${i}`, { tone: "heroic" }));
    if (prose(gen(kind, `tone${i}`, { tone: "grim" })) !== heroic && prose(gen(kind, `tone${i}`, { tone: "whimsical" })) !== heroic) differ++;
  }
  expect(differ / seeds, `${kind}: share of seeds whose prose the tone changes`).toBeGreaterThan(0.9);
}
