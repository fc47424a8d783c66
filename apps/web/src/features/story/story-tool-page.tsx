// /story-elements/<tool>: the tool's list of the user's documents (Story Arcs & Campaigns: its two tabs).
import { BookOpen, GitFork, Network, TimelineIcon, Users, Workflow } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { STORY_TOOLS } from "@/lib/catalog";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { ArcsCampaignsPage } from "./arcs/arcs-page";
import { DocumentList } from "./document-list";
import { groupMeta, NEW_GROUP_DATA, typeLabel } from "./groups/group-meta";
import { NEW_MAP_DATA, relData } from "./relationships/relation-data";
import { famData, NEW_FAMILY_DATA } from "./family/family-data";
import { countPeople } from "./family/names";
import { NEW_TIMELINE_DATA, tlData } from "./timeline/model";

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

const counted = (n: number, what: string) => `${n} ${n === 1 ? what : `${what}s`}`;

/** Each tool's page under /story-elements/<slug>: built only when that tool is opened. */
const TOOL_PAGES: Record<string, () => ReactNode> = {
  stories: () => (
    <DocumentList
      tool="story"
      emptyIcon={BookOpen}
      emptyTitle="No stories yet"
      emptyText="A story is a manuscript in parts, chapters and scenes. Write each scene in the editor, mention your characters and places as you go, and see the word count grow. Publish it to Browse when readers may see it."
    />
  ),
  "character-groups": () => (
    <DocumentList
      tool="character-group"
      initialData={{ ...NEW_GROUP_DATA }}
      emptyIcon={Users}
      emptyTitle="No character groups yet"
      emptyText={
        <>
          A group gathers characters from your library: an adventuring party, a noble house, a thieves' guild, a ship's crew. Give each member a role and a
          note, put them in order, and publish the group to Browse when it is ready. Save a few characters from the{" "}
          <Link className="text-primary underline underline-offset-4" to="/generators/character">
            character generator
          </Link>{" "}
          first.
        </>
      }
      describe={(doc) => <GroupLine doc={doc} />}
    />
  ),
  "arcs-campaigns": () => <ArcsCampaignsPage />,
  relationships: () => (
    <DocumentList
      tool="relationships"
      initialData={{ ...NEW_MAP_DATA }}
      emptyIcon={Network}
      emptyTitle="No relationship maps yet"
      emptyText="A relationship map is a web of who stands where with whom: allies, rivals, family, debts and fears between your characters, factions, places and deities. Draw it on a canvas or build it from the keyboard, filter it, focus on one person, and publish it to Browse when readers may see it."
      describe={(doc) => counted(doc.relation_count ?? relData(doc.data).relations.length, "relation")}
    />
  ),
  timeline: () => (
    <DocumentList
      tool="timeline"
      initialData={{ ...NEW_TIMELINE_DATA }}
      emptyIcon={TimelineIcon}
      emptyTitle="No timelines yet"
      emptyText="A timeline puts your world's history in order: wars as spans, coronations as points, ages as bands behind them, a lane for each house or land. Date it in a calendar you saved from the calendar generator or in the Gregorian one, pull in the events you generated, and publish it to Browse when readers may see it."
      describe={(doc) => counted(tlData(doc.data).events.length, "event")}
    />
  ),
  "family-trees": () => (
    <DocumentList
      tool="family-tree"
      initialData={{ ...NEW_FAMILY_DATA }}
      emptyIcon={GitFork}
      emptyTitle="No family trees yet"
      emptyText="A family tree follows a bloodline across generations: parents of every kind (biological, adoptive, step, foster), marriages and partnerships, siblings worked out for you, births, deaths and ages. Add quick entries or characters from your library, and publish the tree to Browse when readers may see it."
      describe={(doc) => countPeople(famData(doc.data))}
    />
  ),
  "flow-chart": () => (
    <DocumentList
      tool="flow-chart"
      initialData={{ nodes: [], edges: [] }}
      emptyIcon={Workflow}
      emptyTitle="No flow charts yet"
      emptyText="A flow chart lays out a branching plot, a quest or a dialogue: start and end, scenes, decisions and their outcomes, with labelled arrows between them. Link nodes to your characters and places, lay it out automatically, and export it as PNG, SVG or JSON. Flow charts stay private."
      describe={(doc) => counted(Array.isArray(doc.data.nodes) ? doc.data.nodes.length : 0, "node")}
    />
  ),
};

export function StoryToolPage() {
  const slug = useLocation().pathname.split("/")[2];
  const tool = STORY_TOOLS.find((t) => t.slug === slug) ?? STORY_TOOLS[0]!;
  const Page = TOOL_PAGES[tool.slug] ?? TOOL_PAGES.stories!;
  return (
    <PageContainer>
      <PageHeader title={tool.title} description={tool.blurb}>
        <Button asChild variant="outline">
          <Link to="/story-elements">All story tools</Link>
        </Button>
      </PageHeader>
      <Page />
    </PageContainer>
  );
}
