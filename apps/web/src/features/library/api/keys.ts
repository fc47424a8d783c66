// Query keys for content_items in the library; mutations invalidate `all` so every list refreshes
// (the generators' save uses the same ["content_items"] root). A like is narrower: see toggle-like.ts.
import type { ListParams } from "./types";

export const libraryKeys = {
  all: ["content_items"] as const,
  /** Every page of My Content (root of `mine`). */
  mineAll: ["content_items", "mine"] as const,
  mine: (p: ListParams) => ["content_items", "mine", p] as const,
  item: (id: string) => ["content_items", "item", id] as const,
  /** Every page of Browse and its sections (root of `public`). */
  publicAll: ["content_items", "public"] as const,
  public: (p: ListParams & { kinds: readonly string[] }) => ["content_items", "public", p] as const,
  links: (id: string) => ["content_links", id] as const,
  linkTargets: (ownerId: string, kind: string) => ["content_items", "link-targets", ownerId, kind] as const,
  author: (id: string) => ["profiles", "author", id] as const,
  /** Which of these items the signed-in user has liked (root ["content_likes"]). */
  likesAll: ["content_likes"] as const,
  myLikes: (userId: string, ids: readonly string[]) => ["content_likes", "mine", userId, ids] as const,
  trash: (ownerId: string) => ["content_items", "trash", ownerId] as const,
  versions: (id: string) => ["content_items", "versions", id] as const,
  /** A public item's public universe and the universe's other public items. */
  publicUniverse: (universeId: string, itemId: string) => ["content_items", "public-universe", universeId, itemId] as const,
};
