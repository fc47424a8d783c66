// How people are named and dated on the tree, in the editor and for visitors alike.
import type { StoryLinkWithItem } from "../api/documents";
import type { FamilyData, Person } from "./family-data";
import { ageOf } from "./rules";

/** Names: a quick entry's own; a library character's from the library ("A private character" when the reader may not see it). */
export function nameResolver(people: readonly Person[], links: readonly StoryLinkWithItem[]): (id: string) => string {
  const items = new Map(links.filter((l) => l.anchor === "" && l.item && !l.item.deleted_at).map((l) => [l.item_id, l.item!.name]));
  const byId = new Map(people.map((p) => [p.id, p]));
  return (id) => {
    const p = byId.get(id);
    if (!p) return "someone removed";
    if (p.itemId) return items.get(p.itemId) ?? "A private character";
    return p.name.trim() || "Unnamed";
  };
}

export const yearText = (y: number | null) => (y === null ? "" : y < 0 ? `${-y} before year 1` : String(y));

/** "412 – 471 · died at 59" / "b. 480 · 20 years old" / "" */
export function lifeLine(p: Person, today: number | null): string {
  const dates = p.born !== null && p.died !== null ? `${yearText(p.born)} – ${yearText(p.died)}` : p.born !== null ? `b. ${yearText(p.born)}` : p.died !== null ? `d. ${yearText(p.died)}` : "";
  const age = ageOf(p, today);
  const ageText = age ? (age.atDeath ? `died at ${age.years}` : `${age.years} ${age.years === 1 ? "year" : "years"} old`) : "";
  return [dates, ageText].filter(Boolean).join(" · ");
}

export const countPeople = (d: FamilyData) => `${d.people.length} ${d.people.length === 1 ? "person" : "people"}`;
