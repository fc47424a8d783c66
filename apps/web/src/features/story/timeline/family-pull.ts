// Births and deaths from the user's family trees, as timeline candidates. A family tree dates
// people in whole years, so each lands on the first day of its year in the timeline's calendar.
// A library character's name is read from the library (the tree stores only its id).
import { famData } from "../family/family-data";
import { dateProblem, toDay, type TLCalendar } from "./calendar";

export interface FamilyCandidate {
  /** Kept as the event's `source`, so the same birth is never pulled in twice. */
  key: string;
  name: string;
  tree: string;
  start: number;
  year: number;
  /** The library character to link, if the person is one. */
  itemId: string | null;
}

export function familyCandidates(trees: readonly { id: string; title: string; data: Record<string, unknown> }[], names: ReadonlyMap<string, string>, cal: TLCalendar): FamilyCandidate[] {
  const out: FamilyCandidate[] = [];
  for (const tree of trees) {
    const fam = famData(tree.data);
    for (const p of fam.people) {
      const name = (p.itemId ? names.get(p.itemId) : p.name.trim()) || "";
      if (!name) continue;
      for (const [what, year] of [["Birth", p.born], ["Death", p.died]] as const) {
        if (year === null || dateProblem(cal, year, 1, 1)) continue;
        out.push({ key: `fam:${tree.id.slice(0, 36)}:${p.id.slice(0, 30)}:${what === "Birth" ? "b" : "d"}`, name: `${what} of ${name}`.slice(0, 200), tree: tree.title, start: toDay(cal, { year, month: 1, day: 1 }), year, itemId: p.itemId });
      }
    }
  }
  return out.sort((a, b) => a.start - b.start || a.name.localeCompare(b.name));
}
