// /browse/character-groups/:id: a published group's card; members that are public items link to their page.
import { PublicDocumentPage } from "@/components/story-documents/public-document-page";
import { GroupCard } from "./group-card";

export function PublicGroupPage() {
  return (
    <PublicDocumentPage>
      {(doc, links) => <GroupCard doc={doc} members={links} memberHref={(m) => (m.item?.visibility === "public" ? `/browse/item/${m.item_id}` : null)} />}
    </PublicDocumentPage>
  );
}
