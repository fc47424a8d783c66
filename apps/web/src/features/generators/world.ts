// The user's saved items as the engine's World, and a short fingerprint of it: a share link
// records the fingerprint so that whoever opens it knows whether their world is the one the
// result was woven from (the world changes what the seed produces).
import { isKindId, type World, type WorldEntity } from "@worldloom/generators/load";
import type { WorldRow } from "@/data/content-items/get-world-rows";

export type { WorldRow };

export interface LoadedWorld {
  world: World;
  /** Undefined for an empty world: results made with it are the same as without one. */
  fingerprint: string | undefined;
  /** Ids of the saved items, to mark links that point into the user's own world. */
  ids: ReadonlySet<string>;
}

export const EMPTY_LOADED_WORLD: LoadedWorld = { world: { entities: [] }, fingerprint: undefined, ids: new Set() };

/** FNV-1a over what the engine reads of each item, in order (order changes which one is picked). */
export function worldFingerprint(rows: readonly WorldRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  let h = 0x811c9dc5;
  const text = rows.map((r) => `${r.id}|${r.kind}|${r.name}|${r.updated_at}`).join("\n");
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

export function toLoadedWorld(rows: readonly WorldRow[]): LoadedWorld {
  const usable = rows.filter((r) => isKindId(r.kind));
  const entities: WorldEntity[] = usable.map((r) => ({ id: r.id, kind: r.kind as WorldEntity["kind"], name: r.name, data: r.data }));
  return { world: { entities }, fingerprint: worldFingerprint(usable), ids: new Set(usable.map((r) => r.id)) };
}
