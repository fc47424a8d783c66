// The story_sections query keys. They sit under the ["story_documents"] root on purpose: every
// story mutation that invalidates that root refreshes a manuscript too, and the story autosave's
// own invalidation skips them by their second element ("sections").
const all = ["story_documents", "sections"] as const;

export const storySectionKeys = {
  all,
  /** A story's rows, without the scenes' text. */
  list: (documentId: string) => [...all, documentId] as const,
  /** Every scene's text of a story (the reader's). */
  bodies: (documentId: string) => [...all, "bodies", documentId] as const,
  /** One scene's text as saved at `version` (the list's row says which version it holds). */
  body: (sectionId: string, version: number) => [...all, "body", sectionId, version] as const,
};
