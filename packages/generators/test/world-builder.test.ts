// The starter world: one seed gives the same world; every link of every piece points at a piece
// of the same world by ref and name; the history is dated in the world's own calendar; a reroll
// keeps the earlier pieces and remakes the later ones so links still agree.
import { describe, expect, it } from "vitest";
import { buildWorld, rerollPiece, type StarterWorld } from "../src/index.js";
import type { Seed } from "../src/core/rng.js";

const LINK_TYPES = [
  "member of",
  "located in",
  "rules",
  "worships",
  "allied with",
  "enemy of",
  "parent of",
  "child of",
  "speaks",
  "created",
  "owns",
  "serves",
  "founded",
  "lives in",
  "related to",
];

function expectResolved(w: StarterWorld): void {
  const byRef = new Map(w.pieces.map((p) => [p.ref, p]));
  for (const p of w.pieces) {
    for (const l of p.result.links) {
      if (l.id === undefined) continue;
      const target = byRef.get(l.id);
      expect(target, `${p.ref} links ${l.id}`).toBeDefined();
      expect(target!.result.name).toBe(l.name);
      expect(target!.kind).toBe(l.kind);
      // Only earlier pieces can be linked.
      expect(w.pieces.indexOf(target!)).toBeLessThan(w.pieces.indexOf(p));
    }
  }
  for (const l of w.links) {
    expect(byRef.has(l.from) && byRef.has(l.to)).toBe(true);
    expect(LINK_TYPES).toContain(l.type);
    expect(l.from).not.toBe(l.to);
  }
  expect(new Set(w.links.map((l) => `${l.from}|${l.to}|${l.type}`)).size).toBe(w.links.length);
}

