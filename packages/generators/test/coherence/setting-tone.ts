// Shared checks for the coherence tests of gen-a's kinds: setting and tone change the content.
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";

/** The text of every text and list field, by key. */
export function textFields(r: GeneratedResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of r.fields) {
    if (f.value.type === "text") out.set(f.key, f.value.value);
    else if (f.value.type === "list") out.set(f.key, f.value.items.join("|"));
  }
  return out;
}

/** Share of seeds in which most text fields differ between high fantasy and science fiction. */
export function settingChangesMost(kind: string, seeds = 500, options: Record<string, unknown> = {}): number {
  const g = generators[kind as keyof typeof generators]!;
  let ok = 0;
  for (let i = 0; i < seeds; i++) {
    const seed = toSeed(`setting-${i}`);
    const a = textFields(g.generate({ seed, options: { ...options, setting: "high-fantasy" } }));
    const b = textFields(g.generate({ seed, options: { ...options, setting: "science-fiction" } }));
    let differ = 0;
    for (const [k, v] of a) if (b.get(k) !== v) differ++;
    if (differ * 2 > a.size) ok++;
  }
  return ok / seeds;
}

/** Share of seeds in which most text fields differ between high fantasy and the given setting. */
export function settingChangesMostFor(kind: string, setting: string, seeds = 500, options: Record<string, unknown> = {}): number {
  const g = generators[kind as keyof typeof generators]!;
  let ok = 0;
  for (let i = 0; i < seeds; i++) {
    const seed = toSeed(`setting-${i}`);
    const a = textFields(g.generate({ seed, options: { ...options, setting: "high-fantasy" } }));
    const b = textFields(g.generate({ seed, options: { ...options, setting } }));
    let differ = 0;
    for (const [k, v] of a) if (b.get(k) !== v) differ++;
    if (differ * 2 > a.size) ok++;
  }
  return ok / seeds;
}

/** Share of seeds in which the prose (summary and sections) differs between the heroic and grim tones. */
export function toneChangesProse(kind: string, seeds = 500): number {
  const g = generators[kind as keyof typeof generators]!;
  const prose = (r: GeneratedResult) => [r.summary, ...r.sections.map((s) => s.markdown)].join("\n");
  let ok = 0;
  for (let i = 0; i < seeds; i++) {
    const seed = toSeed(`tone-${i}`);
    if (prose(g.generate({ seed, options: { tone: "heroic" } })) !== prose(g.generate({ seed, options: { tone: "grim" } }))) ok++;
  }
  return ok / seeds;
}
