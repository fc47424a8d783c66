// name, language, calendar, heritage, bloodline and inheritances read like their setting
// (test/setting.test.ts holds every kind to the rule that most text fields change with the setting).
import { describe, expect, it } from "vitest";
import { generators, toSeed, type GeneratedResult } from "../../src/index.js";
import type { Setting } from "../../src/core/options.js";

/** Every text of a result: fields, summary and sections. */
function allText(r: GeneratedResult): string {
  const parts: string[] = [r.summary, ...r.sections.map((s) => s.markdown)];
  for (const f of r.fields) {
    const v = f.value;
    if (v.type === "text") parts.push(v.value);
    else if (v.type === "list") parts.push(...v.items);
    else if (v.type === "table") parts.push(...v.rows.flat());
    else if (v.type === "pairs") parts.push(...v.pairs.map((p) => p.value));
  }
  return parts.join("\n");
}

function texts(kind: string, setting: Setting, n = 200): string[] {
  const g = generators[kind as keyof typeof generators]!;
  return Array.from({ length: n }, (_, i) => allText(g.generate({ seed: toSeed(`genre-${i}`), options: { setting } })));
}

describe("gen-c kinds: content reads in its genre", () => {
  it("inheritances: no crown or temple among the stars; steampunk wills go to solicitors, mythic ones to oracles", () => {
    for (const t of texts("inheritances", "science-fiction")) expect(t).not.toMatch(/\b(crown|baron|temple|abbess)\b/i);
    expect(texts("inheritances", "steampunk").some((t) => /solicitor|Patent|Chancery|boiler/.test(t))).toBe(true);
    expect(texts("inheritances", "mythic").some((t) => /oracle|megaron|priest-king|herald/.test(t))).toBe(true);
    for (const t of texts("inheritances", "mythic")) expect(t).not.toMatch(/\b(solicitor|android|bank)\b/i);
  });

  it("heritage: steampunk peoples left by steamer and rail, mythic ones by black ships and oracles; dark fantasy keeps relics", () => {
    const list = (kind: string, setting: Setting, key: string) =>
      Array.from({ length: 200 }, (_, i) => {
        const v = generators[kind as keyof typeof generators]!.generate({ seed: toSeed(`genre-${i}`), options: { setting } }).fields.find(
          (f) => f.key === key,
        )!.value;
        return v.type === "list" ? v.items.join(" ") : "";
      });
    for (const t of list("heritage", "steampunk", "migrations")) expect(t).not.toMatch(/\b(dragon|prophecy|spaceship|chariot)\b/i);
    for (const t of list("heritage", "mythic", "heirlooms")) expect(t).not.toMatch(/\b(watch|passport|photograph|patent)\b/i);
    expect(list("heritage", "steampunk", "migrations").some((t) => /steamer|railway|mill|steerage|navvies|barges|mines|looms/.test(t))).toBe(true);
    expect(list("heritage", "dark-fantasy", "heirlooms").some((t) => /saint|plague|headsman|grave|missal|rosary|hangman/.test(t))).toBe(true);
  });

  it("bloodline: steampunk houses have no dragons or temples, mythic houses descend from gods and heroes", () => {
    for (const t of texts("bloodline", "steampunk")) expect(t).not.toMatch(/\b(dragon|temple|spirits)\b/i);
    for (const t of texts("bloodline", "science-fiction")) expect(t).not.toMatch(/\b(castle|dragon|king)\b/i);
    expect(texts("bloodline", "mythic").some((t) => /god|goddess|oracle|ambrosia|she-wolf/.test(t))).toBe(true);
    expect(texts("bloodline", "dark-fantasy").some((t) => /gallows|plague|witch|grave|blood/.test(t))).toBe(true);
  });

  it("calendar: a science-fiction year has no priests or kings in its leap rule, a steampunk one answers to almanacks and clocks", () => {
    const leap = (setting: Setting) =>
      Array.from({ length: 200 }, (_, i) => {
        const v = generators.calendar!.generate({ seed: toSeed(`genre-${i}`), options: { setting } }).fields.find((f) => f.key === "leap")!.value;
        return v.type === "text" ? v.value : "";
      });
    for (const t of leap("science-fiction")) expect(t).not.toMatch(/\b(priests?|king|temple|bishop)\b/i);
    for (const t of leap("mythic")) expect(t).not.toMatch(/\b(statute|computer|Patent|radio)\b/);
    expect(
      leap("steampunk").filter((t) =>
        /Astronomer Royal|Almanack|Longitude|Observatory|Chronometric|Horological|Clockmakers|Patent|Stock Exchange|Foundry|mills|timetables|clocks|chronometers|cannon|clerks/.test(
          t,
        ),
      ).length,
    ).toBeGreaterThan(150);
  });

  it("language: dialects are spoken where the setting's people live, and names are used the setting's way", () => {
    const field = (setting: Setting, key: string) =>
      Array.from({ length: 200 }, (_, i) => {
        const v = generators.language!.generate({ seed: toSeed(`genre-${i}`), options: { setting } }).fields.find((f) => f.key === key)!.value;
        return v.type === "list" ? v.items.join(" ") : v.type === "text" ? v.value : "";
      });
    for (const t of field("science-fiction", "dialects")) expect(t).not.toMatch(/\b(Highland|Forest|Desert|Island|River) /);
    for (const t of field("science-fiction", "naming")) expect(t).not.toMatch(/\b(saint|priest|witch|oracle|king)s?\b/i);
    expect(
      field("science-fiction", "naming").filter((t) =>
        /call signs|registry|berth|ID string|batch code|lot number|manifests|handles|Ship minds|AIs|Drones|Earth cities|the ship|tags|founding crew|names of their own|own names|self-names/.test(
          t,
        ),
      ).length,
    ).toBeGreaterThan(150);
    expect(
      field("mythic", "naming").filter((t) => /epithet|deed-name|child of|son or daughter|blood of|gods|oracle|seer|temple|heroes|kings|great/i.test(t)).length,
    ).toBeGreaterThan(150);
  });

  it("name: each setting writes names its own way (Mr and Esq. in steampunk, registry tags in science fiction, epithets in mythic)", () => {
    const forms = (setting: Setting) =>
      Array.from({ length: 100 }, (_, i) => {
        const v = generators.name!.generate({ seed: toSeed(`genre-${i}`), options: { setting } }).fields.find((f) => f.key === "forms")!.value;
        return v.type === "list" ? v.items.join(" | ") : "";
      });
    for (const t of forms("steampunk")) expect(t).toMatch(/\b(Mr|Miss|Mrs|Esq\.|Professor|Captain)/);
    for (const t of forms("science-fiction")) expect(t).toMatch(/reg\.|Ensign|-\d|Call sign|Hab \d|Cmdr/);
    for (const t of forms("mythic")) expect(t).toMatch(/child of|swift-footed|bronze spear|city-sacker|god-born|sea-god/);
    for (const t of forms("science-fiction")) expect(t).not.toMatch(/\b(Ser|Lord|Lady|Keep)\b/);
  });
});
