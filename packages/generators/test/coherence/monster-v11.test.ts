// Monster coherence, the rules of its third-edition rebuild (docs/generators.md, "The third
// edition"; packages/generators/reading/monster.md, Reading 2): one named creature has no species ecology; no weakness
// to the climate it lives in; nothing "unkillable" beside a kill; list fields read as one line; the
// threat without a pasted gloss; no stock sentence frame; clean, varied names; each setting's own
// register. The rules of v6–v10 stay in monster.test.ts.
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/core/options.js";
import { fieldText } from "../../src/core/define.js";
import { fitsHabitat } from "../../src/kinds/monster/fit.js";
import { weakKind } from "../../src/kinds/monster/weakness.js";
import { FAMILY } from "../../src/kinds/monster/archetypes.js";
import { TABLES } from "../../src/kinds/monster/tables.js";
import { frameShares } from "../support/frames.js";
import { gen, list, meta, text, type R } from "./family-checks.js";

const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const section = (r: R, title: string) => r.sections.find((s) => s.title === title)?.markdown ?? "";
const given = (r: R) => r.name.split(",")[0] ?? r.name;
const all = (r: R) => [r.summary, ...r.sections.map((s) => s.markdown), ...r.fields.map((f) => fieldText(f.value))].join("\n");

const COLD_PLACE = /\bice\b|ice-|frozen|snow|polar|cryo|glacier|winter|frost|tundra|whaling|north/i;
const COLD_WEAK = /\bcold\b(?! iron| reactor)|frost|freez|\bsnow\b|winter|thin ice/i;
const HOT_PLACE = /desert|dune|salt flats|salt pans|canyon|lava|glass|dust|\bdry\b/i;
const HOT_WEAK = /\bheat\b|\bhot\b|sunlight|the sun\b/i;
const SPECIES = /\bwhelps?\b|\bcubs?\b|litter|\beggs?\b|hatch|brood|spawn|clutch|\byoung\b|breed|\bmates?\b|offspring|larva/i;

