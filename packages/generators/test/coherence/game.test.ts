// Game coherence: the kind of game (its archetype) is a whole ruleset a table can play — setting
// up with quantities, a turn, how a clash is settled, an end and a tie-break, every term
// introduced before a rule uses it, totals reachable from every score, decks that divide — and
// it decides the type, players, equipment (the setting's kit), objective, scoring, variants that
// each change one thing shown, and a famous match at one of the kit's venues; the prose adds to
// the fields instead of repeating them (docs/generators.md, "Prose adds, it does not repeat").
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { looksPlural } from "../../src/core/realise.js";
import { numberWord } from "../../src/core/text.js";
import { ARCHETYPES, archetypesOf, kitOf, PHASES, type GameArchetype } from "../../src/kinds/game/archetypes.js";
import { ALL_NAMES } from "../../src/kinds/game/words.js";
import { repeatedOpenings } from "../support/game-frames.js";
import { bankable, SAYS_RESULT, STOCK, stepsOf, stuckScores, TERMS } from "./game-checks.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, text, type R } from "./family-checks.js";

const words = (s: string) => s.split(/[^\p{L}']+/u).filter(Boolean).length;
const tokens = (src: string) => [...src.matchAll(/\{([\w']+)\}/g)].map((m) => (m[1] as string).toLowerCase());
const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

function archetypeOf(r: R): GameArchetype {
  const id = (field(r, "archetype").meta as { id: string }).id;
  const a = ARCHETYPES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown archetype ${id}`);
  return a;
}

/** Every frame of an archetype with the part it belongs to. */
function texts(a: GameArchetype): [string, string][] {
  return [
    ...a.gist.map((t) => ["gist", t] as [string, string]),
    ...a.objective.map((t) => ["objective", t] as [string, string]),
    ...a.scoring.map((t) => ["scoring", t] as [string, string]),
    ...a.turn.map((t) => ["turn", t] as [string, string]),
    ...a.craft.map((t) => ["craft", t] as [string, string]),
    ...a.rules.map((r) => ["rule", r.text] as [string, string]),
    ...a.variants.map((v) => ["variant", v.text] as [string, string]),
    ...a.matches.map((t) => ["match", t.text] as [string, string]),
    ...a.feats.map((t) => ["feat", t.text] as [string, string]),
    ...a.round.flat().map((t) => ["round", t.text] as [string, string]),
  ];
}

/** The terms introduced by the turn and scoring and by the rules shown before position `upto`. */
const termsBefore = (a: GameArchetype, ids: readonly number[], upto: number): Set<string> =>
  new Set([...(a.basics ?? []), ...ids.slice(0, upto).flatMap((i) => a.rules[i]?.gives ?? [])]);

function checkEntry(r: R, a: GameArchetype, setting: Setting): void {
  const kit = kitOf(a, setting);
  const roles = Object.keys(a.gear);
  expect(text(r, "type")).toBe(`${a.type} game`);
  // Players: from the archetype's fewest, called what the kit calls them.
  const m = /^(?:Two sides of )?(\d+)(?: (?:to|or) (\d+))?(?: (\w+))?$/.exec(text(r, "players"));
  expect(m, text(r, "players")).not.toBeNull();
  expect(Number(m![1])).toBe(a.players[0]);
  expect(Number(m![2] ?? m![1])).toBeLessThanOrEqual(a.players[1]);
  expect(m![3]).toBe(a.sides ? undefined : (kit.unit ?? "players"));
  expect(list(r, "equipment")).toEqual(roles.map((k) => low(kit.gear[k]![0])));
  // Rules: every core rule, in the order a table meets them, each term introduced before its use.
  const ids = (field(r, "rules").meta as { ids: number[] }).ids;
  for (const [i, rule] of a.rules.entries()) if (rule.core) expect(ids, `${a.id} core rule ${i}`).toContain(i);
  const phases = ids.map((i) => PHASES.indexOf(a.rules[i]!.phase));
  expect([...phases].sort((x, y) => x - y)).toEqual(phases);
  ids.forEach((i, at) => {
    for (const n of a.rules[i]!.needs ?? []) expect(termsBefore(a, ids, at).has(n), `${a.id} rule ${i} uses "${n}" first`).toBe(true);
  });
  const shown = termsBefore(a, ids, ids.length);
  // The same, read in the text: a term is introduced by the equipment, turn, scoring or an earlier rule.
  const before = [...list(r, "equipment"), text(r, "turn"), text(r, "scoring")].join(" ");
  const rules = list(r, "rules");
  const later = [...list(r, "variants"), text(r, "famousMatch"), ...r.sections.map((s) => s.markdown)].join(" ");
  for (const t of TERMS.filter((x) => x.game === a.id)) {
    const first = rules.findIndex((x) => t.use.test(x));
    const intro = t.intro.test(before) ? -1 : rules.findIndex((x) => t.intro.test(x));
    if (first >= 0) expect(intro >= 0 ? intro <= first : intro === -1 && t.intro.test(before), `${a.id}: "${t.term}" used before it is introduced`).toBe(true);
    if (t.use.test(later)) expect(intro === -1 ? t.intro.test(before) : true, `${a.id}: "${t.term}" told but never introduced`).toBe(true);
  }
  // An end rule and a tie-break (or a reason no tie can happen), and for a war game how a fight is settled.
  const settles = ids.map((i) => a.rules[i]!.settles);
  expect(settles, a.id).toContain("end");
  if (!a.noTies) expect(settles, `${a.id} breaks no tie`).toContain("tie");
  if (a.type === "war") expect(settles, `${a.id} settles no fight`).toContain("resolve");
  // The target is one of the archetype's, named by the objective or the scoring.
  const target = (field(r, "objective").meta as { target?: number }).target;
  if (a.targets) {
    expect(a.targets).toContain(target);
    expect(`${text(r, "objective")} ${text(r, "scoring")} ${rules.join(" ")}`).toContain(numberWord(target!));
  } else expect(target).toBeUndefined();
  // A deck dealt out divides among the players the entry names, or a rule shown says where the rest go.
  if (a.deck) {
    const to = Number(m![2] ?? m![1]);
    for (let n = a.players[0]; n <= to; n++)
      if (a.deck.hand) expect(n * a.deck.hand, `${a.id} deals ${a.deck.hand} to ${n}`).toBeLessThanOrEqual(a.deck.cards);
      else expect(a.deck.cards % n === 0 || shown.has("leftovers"), `${a.id}: ${a.deck.cards} cards among ${n}`).toBe(true);
  }
  // Variants: at most two, named, each changing something the entry shows.
  const vs = (field(r, "variants").meta as { items: { name: string; changes: number | string }[] }).items;
  expect(vs.length).toBeGreaterThanOrEqual(1);
  expect(vs.length).toBeLessThanOrEqual(2);
  for (const v of vs) if (typeof v.changes === "number") expect(ids).toContain(v.changes);
  // The famous match: two players who are not the inventor, at one of the kit's venues; the prose says who won.
  const match = field(r, "famousMatch").meta as { a: string; b: string; outcome: string };
  const inventor = (field(r, "name").meta as { inventor: string }).inventor;
  expect(new Set([match.a, match.b, inventor]).size).toBe(3);
  expect(
    kit.who.some(([, , venue]) => text(r, "famousMatch").toLowerCase().includes(venue.toLowerCase())),
    text(r, "famousMatch"),
  ).toBe(true);
  expect(match.outcome, match.outcome).toMatch(SAYS_RESULT);
  expect(
    kit.who.some(([people]) => text(r, "culturalRole").toLowerCase().includes(people.toLowerCase())),
    text(r, "culturalRole"),
  ).toBe(true);
  // Prose adds, it does not repeat: no field's sentence is copied into the sections or the summary.
  const prose = norm(`${r.summary} ${r.sections.map((s) => s.markdown).join(" ")}`);
  for (const key of ["objective", "turn", "scoring", "culturalRole", "famousMatch"])
    expect(prose.includes(norm(text(r, key))), `prose repeats ${key}`).toBe(false);
  for (const item of [...rules, ...list(r, "variants")]) expect(prose.includes(norm(item)), `prose repeats ${item}`).toBe(false);
  expect(`${prose} ${rules.join(" ")}`).not.toMatch(STOCK);
}

describe("game coherence", () => {
  it("has a table of whole kinds of game: unique ids, tokens it can fill, a kit's gear for every role, short phrases, eight kinds or more per setting", () => {
    expect(new Set(ARCHETYPES.map((a) => a.id)).size).toBe(ARCHETYPES.length);
    for (const a of ARCHETYPES) {
      const roles = Object.keys(a.gear);
      const kitWords = Object.values(a.kits).map((k) => Object.keys(k!.words ?? {}));
      const shared = kitWords.reduce((x, y) => x.filter((w) => y.includes(w)));
      for (const [part, src] of texts(a))
        for (const t of tokens(src)) {
          const person = ["a", "b", "c", "a's", "b's", "c's"].includes(t) && ["match", "round"].includes(part);
          const ok = roles.includes(t) || shared.includes(t) || (t === "target" && a.targets !== undefined) || person;
          expect(ok, `${a.id} ${part}: {${t}} in ${src}`).toBe(true);
        }
      for (const part of ["gist", "objective", "scoring", "turn", "craft"] as const) expect(a[part].length, `${a.id} ${part} forms`).toBeGreaterThanOrEqual(2);
      const forms = a.round[0]!.length;
      for (const step of a.round) expect(step.length, `${a.id}: every step of the round has a form for each line of play`).toBe(forms);
      expect(a.feats.length).toBeGreaterThanOrEqual(2);
      for (const f of a.feats) expect(words(f.text), `${a.id}: ${f.text}`).toBeLessThanOrEqual(8);
      for (const [setting, kit] of Object.entries(a.kits)) {
        expect(Object.keys(kit!.gear).sort(), `${a.id} ${setting}`).toEqual([...roles].sort());
        for (const [role, [listed, short]] of Object.entries(kit!.gear)) {
          expect(looksPlural(short), `${a.id} ${setting}: ${role} "${short}" is ${a.gear[role]}`).toBe(a.gear[role] === "many");
          expect(words(listed), `${a.id} ${setting}: ${listed}`).toBeLessThanOrEqual(7);
        }
        expect(kit!.who.length).toBeGreaterThanOrEqual(2);
        for (const [people, where, venue] of kit!.who) {
          expect(words(people), people).toBeLessThanOrEqual(5);
          expect(words(where), where).toBeLessThanOrEqual(6);
          expect(words(venue), venue).toBeLessThanOrEqual(11);
        }
        for (const s of kit!.stakes) expect(words(s), s).toBeLessThanOrEqual(5);
      }
    }
    for (const s of SETTINGS) {
      const table = archetypesOf(s, "any");
      expect(table.length, s).toBeGreaterThanOrEqual(8);
      const venues = table.flatMap((a) => kitOf(a, s).who.map(([, , v]) => v));
      expect(new Set(venues).size, `${s}: a venue shared by two games`).toBe(venues.length);
    }
  });

  it("makes every kind of game a playable ruleset: setting up with quantities, a turn, how a clash is settled, an end and a tie-break", () => {
    const quantity = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|twenty|hundred|half)\b/i;
    for (const a of ARCHETYPES) {
      const coreRules = a.rules.filter((r) => r.core);
      expect(
        coreRules.some((r) => r.phase === "setup"),
        `${a.id} sets nothing up`,
      ).toBe(true);
      expect(`${a.turn.join(" ")} ${coreRules.map((r) => r.text).join(" ")}`, `${a.id} gives no quantities`).toMatch(quantity);
      expect(
        coreRules.some((r) => r.settles === "end"),
        `${a.id} never ends`,
      ).toBe(true);
      expect(coreRules.some((r) => r.settles === "tie") || a.noTies !== undefined, `${a.id} leaves ties unresolved`).toBe(true);
      if (a.type === "war")
        expect(
          coreRules.some((r) => r.settles === "resolve"),
          `${a.id} settles no fight`,
        ).toBe(true);
      // Core rules introduce their own terms in order.
      const core = a.rules.flatMap((r, i) => (r.core ? [i] : []));
      core.forEach((i, at) => {
        for (const n of a.rules[i]!.needs ?? []) expect(termsBefore(a, core, at).has(n), `${a.id} core rule ${i} uses "${n}"`).toBe(true);
      });
      // An optional rule's terms come from a core rule before it or from another optional one the entry drops it without.
      for (const t of [...a.matches, ...a.feats, ...a.variants])
        for (const n of t.needs ?? [])
          expect(a.rules.some((r) => r.gives?.includes(n)) || a.basics?.includes(n), `${a.id}: nothing introduces "${n}"`).toBe(true);
    }
  });

  it("makes each house rule differ from the rule it changes, under a name no other game uses", () => {
    const names = new Map<string, string>();
    for (const a of ARCHETYPES)
      for (const v of a.variants) {
        expect(Object.keys(v.sets).length, `${a.id}: ${v.name} sets nothing`).toBeGreaterThan(0);
        for (const [k, val] of Object.entries(v.sets)) {
          expect(a.params[k], `${a.id}: ${v.name} sets unknown ${k}`).toBeDefined();
          expect(val, `${a.id}: ${v.name} is the base rule`).not.toBe(a.params[k]);
        }
        if (typeof v.changes === "number") expect(a.rules[v.changes], `${a.id}: ${v.name}`).toBeDefined();
        expect(names.get(v.name), `"${v.name}" is a house rule of ${names.get(v.name)} and ${a.id}`).toBeUndefined();
        names.set(v.name, a.id);
      }
  });

  it("reaches the target from every score a race to a total can reach (worked out from its throws or steps)", () => {
    // The check catches an exact total that two dice with a wiping one cannot finish (from 58, 59 or 60 of 61).
    expect(stuckScores(61, [0, ...bankable({ dice: 2, wipe: 1 })], true)).toEqual(expect.arrayContaining([58, 59, 60]));
    for (const a of ARCHETYPES) {
      if (!a.targets) continue;
      if (!a.race) continue;
      for (const t of a.targets) expect(stuckScores(t, stepsOf(a), a.race.exact), `${a.id}: stuck below ${t}`).toEqual([]);
    }
  });

  it("deals every deck so that it divides among the players, or says where the rest go", () => {
    for (const a of ARCHETYPES) {
      if (!a.deck) continue;
      const leftovers = a.rules.some((r) => r.core && r.gives?.includes("leftovers"));
      for (let n = a.players[0]; n <= a.players[1]; n++)
        if (a.deck.hand) expect(n * a.deck.hand, `${a.id}: ${n} hands of ${a.deck.hand}`).toBeLessThanOrEqual(a.deck.cards);
        else expect(a.deck.cards % n === 0 || leftovers, `${a.id}: ${a.deck.cards} among ${n}`).toBe(true);
    }
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

  it("draws each kind of game about as often as the others (1000 seeds per setting)", () => {
    for (const setting of SETTINGS) {
      const counts = new Map<string, number>();
      for (let i = 0; i < 1000; i++) {
        const id = archetypeOf(gen("game", `sp${i}`, { setting })).id;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const fair = 1000 / archetypesOf(setting, "any").length;
      for (const [id, n] of counts) expect(n, `${setting}: ${id}`).toBeLessThanOrEqual(1.5 * fair);
    }
  });

  it("keeps to the type asked for where the setting has one", () => {
    for (const setting of SETTINGS)
      for (const type of ["dice", "card", "sport", "board", "war"] as const)
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

  it("opens no sentence the same way in more than 30 % of results (first four words, names and numbers masked)", () => {
    const data = new Set(["name", "archetype", "type", "players", "equipment"]);
    for (const setting of SETTINGS)
      for (const tone of ["heroic", "grim", "whimsical"]) {
        const results = Array.from({ length: 300 }, (_, i) => gen("game", `op${i}`, { setting, tone }));
        expect(
          repeatedOpenings(results, (w) => ALL_NAMES.has(w), data, 0.3),
          `${setting} ${tone}`,
        ).toEqual([]);
      }
  });

  it("keeps crowns, castles and feasts out of science fiction", () => {
    for (let i = 0; i < 500; i++) {
      const r = gen("game", `sf${i}`, { setting: "science-fiction" });
      const all = `${r.summary}\n${r.sections.map((s) => s.markdown).join("\n")}\n${r.fields.map((f) => JSON.stringify(f.value)).join("\n")}`;
      expect(all).not.toMatch(/\b(king|queen|crown|castle|knight|peasant|plough|temple|church|lord|feast|mead|tavern)s?\b/i);
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("game"));
  it("changes the prose with the tone", () => expectToneChangesProse("game"));
});
