// The link types an item can have to another: the same list as content_links' check
// (supabase/migrations/20261122008200_item_notes_links.sql), so a row read from the table may be
// narrowed to it (`Narrow`, `.overrideTypes`). The words read from each end are the library's
// (features/library/item/link-types.ts).
export const LINK_TYPES = [
  "member of",
  "located in",
  "rules",
  "worships",
  "allied with",
  "enemy of",
  "parent of",
  "child of",
  "speaks",
  "created",
  "owns",
  "serves",
  "founded",
  "lives in",
  "related to",
] as const;

export type LinkType = (typeof LINK_TYPES)[number];
