// Magic-system coherence (docs/generators.md, "Concept → fields"): the kind of magic (its archetype)
// decides every field; one path decides who may learn it and how; a drawn law forbids the workings
// that would break it; the workings climb the ranks by strength and the power level is read off the
// strongest; a price runs from the smallest working to the greatest; standing and law name one
// power; a founder's deed fits the working; no sentence echoes a word; neighbouring seeds draw
// different kinds of magic. Many seeds, every setting.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { ARCHETYPES, archetypesOf, reachOf, themeOf, type MagicArchetype, type Working } from "../../src/kinds/magic-system/archetypes.js";
import { clash, clashBeyond, echoIn, sentenceEcho } from "../../src/kinds/magic-system/clash.js";
import { LEGEND_GIVE, LEGEND_TAIL } from "../../src/kinds/magic-system/frames-world.js";
import { powerOfReach, REGISTER } from "../../src/kinds/magic-system/words.js";
import { STANDING } from "../../src/kinds/magic-system/words-world.js";
import { expectSettingsChangeContent, expectToneChangesProse, field, gen, list, prose, text, type R } from "./family-checks.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Words as the edition counts them (a hyphen splits). */
const wordCount = (s: string) => s.split(/[^\p{L}']+/u).filter(Boolean).length;
const sentences = (r: R) => [r.summary, ...r.sections.flatMap((s) => s.markdown.split(/(?<=[.!?])\s+(?=[A-Z])/))];

function archetypeOf(r: R): MagicArchetype {
  const id = (field(r, "archetype").meta as { id: string }).id;
  const a = ARCHETYPES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown archetype ${id}`);
  return a;
}

/** The workings of the table, as the archetype wrote them. */
function rowsOf(r: R, a: MagicArchetype): { rank: number; school: number; w: Working }[] {
  const v = field(r, "spells");
  if (v.type !== "table") throw new Error("spells is not a table");
  const ranks = list(r, "ranks");
  expect(v.columns).toEqual(["Working", "School", "Rank", "Effect"]);
  return v.rows.map(([name = "", school = "", rank = "", effect = ""]) => {
    const k = list(r, "schools").indexOf(school);
    const w = a.schools.find((s) => s.name === school)?.workings.find((x) => x.name === name && cap(x.does) === effect);
    if (!w) throw new Error(`${a.id}: ${school} has no working ${name} (${effect})`);
    return { rank: ranks.indexOf(rank), school: k, w };
  });
}

function checkEntry(r: R, a: MagicArchetype): void {
  const rows = rowsOf(r, a);
  // Five workings; every rank has one; every working of a rank is stronger than every one below it.
  expect(rows).toHaveLength(5);
  expect(new Set(rows.map((x) => x.rank))).toEqual(new Set([0, 1, 2, 3]));
  for (const x of rows) for (const y of rows) if (x.rank < y.rank) expect(x.w.scale, `${x.w.name} < ${y.w.name}`).toBeLessThan(y.w.scale);
  const top = rows[rows.length - 1]!;
  expect(top.rank).toBe(3);
  for (const x of rows) expect(x.w.scale).toBeLessThanOrEqual(top.w.scale);
  // The nth school opens at the nth rank; every school has a working; no working twice.
  for (const x of rows) expect(x.school, `${x.w.name}: school ${x.school} at rank ${x.rank}`).toBeLessThanOrEqual(x.rank);
  expect(new Set(rows.map((x) => x.school)).size).toBe(3);
  expect(new Set(rows.map((x) => x.w.name)).size).toBe(5);
  // The power level is the strongest working's.
  expect(text(r, "power")).toBe(cap(powerOfReach(top.w.scale)));
  // A drawn law forbids what it forbids.
  const laws = list(r, "rules").map((t) => a.laws.find((l) => l.law === t)!);
  expect(laws.every(Boolean)).toBe(true);
  expect(laws).toHaveLength(text(r, "hardness") === "Hard" ? 3 : 1);
  const banned = laws.flatMap((l) => l.forbids);
  for (const x of rows)
    expect(
      x.w.tags.filter((t) => banned.includes(t)),
      `${x.w.name} breaks a law`,
    ).toEqual([]);
  // A danger never restates a law.
  for (const l of laws) expect(clashBeyond(text(r, "dangers"), l.law, themeOf(a)), `${text(r, "dangers")} / ${l.law}`).toBe(false);
  // One path: who may learn it and how.
  const users = (field(r, "users").meta as { users: string }).users;
  const path = a.paths.find((p) => p.users === users);
  expect(path, users).toBeDefined();
  expect(text(r, "training")).toBe(cap(path!.training));
  // One price, from the smallest working to the greatest; one power behind standing and law.
  const cost = field(r, "cost").meta as { small: string; great: string };
  expect(a.prices.small).toContain(cost.small);
  expect(a.prices.great).toContain(cost.great);
  expect(clash(cost.small, cost.great), `${cost.small} / ${cost.great}`).toBe(false);
  const st = field(r, "standing").meta as { standing: string; legality: string };
  expect(text(r, "legality")).toBe(cap(st.legality));
  // Fields of the archetype; lists in lower case mid-list.
  expect(a.sources.map(cap)).toContain(text(r, "source"));
  expect(a.casting.map(cap)).toContain(text(r, "casting"));
  expect(a.dangers.map(cap)).toContain(text(r, "dangers"));
  for (const m of list(r, "sideEffects")) expect(a.marks).toContain(m);
  expect(list(r, "ranks")).toEqual(a.ranks.map(cap));
  expect([...list(r, "schools")].sort()).toEqual(a.schools.map((s) => s.name).sort());
  // The name's word is no school's; the legend names the founder.
  const founder = (field(r, "name").meta as { founder: string }).founder;
  expect(text(r, "character")).toContain(founder);
  for (const s of a.schools) expect(r.name.includes(s.name), `${r.name} / ${s.name}`).toBe(false);
  // A harmful greatest working is guarded, never handed out; only a learned art is taught on.
  const legend = text(r, "character");
  expect(echoIn(legend), legend).toBeUndefined();
  const register = REGISTER[r.options.setting as Setting];
  if (top.w.tags.includes("harm") || a.access !== "learned") for (const g of LEGEND_GIVE[register]) expect(legend, legend).not.toContain(g);
  // A harmful working's legend ends on a harmful deed's tail, never on one for a harmless working.
  const tails = LEGEND_TAIL[r.options.tone as keyof typeof LEGEND_TAIL][register];
  if (top.w.tags.includes("harm")) for (const t of tails.kind) expect(legend.endsWith(` ${t}.`), legend).toBe(false);
  // No sentence echoes a word; no stock closer or vague line.
  const pairs = laws.map((l) => [l.law, l.so] as const);
  for (const s of sentences(r)) expect(sentenceEcho(s, pairs), s).toBeUndefined();
  expect(prose(r)).not.toMatch(
    /for nothing|before anyone else|[Ss]tories remember|[Tt]ales remember|turns away (?:anyone|a stranger|a beggar)|the rest is guesswork|Little about it is fixed|other laws are as strict|Wherever it is practised|In the world\.|\bmostly\b.*\bmostly\b/,
  );
  expect(prose(r)).not.toMatch(/\b(?:hard|soft), |, (?:subtle|potent|world-shaping) /);
}

describe("magic-system coherence", () => {
  it("writes whole kinds of magic: one path per user, laws and prices that read, names that are not schools", () => {
    expect(new Set(ARCHETYPES.map((a) => a.id)).size).toBe(ARCHETYPES.length);
    const schools = ARCHETYPES.flatMap((a) => a.schools.map((s) => s.name));
    expect(new Set(schools).size).toBe(schools.length);
    for (const a of ARCHETYPES) {
      expect(new Set(a.ranks).size, a.id).toBe(4);
      for (const s of a.schools) {
        const scales = s.workings.map((w) => w.scale);
        expect(scales, `${a.id} ${s.name} weakest first`).toEqual([...scales].sort((x, y) => x - y));
      }
      const names = a.schools.flatMap((s) => s.workings.map((w) => w.name));
      expect(new Set(names).size, `${a.id}: working names`).toBe(names.length);
      for (const p of a.paths) {
        expect(clash(p.users, p.training), `${a.id}: ${p.users} / ${p.training}`).toBe(false);
        for (const rank of a.ranks) expect(clash(p.users, rank), `${a.id}: ${p.users} names the rank ${rank}`).toBe(false);
        if (a.access !== "inborn" && a.access !== "marked") expect(p.users, a.id).not.toMatch(/\b(born|knack|gift)\b/);
      }
      // A law stands alone in the rules list; seven words at most, so no law is a gram repeated across entries.
      for (const l of a.laws) {
        expect(l.law.length, l.law).toBeLessThan(40);
        expect(wordCount(l.law), l.law).toBeLessThanOrEqual(7);
      }
      for (const m of a.marks) expect(m.length, m).toBeLessThan(40);
      // Phrases that recur whole across entries stay short, so no eight words recur in many of them:
      // a price or a haunt five words at most, an effect seven.
      for (const p of [...a.prices.small, ...a.prices.great]) {
        expect(p, a.id).not.toMatch(/,/);
        expect(wordCount(p), `${a.id}: ${p}`).toBeLessThanOrEqual(5);
      }
      for (const h of a.haunts) expect(wordCount(h), `${a.id}: ${h}`).toBeLessThanOrEqual(5);
      for (const s of a.schools) for (const w of s.workings) expect(wordCount(w.does), `${a.id}: ${w.does}`).toBeLessThanOrEqual(7);
      expect(
        a.words.some((w) => a.schools.every((s) => !clash(s.name, w))),
        a.id,
      ).toBe(true);
      for (const p of [...a.sources, ...a.casting, ...a.marks, ...a.dangers, ...a.haunts, ...a.paths.flatMap((x) => [x.users, x.training])])
        expect(wordCount(p), `${a.id}: ${p}`).toBeLessThanOrEqual(7);
      // No field's own words echo each other: an echo in a sentence is two fields meeting, and the prose avoids it.
      const own = [...a.sources, ...a.casting, ...a.marks, ...a.dangers, ...a.haunts, ...a.paths.flatMap((x) => [x.users, x.training])];
      for (const p of [
        ...own,
        ...a.prices.small,
        ...a.prices.great,
        ...a.laws.flatMap((l) => [l.law, l.so]),
        ...a.schools.flatMap((s) => s.workings.map((w) => w.does)),
      ])
        expect(echoIn(p), `${a.id}: ${p}`).toBeUndefined();
    }
    for (const s of SETTINGS) {
      expect(archetypesOf(s).length, s).toBeGreaterThanOrEqual(5);
      expect(
        archetypesOf(s).some((a) => reachOf(a) === 6),
        s,
      ).toBe(true);
      for (const stance of ["honoured", "tolerated", "outlawed"] as const)
        for (const [standing, legality] of STANDING[s][stance]) {
          expect(clash(standing, legality), `${s}: ${standing} / ${legality}`).toBe(false);
          expect(wordCount(standing), standing).toBeLessThanOrEqual(6);
          expect(wordCount(legality), legality).toBeLessThanOrEqual(6);
          expect(legality).not.toMatch(/\b(legal|law|bless\w*)\b/);
        }
    }
  });

  it("keeps every field true to the kind of magic, the laws and the ranks (400 seeds per setting and power)", () => {
    for (const setting of SETTINGS)
      for (const power of ["any", "subtle", "potent", "world-shaping"])
        for (let i = 0; i < 100; i++) {
          const r = gen("magic-system", `ms${i}`, { setting, power, hardness: i % 2 ? "hard" : "any" });
          const a = archetypeOf(r);
          expect(archetypesOf(setting as Setting).map((x) => x.id)).toContain(a.id);
          checkEntry(r, a);
          if (power !== "any") expect(text(r, "power"), `${setting} ${power}`).toBe(cap(power));
        }
  });

  it("keeps a learned art learned and a born gift born", () => {
    for (let i = 0; i < 300; i++)
      for (const setting of SETTINGS) {
        const r = gen("magic-system", `acc${i}`, { setting });
        const a = archetypeOf(r);
        const all = `${text(r, "users")} ${prose(r)}`;
        if (a.access === "learned") expect(all).not.toMatch(/\b(?:born with|from birth|gift belongs|gift shows|knack)\b/);
        if (a.access === "inborn") expect(all).not.toMatch(/\b(?:can (?:learn|master) it|It is taught|It is bought|installed)\b/);
      }
  });

  it("draws the kinds of magic evenly, and neighbouring seeds draw different ones", () => {
    for (const setting of SETTINGS) {
      const counts = new Map<string, number>();
      for (let i = 0; i < 1000; i++) {
        const id = archetypeOf(gen("magic-system", `dist-${setting}-${i * 7 + 3}x`, { setting })).id;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const fair = 1000 / archetypesOf(setting as Setting).length;
      expect(counts.size, setting).toBe(archetypesOf(setting as Setting).length);
      expect(Math.max(...counts.values()) / fair, `${setting}: most drawn / fair share`).toBeLessThan(1.5);
    }
    // The reading sample: read-x-magic-system-0…9, four high fantasy, three science fiction, three others.
    const others = SETTINGS.filter((s) => s !== "high-fantasy" && s !== "science-fiction");
    let repeats = 0;
    let chance = 0;
    for (let t = 0; t < 100; t++) {
      const drawn = Array.from({ length: 10 }, (_, i) => {
        const setting = i < 4 ? "high-fantasy" : i < 7 ? "science-fiction" : (others[i % others.length] as string);
        return { setting, id: archetypeOf(gen("magic-system", `read-${t}-magic-system-${i}`, { setting })).id };
      });
      for (let i = 0; i < 10; i++)
        for (let j = 0; j < i; j++) {
          const [x, y] = [drawn[i]!, drawn[j]!];
          if (x.setting === y.setting) expect(x.id, `read-${t}: ${x.setting} ${i} and ${j}`).not.toBe(y.id);
          if (x.id === y.id) repeats++;
          const tx = archetypesOf(x.setting as Setting);
          const ty = archetypesOf(y.setting as Setting);
          chance += tx.filter((a) => ty.includes(a)).length / (tx.length * ty.length);
        }
    }
    expect(repeats, "repeated kinds of magic in 100 samples of ten").toBeLessThan(chance);
  });

  it("keeps the rest true to a locked source and locked schools", () => {
    for (let i = 0; i < 300; i++) {
      const first = gen("magic-system", `lk${i}`);
      const again = gen("magic-system", `rr${i}`, {}, { source: field(first, "source"), schools: field(first, "schools") });
      expect(archetypeOf(again).id).toBe(archetypeOf(first).id);
      checkEntry(again, archetypeOf(first));
    }
  });

  it("keeps crowns, castles and temples out of science fiction, and each setting's founders in its own sound", () => {
    for (let i = 0; i < 300; i++) {
      const r = gen("magic-system", `sf${i}`, { setting: "science-fiction" });
      expect(`${prose(r)}\n${r.fields.map((f) => JSON.stringify(f.value)).join("\n")}`).not.toMatch(
        /\b(king|queen|crown|castle|knight|peasant|plough|temple|church|lord)s?\b/i,
      );
      const steam = (field(gen("magic-system", `st${i}`, { setting: "steampunk" }), "name").meta as { founder: string }).founder;
      expect(steam).toMatch(/^(Dr|Professor|Mrs|Mr|Miss|Lady|Sir|Captain) [A-Z][a-z]+$/);
      for (const setting of ["high-fantasy", "mythic"]) {
        const f = (field(gen("magic-system", `fn${i}`, { setting }), "name").meta as { founder: string }).founder;
        expect(f).not.toMatch(/([aeiou])\1/i);
      }
    }
  });

  it("changes most text fields with the setting", () => expectSettingsChangeContent("magic-system"));
  it("changes the prose with the tone", () => expectToneChangesProse("magic-system"));
});