describe("monster v11", () => {
  it("gives a named monster its own ecology, never its species' breeding (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `n1-${i}`, { setting });
        expect(text(r, "ecology"), `${setting} ${r.name}`).not.toMatch(SPECIES);
      }
  });

  it("has no weakness to the climate it lives in, and a diet that fits its habitat (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `n2-${i}`, { setting });
        const place = text(r, "habitat");
        const habitat = meta<string>(r, "habitat");
        const weak = list(r, "weaknesses").join("; ");
        const at = `${setting} ${r.name} in ${place}: ${weak}`;
        if (COLD_PLACE.test(place) || habitat === "tundra") expect(weak, at).not.toMatch(COLD_WEAK);
        if (HOT_PLACE.test(place) || habitat === "desert") expect(weak, at).not.toMatch(HOT_WEAK);
        if (habitat === "sea" || habitat === "swamp") expect(weak, at).not.toMatch(/\bdry\b|drought|flood|\bwater\b/i);
        expect(fitsHabitat(text(r, "diet"), habitat as never), `${at}: ${text(r, "diet")}`).toBe(true);
        // Nothing goes "downstream" or keeps "the river" from clearing where there is no river.
        if (!/river|stream|estuary|flooded|drowned|canal|sewer|drain|bayou|fen|marsh|wetland|gravel pits/i.test(place))
          expect([text(r, "behaviour"), text(r, "diet"), text(r, "legend")].join(" "), at).not.toMatch(/\briver|downstream|upstream|the current\b/i);
      }
  });

  it("never calls a monster unkillable beside a kill: a legendary one's spoils are not from a kill (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `n3-${i}`, { setting, threat: "legendary" });
        expect(all(r), r.name).not.toMatch(/nothing (known )?kills/i);
        expect(section(r, "Tracking"), `${setting} ${r.name}`).not.toMatch(/\ba kill\b(?!-)|carcass|hunters come back/i);
      }
  });

  it('never has a band carry ground, weather or lore: no "Use the cold of the desert night", no "Bring staying on the path" (500 seeds per setting)', () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `n8-${i}`, { setting });
        const w = list(r, "weaknesses")[0] ?? "";
        const encounter = section(r, "Encounter");
        if (w && weakKind(w) !== "tool")
          expect(encounter, `${setting} ${r.name}`).not.toMatch(new RegExp(`\\b(use|bring|a little) ${esc(w)}|(^|\\. )with ${esc(w)},`, "i"));
        if (/^(not |being |staying |losing )/.test(w)) expect(encounter, `${setting} ${r.name}`).not.toMatch(/\b(Use|Bring|With) (not|being|staying|losing)\b/);
      }
  });

  it('never puts "she" where "her" belongs: no "against she" for the hag or the gorgon (300 seeds per setting)', () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 300; i++) {
        const r = gen("monster", `n9-${i}`, { setting });
        expect(all(r), `${setting} ${r.name}`).not.toMatch(/\b(against|near|to|from|at|for|of|after|facing|beat|hunt|end|corner) she\b/i);
      }
  });

  it("writes list fields in lower case, so a comma list has no capital mid-line, and gives the threat without a gloss (500 seeds per setting)", () => {
    for (const setting of SETTINGS)
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `n4-${i}`, { setting });
        for (const key of ["attacks", "powers", "weaknesses", "signs", "harvestables"]) {
          const line = list(r, key).join(", ");
          // An acronym ("EMP bursts") or a proper name keeps its capitals; nothing else does.
          expect(line, `${setting} ${key}`).not.toMatch(/(^|, )[A-Z][a-z]/);
        }
        expect(text(r, "threat")).toMatch(/^(Minor|Dangerous|Deadly|Legendary)$/);
      }
  });

  it("opens no sentence the same way in more than 25 % of results (400 per setting)", () => {
    for (const setting of SETTINGS) {
      const results = Array.from({ length: 400 }, (_, i) => gen("monster", `n5-${i}`, { setting }));
      const [top] = frameShares(results);
      expect(top!.share, `${setting}: "${top!.frame}"`).toBeLessThanOrEqual(0.25);
    }
  });

  it("names cleanly: no tripled letter or sound, no stem in more than 4 % of names, and ten neighbouring seeds share no stem and no archetype", () => {
    for (const setting of SETTINGS) {
      const stems = new Map<string, number>();
      for (let i = 0; i < 500; i++) {
        const r = gen("monster", `n6-${i}`, { setting });
        const n = given(r);
        expect(n, setting).not.toMatch(/(\p{L})\1\1/iu);
        expect(n, setting).not.toMatch(/(\p{L}{2,3})\1\1/iu);
        expect((n.toLowerCase().match(/(.)\1/g) ?? []).length, n).toBeLessThanOrEqual(1);
        const stem = n.slice(0, 3).toLowerCase();
        stems.set(stem, (stems.get(stem) ?? 0) + 1);
      }
      for (const [stem, k] of stems) expect(k / 500, `${setting} ${stem}-`).toBeLessThanOrEqual(0.04);
      const batch = Array.from({ length: 10 }, (_, i) => gen("monster", `read-x-monster-${i}`, { setting }));
      expect(new Set(batch.map((r) => given(r).slice(0, 3))).size, setting).toBe(10);
      const ids = new Set(batch.map((r) => meta<{ id: string }>(r, "archetype").id));
      expect(ids.size, setting).toBe(Math.min(10, TABLES[FAMILY[setting]].length));
    }
  });

  it("reads in its setting's register: no horses, villages or ballads in science fiction, no lasers or drones in the old settings (300 seeds)", () => {
    for (let i = 0; i < 300; i++) {
      expect(all(gen("monster", `n7-${i}`, { setting: "science-fiction" }))).not.toMatch(/\bhorses?\b|draught|villag|ballad|\bleather\b|\bshields?\b|\bking/i);
      for (const setting of ["high-fantasy", "dark-fantasy", "mythic"] as const)
        expect(all(gen("monster", `n7-${i}`, { setting })), setting).not.toMatch(/laser|\bdrones?\b|colony|\bradio\b|reactor|podcast|truck/i);
      expect(all(gen("monster", `n7-${i}`, { setting: "steampunk" }))).not.toMatch(/laser|\bdrones?\b|colony|podcast|starship/i);
      expect(all(gen("monster", `n7-${i}`, { setting: "post-apocalyptic" }))).not.toMatch(/\bknights?\b|castle|starship|laser/i);
    }
  });
});
