// The one declaration of the ["story_documents"] query-key root; every story mutation invalidates `all`.
const all = ["story_documents"] as const;

export const storyDocumentKeys = {
  all,
  mine: (userId: string, tool: string, universe: string | null) => [...all, "mine", userId, tool, universe] as const,
  recent: (userId: string, universe: string | null) => [...all, "recent", userId, universe] as const,
  counts: (userId: string, universe: string | null) => [...all, "counts", userId, universe] as const,
  trash: (userId: string, tool: string) => [...all, "trash", userId, tool] as const,
  doc: (id: string) => [...all, "doc", id] as const,
  links: (id: string) => [...all, "links", id] as const,
  publicList: (tool: string) => [...all, "public", tool] as const,
  /** The stories an item appears in (read by the library's item page). */
  appearsIn: (itemId: string) => [...all, "appears-in", itemId] as const,
  /** An item's relations from the relationship maps the viewer may read (the library's item page). */
  itemRelations: (itemId: string, viewer: string) => [...all, "item-relations", itemId, viewer] as const,
  notes: (id: string) => [...all, "notes", id] as const,
  /** The author's daily word goal and streak on a story (owner only). */
  progress: (id: string) => [...all, "progress", id] as const,
  /** The author's comments on one scene (owner only). */
  comments: (sectionId: string) => [...all, "comments", sectionId] as const,
  /** The owner's family trees, for the timeline's pull-in dialog. */
  familyTrees: (ownerId: string | undefined) => [...all, "family-trees", ownerId] as const,
};
