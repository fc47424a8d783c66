// /story-elements/<tool>: the frame of a tool's list page (each tool's own page fills it with its
// list), and the prefetch of the list's documents its route asks for.
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { SpinnerScreen } from "@/components/ui/spinner";
import { myDocumentsOptions } from "@/data/story-documents/get-my-documents";
import type { StoryTool } from "@/data/story-documents/types";
import { useAuth } from "@/lib/auth";
import { STORY_TOOLS } from "@/lib/catalog";
import { storedUniverseId } from "@/components/universes/current-universe";

/** The tool each list reads (Arcs & Campaigns: two tabs, not prefetched). */
const LIST_TOOL: Partial<Record<string, StoryTool>> = {
  stories: "story",
  "character-groups": "character-group",
  relationships: "relationships",
  timeline: "timeline",
  "family-trees": "family-tree",
  "flow-chart": "flow-chart",
  maps: "map",
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

/**
 * While the session loads, the page is the same for everyone: the tool's heading and intro, and
 * "Checking authentication..." where the list goes, about the height of the list's own loading state.
 * That is what the server sends prerendered (src/prerender/entry-server.tsx), so the first paint holds
 * the heading; then a visitor who is not signed in is sent to / (ProtectedRoute), a user sees the list.
 *
 * `intro` says what the tool is for, the same for everyone, so it is in the prerendered HTML. It is
 * the page's largest text on purpose: the list drawn later (cards, a short empty state) must not be a
 * larger, later LCP candidate (docs/decisions/0006-web-budgets.md).
 */
export function ToolListPage({ slug, intro, children }: { slug: string; intro: ReactNode; children: ReactNode }) {
  const { loading } = useAuth();
  const tool = STORY_TOOLS.find((t) => t.slug === slug) ?? STORY_TOOLS[0]!;
  return (
    <PageContainer>
      <PageHeader title={tool.title} description={intro}>
        <Button asChild variant="outline">
          <Link to="/story-elements">All story tools</Link>
        </Button>
      </PageHeader>
      {loading ? <SpinnerScreen text="Checking authentication..." className="min-h-48" /> : children}
    </PageContainer>
  );
}
