// Maps within maps: a pin can open another map (map_features.link_document_id). The maps walked
// through to get here ride in the address as `from` (ids, the first map first), so the opened map
// shows a trail back and a shared link keeps it. Anything unreadable is dropped, never guessed;
// the trail is at most MAX_TRAIL maps long (the oldest fall off) and never holds the map shown.
import type { FeatureMap } from "@/data/maps/types";

export const MAX_TRAIL = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The trail in `params` for the map `current`: valid ids, no repeats, up to the last visit of `current`. */
export function readTrail(params: URLSearchParams, current: string): string[] {
  const ids = (params.get("from") ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => UUID.test(s));
  // Walking back round a loop (A → B → A) shortens the trail rather than growing it.
  const seen: string[] = [];
  for (const id of ids) {
    const at = seen.indexOf(id);
    if (at >= 0) seen.splice(at);
    seen.push(id);
  }
  const here = seen.indexOf(current.toLowerCase());
  return (here >= 0 ? seen.slice(0, here) : seen).slice(-MAX_TRAIL);
}

/** Where a map is read: its owner edits it; anyone else reads its published page. */
export const mapPath = (id: string, own: boolean) => (own ? `/story-elements/maps/${id}` : `/browse/maps/${id}`);

/** The address of `target`, opened from the map `current` whose trail is `trail`. */
export function openFrom(target: Pick<FeatureMap, "id" | "owner_id">, viewer: string | undefined, current: string, trail: readonly string[]): string {
  const next = readTrail(new URLSearchParams({ from: [...trail, current].join(",") }), target.id);
  const path = mapPath(target.id, !!viewer && target.owner_id === viewer);
  return next.length ? `${path}?from=${next.join(",")}` : path;
}

/** The address of the trail's `index`-th map, with the trail before it. */
export function backTo(trail: readonly string[], index: number, own: boolean): string {
  const before = trail.slice(0, index);
  const path = mapPath(trail[index]!, own);
  return before.length ? `${path}?from=${before.join(",")}` : path;
}
