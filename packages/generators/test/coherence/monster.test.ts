// Monster coherence: the archetype decides type, size, habitat, diet, attacks, powers, weaknesses,
// signs and spoils (no medium giant living on moonlight and dew); the 5e block is derived from
// the creature (size → hit die, CR → proficiency, abilities → to-hit, damage and save DC) and makes
// the attacks the prose names; setting and tone matter.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/core/options.js";
import { FAMILY, type MonsterArchetype } from "../../src/kinds/monster/archetypes.js";
import { TABLES } from "../../src/kinds/monster/tables.js";
import { HABITATS } from "../../src/kinds/monster/words.js";
import { SIZE_BAND, THREAT_BAND, type Size } from "../../src/stats/bands.js";
import { abilityModifier, crIndex, crRow, type CreatureBlock } from "../../src/stats/index.js";
import { expectSettingsChangeContent, expectToneChangesProse, gen, list, meta, prose, text, type R } from "./family-checks.js";

const HIT_DIE: Readonly<Record<Size, number>> = { tiny: 4, small: 6, medium: 8, large: 10, huge: 12, gargantuan: 20 };
const lower = (s: string) => s.toLowerCase();
const within = (bank: readonly string[], item: string) => bank.some((b) => lower(b) === lower(item));

function archetypeOfResult(r: R, setting: (typeof SETTINGS)[number]): MonsterArchetype {
  const id = meta<{ id: string }>(r, "archetype").id;
  const a = TABLES[FAMILY[setting]].find((x) => x.id === id);
  if (!a) throw new Error(`no archetype ${id} in ${setting}`);
  return a;
}

/** 5e's proficiency bonus by challenge rating: +2 at CR 0–4, +3 at 5–8, … +9 at 29–30. */
const proficiencyFor = (cr: number) => 2 + Math.floor((Math.max(cr, 1) - 1) / 4);

interface AttackMeta {
  readonly attacks: readonly { name: string; range?: string; finesse?: boolean; thrown?: boolean }[];
}

