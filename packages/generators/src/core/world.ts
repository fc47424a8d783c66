// Helpers that weave the user's saved entities into generated content: pick one of the right
// kind when the world has it, otherwise invent a stand-in and link to that by name.
import type { KindId } from "./catalog.js";
import type { Rng } from "./rng.js";
import type { FieldValue, LinkValue, World, WorldEntity } from "./types.js";

export function entitiesOf(world: World | undefined, kind: KindId): readonly WorldEntity[] {
  return world ? world.entities.filter((e) => e.kind === kind) : [];
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

/** A saved entity's machine-readable system (language phonology, calendar rules), if any. */
export function systemOf(e: WorldEntity): unknown {
  const d = e.data;
  if (!d) return undefined;
  if (d.system !== undefined) return d.system;
  const inner = d.data as { system?: unknown } | undefined;
  return inner && typeof inner === "object" ? inner.system : undefined;
}
