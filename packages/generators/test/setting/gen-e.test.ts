// location, faction, event, lore, tradition, technology, jewelry and religion read like
// their setting (test/setting.test.ts holds every kind to the rule that most fields change).
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";
import { textFields } from "../coherence/setting-tone.js";

type Kind = "location" | "faction" | "event" | "lore" | "tradition" | "technology" | "jewelry" | "religion";

function generatorOf(kind: Kind) {
  const g = generators[kind];
  if (!g) throw new Error(`no generator ${kind}`);
  return g;
}

function gen(kind: Kind, i: number, setting: Setting): GeneratedResult {
  return generatorOf(kind).generate({ seed: toSeed(`genre-${i}`), options: { setting } });
}
/** Every text and list field and the prose of a result, lower-cased. */
function allText(r: GeneratedResult): string {
  return [...textFields(r).values(), r.summary, ...r.sections.map((s) => s.markdown)].join("\n").toLowerCase();
}
function fieldText(r: GeneratedResult, key: string): string {
  return textFields(r).get(key) ?? "";
}

describe("the content reads right for its genre", () => {
  const N = 300;
  it("a science-fiction or steampunk location has no dragon and no elder-wood magic; a mythic one no gaslight or railway", () => {
    for (let i = 0; i < N; i++) {
      expect(allText(gen("location", i, "science-fiction"))).not.toMatch(/\bdragon|\bduchess|\bbaron\b|\bknights?\b/);
      expect(allText(gen("location", i, "steampunk"))).not.toMatch(/\bdragon/);
      expect(allText(gen("location", i, "mythic"))).not.toMatch(/\bgas ?l(amp|it|ight)|\bsteam (engine|hammer|whistle)|\brailway|\bclockwork|\bfactory/);
    }
  });
  it("location districts follow the genre: gaslight and foundries in steampunk, plague wards in dark fantasy", () => {
    let steam = 0;
    let dark = 0;
    for (let i = 0; i < N; i++) {
      if (
        /foundry|gaslight|mill rows|railway|aerodrome|engineers|smog|workhouse|patent|crystal arcade|exchange|boiler|pump|signal box|gantry|coal|clockwork|airship|tram|pattern shop|gasworks|laboratory|steamer|dry dock/i.test(
          fieldText(gen("location", i, "steampunk"), "districts"),
        )
      )
        steam++;
      if (
        /plague|gallows|charnel|burnt|beggars|bishop|witch|lepers|flooded|gaol|rookery|torture|crypt|chapel|skeleton|corpse|ghoul|hanging|barrow|blighted|drowning/i.test(
          fieldText(gen("location", i, "dark-fantasy"), "districts"),
        )
      )
        dark++;
    }
    expect(steam).toBe(N);
    expect(dark).toBe(N);
  });
  it("a steampunk faction never has a messenger raven; a mythic one never a patent", () => {
    for (let i = 0; i < N; i++) {
      expect(allText(gen("faction", i, "steampunk"))).not.toMatch(/messenger ravens|temple alms/);
      expect(allText(gen("faction", i, "mythic"))).not.toMatch(/\bpatent|\btelegra|\bsteam\b/);
    }
  });
  it("a dark-fantasy event's participants are never a famous healer or the academy's students", () => {
    for (let i = 0; i < N; i++) expect(fieldText(gen("event", i, "dark-fantasy"), "participants")).not.toMatch(/famous healer|academy's students|royal guard/i);
  });
  it("a science-fiction event's fields name no king, knight or temple; a steampunk one's no sword", () => {
    // Fields only: the date comes from a stock calendar whose weekday names are not the kind's.
    const fields = (r: GeneratedResult) => [...textFields(r).values()].join("\n").toLowerCase();
    for (let i = 0; i < N; i++) {
      expect(fields(gen("event", i, "science-fiction"))).not.toMatch(/\bking\b|\bknights?\b|\btemple knights/);
      expect(fields(gen("event", i, "steampunk"))).not.toMatch(/\bswords?\b|\bdragon/);
    }
  });
  it("dark-fantasy technology is not built in the Age of Cathedrals", () => {
    for (let i = 0; i < N; i++) {
      const r = gen("technology", i, "dark-fantasy");
      expect(fieldText(r, "era")).not.toMatch(/Cathedrals|Guild Centuries|Long Peace/);
      expect(fieldText(r, "device")).not.toMatch(/flying buttress|ribbed vault|astrolabe/);
    }
  });
  it("a steampunk jewel's inscription is never a high-fantasy vow; a mythic jewel is of bronze-age metal", () => {
    for (let i = 0; i < N; i++) {
      expect(fieldText(gen("jewelry", i, "steampunk"), "inscription")).not.toMatch(/^(Until the sea runs dry|Mine in shadow, mine in light)$/);
      expect(fieldText(gen("jewelry", i, "mythic"), "materials")).toMatch(/^(electrum|bronze|gold|silver|orichalcum|sun-gold)\b/);
    }
  });
  it("a mythic tale's hero is no mill girl and its helper no automaton; a steampunk tale has no centaur", () => {
    for (let i = 0; i < N; i++) {
      const myth = gen("lore", i, "mythic");
      expect(fieldText(myth, "tale")).not.toMatch(/mill girl|automaton|airship|plague doctor/i);
      expect(fieldText(gen("lore", i, "steampunk"), "tale")).not.toMatch(/centaur|nymph|oracle|satyr/i);
    }
  });
  it("a dark-fantasy tale's truth is weighed by inquisitors, chroniclers or heretics, never data archaeologists", () => {
    for (let i = 0; i < N; i++) expect(fieldText(gen("lore", i, "dark-fantasy"), "truth")).not.toMatch(/data archaeologists|archive AIs|folklorists/i);
  });
  it("a science-fiction tradition has no iron on the altar; a mythic one no brass cogs or gaslight", () => {
    for (let i = 0; i < N; i++) {
      expect(allText(gen("tradition", i, "science-fiction"))).not.toMatch(/\baltar\b|rowan|sword/);
      expect(allText(gen("tradition", i, "mythic"))).not.toMatch(/brass cogs|gas lantern|railway|airship/);
    }
  });
  it("a mythic religion's world is not a wound clock or a simulation", () => {
    for (let i = 0; i < N; i++) expect(fieldText(gen("religion", i, "mythic"), "cosmology")).not.toMatch(/clock|simulation|engine|signal/);
  });
});
