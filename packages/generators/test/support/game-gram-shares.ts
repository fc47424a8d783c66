// Estimates, per game archetype frame, the share of a setting's results that would hold its most
// common word 8-gram (test/edition.test.ts fails above 5 %), to find the frames to vary:
// `npx tsx test/support/game-gram-shares.ts [limit=0.035] [setting]`.
import { SETTINGS, type Setting } from "../../src/core/options.js";
import { frame, tell } from "../../src/core/phrases/alternation.js";
import { rngFromKey as makeRng } from "../../src/core/rng.js";
import { archetypesOf, kitOf, type GameArchetype } from "../../src/kinds/game/archetypes.js";
import { nameVars } from "../../src/kinds/game/prose.js";
import { numberWord } from "../../src/core/text.js";
import { ALL_NAMES } from "../../src/kinds/game/words.js";

const limit = Number(process.argv[2] ?? 0.035);
const only = process.argv[3];
const names = [...ALL_NAMES];
const words = (t: string) =>
  t
    .toLowerCase()
    .replace(/\d+/g, " # ")
    .split(/[^\p{L}#']+/u)
    .filter(Boolean);
function maxShare(srcs: readonly string[], a: GameArchetype, setting: Setting, n = 600): [number, string] {
  const kit = kitOf(a, setting);
  const r = makeRng(`fx-${a.id}-${setting}-${srcs[0]?.slice(0, 10)}`);
  const counts = new Map<string, number>();
  const fs = srcs.map(frame);
  for (let i = 0; i < n; i++) {
    const vars: Record<string, string> = { ...(kit.words ?? {}) };
    for (const [role, [, short]] of Object.entries(kit.gear)) vars[role] = short;
    if (a.targets) vars.target = numberWord(r.pick(a.targets));
    Object.assign(vars, nameVars([r.pick(names), r.pick(names), r.pick(names)]));
    const t = tell(r, r.pick(fs), vars);
    const w = words(t);
    const seen = new Set<string>();
    for (let j = 0; j + 8 <= w.length; j++) seen.add(w.slice(j, j + 8).join(" "));
    for (const g of seen) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  let best: [number, string] = [0, ""];
  for (const [g, c] of counts) if (c / n > best[0]) best = [c / n, g];
  return best;
}
for (const setting of SETTINGS) {
  if (only && only !== setting) continue;
  const table = archetypesOf(setting, "any");
  const pa = 1.15 / table.length;
  for (const a of table) {
    const units: [string, readonly string[], number][] = [
      ["objective", a.objective, 1],
      ["turn", a.turn, 1],
      ["scoring", a.scoring, 1],
      ["craft", a.craft, 1],
      ["matches", a.matches.map((m) => m.text), 1],
      ["summary gist", a.gist, 1],
      ...a.rules.map((x, i) => [`rule ${i}`, [x.text], x.core ? 1 : 0.4] as [string, readonly string[], number]),
      ...a.variants.map((v, i) => [`variant ${i}`, [v.text], 0.5] as [string, readonly string[], number]),
      ...a.round.flatMap((step, i) => step.map((t, k) => [`round ${i}.${k}`, [t.text], 1 / step.length] as [string, readonly string[], number])),
    ];
    for (const [label, srcs, p] of units) {
      const [s, g] = maxShare(srcs, a, setting);
      const est = s * p * pa;
      if (est > limit) console.log(`${setting} ${a.id} ${label}: ${(est * 100).toFixed(1)}% (${(s * 100).toFixed(0)}%) "${g}"`);
    }
  }
}
