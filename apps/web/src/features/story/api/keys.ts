// Query keys for the story tools, declared once in @/data/story-documents/keys (the library's
// item page reads "appears in" from the same root); every mutation invalidates `all`.
export { storyDocumentKeys as storyKeys } from "@/data/story-documents/keys";
