// A whole starter world from one seed: a language, a calendar, peoples, places, factions, a
// government, a religion, a cast and a dated history. Each piece is generated with the earlier
// ones in its `world`, so its links point at them (by their ref, which the save turns into real
// ids): characters serve its factions and worship its faith, events name its factions and people,
// and the government's capital is a city made to fit it. Pure and deterministic.
import type { KindId } from "./core/catalog.js";
import type { Generator } from "./core/define.js";
import { seedFromNumber, streamFor, type Seed } from "./core/rng.js";
import type { FieldValue, GeneratedResult, World, WorldEntity } from "./core/types.js";
import { midName } from "./core/realise.js";
import { capitalise, joinList } from "./core/text.js";
import { generators } from "./registry.js";
import { nameIn, parseLanguage } from "./systems/language/index.js";

/** content_links types the save may use (the table's check constraint lists them). */
export type WorldLinkType = "speaks" | "lives in" | "member of" | "located in" | "rules" | "worships" | "related to" | "child of";

export interface WorldPiece {
  /** Stable within the world ("language-1", "character-3"); saved results use it as the link id until saved. */
  readonly ref: string;
  readonly kind: KindId;
  readonly seed: Seed;
  readonly result: GeneratedResult;
  /** The government's capital: made as a large city, ruled for the government that follows it. */
  readonly capital?: boolean;
}

export interface WorldLink {
  readonly from: string;
  readonly to: string;
  readonly type: WorldLinkType;
}

export interface StarterWorld {
  readonly seed: Seed;
  readonly name: string;
  readonly description: string;
  readonly pieces: readonly WorldPiece[];
  readonly links: readonly WorldLink[];
}

/** The order pieces are made in: every piece can link to those before it. */
function recipe(seed: Seed): KindId[] {
  const rng = streamFor(seed, "world", "recipe");
  const n = (lo: number, hi: number) => rng.int(lo, hi);
  const kinds: KindId[] = ["language", "calendar"];
  const push = (kind: KindId, count: number) => {
    for (let i = 0; i < count; i++) kinds.push(kind);
  };
  push("race", n(2, 3));
  push("location", n(2, 4));
  push("faction", 2);
  push("government", 1);
  push("religion", 1);
  push("character", 6);
  push("event", n(4, 5));
  return kinds;
}

const LINK_TYPE: Partial<Record<KindId, Partial<Record<KindId, WorldLinkType>>>> = {
  character: { language: "speaks", location: "lives in", faction: "member of", religion: "worships", race: "child of" },
  race: { language: "speaks", location: "lives in" },
  location: { location: "located in", faction: "related to" },
  government: { location: "rules", character: "related to", faction: "related to" },
  faction: { location: "located in", character: "related to", faction: "related to" },
  religion: { government: "related to" },
  event: { location: "located in" },
};

export function linkType(from: KindId, to: KindId): WorldLinkType {
  return LINK_TYPE[from]?.[to] ?? "related to";
}

function entity(p: WorldPiece): WorldEntity {
  return { id: p.ref, kind: p.kind, name: p.result.name, data: p.result as unknown as { readonly [key: string]: unknown } };
}

function generatorOf(kind: KindId): Generator {
  const g = generators[kind];
  if (!g) throw new Error(`No ${kind} generator`);
  return g;
}

/** Piece i of the recipe, made with the pieces before it as its world. */
function makePiece(
  ref: string,
  kind: KindId,
  seed: Seed,
  before: readonly WorldPiece[],
  options: Readonly<Record<string, string>>,
  locks?: Readonly<Record<string, FieldValue>>,
): WorldPiece {
  const world: World = { entities: before.map(entity) };
  // Places other than the capital are towns and smaller cities, so the capital is the greatest.
  const own = kind === "location" ? { size: ["small", "medium"][streamFor(seed, "world", "size").int(0, 1)] as string } : {};
  const result = generatorOf(kind).generate({ seed, options: { ...own, ...options }, world, ...(locks ? { locks } : {}) });
  return { ref, kind, seed, result };
}

const metaOf = (r: GeneratedResult, key: string): unknown => r.fields.find((f) => f.key === key)?.value.meta;

/**
 * The capital of the government to be made from `govSeed`: a large city, whose ruler is the one
 * the government names for it, on the government's behalf.
 */
function makeCapital(ref: string, seed: Seed, govSeed: Seed, before: readonly WorldPiece[], options: Readonly<Record<string, string>>): WorldPiece {
  const probe = generatorOf("government").generate({ seed: govSeed, options, world: { entities: before.map(entity) } });
  const m = metaOf(probe, "capital") as { runBy?: unknown } | undefined;
  const runBy = typeof m?.runBy === "string" ? m.runBy : "a governor";
  const ruler: FieldValue = { type: "text", value: `${capitalise(runBy)}, for ${midName(probe.name)}`, meta: { who: runBy, seat: "governor's" } };
  const p = makePiece(ref, "location", seed, before, { ...options, type: "city", size: "large" }, { ruler });
  return { ...p, capital: true };
}

