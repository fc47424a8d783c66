// Pure helpers over a map's pins and layers: which are shown, search by label or linked item, the
// keyboard's order between pins, and what a screen reader hears for one.
import type { MapFeature, MapLayer, Point } from "@/data/maps/types";
import { pinPoint } from "./geometry";
import { anchorOf, shapeOf } from "./shapes";

export interface Pin {
  feature: MapFeature;
  point: Point;
}

/**
 * Every feature with the point its card opens at: a pin's own, a region's centre, a path's midpoint
 * (shapes.ts). The list beside the map shows these.
 */
export const placesOf = (features: readonly MapFeature[]): Pin[] =>
  features.flatMap((f) => {
    if (f.kind === "pin") {
      const point = pinPoint(f.geometry);
      return point ? [{ feature: f, point }] : [];
    }
    const shape = shapeOf(f);
    return shape ? [{ feature: f, point: anchorOf(shape) }] : [];
  });

/** The pins among the features, in their stored order. */
export const pinsOf = (features: readonly MapFeature[]): Pin[] => placesOf(features.filter((f) => f.kind === "pin"));

/** What a feature is called in the UI. */
export const nounOf = (kind: MapFeature["kind"]) => (kind === "region" ? "region" : kind === "path" ? "path" : "pin");

/** "2 pins", "2 pins, 1 region and 3 paths", "1 path"; "0 pins" for none. */
export function featureCount(features: readonly Pick<MapFeature, "kind">[]): string {
  const n = { pin: 0, region: 0, path: 0 };
  for (const f of features) n[f.kind] += 1;
  const part = (k: keyof typeof n) => `${n[k].toLocaleString("en")} ${nounOf(k)}${n[k] === 1 ? "" : "s"}`;
  const parts = (["pin", "region", "path"] as const).filter((k) => n[k] > 0).map(part);
  if (!parts.length) return part("pin");
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]!;
}

/** The key a group of pins is hidden under, beside the layers' ids in the same set. */
export const groupKey = (name: string) => `group:${name}`;

/**
 * The pins on shown layers and in shown groups (a pin with no layer or no group is not held back
 * by it).
 */
export const shownPins = <T extends { feature: Pick<MapFeature, "layer_id" | "group_name"> }>(pins: readonly T[], hidden: ReadonlySet<string>): T[] =>
  pins.filter((p) => (!p.feature.layer_id || !hidden.has(p.feature.layer_id)) && (!p.feature.group_name || !hidden.has(groupKey(p.feature.group_name))));

/** The groups on a map, by name (exact, trimmed), each with how many features it holds. */
export function groupsOf(features: readonly Pick<MapFeature, "group_name">[]): { name: string; count: number }[] {
  const groups = new Map<string, { name: string; count: number }>();
  for (const f of features) {
    const name = f.group_name.trim();
    if (!name) continue;
    const g = groups.get(name) ?? { name, count: 0 };
    g.count += 1;
    groups.set(name, g);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** The layers hidden when the map opens. */
export const hiddenByDefault = (layers: readonly MapLayer[]): Set<string> => new Set(layers.filter((l) => l.hidden_by_default).map((l) => l.id));

/** Pins whose label, note, group or linked item's name has every word of `q` (any case). */
export function searchPins(pins: readonly Pin[], q: string): Pin[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...pins];
  return pins.filter((p) => {
    const text = `${p.feature.label} ${p.feature.note} ${p.feature.group_name} ${p.feature.content_items?.name ?? ""}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/**
 * The pin the arrow keys go to from `current`: pins in reading order (top to bottom, then left to
 * right), so → and ↓ go on and ← and ↑ go back, wrapping round; Home and End the first and last.
 */
export function nextPin(pins: readonly Pin[], current: string, key: string): string | null {
  if (!pins.length) return null;
  const order = [...pins].sort((a, b) => a.point[1] - b.point[1] || a.point[0] - b.point[0] || a.feature.id.localeCompare(b.feature.id));
  const at = order.findIndex((p) => p.feature.id === current);
  const n = order.length;
  if (key === "Home") return order[0]!.feature.id;
  if (key === "End") return order[n - 1]!.feature.id;
  if (key === "ArrowRight" || key === "ArrowDown") return order[(at + 1 + n) % n]!.feature.id;
  if (key === "ArrowLeft" || key === "ArrowUp") return order[at < 0 ? n - 1 : (at - 1 + n) % n]!.feature.id;
  return null;
}

/** A pin's name for screen readers: its label (or "Unnamed pin") and what it opens: an item, a map. */
export function pinName(f: Pick<MapFeature, "label" | "content_items"> & Partial<Pick<MapFeature, "linked_map" | "kind">>): string {
  const label = f.label.trim() || `Unnamed ${nounOf(f.kind ?? "pin")}`;
  const map = f.linked_map && !f.linked_map.deleted_at && f.linked_map.tool === "map" ? `the map ${f.linked_map.title.trim() || "Untitled map"}` : "";
  const opens = [f.content_items?.name ?? "", map].filter(Boolean).join(" and ");
  return opens ? `${label}, opens ${opens}` : label;
}

/** The next position after the last one (new pins and layers go at the end). */
export const nextPosition = (rows: readonly { position: number }[]) => rows.reduce((m, r) => Math.max(m, r.position + 1), 0);

/** Why visitors cannot see a pin (region, path) on a published map, or "" when they can. */
export function hiddenFromVisitors(
  f: Pick<MapFeature, "secret" | "layer_id" | "content_items"> & { kind?: MapFeature["kind"] },
  layers: readonly MapLayer[],
): string {
  const noun = nounOf(f.kind ?? "pin");
  if (f.secret) return `Secret: visitors never receive this ${noun}.`;
  if (f.layer_id && layers.find((l) => l.id === f.layer_id)?.secret) return `On a secret layer: visitors never receive this ${noun}.`;
  if (f.content_items && f.content_items.visibility !== "public")
    return `Visitors don't see this ${noun}: it opens a private item. Publish the item to show it.`;
  return "";
}
