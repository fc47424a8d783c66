// The story tools' names, slugs and paths (see docs/story-tools.md); the rows themselves are typed
// in @/data/story-documents/types and @/data/story-links/types.
import type { StoryDoc, StoryTool } from "@/data/story-documents/types";

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
  maps: "map",
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
  map: "maps",
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
  map: ["map", "maps"],
};

export const nounCount = (tool: StoryTool, n: number) => `${n} ${TOOL_NOUN[tool][n === 1 ? 0 : 1]}`;

/** Where the owner edits a document. */
export const editPath = (d: Pick<StoryDoc, "id" | "tool">) => `/story-elements/${SLUG_OF_TOOL[d.tool]}/${d.id}`;
/** Where visitors read a published one (under /browse/<slug>; timelines are /browse/timelines). */
export const publicPath = (d: Pick<StoryDoc, "id" | "tool">) => `/browse/${d.tool === "timeline" ? "timelines" : SLUG_OF_TOOL[d.tool]}/${d.id}`;
