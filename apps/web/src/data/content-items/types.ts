// Row and list-parameter types for content_items as the library reads them.
import type { FieldValue } from "@worldloom/generators";
import type { Narrow, Tables } from "@/lib/row-types";

export type Visibility = "private" | "public";
export type SortKey = "newest" | "oldest" | "name" | "liked";

export interface SavedField {
  key: string;
  label: string;
  value: FieldValue;
}
export interface SavedSection {
  title: string;
  markdown: string;
}
/** The generator's full result as stored in `data` (every part optional: rows may be hand-made). */
export interface SavedData {
  fields?: SavedField[];
  sections?: SavedSection[];
  [k: string]: unknown;
}

/**
 * What the generated row type cannot say about content_items: the shape of the jsonb `data` and the
 * two values `visibility`'s check allows. Queries that read those columns narrow to it with
 * `.overrideTypes<ContentNarrowing>()` (or an array of it), once, where the rows are read.
 */
export type ContentNarrowing = { data: SavedData; visibility: Visibility };

/**
 * A content_items row as the app reads it: the generated row (docs/style.md rule 13) without the
 * full-text `search` column, narrowed. `like_count` is kept by a trigger from content_likes; a row
 * with `deleted_at` set is in the trash (the server purges it 30 days later).
 */
export type ContentRow = Narrow<Omit<Tables<"content_items">, "search">, ContentNarrowing> & {
  /** The owner's Markdown notes, from the owner-only content_item_notes table ('' when none or
   * when the reader is not the owner; absent on rows read without that embed, e.g. lists). */
  notes?: string;
};

/** List rows (SUMMARY_COLUMNS) leave `data` behind: cards never need it. */
export type ContentSummary = Pick<
  ContentRow,
  "id" | "owner_id" | "kind" | "name" | "summary" | "tags" | "visibility" | "created_at" | "updated_at" | "like_count"
>;
export const SUMMARY_COLUMNS = "id,owner_id,kind,name,summary,tags,visibility,created_at,updated_at,like_count";

export interface ListParams {
  q: string;
  kind: string;
  visibility: "" | Visibility;
  /** One tag the items must carry ("" for any). */
  tag: string;
  /** My Content only: a universe id, "none" for items in no universe, "" or absent for all. */
  universe?: string;
  sort: SortKey;
  /** Keyset cursor (see list-query.ts): the page after this row, or before it; "" for the first page. */
  after: string;
  before: string;
}

export const PAGE_SIZE = 24;

export interface Page<T> {
  rows: T[];
  /** Rows matching the filters: exact when the first page holds them all, else the planner's estimate. */
  total: number;
  totalExact: boolean;
  /** Cursors for the neighbouring pages (null: there is none). */
  next: string | null;
  prev: string | null;
}
