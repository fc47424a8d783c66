// /story-elements/relationships: the list, each card with its number of relations.
import { Network } from "lucide-react";
import { DocumentList } from "../document-list";
import { NEW_MAP_DATA, relData } from "../relationships/relation-data";
import { counted } from "./counted";

export default function RelationshipsList() {
  return (
    <DocumentList
      tool="relationships"
      initialData={{ ...NEW_MAP_DATA }}
      emptyIcon={Network}
      emptyTitle="No relationship maps yet"
      emptyText="Begin your first one with New relationship map."
      describe={(doc) => counted(doc.relation_count ?? relData(doc.data).relations.length, "relation")}
    />
  );
}
