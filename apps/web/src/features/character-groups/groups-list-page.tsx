// /story-elements/character-groups: the list, each card with the group's type and member count.
import { Users } from "lucide-react";
import { Link } from "react-router";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { DocumentList } from "@/components/story-documents/document-list";
import { groupMeta, NEW_GROUP_DATA, typeLabel } from "@/components/story-documents/group-meta";
import { ToolListPage } from "@/components/story-documents/tool-list-page";

const INTRO =
  "A group gathers characters from your library: an adventuring party, a noble house, a thieves' guild, a ship's crew. Give each member a role and a note, put them in order, and publish the group to Browse when it is ready.";

function GroupLine({ doc }: { doc: StoryDoc }) {
  const links = useLinks(doc.id);
  const n = (links.data ?? []).filter((l) => l.anchor === "" && l.item).length;
  return (
    <>
      {typeLabel(groupMeta(doc.data).type)}
      {links.data && ` · ${n} ${n === 1 ? "member" : "members"}`}
    </>
  );
}

export function CharacterGroupsListPage() {
  return (
    <ToolListPage slug="character-groups" intro={INTRO}>
      <DocumentList
        tool="character-group"
        initialData={{ ...NEW_GROUP_DATA }}
        emptyIcon={Users}
        emptyTitle="No character groups yet"
        emptyText={
          <>
            Save a few characters from the{" "}
            <Link className="text-primary underline underline-offset-4" to="/generators/character">
              character generator
            </Link>{" "}
            first, then gather them with New group.
          </>
        }
        describe={(doc) => <GroupLine doc={doc} />}
      />
    </ToolListPage>
  );
}
