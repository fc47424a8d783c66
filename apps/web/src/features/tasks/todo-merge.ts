// Keeping the browser's task list and the account's in step (pure; use-todo-sync.ts runs it).
// A three-way merge: `base` is the list both sides last agreed on, `local` the browser's list now,
// `remote` the account's. Whatever one side changed since `base` wins over the other side's
// unchanged copy, so an edit, a delete, a new task or a new order made on either side survives,
// and a task made offline or while signed out is never lost.
import type { TodoRow } from "@/data/todos/todos";
import type { Task } from "./todo-store";

const byId = (list: Task[]) => new Map(list.map((t) => [t.id, t]));
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when the tasks both lists hold come in a different order. */
function reordered(base: Task[], list: Task[]): boolean {
  const inList = new Set(list.map((t) => t.id));
  const inBase = new Set(base.map((t) => t.id));
  const a = base.filter((t) => inList.has(t.id)).map((t) => t.id);
  const b = list.filter((t) => inBase.has(t.id)).map((t) => t.id);
  return a.some((id, i) => id !== b[i]);
}

/** One field: the side that changed it since base wins; with no base, local wins. */
function pick<T>(b: T | undefined, l: T, r: T): T {
  if (b === undefined) return l;
  return l !== b ? l : r;
}

/**
 * The merged list. `base` null means the two sides never agreed (the first sign-in in this
 * browser): every local task joins the account, except one whose text the account already has
 * as a task of its own (the same list typed on two devices is one list, not two).
 */
export function mergeTodos(base: Task[] | null, local: Task[], remote: Task[]): Task[] {
  const B = byId(base ?? []);
  const R = byId(remote);
  const kept = new Map<string, Task>();
  for (const l of local) {
    const b = B.get(l.id);
    const r = R.get(l.id);
    if (r) {
      kept.set(l.id, { id: l.id, text: pick(b?.text, l.text, r.text), completed: pick(b?.completed, l.completed, r.completed) });
    } else if (!b) {
      // New here. On a first merge, the account's own copy of the same task stands for it.
      const twin = base === null && remote.find((x) => !local.some((y) => y.id === x.id) && sameText(x.text, l.text));
      if (!twin) kept.set(l.id, l);
    } else if (l.text !== b.text || l.completed !== b.completed) {
      // Deleted in the account but changed here since: keeping it loses nothing.
      kept.set(l.id, l);
    }
  }
  for (const r of remote) {
    // New in the account (not deleted here since the last agreement).
    if (!kept.has(r.id) && !B.has(r.id) && !local.some((l) => l.id === r.id)) kept.set(r.id, r);
  }
  // Order: the account's, unless this browser reordered since base; the other side's tasks go
  // right after the task before them there (or at the end when the lists share none).
  const [first, second] = base !== null && reordered(base, local) ? [local, remote] : [remote, local];
  const order = first.filter((t) => kept.has(t.id)).map((t) => t.id);
  const anchored = second.some((t) => order.includes(t.id));
  let after = -1;
  for (const t of second) {
    const at = order.indexOf(t.id);
    if (at >= 0) after = at;
    else if (kept.has(t.id)) {
      if (anchored) order.splice(++after, 0, t.id);
      else order.push(t.id);
    }
  }
  return order.map((id) => kept.get(id)!);
}

/** The tasks as the account stores them: each one's place in the list is `position`. */
export const toRows = (list: Task[]): TodoRow[] => list.map((t, position) => ({ ...t, position }));

/** What to send so the account holds `next` when it holds `remote`: rows to upsert, ids to delete. */
export function todoChanges(remote: TodoRow[], next: Task[]): { upsert: TodoRow[]; remove: string[] } {
  const R = new Map(remote.map((r) => [r.id, r]));
  const upsert = toRows(next).filter((n) => {
    const r = R.get(n.id);
    return !r || r.text !== n.text || r.completed !== n.completed || r.position !== n.position;
  });
  const ids = new Set(next.map((t) => t.id));
  return { upsert, remove: remote.filter((r) => !ids.has(r.id)).map((r) => r.id) };
}

/** Two lists with the same tasks in the same order. */
export const sameList = (a: Task[], b: Task[]) =>
  a.length === b.length && a.every((t, i) => t.id === b[i]!.id && t.text === b[i]!.text && t.completed === b[i]!.completed);