describe("buildWorld", () => {
  const seeds = ["one", "two", "three", "a much longer seed for a world", "x"].map((s) => s as Seed);

  it.each(seeds)("seed %s: the recipe, linked and resolvable", (seed) => {
    const w = buildWorld(seed);
    const count = (k: string) => w.pieces.filter((p) => p.kind === k).length;
    expect(count("language")).toBe(1);
    expect(count("calendar")).toBe(1);
    expect(count("race")).toBeGreaterThanOrEqual(2);
    expect(count("race")).toBeLessThanOrEqual(3);
    expect(count("location")).toBeGreaterThanOrEqual(3);
    expect(count("location")).toBeLessThanOrEqual(5);
    expect(count("faction")).toBe(2);
    expect(count("religion")).toBe(1);
    expect(count("government")).toBe(1);
    expect(count("character")).toBe(6);
    expect(count("event")).toBeGreaterThanOrEqual(4);
    expectResolved(w);
    expect(w.name.length).toBeGreaterThan(0);
    expect(w.description).toContain(w.name);
    // Characters live among the world's peoples and places; events are dated in its calendar.
    for (const c of w.pieces.filter((p) => p.kind === "character")) {
      expect(c.result.links.some((l) => l.kind === "race" && l.id?.startsWith("race-"))).toBe(true);
    }
    for (const e of w.pieces.filter((p) => p.kind === "event")) {
      expect(e.result.links.some((l) => l.id === "calendar-1")).toBe(true);
      const date = e.result.fields.find((f) => f.key === "date")!.value;
      expect(date.type).toBe("date");
    }
    expect(w.links.some((l) => l.type === "lives in")).toBe(true);
    // Every piece keeps the seed that regenerates it.
    for (const p of w.pieces) expect(p.result.seed).toBe(p.seed);
  });

  it("is deterministic", () => {
    expect(JSON.stringify(buildWorld("same" as Seed))).toBe(JSON.stringify(buildWorld("same" as Seed)));
    expect(buildWorld("other" as Seed).pieces.map((p) => p.seed)).not.toEqual(buildWorld("same" as Seed).pieces.map((p) => p.seed));
  });

  it("rerolls one piece and remakes only the later ones", () => {
    const w = buildWorld("reroll" as Seed);
    const at = w.pieces.findIndex((p) => p.ref === "location-1");
    const r = rerollPiece(w, "location-1", "fresh" as Seed);
    expect(r.pieces.slice(0, at)).toEqual(w.pieces.slice(0, at));
    expect(r.pieces[at]!.seed).toBe("fresh");
    expect(r.pieces[at]!.result.name).not.toBe(w.pieces[at]!.result.name);
    expect(r.pieces.map((p) => p.ref)).toEqual(w.pieces.map((p) => p.ref));
    expect(r.pieces.map((p) => p.seed).slice(at + 1)).toEqual(w.pieces.map((p) => p.seed).slice(at + 1));
    expectResolved(r);
    expect(() => rerollPiece(w, "dragon-1", "x" as Seed)).toThrow(/No piece/);
  });
  it.each(seeds)("seed %s: a web, not a hub — members, worshippers, named participants, a capital that fits", (seed) => {
    const w = buildWorld(seed);
    const of = (k: string) => w.pieces.filter((p) => p.kind === k);
    const has = (from: string, type: string, kind: string) => w.links.some((l) => l.from === from && l.type === type && l.to.startsWith(`${kind}-`));
    for (const c of of("character")) {
      expect(has(c.ref, "member of", "faction"), `${c.ref} belongs to a faction`).toBe(true);
      expect(has(c.ref, "worships", "religion"), `${c.ref} worships the world's faith`).toBe(true);
    }
    for (const e of of("event")) {
      const names = e.result.links.filter((l) => l.kind === "faction" || l.kind === "character").map((l) => l.name);
      expect(names.length, `${e.ref} names a faction or a person`).toBeGreaterThan(0);
      const prose = e.result.sections.map((s) => s.markdown).join(" ");
      expect(
        names.some((n) => prose.includes(n.replace(/^The /, "the "))),
        `${e.ref}: ${names.join(", ")}`,
      ).toBe(true);
    }
    const gov = of("government")[0]!;
    const capLink = gov.result.fields.find((f) => f.key === "capital")!.value;
    expect(capLink.type).toBe("link");
    const cap = w.pieces.find((p) => capLink.type === "link" && p.ref === capLink.link.id)!;
    expect(cap, "the capital is a place of the world").toBeDefined();
    expect(cap.capital).toBe(true);
    const pop = (p: (typeof w.pieces)[number]) => {
      const v = p.result.fields.find((f) => f.key === "population")!.value;
      return v.type === "number" ? v.value : 0;
    };
    expect(cap.result.fields.find((f) => f.key === "type")!.value).toMatchObject({ value: "city" });
    for (const l of of("location")) if (l !== cap) expect(pop(cap)).toBeGreaterThan(pop(l));
    expect(pop(cap)).toBeGreaterThanOrEqual(100000);
    const ruler = cap.result.fields.find((f) => f.key === "ruler")!.value;
    expect(ruler.type === "text" ? ruler.value : "").toContain(gov.result.name.replace(/^The /, "the "));
    const runBy = (gov.result.fields.find((f) => f.key === "capital")!.value.meta as { runBy: string }).runBy;
    expect(ruler.type === "text" ? ruler.value.toLowerCase() : "").toContain(runBy.toLowerCase());
  });

  it("rerolling the government remakes its capital so the capital's ruler still names it", () => {
    const w = buildWorld("gov-reroll" as Seed);
    const r = rerollPiece(w, "government-1", "new-gov" as Seed);
    const gov = r.pieces.find((p) => p.ref === "government-1")!;
    const cap = r.pieces.find((p) => p.capital)!;
    const ruler = cap.result.fields.find((f) => f.key === "ruler")!.value;
    expect(ruler.type === "text" ? ruler.value : "").toContain(gov.result.name.replace(/^The /, "the "));
    expectResolved(r);
  });
});
