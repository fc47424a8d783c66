// /browse/stories/:id: a published story in the reader.
import { PublicDocumentPage } from "@/components/story-documents/public-document-page";
import { StoryReader } from "./story-reader";

export function PublicStoryPage() {
  return <PublicDocumentPage>{(doc) => <StoryReader doc={doc} />}</PublicDocumentPage>;
}
