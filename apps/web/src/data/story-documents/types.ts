// story_documents rows as the story tools read them: the generated row (docs/data-room.md) with what
// the generator cannot know, the tools the table's check allows, `visibility`'s two values and
// `data`'s object shape (each tool keeps its own keys in it, see docs/story-tools.md).
import type { Narrow, Tables } from "@/lib/row-types";

/** story_documents.tool's values (the table's check; the bundle format takes the same list). */
export const STORY_DOCUMENT_TOOLS = ["story", "character-group", "relationships", "family-tree", "timeline", "flow-chart", "arc", "campaign", "map"] as const;
export type StoryDocumentTool = (typeof STORY_DOCUMENT_TOOLS)[number];
export type StoryTool = StoryDocumentTool;
export type StoryVisibility = "private" | "public";

/** What a read of story_documents says once, at the end of its chain (`.overrideTypes<…>()`). */
export type StoryDocNarrowing = { tool: StoryTool; visibility: StoryVisibility; data: Record<string, unknown> };

export type StoryDoc = Narrow<Tables<"story_documents">, StoryDocNarrowing> & {
  /** Relationship maps in the owner's lists: how many relations (story_relations rows) it has. */
  relation_count?: number;
};

/** The fields a save may change (the database keeps `version`, `updated_at` and the owner). */
export type DocPatch = Partial<Pick<StoryDoc, "title" | "summary" | "data" | "visibility" | "universe_id">>;

/** The owner's list order. */
export type SortKey = "updated" | "title" | "created";
