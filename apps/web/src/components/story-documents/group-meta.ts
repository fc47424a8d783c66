// A character group's own fields, kept in story_documents.data: its type and emblem colour.
// (Members are story_links rows; name and description are the document's title and summary.)
// Shared because Browse's cards of published groups show the type and emblem too.
export const GROUP_TYPES = ["party", "house", "guild", "crew", "cabal", "order", "company", "family", "court", "band"] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

export const EMBLEM_COLORS = ["#8a5a2b", "#b33a3a", "#c7842d", "#4f7a3a", "#2f6f73", "#355c9a", "#6a4c93", "#9b4f7a", "#555555"] as const;
export const COLOR_NAMES: Record<string, string> = {
  "#8a5a2b": "Bronze",
  "#b33a3a": "Crimson",
  "#c7842d": "Amber",
  "#4f7a3a": "Forest",
  "#2f6f73": "Teal",
  "#355c9a": "Sapphire",
  "#6a4c93": "Violet",
  "#9b4f7a": "Plum",
  "#555555": "Iron",
};

export interface GroupMeta {
  type: GroupType;
  color: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function groupMeta(data: Record<string, unknown>): GroupMeta {
  const type = GROUP_TYPES.includes(data.type as GroupType) ? (data.type as GroupType) : "party";
  const color = typeof data.color === "string" && HEX.test(data.color) ? data.color : EMBLEM_COLORS[0];
  return { type, color };
}

export const typeLabel = (t: GroupType) => t.charAt(0).toUpperCase() + t.slice(1);
export const NEW_GROUP_DATA: GroupMeta = { type: "party", color: EMBLEM_COLORS[0] };