describe("monster coherence", () => {
  it("draws type, size, habitat, diet, powers, weaknesses, signs and spoils from its archetype (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `ma${i}`, { setting });
        const a = archetypeOfResult(r, setting);
        const at = `${setting} ${r.name} (${a.id})`;
        expect(text(r, "type"), at).toBe(a.type);
        expect(a.sizes, at).toContain(meta<string>(r, "size"));
        expect(a.habitats, at).toContain(meta<string>(r, "habitat"));
        expect(within(a.diets, text(r, "diet")), `${at}: ${text(r, "diet")}`).toBe(true);
        for (const x of list(r, "powers")) expect(within(a.powers, x), `${at}: ${x}`).toBe(true);
        for (const x of list(r, "weaknesses")) expect(within(a.weaknesses, x), `${at}: ${x}`).toBe(true);
        for (const x of list(r, "signs")) expect(within(a.signs, x), `${at}: ${x}`).toBe(true);
        for (const x of list(r, "harvestables")) expect(within(a.spoils, x), `${at}: ${x}`).toBe(true);
        // A threat the body can carry: a tiny thing is never legendary, a gargantuan one never minor.
        const band = THREAT_BAND[meta<string>(r, "threat")]!;
        const sb = SIZE_BAND[meta<Size>(r, "size")];
        expect(Math.max(band[0], sb[0]) <= Math.min(band[1], sb[1]), `${at}: ${meta<string>(r, "threat")} ${meta<string>(r, "size")}`).toBe(true);
      }
  });

  it("has no medium giant, no troll smaller than large, and no moonlight-eater that is not a spirit (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `mg${i}`, { setting });
        const type = text(r, "type");
        const size = meta<Size>(r, "size");
        if (/giant|troll|cyclops/.test(type)) expect(["large", "huge", "gargantuan"], `${setting}: a ${size} ${type}`).toContain(size);
        if (/moonlight|dew/.test(text(r, "diet"))) expect(["fey"], `${setting}: a ${type} living on ${text(r, "diet")}`).toContain(type);
        // Wings only on what flies.
        if (/\bwings?\b/i.test(list(r, "attacks").join(" "))) expect(archetypeOfResult(r, setting).speed ?? "", r.name).toMatch(/fly/);
      }
  });

  it("names in its prose the attacks its stat block makes (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `mk${i}`, { setting, stats: "5e" });
        const b = r.statBlock as unknown as CreatureBlock;
        const lines = list(r, "attacks").map(lower);
        const encounter = lower(r.sections.find((s) => s.title === "Encounter")!.markdown);
        expect(b.attacks.length, r.name).toBe(lines.length);
        b.attacks.forEach((a, k) => {
          expect(lines[k], `${setting} ${r.name}`).toContain(lower(a.name));
          expect(encounter, `${setting} ${r.name}`).toContain(lower(a.name));
        });
        expect(b.creatureType, r.name).toBe(archetypeOfResult(r, setting).five);
      }
  });

  it("derives its 5e block from the creature: hit die by size, proficiency by CR, to-hit, damage and save DC from the ability modifiers (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `m5${i}`, { setting, stats: "5e" });
        const b = r.statBlock as unknown as CreatureBlock;
        const at = `${setting} ${r.name}: CR ${b.challenge} ${b.size}`;
        const mod = (k: keyof CreatureBlock["abilities"]) => abilityModifier(b.abilities[k]);
        const row = crRow(b.challenge);
        expect(b.size, at).toBe(meta<string>(r, "size"));
        expect(b.proficiency, at).toBe(proficiencyFor(row.value));
        // Hit points: hit dice × the size's die average + CON modifier × hit dice.
        const hd = /^(\d+)d(\d+)(?: ([+−]) (\d+))?$/.exec(b.hitDice)!;
        expect(hd, `${at}: ${b.hitDice}`).not.toBeNull();
        const n = Number(hd[1]);
        expect(Number(hd[2]), at).toBe(HIT_DIE[b.size as Size]);
        const bonus = hd[3] ? (hd[3] === "+" ? 1 : -1) * Number(hd[4]) : 0;
        expect(bonus, `${at}: ${b.hitDice}`).toBe(n * mod("con"));
        expect(b.hitPoints, at).toBe(Math.floor((n * (HIT_DIE[b.size as Size] + 1)) / 2) + n * mod("con"));
        // The rating fits both the body and the threat.
        const sb = SIZE_BAND[b.size as Size];
        const tb = THREAT_BAND[meta<string>(r, "threat")]!;
        expect(crIndex(b.challenge), at).toBeGreaterThanOrEqual(Math.max(sb[0], tb[0]));
        expect(crIndex(b.challenge), at).toBeLessThanOrEqual(Math.min(sb[1], tb[1]));
        expect(b.saveDc, at).toBe(8 + b.proficiency + mod(b.saveAbility));
        const plan = meta<AttackMeta>(r, "attacks").attacks;
        b.attacks.forEach((a, k) => {
          const p = plan[k]!;
          const want = p.thrown ? ["str"] : p.range === "ranged" ? ["dex"] : p.finesse ? ["str", "dex"] : ["str"];
          expect(want, `${at}: ${a.name}`).toContain(a.ability);
          expect(a.toHit, `${at}: ${a.name} to hit`).toBe(b.proficiency + mod(a.ability));
          if (a.dice !== "") {
            const m = /^(\d+)d(\d+)(?: ([+−]) (\d+))?$/.exec(a.dice)!;
            const dmgBonus = m[3] ? (m[3] === "+" ? 1 : -1) * Number(m[4]) : 0;
            expect(dmgBonus, `${at}: ${a.name} ${a.dice}`).toBe(mod(a.ability));
          }
        });
      }
  });

  it("keeps its archetype's bounds under a lock: a locked tiny size narrows the archetypes to tiny ones", () => {
    for (let i = 0; i < 200; i++) {
      const r = gen("monster", `ml${i}`, {}, { size: { type: "text", value: "Tiny, no bigger than a cat", meta: "tiny" } });
      const a = archetypeOfResult(r, "high-fantasy");
      expect(a.sizes, r.name).toContain("tiny");
      expect(meta<{ unmet?: string[] }>(r, "archetype").unmet).toBeUndefined();
    }
  });

  it("has archetypes for every habitat in every setting", () => {
    for (const setting of SETTINGS)
      for (const h of HABITATS)
        expect(
          TABLES[FAMILY[setting]].some((a) => a.habitats.includes(h)),
          `${setting}: ${h}`,
        ).toBe(true);
  });

  it("keeps holy water, silver and true names out of science fiction (500 seeds)", () => {
    for (let i = 0; i < 500; i++)
      expect(prose(gen("monster", `mf${i}`, { setting: "science-fiction" }))).not.toMatch(/silver|holy|true name|\brue\b|cold iron/i);
  });

  it("draws no field against its habitat or its own powers: no flood-fearer in water, no fire-proof thing weak to fire, no blinded thing that sees (500 seeds per setting)", () => {
    const WET = /flood|drown|\bfens?\b|\bbogs?\b|marsh|\breeds?\b|kelp|\bsea\b|ocean|tidal|reef|harbou?r|bayou|wetland|lake|reservoir|water|river|coast|sewer/i;
    const ELEMENT = [/\bfire|flame|burn/i, /\bcold\b|frost|\bice\b|freez/i, /\bwater\b|flood|drown/i, /\bsun\b|sunlight|daylight/i];
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `mh${i}`, { setting });
        const at = `${setting} ${r.name}`;
        const place = text(r, "habitat");
        const habitat = meta<string>(r, "habitat");
        const weak = list(r, "weaknesses").join("; ");
        const powers = list(r, "powers").join("; ");
        if (WET.test(place)) expect(weak, `${at} in ${place}`).not.toMatch(/flood|\bwater\b|drown/i);
        for (const e of ELEMENT) if (e.test(powers)) expect(weak, `${at}: ${powers}`).not.toMatch(e);
        if (/\bsees?\b|sight/i.test(powers)) expect(text(r, "legend"), at).not.toMatch(/blind/i);
        // Words of one kind of place stay in that kind of habitat (the legend's teller aside).
        const legend = text(r, "legend");
        const tale = legend.slice(legend.indexOf(" that ") + 1);
        const all = [text(r, "behaviour"), text(r, "diet"), powers, weak, list(r, "signs").join("; "), list(r, "harvestables").join("; "), tale].join("; ");
        if (habitat !== "desert") expect(all, `${at} (${habitat})`).not.toMatch(/\bdunes?\b|caravan|oas[ie]s|camels?/i);
        if (!["sea", "sky", "city"].includes(habitat)) expect(all, `${at} (${habitat})`).not.toMatch(/\bships?\b|sailors?/i);
        if (!["city", "ruins"].includes(habitat)) expect(all, `${at} (${habitat})`).not.toMatch(/grain|\bcats?\b|hearth/i);
      }
  });

  it("closes its encounter by its threat: no reassurance for deadly or legendary monsters, no armies lost to minor ones (500 seeds per setting, every tone)", () => {
    const CALM = /survived|good armour|outlast|little danger|sees? (it|her) off|sticks|loses sleep|should be enough/i;
    const DREAD = /armies|whole regions|full company|few who face|heroes of an age|nobody sane|not a victory|only buy time/i;
    for (const setting of SETTINGS)
      for (const tone of ["heroic", "grim", "whimsical"])
        for (let i = 0; i < 150; i++) {
          const r = gen("monster", `mt${i}`, { setting, tone });
          const threat = meta<string>(r, "threat");
          const encounter = r.sections.find((s) => s.title === "Encounter")!.markdown;
          if (threat === "deadly" || threat === "legendary") expect(encounter, `${setting} ${tone} ${threat}`).not.toMatch(CALM);
          if (threat === "minor") expect(encounter, `${setting} ${tone} minor`).not.toMatch(DREAD);
        }
  });

  it("has no section that copies a field, and no doubled verb in its attacks (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `mc${i}`, { setting });
        const sections = r.sections.map((s) => s.markdown).join("\n");
        for (const key of ["behaviour", "ecology", "legend"]) expect(sections, `${setting} ${r.name}: ${key}`).not.toContain(text(r, key));
        expect(r.sections.map((s) => s.title)).not.toContain("Legend");
        expect(sections, r.name).not.toMatch(/What is certain|Beyond that|All that is sure|Grandmothers in/);
        for (const line of list(r, "attacks")) {
          const [, ...words] = line.toLowerCase().split(" ");
          const stems = words.map((w) => w.slice(0, 4));
          expect(new Set(stems).size, `${setting}: ${line}`).toBe(stems.length);
        }
      }
  });

  it("changes most text fields between high fantasy and science fiction", () => expectSettingsChangeContent("monster"));
  it("changes its prose with the tone", () => expectToneChangesProse("monster"));
});
