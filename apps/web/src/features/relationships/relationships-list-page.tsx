// /story-elements/relationships: the list, each card with its number of relations.
import { Network } from "lucide-react";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";
import { NEW_MAP_DATA, relData } from "./relation-data";
import { counted } from "@/components/story-documents/counted";

const INTRO =
  "A relationship map is a web of who stands where with whom: allies, rivals, family, debts and fears between your characters, factions, places and deities. Draw it on a canvas or build it from the keyboard, filter it, focus on one person, and publish it to Browse when readers may see it.";

export function RelationshipsListPage() {
  return (
    <ToolListPage slug="relationships" intro={INTRO}>
      <DocumentList
        tool="relationships"
        initialData={{ ...NEW_MAP_DATA }}
        emptyIcon={Network}
        emptyTitle="No relationship maps yet"
        emptyText="Begin your first one with New relationship map."
        describe={(doc) => counted(doc.relation_count ?? relData(doc.data).relations.length, "relation")}
      />
    </ToolListPage>
  );
}
