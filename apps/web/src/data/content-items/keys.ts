// The one declaration of the ["content_items"] query-key root and every key under it. Whoever saves,
// edits, moves or deletes an item invalidates `all`, so every list, count and picker below refreshes:
// that is why the dashboard, the generators' world, the universes and the story pickers sit here too.
// A like is narrower (see data/content-likes/toggle-like.ts).
import type { ListParams } from "./types";

const all = ["content_items"] as const;

export const contentItemKeys = {
  all,
  /** Every page of My Content (root of `mine`). */
  mineAll: [...all, "mine"] as const,
  /** One page of My Content (the owner last, as the cache has always held it). */
  mine: (p: ListParams, ownerId: string) => [...all, "mine", p, ownerId] as const,
  item: (id: string) => [...all, "item", id] as const,
  /** Every page of Browse and its sections (root of `public`). */
  publicAll: [...all, "public"] as const,
  public: (p: ListParams & { kinds: readonly string[] }) => [...all, "public", p] as const,
  linkTargets: (ownerId: string, kind: string) => [...all, "link-targets", ownerId, kind] as const,
  trash: (ownerId: string) => [...all, "trash", ownerId] as const,
  versions: (id: string) => [...all, "versions", id] as const,
  /** A public item's public universe and the universe's other public items. */
  publicUniverse: (universeId: string, itemId: string) => [...all, "public-universe", universeId, itemId] as const,
  /** The generators' world: the items they weave into a result. */
  world: (userId: string, universeId: string | null) => [...all, "world", userId, universeId] as const,
  /** The dashboard's counts and recent items. */
  dashboardCounts: (ownerId: string, universeId: string | null = null) => [...all, "dashboard", "counts", ownerId, universeId] as const,
  dashboardRecent: (ownerId: string, universeId: string | null = null) => [...all, "dashboard", "recent", ownerId, universeId] as const,
  /** Universes, with their item counts (which change with every item save, move or delete). */
  universesAll: [...all, "universes"] as const,
  universesMine: (ownerId: string) => [...all, "universes", "mine", ownerId] as const,
  /** The story tools' item pickers: `kinds` is "any" or the one kind searched. */
  storyPicker: (userId: string | undefined, kinds: string, q: string) => [...all, "story-picker", userId, kinds, q] as const,
  /** The timeline's calendar picker and pull-in dialog: the owner's items of one kind, with their data. */
  ofKind: (ownerId: string | undefined, kind: string) => [...all, "of-kind", ownerId, kind] as const,
  /** The owner's saved copies of one generated result (kind and seed): the generator's Saved state. */
  savedCopies: (ownerId: string, kind: string, seed: string) => [...all, "saved-copies", ownerId, kind, seed] as const,
  /** The calendar a universe's family trees count dates in (its newest calendar item). */
  universeCalendar: (universeId: string | null) => [...all, "universe-calendar", universeId] as const,
  /** The language items of a universe, newest first: a generated map's names are made in one. */
  universeLanguages: (universeId: string | null) => [...all, "universe-languages", universeId] as const,
};
