// /story-elements/family-trees: the list, each card with its number of people (the tree's model
// reads `data` through zod and shares modules with the generators, hence a chunk of its own).
import { GitFork } from "lucide-react";
import { DocumentList } from "../document-list";
import { famData, NEW_FAMILY_DATA } from "../family/family-data";
import { countPeople } from "../family/names";

export default function FamilyTreesList() {
  return (
    <DocumentList
      tool="family-tree"
      initialData={{ ...NEW_FAMILY_DATA }}
      emptyIcon={GitFork}
      emptyTitle="No family trees yet"
      emptyText="Begin your first one with New family tree."
      describe={(doc) => countPeople(famData(doc.data))}
    />
  );
}
