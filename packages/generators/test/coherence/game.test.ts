// Game coherence: the kind of game (its archetype) decides the type, the players it takes, the
// equipment (the setting's kit), the turn, the objective and a scoring rule that reaches it, the
// rules (in the order a player meets them, naming only equipment the entry lists), variants that
// change a rule the entry shows, and a famous match; locks keep the rest true to them; setting and
// tone change it.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { looksPlural } from "../../src/core/realise.js";
import { numberWord } from "../../src/core/text.js";
import { ARCHETYPES, archetypesOf, kitOf, PHASES, type GameArchetype, type GameType } from "../../src/kinds/game/archetypes.js";
import { PLACES } from "../../src/kinds/game/words.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, prose, text, type R } from "./family-checks.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const words = (s: string) => s.split(/[^\p{L}']+/u).filter(Boolean).length;
const tokens = (src: string) => [...src.matchAll(/\{(\w+)\}/g)].map((m) => (m[1] as string).toLowerCase());
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const has = (hay: string, word: string) => new RegExp(`(?<![\\p{L}-])${escape(word)}(?![\\p{L}-])`, "iu").test(hay);

/** Every archetype text with the part it belongs to. */
function texts(a: GameArchetype): [string, string][] {
  return [
    ...a.gist.map((t) => ["gist", t] as [string, string]),
    ...a.objective.map((t) => ["objective", t] as [string, string]),
    ...a.scoring.map((t) => ["scoring", t] as [string, string]),
    ...a.turn.map((t) => ["turn", t] as [string, string]),
    ...a.rules.map((r) => ["rule", r.text] as [string, string]),
    ...a.variants.map((v) => ["variant", v.text] as [string, string]),
    ...a.matches.map((t) => ["match", t] as [string, string]),
  ];
}

/** Whether n is a sum of the steps (any number of each). */
function reachable(n: number, steps: readonly number[]): boolean {
  const unit = steps.some((s) => !Number.isInteger(s)) ? 2 : 1;
  const ok = new Set<number>([0]);
  for (let t = 1; t <= n * unit; t++) if (steps.some((s) => ok.has(t - s * unit))) ok.add(t);
  return ok.has(n * unit);
}

/** The equipment role a game of each type cannot be played without. */
const NEEDS: Partial<Record<GameType, RegExp>> = { dice: /\b(?:dice|knucklebones)\b/i, card: /\b(?:deck|pack|cards)\b/i, tile: /\b(?:tiles|dominoes)\b/i };

function archetypeOf(r: R): GameArchetype {
  const id = (field(r, "archetype").meta as { id: string }).id;
  const a = ARCHETYPES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown archetype ${id}`);
  return a;
}

/** Every gear short name the setting's games use, by role owner. */
function shortsOf(setting: Setting): Set<string> {
  const out = new Set<string>();
  for (const a of archetypesOf(setting, "any")) for (const [, short] of Object.values(kitOf(a, setting).gear)) out.add(short.toLowerCase());
  return out;
}

function checkEntry(r: R, a: GameArchetype, setting: Setting): void {
  const kit = kitOf(a, setting);
  const roles = Object.keys(a.gear);
  expect(text(r, "type")).toBe(`${a.type} game`);
  // Players within the archetype's range.
  const m = /^(?:Two sides of )?(\d+)(?: (?:to|or) (\d+))?(?: players)?$/.exec(text(r, "players"));
  expect(m, text(r, "players")).not.toBeNull();
  const lo = Number(m![1]);
  const hi = Number(m![2] ?? m![1]);
  expect(lo).toBeGreaterThanOrEqual(a.players[0]);
  expect(hi).toBeLessThanOrEqual(a.players[1]);
  expect(lo).toBeLessThanOrEqual(hi);
  expect(text(r, "players").startsWith("Two sides")).toBe(a.sides === true);
  // Equipment: the kit's, every role; a game of dice has dice, of cards a deck.
  const equipment = list(r, "equipment");
  expect(equipment).toEqual(roles.map((k) => cap(kit.gear[k]![0])));
  const need = NEEDS[a.type];
  if (need) expect(equipment.join(" "), a.id).toMatch(need);
  // Rules: three to five of the archetype's, setup first and the end last, in the order of play.
  const ids = (field(r, "rules").meta as { ids: number[] }).ids;
  expect(ids.length).toBeGreaterThanOrEqual(3);
  expect(ids.length).toBeLessThanOrEqual(5);
  const phases = ids.map((i) => PHASES.indexOf(a.rules[i]!.phase));
  expect([...phases].sort((x, y) => x - y)).toEqual(phases);
  expect(a.rules[ids[0]!]!.phase).toBe("setup");
  expect(a.rules[ids[ids.length - 1]!]!.phase).toBe("end");
  // The rules name only equipment the entry lists, and everything listed is used by the turn, the rules or the scoring.
  const rules = list(r, "rules").join(" ");
  let others = rules;
  for (const k of roles) others = others.replace(new RegExp(escape(kit.gear[k]![1]), "giu"), " ");
  const used = gearTokens(ids.map((i) => a.rules[i]!.text));
  for (const t of used) expect(roles, `${a.id} rule uses {${t}}`).toContain(t);
  const mine = new Set(roles.map((k) => kit.gear[k]![1].toLowerCase()));
  for (const other of shortsOf(setting))
    if (!mine.has(other) && !isGeneric(other)) expect(has(others, other), `${a.id} (${setting}) rules name ${other}: ${rules}`).toBe(false);
  const play = [text(r, "turn"), rules, text(r, "scoring"), text(r, "objective")].join(" ");
  for (const k of roles) expect(has(play, kit.gear[k]![1]), `${a.id} (${setting}) never uses its ${kit.gear[k]![1]}`).toBe(true);
  // The target is one of the archetype's, named by the objective or the scoring (a match's length), and the only number the scoring gives.
  const target = (field(r, "objective").meta as { target?: number }).target;
  if (a.targets) {
    expect(a.targets).toContain(target);
    const said = numberWord(target!);
    expect(has(text(r, "objective"), said) || has(text(r, "scoring"), said), `${text(r, "objective")} / ${text(r, "scoring")}`).toBe(true);
    const spoken = [...text(r, "scoring").matchAll(/\b\d+\b/g)].map((x) => Number(x[0]));
    for (const n of spoken) expect(n, text(r, "scoring")).toBe(target);
    if (/\bexactly\b/.test(text(r, "objective"))) expect(text(r, "scoring")).toMatch(/\b(?:past|pass|overshoot|exact)/);
  } else expect(target).toBeUndefined();
  // Variants: at most two, each changing a rule the entry shows (or the turn, objective or scoring), under different names.
  const vs = (field(r, "variants").meta as { items: { label: string; changes: number | string }[] }).items;
  expect(vs.length).toBeGreaterThanOrEqual(1);
  expect(vs.length).toBeLessThanOrEqual(2);
  for (const v of vs) if (typeof v.changes === "number") expect(ids).toContain(v.changes);
  expect(new Set(vs.map((v) => v.label)).size).toBe(vs.length);
  // The famous match names its two players, somewhere the game is played.
  const match = text(r, "famousMatch");
  const who = field(r, "famousMatch").meta as { a: string; b: string };
  expect(who.a).not.toBe(who.b);
  expect(match).toContain(who.a);
  expect(match).toContain(who.b);
  const scene = a.scene ?? (a.type === "sport" ? "field" : "table");
  expect(
    PLACES[scene][setting].some((p) => match.toLowerCase().includes(p.toLowerCase())),
    match,
  ).toBe(true);
  // Who plays it is one of the kit's people.
  expect(
    kit.who.some((w) => text(r, "culturalRole").toLowerCase().includes(w.toLowerCase())),
    text(r, "culturalRole"),
  ).toBe(true);
}

/** The equipment tokens of some frames. */
function gearTokens(srcs: readonly string[]): string[] {
  return srcs.flatMap(tokens).filter((t) => t !== "target" && t !== "a" && t !== "b");
}
// Words that name equipment in one game and are plain English in another's rules.
const GENERIC = new Set(["table", "line"]);
const isGeneric = (s: string) => GENERIC.has(s);

describe("game coherence", () => {
  it("has a table of whole kinds of game: unique ids, a kit's gear for every role in its number, short phrases, eight kinds or more per setting", () => {
    expect(new Set(ARCHETYPES.map((a) => a.id)).size).toBe(ARCHETYPES.length);
    expect(ARCHETYPES.length).toBeGreaterThanOrEqual(18);
    for (const a of ARCHETYPES) {
      const roles = Object.keys(a.gear);
      for (const [part, src] of texts(a))
        for (const t of tokens(src)) {
          const ok = roles.includes(t) || (t === "target" && a.targets !== undefined) || (part === "match" && (t === "a" || t === "b"));
          expect(ok, `${a.id} ${part}: {${t}} in ${src}`).toBe(true);
        }
      for (const part of ["gist", "objective", "scoring", "turn"] as const) expect(a[part].length, `${a.id} ${part} forms`).toBeGreaterThanOrEqual(2);
      for (const phase of ["setup", "end"] as const)
        expect(
          a.rules.some((r) => r.phase === phase),
          `${a.id} ${phase}`,
        ).toBe(true);
      expect(a.rules.some((r) => r.phase === "turn" || r.phase === "special")).toBe(true);
      expect(a.players[0]).toBeLessThanOrEqual(a.players[1]);
      expect(a.feats.length, `${a.id} feats`).toBeGreaterThanOrEqual(2);
      for (const f of a.feats) expect(words(f), `${a.id}: ${f}`).toBeLessThanOrEqual(7);
      for (const [setting, kit] of Object.entries(a.kits)) {
        expect(Object.keys(kit!.gear).sort(), `${a.id} ${setting}`).toEqual([...roles].sort());
        for (const [role, [listed, short]] of Object.entries(kit!.gear)) {
          expect(looksPlural(short), `${a.id} ${setting}: ${role} "${short}" is ${a.gear[role]}`).toBe(a.gear[role] === "many");
          expect(words(listed), `${a.id} ${setting}: ${listed}`).toBeLessThanOrEqual(7);
        }
        for (const w of kit!.who) expect(words(w), w).toBeLessThanOrEqual(6);
        for (const s of kit!.stakes) expect(words(s), s).toBeLessThanOrEqual(5);
      }
    }
    for (const s of SETTINGS) expect(archetypesOf(s, "any").length, s).toBeGreaterThanOrEqual(8);
  });

  it("has scoring whose steps reach every total its objective may name", () => {
    for (const a of ARCHETYPES) {
      if (!a.steps) continue;
      for (const t of a.targets ?? []) expect(reachable(t, a.steps), `${a.id}: ${t} from ${a.steps.join(", ")}`).toBe(true);
    }
    // An exact total says what happens to a throw that overshoots it.
    for (const a of ARCHETYPES)
      if (a.objective.some((o) => o.includes("exactly"))) for (const s of a.scoring) expect(s, a.id).toMatch(/\b(?:past|pass|overshoot)/);
  });

  it("draws every field from the kind of game (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("game", `gm${i}`, { setting });
        const a = archetypeOf(r);
        expect(archetypesOf(setting, "any").map((x) => x.id)).toContain(a.id);
        checkEntry(r, a, setting);
      }
  });

  it("keeps to the type asked for where the setting has one", () => {
    for (const setting of SETTINGS)
      for (const type of ["dice", "card", "sport", "board"] as const)
        for (let i = 0; i < 40; i++) {
          const r = gen("game", `ty${i}`, { setting, type });
          const a = archetypeOf(r);
          if (ARCHETYPES.some((x) => x.type === type && x.kits[setting])) expect(a.type).toBe(type);
          checkEntry(r, a, setting);
        }
  });

  it("keeps the rest true to locked equipment and rules", () => {
    for (let i = 0; i < 300; i++) {
      const setting = SETTINGS[i % SETTINGS.length] as Setting;
      const first = gen("game", `lk${i}`, { setting });
      const again = gen("game", `rr${i}`, { setting }, { equipment: field(first, "equipment"), rules: field(first, "rules") });
      expect(archetypeOf(again).id).toBe(archetypeOf(first).id);
      checkEntry(again, archetypeOf(first), setting);
    }
  });

  it("keeps crowns, castles and feasts out of science fiction", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("game", `sf${i}`, { setting: "science-fiction" });
      expect(`${prose(r)}\n${r.fields.map((f) => JSON.stringify(f.value)).join("\n")}`).not.toMatch(
        /\b(king|queen|crown|castle|knight|peasant|plough|temple|church|lord|feast|mead|tavern)s?\b/i,
      );
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("game"));
  it("changes the prose with the tone", () => expectToneChangesProse("game"));
});