function linksOf(pieces: readonly WorldPiece[]): WorldLink[] {
  const refs = new Set(pieces.map((p) => p.ref));
  const kindOf = new Map(pieces.map((p) => [p.ref, p.kind]));
  const seen = new Set<string>();
  const out: WorldLink[] = [];
  for (const p of pieces) {
    for (const l of p.result.links) {
      if (!l.id || !refs.has(l.id) || l.id === p.ref) continue;
      const type = linkType(p.kind, kindOf.get(l.id) as KindId);
      const key = `${p.ref}|${l.id}|${type}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ from: p.ref, to: l.id, type });
    }
  }
  return out;
}

function worldName(seed: Seed, pieces: readonly WorldPiece[]): string {
  const lang = parseLanguage(pieces.find((p) => p.kind === "language")?.result.system);
  if (!lang) return "A new world";
  return nameIn(lang, streamFor(seed, "world", "name"), "place");
}

function describe(name: string, pieces: readonly WorldPiece[]): string {
  const count = (k: KindId) => pieces.filter((p) => p.kind === k).length;
  const peoples = pieces.filter((p) => p.kind === "race").map((p) => p.result.name);
  return `${name}: a starter world of ${joinList(peoples)}, with ${count("location")} places, ${count("faction")} factions, ${count("character")} characters and a history of ${count("event")} events.`;
}

function assemble(seed: Seed, pieces: WorldPiece[]): StarterWorld {
  const name = worldName(seed, pieces);
  return { seed, name, description: describe(name, pieces), pieces, links: linksOf(pieces) };
}

/** The common options every piece is made with (a setting and a tone). */
export interface WorldOptions {
  readonly setting?: string;
  readonly tone?: string;
}

function commonOptions(o: WorldOptions): Record<string, string> {
  return { ...(o.setting ? { setting: o.setting } : {}), ...(o.tone ? { tone: o.tone } : {}) };
}

export function buildWorld(seed: Seed, options: WorldOptions = {}): StarterWorld {
  const kinds = recipe(seed);
  const counts = new Map<KindId, number>();
  const pieces: WorldPiece[] = [];
  const opts = commonOptions(options);
  const next = (kind: KindId) => {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    return `${kind}-${n}`;
  };
  const seedOf = (ref: string) => seedFromNumber(streamFor(seed, "world", "piece", ref).uint32());
  for (const kind of kinds) {
    const ref = next(kind);
    if (kind === "government") {
      const cap = next("location");
      pieces.push(makeCapital(cap, seedOf(cap), seedOf(ref), pieces, opts));
    }
    pieces.push(makePiece(ref, kind, seedOf(ref), pieces, opts));
  }
  return assemble(seed, pieces);
}

/**
 * The world with one piece made again from `newSeed`; the pieces after it are made again too
 * (with their own seeds), so their links and names agree with the new piece.
 */
export function rerollPiece(w: StarterWorld, ref: string, newSeed: Seed, options: WorldOptions = {}): StarterWorld {
  const at = w.pieces.findIndex((p) => p.ref === ref);
  if (at < 0) throw new Error(`No piece ${ref} in this world`);
  const opts = commonOptions(options);
  const pieces = w.pieces.slice(0, at);
  // Rerolling a government remakes its capital too, so the capital's ruler still names it.
  const from = w.pieces[at]?.kind === "government" && w.pieces[at - 1]?.capital ? at - 1 : at;
  pieces.length = from;
  for (let i = from; i < w.pieces.length; i++) {
    const p = w.pieces[i] as WorldPiece;
    const own = i === at ? newSeed : p.seed;
    if (p.capital) {
      const gov = w.pieces[i + 1];
      pieces.push(makeCapital(p.ref, own, i + 1 === at ? newSeed : (gov?.seed ?? own), pieces, opts));
    } else pieces.push(makePiece(p.ref, p.kind, own, pieces, opts));
  }
  return assemble(w.seed, pieces);
}

/** What public.create_world(payload) takes: the universe, the items in order, and the links by ref. */
export interface WorldPayload {
  readonly universe: { readonly name: string; readonly description: string; readonly genre: string };
  readonly items: readonly {
    readonly ref: string;
    readonly kind: KindId;
    readonly name: string;
    readonly summary: string;
    readonly data: GeneratedResult;
    readonly tags: readonly string[];
    readonly seed: string;
    readonly generator_version: number;
  }[];
  readonly links: readonly WorldLink[];
}

export function worldPayload(w: StarterWorld, genre = ""): WorldPayload {
  return {
    universe: { name: w.name.slice(0, 120), description: w.description.slice(0, 4000), genre: genre.slice(0, 60) },
    items: w.pieces.map((p) => ({
      ref: p.ref,
      kind: p.kind,
      name: p.result.name,
      summary: p.result.summary,
      data: p.result,
      tags: p.result.tags.slice(0, 50),
      seed: p.seed,
      generator_version: p.result.version,
    })),
    links: w.links,
  };
}
