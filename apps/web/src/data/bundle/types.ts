// The rows a bundle export reads (from the generated table types) and what the import's SQL functions
// answer. The bundle format itself (zod schema, build, split) lives with the library's transfer room.
import type { Narrow, Tables } from "@/lib/row-types";
import type { ListParams, Visibility } from "@/data/content-items/types";
import { NOTES_EMBED } from "@/data/content-items/notes";
import type { StoryDocumentTool } from "@/data/story-documents/types";
import type { LinkType } from "@/data/content-links/types";

export type ExportScope = { type: "all" } | { type: "filter"; params: ListParams } | { type: "ids"; ids: readonly string[] };

/** An item row as the export reads it (content_items columns that move with an item); `data` unchecked. */
export type ExportRow = Narrow<
  Pick<
    Tables<"content_items">,
    "id" | "kind" | "name" | "summary" | "data" | "tags" | "visibility" | "seed" | "generator_version" | "universe_id" | "created_at" | "updated_at"
  >,
  { data: Record<string, unknown>; visibility: Visibility }
> & {
  /** The owner's notes ('' when none). */
  notes?: string;
};
/** The columns an export reads; notes come embedded from their owner-only table (see content-items/notes.ts). */
export const EXPORT_COLUMNS = `id,kind,name,summary,data,tags,visibility,seed,generator_version,universe_id,created_at,updated_at,${NOTES_EMBED}` as const;

export type ExportUniverse = Narrow<
  Pick<Tables<"universes">, "id" | "name" | "description" | "genre" | "cover_color" | "visibility">,
  { visibility: Visibility }
>;

/** A link as the export reads it; `type` is one of content_links' check values. */
export type ExportLink = Narrow<Pick<Tables<"content_links">, "from_id" | "to_id" | "type">, { type: LinkType }>;

/** A story document as the export reads it: the row, its sections and its links to library items. */
export type ExportStory = Narrow<
  Pick<Tables<"story_documents">, "id" | "tool" | "title" | "data" | "visibility" | "summary" | "universe_id" | "created_at" | "updated_at">,
  {
    tool: StoryDocumentTool;
    /** For a relationship map, with `relations` and `positions` put back (see data/story-documents/with-relations.ts). */
    data: Record<string, unknown>;
    visibility: Visibility;
  }
> & {
  sections: ExportSection[];
  links: ExportStoryLink[];
  /** A map's layers and features ([] for other tools), in their order (docs/maps.md). */
  layers: ExportMapLayer[];
  features: ExportMapFeature[];
};

/** A map's layer as the export reads it (the map, the owner and the times stay behind). */
export type ExportMapLayer = Pick<Tables<"map_layers">, "id" | "name" | "position" | "secret" | "hidden_by_default">;
/** A map's feature as the export reads it: every column but the map, the owner and the times. */
export type ExportMapFeature = Narrow<
  Pick<
    Tables<"map_features">,
    | "id"
    | "layer_id"
    | "kind"
    | "geometry"
    | "label"
    | "note"
    | "icon"
    | "color"
    | "style"
    | "group_name"
    | "link_item_id"
    | "link_document_id"
    | "secret"
    | "position"
  >,
  { kind: "pin" | "region" | "path"; style: Record<string, unknown> }
>;

export type ExportSection = Narrow<
  Pick<Tables<"story_sections">, "id" | "parent_id" | "kind" | "title" | "body" | "status" | "position" | "words" | "synopsis" | "scene_date">,
  { kind: "part" | "chapter" | "scene"; body: Record<string, unknown>; status: "idea" | "draft" | "revised" | "done" }
>;

export type ExportStoryLink = Pick<Tables<"story_links">, "item_id" | "anchor" | "role" | "note" | "position">;

/** Everything an export read: toBundle (features/library/transfer/bundle/build.ts) makes the bundle of it. */
export interface ExportParts {
  rows: ExportRow[];
  universes: ExportUniverse[];
  links: ExportLink[];
  stories: ExportStory[];
}

export type ImportMode = "check" | "ask" | "copy" | "replace" | "skip";

export interface ImportConflict {
  /** 0-based position of the bundle item. */
  index: number;
  name: string;
  kind: string;
  existing_id: string;
  existing_name: string;
}

/** What import_bundle wrote: exactly what undo_import takes out again. */
export interface ImportReceipt {
  status: "imported";
  inserted: string[];
  replaced: { id: string; version: number | null }[];
  skipped: number;
  links: string[];
  universes: string[];
  /** Story documents written (bundle version 2; absent from older servers' receipts). */
  stories?: string[];
  /** Each imported map that had a picture: its new id and the old picture's path (the bytes are not in a bundle). */
  map_images?: { id: string; path: string }[];
}

export type ImportResult =
  | { status: "checked"; items: number; links: number; stories?: number; conflicts: ImportConflict[] }
  | { status: "conflicts"; items: number; links: number; conflicts: ImportConflict[] }
  | ImportReceipt;
