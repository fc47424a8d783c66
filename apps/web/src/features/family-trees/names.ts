// How people are named and dated on the tree, in the editor and for visitors alike.
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { TLCalendar } from "@/components/calendar/calendar";
import { famDate, famYear, formatFamDate } from "@/components/story-documents/family-dates";
import type { FamilyData, Partnership, Person } from "@/components/story-documents/family-data";
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

export const yearText = (y: number | null, cal: TLCalendar | null = null) => (y === null ? "" : famYear(cal, y));

/** "412 – 471 · died at 59" / "b. 3 Frostwane 480 AR · 20 years old" / "" (dates in the tree's calendar) */
export function lifeLine(p: Person, today: number | null, cal: TLCalendar | null = null): string {
  const born = formatFamDate(cal, famDate(p.born, p.bornOn));
  const died = formatFamDate(cal, famDate(p.died, p.diedOn));
  const dates = born && died ? `${born} – ${died}` : born ? `b. ${born}` : died ? `d. ${died}` : "";
  const age = ageOf(p, today);
  const ageText = age ? (age.atDeath ? `died at ${age.years}` : `${age.years} ${age.years === 1 ? "year" : "years"} old`) : "";
  return [dates, ageText].filter(Boolean).join(" · ");
}

export const countPeople = (d: FamilyData) => `${d.people.length} ${d.people.length === 1 ? "person" : "people"}`;

/** A partnership's dates: " 3 Frostwane 1204 AR–1230 AR", " ?–1230", "" when neither is known. */
export function partnershipDates(p: Partnership, cal: TLCalendar | null, unknownStart = ""): string {
  if (p.start === null && p.end === null) return "";
  return ` ${formatFamDate(cal, famDate(p.start, p.startOn)) || unknownStart}–${formatFamDate(cal, famDate(p.end, p.endOn))}`;
}
