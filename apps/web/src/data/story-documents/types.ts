// What the generated types cannot say about story_documents: the tools its check constraint allows.
/** story_documents.tool's values (the table's check; the bundle format takes the same list). */
export const STORY_DOCUMENT_TOOLS = ["story", "character-group", "relationships", "family-tree", "timeline", "flow-chart", "arc", "campaign"] as const;
export type StoryDocumentTool = (typeof STORY_DOCUMENT_TOOLS)[number];
