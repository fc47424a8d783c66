// /story-elements/<tool>: the tool's list of the user's documents (Story Arcs & Campaigns: its two tabs).
import { BookOpen, Workflow } from "lucide-react";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { SpinnerScreen } from "@/components/ui/spinner";
import type { QueryClient } from "@tanstack/react-query";
import { myDocumentsOptions } from "@/data/story-documents/get-my-documents";
import type { StoryTool } from "@/data/story-documents/types";
import { useAuth } from "@/lib/auth";
import { STORY_TOOLS } from "@/lib/catalog";
import { storedUniverseId } from "@/lib/universe";
import { DocumentList } from "./document-list";
import { counted } from "./tool-lists/counted";

/**
 * What each tool is for: the page's intro under its heading, the same for everyone, so it is in the
 * prerendered HTML. It is the page's largest text on purpose: the list drawn later (cards, a short
 * empty state) must not be a larger, later LCP candidate (docs/decisions/0006-web-budgets.md).
 */
const TOOL_INTROS: Record<string, ReactNode> = {
  stories:
    "A story is a manuscript in parts, chapters and scenes. Write each scene in the editor, mention your characters and places as you go, and see the word count grow. Publish it to Browse when readers may see it.",
  "character-groups":
    "A group gathers characters from your library: an adventuring party, a noble house, a thieves' guild, a ship's crew. Give each member a role and a note, put them in order, and publish the group to Browse when it is ready.",
  relationships:
    "A relationship map is a web of who stands where with whom: allies, rivals, family, debts and fears between your characters, factions, places and deities. Draw it on a canvas or build it from the keyboard, filter it, focus on one person, and publish it to Browse when readers may see it.",
  timeline:
    "A timeline puts your world's history in order: wars as spans, coronations as points, ages as bands behind them, a lane for each house or land. Date it in a calendar you saved from the calendar generator or in the Gregorian one, pull in the events you generated, and publish it to Browse when readers may see it.",
  "family-trees":
    "A family tree follows a bloodline across generations: parents of every kind (biological, adoptive, step, foster), marriages and partnerships, siblings worked out for you, births, deaths and ages. Add quick entries or characters from your library, and publish the tree to Browse when readers may see it.",
  "flow-chart":
    "A flow chart lays out a branching plot, a quest or a dialogue: start and end, scenes, decisions and their outcomes, with labelled arrows between them. Link nodes to your characters and places, lay it out automatically, and export it as PNG, SVG or JSON. Flow charts stay private.",
  "arcs-campaigns":
    "An arc is the shape of a story: acts, and the beats inside them, each tied to the scenes, characters, places and events it involves. A campaign is a game master's notebook: sessions with a recap of what happened, quests from hook to done, and the player characters at the table.",
};

/**
 * Each tool's list under /story-elements/<slug>. Stories and flow charts need nothing but the list;
 * the others read their documents' `data` with their own models (zod, the family tree's names, which
 * share modules with the generators), so each is a chunk of its own, loaded with the page by its
 * route (`loadToolList`, route-table.tsx): opening Stories does not download or run the family
 * tree's model (docs/decisions/0006-web-budgets.md, the story tool's blocking time).
 */
const INLINE_LISTS: Record<string, ComponentType> = {
  stories: () => <DocumentList tool="story" emptyIcon={BookOpen} emptyTitle="No stories yet" emptyText="Begin your first one with New story." />,
  "flow-chart": () => (
    <DocumentList
      tool="flow-chart"
      initialData={{ nodes: [], edges: [] }}
      emptyIcon={Workflow}
      emptyTitle="No flow charts yet"
      emptyText="Begin your first one with New flow chart."
      describe={(doc) => counted(Array.isArray(doc.data.nodes) ? doc.data.nodes.length : 0, "node")}
    />
  ),
};
const LIST_MODULES: Record<string, () => Promise<{ default: ComponentType }>> = {
  "character-groups": () => import("./tool-lists/character-groups"),
  "arcs-campaigns": async () => ({ default: (await import("./arcs/arcs-page")).ArcsCampaignsPage }),
  relationships: () => import("./tool-lists/relationships"),
  timeline: () => import("./tool-lists/timeline"),
  "family-trees": () => import("./tool-lists/family-trees"),
};
const loadedLists = new Map<string, ComponentType>();
const lazyLists = new Map<string, ComponentType>();

/** Loads a tool's list module (the route does, beside the page), so the page draws it without suspending. */
export async function loadToolList(slug: string): Promise<void> {
  const load = LIST_MODULES[slug];
  if (load && !loadedLists.has(slug)) loadedLists.set(slug, (await load()).default);
}

/** The tool each list reads (Arcs & Campaigns: two tabs, not prefetched). */
const LIST_TOOL: Partial<Record<string, StoryTool>> = {
  stories: "story",
  "character-groups": "character-group",
  relationships: "relationships",
  timeline: "timeline",
  "family-trees": "family-tree",
  "flow-chart": "flow-chart",
};

/**
 * Asks for the user's documents of a tool as soon as the session is known (main.tsx, through the
 * route's handle), with the key DocumentList will read: the list renders with its rows instead of a
 * skeleton and a second render when they arrive.
 */
export async function prefetchToolList(queryClient: QueryClient, userId: string, slug: string): Promise<void> {
  const tool = LIST_TOOL[slug];
  if (tool) await queryClient.prefetchQuery(myDocumentsOptions(userId, [tool], storedUniverseId(userId)));
}

function toolList(slug: string): ComponentType {
  const list = INLINE_LISTS[slug] ?? loadedLists.get(slug);
  if (list) return list;
  const load = LIST_MODULES[slug];
  if (!load) return INLINE_LISTS.stories!;
  // Not loaded by the route (a test rendering the page alone): the usual lazy component.
  if (!lazyLists.has(slug)) lazyLists.set(slug, lazy(load));
  return lazyLists.get(slug)!;
}

/**
 * While the session loads, the page is the same for everyone: the tool's heading and intro, and
 * "Checking authentication..." where the list goes, about the height of the list's own loading state.
 * That is what the server sends prerendered (src/prerender/entry-server.tsx), so the first paint holds
 * the heading; then a visitor who is not signed in is sent to / (ProtectedRoute), a user sees the list.
 */
export function StoryToolPage() {
  const { loading } = useAuth();
  const slug = useLocation().pathname.split("/")[2];
  const tool = STORY_TOOLS.find((t) => t.slug === slug) ?? STORY_TOOLS[0]!;
  const List = toolList(tool.slug);
  return (
    <PageContainer>
      <PageHeader title={tool.title} description={TOOL_INTROS[tool.slug] ?? tool.blurb}>
        <Button asChild variant="outline">
          <Link to="/story-elements">All story tools</Link>
        </Button>
      </PageHeader>
      {loading ? (
        <SpinnerScreen text="Checking authentication..." className="min-h-48" />
      ) : (
        <Suspense fallback={<SpinnerScreen text="Loading..." className="min-h-48" />}>
          <List />
        </Suspense>
      )}
    </PageContainer>
  );
}
