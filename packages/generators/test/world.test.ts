// World awareness: given the user's saved entities, generators link to them instead of inventing.
import { describe, expect, it } from "vitest";
import { rngFromKey } from "../src/core/rng.js";
import { generate, type World } from "../src/index.js";
import { calendarFor, makeCalendar } from "../src/systems/calendar/index.js";
import { languageFor, nameIn, parseLanguage } from "../src/systems/language/index.js";

const savedLanguage = generate("language", { seed: "saved-lang", options: { sound: "harsh" } })[0]!;
const savedRace = generate("race", { seed: "saved-race" })[0]!;
const world: World = {
  entities: [
    { id: "lang-1", kind: "language", name: savedLanguage.name, data: { system: savedLanguage.system } },
    { id: "race-1", kind: "race", name: "Skerrow", data: JSON.parse(JSON.stringify(savedRace)) },
    { id: "loc-1", kind: "location", name: "Harrowgate", data: {} },
    { id: "gov-1", kind: "government", name: "The Salt Parliament", data: {} },
    { id: "cal-1", kind: "calendar", name: "The Tide Count", data: { system: makeCalendar("tides") as unknown as Record<string, unknown> } },
  ],
};

function linkOf(r: ReturnType<typeof generate>[number], key: string) {
  const v = r.fields.find((f) => f.key === key)?.value;
  return v?.type === "link" ? v.link : undefined;
}

describe("world-aware generation", () => {
  it("uses a saved language for names, in that language's own sounds", () => {
    const lang = parseLanguage(savedLanguage.system)!;
    expect(lang).toBeDefined();
    const letters = new Set(
      [...lang.inventory.consonants, ...lang.inventory.vowels, ...lang.inventory.codas, ...lang.inventory.clusters].flatMap((p) => p.r.split("")),
    );
    for (let i = 0; i < 200; i++) {
      const n = nameIn(lang, rngFromKey(`n${i}`), "person").toLowerCase();
      for (const ch of n.replace(/[ ']/g, "")) expect(letters.has(ch) || ch === "y" || ch === "h", `${ch} in ${n}`).toBe(true);
    }
    const r = generate("name", { seed: "w", options: { culture: "world" }, world })[0]!;
    expect(linkOf(r, "language")).toEqual({ kind: "language", name: savedLanguage.name, id: "lang-1" });
    expect(languageFor(world, rngFromKey("x")).language.key).toBe(lang.key);
  });

  it("links characters to saved races and places, with the race's lifespan", () => {
    for (let i = 0; i < 30; i++) {
      const c = generate("character", { seed: `wc${i}`, world })[0]!;
      expect(linkOf(c, "race")?.id).toBe("race-1");
      expect(linkOf(c, "birthplace")?.id).toBe("loc-1");
      const max = (savedRace.fields.find((f) => f.key === "lifespan")!.value as { value: number }).value;
      expect((c.fields.find((f) => f.key === "age")!.value as { value: number }).value).toBeLessThanOrEqual(max);
      expect(c.links.some((l) => l.id === "race-1")).toBe(true);
    }
  });

  it("links races to a saved language and locations to a saved government", () => {
    expect(linkOf(generate("race", { seed: "wr", world })[0]!, "naming")?.id).toBe("lang-1");
    const loc = generate("location", { seed: "wl", options: { type: "city" }, world })[0]!;
    expect(linkOf(loc, "ruler")?.id).toBe("gov-1");
    expect(linkOf(loc, "language")?.id).toBe("lang-1");
  });

  it("uses a saved calendar's rules", () => {
    const { calendar, link } = calendarFor(world, rngFromKey("c"));
    expect(link.id).toBe("cal-1");
    expect(calendar.months).toEqual(makeCalendar("tides").months);
  });

  it("falls back to generating when the saved data is not a usable system", () => {
    const broken: World = { entities: [{ id: "l2", kind: "language", name: "Oldspeech", data: { system: { nonsense: true } } }] };
    const { language, link } = languageFor(broken, rngFromKey("x"));
    expect(link.id).toBe("l2");
    expect(language.name).toBe("Oldspeech");
    expect(nameIn(language, rngFromKey("y"), "place").length).toBeGreaterThan(0);
  });
});
