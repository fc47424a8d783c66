// Births and deaths from the user's family trees, as timeline candidates. A family tree dates people
// by year, month and day (month and day optional): a full date lands on that day in the timeline's
// calendar when the day exists there, a year alone (or a day the calendar lacks) on its year's first day.
// A library character's name is read from the library (the tree stores only its id).
import { famDate, famDateProblem, famDay } from "@/components/story-documents/family-dates";
import { famData } from "@/components/story-documents/family-data";
import type { TLCalendar } from "@/components/calendar/calendar";

export interface FamilyCandidate {
  /** Kept as the event's `source`, so the same birth is never pulled in twice. */
  key: string;
  name: string;
  tree: string;
  start: number;
  year: number;
  /** The tree gave the month too: the day is shown, not only the year. */
  exact: boolean;
  /** The library character to link, if the person is one. */
  itemId: string | null;
}

export function familyCandidates(
  trees: readonly { id: string; title: string; data: Record<string, unknown> }[],
  names: ReadonlyMap<string, string>,
  cal: TLCalendar,
): FamilyCandidate[] {
  const out: FamilyCandidate[] = [];
  for (const tree of trees) {
    const fam = famData(tree.data);
    for (const p of fam.people) {
      const name = (p.itemId ? names.get(p.itemId) : p.name.trim()) || "";
      if (!name) continue;
      for (const [what, date] of [
        ["Birth", famDate(p.born, p.bornOn)],
        ["Death", famDate(p.died, p.diedOn)],
      ] as const) {
        const start = date && famDay(cal, date);
        if (!date || start === null) continue;
        out.push({
          key: `fam:${tree.id.slice(0, 36)}:${p.id.slice(0, 30)}:${what === "Birth" ? "b" : "d"}`,
          name: `${what} of ${name}`.slice(0, 200),
          tree: tree.title,
          start,
          year: date.year,
          exact: !!date.month && !famDateProblem(cal, date),
          itemId: p.itemId,
        });
      }
    }
  }
  return out.sort((a, b) => a.start - b.start || a.name.localeCompare(b.name));
}
