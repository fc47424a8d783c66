// A copy named "… (copy)", private, with the original's relations (a map) and links; if the links
// cannot be copied, the copy is deleted again. It sits with the links because this room uses
// story-documents and never the other way (docs/data-room.md).
import { createDocument } from "@/data/story-documents/create-document";
import { deleteForever } from "@/data/story-documents/delete-document";
import type { StoryDoc } from "@/data/story-documents/types";
import { withRelations } from "@/data/story-documents/with-relations";
import { addLinks } from "./add-link";
import { getLinks } from "./get-links";

export async function duplicateDocument(doc: StoryDoc): Promise<StoryDoc> {
  const title = `${doc.title.slice(0, 193)} (copy)`;
  const { data } = await withRelations(doc);
  const copy = await createDocument({ tool: doc.tool, title, universe_id: doc.universe_id, summary: doc.summary, data });
  if (doc.tool === "relationships") copy.data = (await withRelations(copy)).data;
  const links = (await getLinks(doc.id)).filter((l) => l.item);
  try {
    await addLinks(links.map((l) => ({ document_id: copy.id, item_id: l.item_id, anchor: l.anchor, role: l.role, note: l.note, position: l.position })));
  } catch (e) {
    await deleteForever(copy.id);
    throw e;
  }
  return copy;
}
