// Query keys for the story tools; every mutation invalidates `all`.
export const storyKeys = {
  all: ["story_documents"] as const,
  mine: (userId: string, tool: string, universe: string | null) => ["story_documents", "mine", userId, tool, universe] as const,
  recent: (userId: string, universe: string | null) => ["story_documents", "recent", userId, universe] as const,
  counts: (userId: string, universe: string | null) => ["story_documents", "counts", userId, universe] as const,
  trash: (userId: string, tool: string) => ["story_documents", "trash", userId, tool] as const,
  doc: (id: string) => ["story_documents", "doc", id] as const,
  links: (id: string) => ["story_documents", "links", id] as const,
  publicList: (tool: string) => ["story_documents", "public", tool] as const,
  appearsIn: (itemId: string) => ["story_documents", "appears-in", itemId] as const,
  notes: (id: string) => ["story_documents", "notes", id] as const,
};
