// /browse/relationships/:id: a published relationship map, read-only.
import { PublicDocumentPage } from "@/components/story-documents/public-document-page";
import { RelationshipsView } from "./relationships-view";

export function PublicRelationshipsPage() {
  return <PublicDocumentPage>{(doc, links) => <RelationshipsView doc={doc} links={links} />}</PublicDocumentPage>;
}
