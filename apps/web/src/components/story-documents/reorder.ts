// Ordered lists (group members, chapters, scenes): moving one entry, by drag or by keyboard, and
// the position writes that follow. Positions are 0..n-1 in list order; only rows whose position
// changed are written.
export interface Positioned {
  id: string;
  position: number;
}

/** `list` with the entry at `from` moved to index `to` (both clamped); a new array. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/** `list` with the entry `id` moved by `delta` places (keyboard: -1 up, +1 down). */
export function moveBy<T extends { id: string }>(list: readonly T[], id: string, delta: number): T[] {
  const from = list.findIndex((e) => e.id === id);
  return from < 0 ? [...list] : move(list, from, from + delta);
}

/** `list` with `activeId` moved to where `overId` is (the drag's drop). */
export function moveOnto<T extends { id: string }>(list: readonly T[], activeId: string, overId: string): T[] {
  const from = list.findIndex((e) => e.id === activeId);
  const to = list.findIndex((e) => e.id === overId);
  return from < 0 || to < 0 ? [...list] : move(list, from, to);
}

/** The writes that make stored positions match the list's order. */
export function positionWrites(list: readonly Positioned[]): Positioned[] {
  return list.flatMap((e, i) => (e.position === i ? [] : [{ id: e.id, position: i }]));
}

/** The list renumbered 0..n-1 (for the cache, before the server has answered). */
export function renumber<T extends Positioned>(list: readonly T[]): T[] {
  return list.map((e, i) => (e.position === i ? e : { ...e, position: i }));
}
