// /browse/family-trees/:id: a published family tree, read-only.
import { PublicDocumentPage } from "@/components/story-documents/public-document-page";
import { FamilyTreeView } from "./family-view";

export function PublicFamilyTreePage() {
  return <PublicDocumentPage>{(doc, links) => <FamilyTreeView doc={doc} links={links} />}</PublicDocumentPage>;
}
