// Helpers that weave the user's saved entities into generated content: pick one of the right
// kind when the world has it, otherwise invent a stand-in and link to that by name.
import type { KindId } from "./catalog.js";
import type { Rng } from "./rng.js";
import type { FieldValue, Json, LinkValue, World, WorldEntity } from "./types.js";

const NO_ENTITIES: readonly WorldEntity[] = [];
const NO_LINKS: readonly LinkValue[] = [];

export function entitiesOf(world: World | undefined, kind: KindId): readonly WorldEntity[] {
  // Most results are made without a world: no filtered copy of an empty list for them.
  return world && world.entities.length > 0 ? world.entities.filter((e) => e.kind === kind) : NO_ENTITIES;
}

/** One saved entity of the kind (optionally matching), or undefined when the world has none. */
export function pickEntity(rng: Rng, world: World | undefined, kind: KindId, match?: (e: WorldEntity) => boolean): WorldEntity | undefined {
  const all = entitiesOf(world, kind);
  const fit = match ? all.filter(match) : all;
  return fit.length > 0 ? rng.pick(fit) : undefined;
}

export function entityLink(e: WorldEntity): LinkValue {
  return { kind: e.kind, name: e.name, id: e.id };
}

/**
 * A link field to the world's own entity of that kind when there is one; otherwise to a
 * stand-in named by `invent`. `meta` travels with the value for later fields to read.
 */
export function linkFromWorld(
  rng: Rng,
  world: World | undefined,
  kind: KindId,
  invent: (rng: Rng) => { name: string; meta?: FieldValue["meta"] },
  fromEntity?: (e: WorldEntity) => FieldValue["meta"],
): FieldValue {
  const e = pickEntity(rng, world, kind);
  if (e) {
    const meta = fromEntity?.(e);
    return meta === undefined ? { type: "link", link: entityLink(e) } : { type: "link", link: entityLink(e), meta };
  }
  const made = invent(rng);
  return made.meta === undefined ? { type: "link", link: { kind, name: made.name } } : { type: "link", link: { kind, name: made.name }, meta: made.meta };
}

/**
 * `{ ...value, meta }`, spelled out for a link value without meta (what linkFromWorld gives
 * when invent or fromEntity adds none): V8 copies a spread followed by more properties on a
 * slow path (~1 µs), which showed in the kinds that do this for every result.
 */
export function withMeta(value: FieldValue, meta: FieldValue["meta"]): FieldValue {
  return value.type === "link" && value.meta === undefined ? { type: "link", link: value.link, meta } : { ...value, meta };
}

/** A saved entity's machine-readable system (language phonology, calendar rules), if any. */
export function systemOf(e: WorldEntity): unknown {
  const d = e.data;
  if (!d) return undefined;
  if (d.system !== undefined) return d.system;
  const inner = d.data as { system?: unknown } | undefined;
  return inner && typeof inner === "object" ? inner.system : undefined;
}

/**
 * A saved entity of the first of `kinds` the world holds, drawn from its own stream ("world",
 * kind) so that a result generated without a world is exactly what it was before.
 */
export function worldEntity(ctx: { stream(...path: string[]): Rng; readonly world: World }, ...kinds: KindId[]): WorldEntity | undefined {
  for (const k of kinds) {
    // Only open the stream when there is something to pick: most results have no world.
    if (!ctx.world.entities.some((e) => e.kind === k)) continue;
    const e = pickEntity(ctx.stream("world", k), ctx.world, k);
    if (e) return e;
  }
  return undefined;
}

/**
 * A field value that mentions saved entities in its text: their links ride in `meta.links`
 * and the engine adds them to the result's links (locked values keep them too).
 */
export function withLinks(value: FieldValue, entities: readonly (WorldEntity | undefined)[]): FieldValue {
  const links = entities.filter((e): e is WorldEntity => e !== undefined).map(entityLink);
  return links.length === 0 ? value : withMeta(value, { links: links as unknown as Json[] });
}

/** The links a field value carries in `meta.links` (see withLinks). */
export function metaLinks(v: FieldValue): readonly LinkValue[] {
  const m = v.meta as { links?: unknown } | undefined;
  if (!m || typeof m !== "object" || !Array.isArray(m.links)) return NO_LINKS;
  return m.links.filter(
    (l): l is LinkValue => typeof l === "object" && l !== null && typeof (l as LinkValue).name === "string" && typeof (l as LinkValue).kind === "string",
  );
}
