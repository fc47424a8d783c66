// The story tools' reads and writes live in the data room (@/data/story-documents, @/data/story-links,
// @/data/content-items); the tools import them from there. This file names them as they were named
// here for the manuscript (stories/, api/sections.ts), until it moves too.
import { saveVersioned, type DocPatch, type SaveResult } from "./save";
import { updateVersioned } from "@/data/story-documents/save-document";

export { likePattern } from "@/lib/like-pattern";
export type { SortKey } from "@/data/story-documents/types";
export { listMine, useMyDocuments } from "@/data/story-documents/get-my-documents";
export { listRecent, useRecentDocuments } from "@/data/story-documents/get-recent-documents";
export { storyCounts, useStoryCounts } from "@/data/story-documents/get-story-counts";
export { listTrash, useTrash } from "@/data/story-documents/get-trash";
export { getDocument, documentOptions, useDocument } from "@/data/story-documents/get-document";
export { withRelations } from "@/data/story-documents/with-relations";
export { listPublic, usePublicDocuments } from "@/data/story-documents/get-public-documents";
export { createDocument } from "@/data/story-documents/create-document";
export { updateVersioned } from "@/data/story-documents/save-document";
export { patchDocument } from "@/data/story-documents/patch-document";
export { setTrashed } from "@/data/story-documents/trash-documents";
export { deleteForever } from "@/data/story-documents/delete-document";
export { duplicateDocument } from "@/data/story-documents/duplicate-document";
export type { LinkedItem, StoryLinkWithItem } from "@/data/story-links/types";
export { getLinks, useLinks } from "@/data/story-links/get-links";
export { addLink } from "@/data/story-links/add-link";
export { updateLink } from "@/data/story-links/update-link";
export { removeLink } from "@/data/story-links/remove-link";
export { searchOwnItems as searchMyItems } from "@/data/content-items/search-own-items";
export { getAuthorName, useAuthorName } from "@/data/profiles/get-author";

export const saveDocument = (id: string, version: number, patch: DocPatch): Promise<SaveResult> => saveVersioned(updateVersioned, id, version, patch);
