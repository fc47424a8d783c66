// Story documents as the web app sees them (see docs/story-tools.md).
export type StoryTool = "story" | "character-group" | "relationships" | "family-tree" | "timeline" | "flow-chart" | "arc" | "campaign";
export type Visibility = "private" | "public";

export interface StoryDoc {
  id: string;
  owner_id: string;
  universe_id: string | null;
  tool: StoryTool;
  title: string;
  summary: string;
  data: Record<string, unknown>;
  visibility: Visibility;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Relationship maps in the owner's lists: how many relations (story_relations rows) it has. */
  relation_count?: number;
}

export interface StoryLink {
  id: string;
  document_id: string;
  item_id: string;
  anchor: string;
  role: string;
  note: string;
  position: number;
}

/** Which tool each /story-elements/<slug> page edits (arcs-campaigns holds two kinds). */
export const TOOL_OF_SLUG: Record<string, StoryTool> = {
  stories: "story",
  "character-groups": "character-group",
  relationships: "relationships",
  timeline: "timeline",
  timelines: "timeline",
  "family-trees": "family-tree",
  "flow-chart": "flow-chart",
  "arcs-campaigns": "arc",
};

export const SLUG_OF_TOOL: Record<StoryTool, string> = {
  story: "stories",
  "character-group": "character-groups",
  relationships: "relationships",
  timeline: "timeline",
  "family-tree": "family-trees",
  "flow-chart": "flow-chart",
  arc: "arcs-campaigns",
  campaign: "arcs-campaigns",
};

/** One document, singular and plural, as the lists say it. */
export const TOOL_NOUN: Record<StoryTool, [string, string]> = {
  story: ["story", "stories"],
  "character-group": ["group", "groups"],
  relationships: ["relationship map", "relationship maps"],
  timeline: ["timeline", "timelines"],
  "family-tree": ["family tree", "family trees"],
  "flow-chart": ["flow chart", "flow charts"],
  arc: ["arc", "arcs"],
  campaign: ["campaign", "campaigns"],
};

export const nounCount = (tool: StoryTool, n: number) => `${n} ${TOOL_NOUN[tool][n === 1 ? 0 : 1]}`;

/** Where the owner edits a document. */
export const editPath = (d: Pick<StoryDoc, "id" | "tool">) => `/story-elements/${SLUG_OF_TOOL[d.tool]}/${d.id}`;
/** Where visitors read a published one (stories, groups and relationship maps have browse sections so far). */
export const publicPath = (d: Pick<StoryDoc, "id" | "tool">) => `/browse/${d.tool === "timeline" ? "timelines" : SLUG_OF_TOOL[d.tool]}/${d.id}`;

/** The database's check constraints as sentences a writer understands. */
export function friendlyError(message: string): string {
  if (/title_length/.test(message)) return "A title needs 1 to 200 characters.";
  if (/summary_length/.test(message)) return "The description can be at most 4,000 characters.";
  if (/data_object/.test(message)) return "This document is too large to save (2 MB at most).";
  if (/notes_length/.test(message)) return "Notes can be at most 20,000 characters.";
  if (/role_length/.test(message)) return "A role can be at most 80 characters.";
  if (/note_length/.test(message)) return "A member's note can be at most 1,000 characters.";
  return message;
}
