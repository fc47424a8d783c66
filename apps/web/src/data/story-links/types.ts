// story_links rows: a story document's links to library items, each with an `anchor` (the part of
// the document it belongs to: "" for the whole, a scene, a beat, an event…), a role and a note.
import type { Narrow, Tables } from "@/lib/row-types";
import type { StoryVisibility } from "@/data/story-documents/types";

export type StoryLink = Pick<Tables<"story_links">, "id" | "document_id" | "item_id" | "anchor" | "role" | "note" | "position">;

/** A linked library item as the story tools show it (also what the item pickers return). */
export type LinkedItem = Narrow<
  Pick<Tables<"content_items">, "id" | "name" | "kind" | "summary" | "visibility" | "deleted_at">,
  { visibility: StoryVisibility }
>;

/** A link with its item; `item` is null when the reader may not read the item. */
export type StoryLinkWithItem = StoryLink & { item: LinkedItem | null };

export type NewStoryLink = Pick<StoryLink, "document_id" | "item_id"> & Partial<Pick<StoryLink, "anchor" | "role" | "note" | "position">>;
