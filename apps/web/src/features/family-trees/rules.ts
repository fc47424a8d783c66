// The family tree's rules as pure functions: every edit returns the new data or a refusal with a
// message, and a refused edit changes nothing. A person can never become their own ancestor.
import { compareFamDates, famDate, yearsBetween } from "@/components/story-documents/family-dates";
import { isAncestor, type FamilyData, type ParentType, type Partnership, type Person } from "@/components/story-documents/family-data";

export type EditResult = { ok: true; data: FamilyData } | { ok: false; error: string };

/** Makes `parent` a parent of `child`, unless that is themselves, already so, or would close a loop. */
export function addParent(data: FamilyData, child: string, parent: string, type: ParentType, nameOf: (id: string) => string = (id) => id): EditResult {
  const has = (id: string) => data.people.some((p) => p.id === id);
  if (!has(child) || !has(parent)) return { ok: false, error: "Both people must be in the tree." };
  if (child === parent) return { ok: false, error: `${nameOf(child)} cannot be their own parent.` };
  if (data.parents.some((l) => l.child === child && l.parent === parent))
    return { ok: false, error: `${nameOf(parent)} is already a parent of ${nameOf(child)}.` };
  if (isAncestor(data.parents, child, parent))
    return { ok: false, error: `${nameOf(parent)} is a descendant of ${nameOf(child)}, so cannot be their parent: nobody can become their own ancestor.` };
  return { ok: true, data: { ...data, parents: [...data.parents, { child, parent, type }] } };
}

export function setParentType(data: FamilyData, child: string, parent: string, type: ParentType): FamilyData {
  return { ...data, parents: data.parents.map((l) => (l.child === child && l.parent === parent ? { ...l, type } : l)) };
}

export function removeParent(data: FamilyData, child: string, parent: string): FamilyData {
  return { ...data, parents: data.parents.filter((l) => !(l.child === child && l.parent === parent)) };
}

export function addPartnership(data: FamilyData, p: Partnership, nameOf: (id: string) => string = (id) => id): EditResult {
  if (p.a === p.b) return { ok: false, error: `${nameOf(p.a)} cannot be their own partner.` };
  if (!data.people.some((x) => x.id === p.a) || !data.people.some((x) => x.id === p.b)) return { ok: false, error: "Both people must be in the tree." };
  if (data.partnerships.some((x) => (x.a === p.a && x.b === p.b) || (x.a === p.b && x.b === p.a)))
    return { ok: false, error: `${nameOf(p.a)} and ${nameOf(p.b)} are already partners: edit that partnership instead.` };
  const start = famDate(p.start, p.startOn);
  const end = famDate(p.end, p.endOn);
  if (start && end && compareFamDates(end, start) < 0) return { ok: false, error: "A partnership cannot end before it starts." };
  return { ok: true, data: { ...data, partnerships: [...data.partnerships, p] } };
}

export function addPerson(data: FamilyData, p: Person): FamilyData {
  return { ...data, people: [...data.people, p] };
}

export function updatePerson(data: FamilyData, id: string, patch: Partial<Omit<Person, "id">>): FamilyData {
  return { ...data, people: data.people.map((p) => (p.id === id ? { ...p, ...patch } : p)) };
}

/** Removes people with their parent links and partnerships. */
export function removePeople(data: FamilyData, ids: ReadonlySet<string>): FamilyData {
  return {
    ...data,
    people: data.people.filter((p) => !ids.has(p.id)),
    parents: data.parents.filter((l) => !ids.has(l.child) && !ids.has(l.parent)),
    partnerships: data.partnerships.filter((p) => !ids.has(p.a) && !ids.has(p.b)),
  };
}

export const parentsOf = (data: FamilyData, id: string) => data.parents.filter((l) => l.child === id);
export const childrenOf = (data: FamilyData, id: string) => data.parents.filter((l) => l.parent === id).map((l) => l.child);
export const partnersOf = (data: FamilyData, id: string) =>
  data.partnerships.filter((p) => p.a === id || p.b === id).map((p) => ({ ...p, other: p.a === id ? p.b : p.a }));

/** Siblings are derived, never stored: people sharing a parent; "full" when they share every parent (two or more). */
export function siblingsOf(data: FamilyData, id: string): { id: string; full: boolean }[] {
  const mine = new Set(parentsOf(data, id).map((l) => l.parent));
  if (!mine.size) return [];
  const others = new Map<string, Set<string>>();
  for (const l of data.parents) {
    if (l.child === id || !mine.has(l.parent)) continue;
    others.set(l.child, (others.get(l.child) ?? new Set()).add(l.parent));
  }
  const out: { id: string; full: boolean }[] = [];
  for (const [sib] of others) {
    const theirs = new Set(parentsOf(data, sib).map((l) => l.parent));
    const full = mine.size >= 2 && theirs.size === mine.size && [...mine].every((p) => theirs.has(p));
    out.push({ id: sib, full });
  }
  return out;
}

/** Age in whole years at death, or at the story's present year for the living (counted from the
 * birthday when both month and day are known); null when unknown or negative. */
export function ageOf(p: Pick<Person, "born" | "died" | "bornOn" | "diedOn">, today: number | null): { years: number; atDeath: boolean } | null {
  const born = famDate(p.born, p.bornOn);
  const end = p.died !== null ? famDate(p.died, p.diedOn) : famDate(today, null);
  if (!born || !end || compareFamDates(end, born) < 0) return null;
  return { years: Math.max(0, yearsBetween(born, end)), atDeath: p.died !== null };
}

/** Does the parent graph have a cycle? (For tests: accepted edits must never make one.) */
export function hasCycle(data: FamilyData): boolean {
  const down = new Map<string, string[]>();
  for (const l of data.parents) down.set(l.parent, [...(down.get(l.parent) ?? []), l.child]);
  const state = new Map<string, 1 | 2>();
  const visit = (start: string): boolean => {
    const stack: [string, number][] = [[start, 0]];
    state.set(start, 1);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const kids = down.get(top[0]) ?? [];
      if (top[1] < kids.length) {
        const k = kids[top[1]++]!;
        const s = state.get(k);
        if (s === 1) return true;
        if (!s) {
          state.set(k, 1);
          stack.push([k, 0]);
        }
      } else {
        state.set(top[0], 2);
        stack.pop();
      }
    }
    return false;
  };
  return data.people.some((p) => !state.has(p.id) && visit(p.id));
}
