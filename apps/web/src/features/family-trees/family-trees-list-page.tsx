// /story-elements/family-trees: the list, each card with its number of people (the tree's model
// reads `data` through zod and shares modules with the generators, hence a chunk of its own).
import { GitFork } from "lucide-react";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";
import { famData, NEW_FAMILY_DATA } from "@/components/story-documents/family-data";
import { countPeople } from "./names";

const INTRO =
  "A family tree follows a bloodline across generations: parents of every kind (biological, adoptive, step, foster), marriages and partnerships, siblings worked out for you, births, deaths and ages. Add quick entries or characters from your library, and publish the tree to Browse when readers may see it.";

export function FamilyTreesListPage() {
  return (
    <ToolListPage slug="family-trees" intro={INTRO}>
      <DocumentList
        tool="family-tree"
        initialData={{ ...NEW_FAMILY_DATA }}
        emptyIcon={GitFork}
        emptyTitle="No family trees yet"
        emptyText="Begin your first one with New family tree."
        describe={(doc) => countPeople(famData(doc.data))}
      />
    </ToolListPage>
  );
}
