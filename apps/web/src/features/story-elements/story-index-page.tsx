// /story-elements: the hub. The tools with what each is for and how many documents the user
// has in each (in the current universe), and the documents they worked on last, across tools.
import { AlertTriangle, ArrowRight, Globe, Lock } from "lucide-react";
import { Link } from "react-router";
import { AreaIcon } from "@/components/layout/area-icon";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { STORY_TOOLS } from "@/lib/catalog";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { useRecentDocuments } from "@/data/story-documents/get-recent-documents";
import { useStoryCounts } from "@/data/story-documents/get-story-counts";
import type { StoryTool } from "@/data/story-documents/types";
import { editPath, TOOL_NOUN, TOOL_OF_SLUG } from "@/components/story-documents/tools";
import { formatDate } from "@/components/story-documents/document-list";

/** What each tool is for, longer than the catalog's one line. */
const PURPOSE: Record<string, string> = {
  stories: "A manuscript in parts, chapters and scenes, with your characters and places a click away.",
  "character-groups": "Parties, noble houses, guilds and crews: who belongs, in what role, in what order.",
  relationships: "A web of who loves, owes, serves and hates whom, drawn from your characters.",
  timeline: "Your world's events in order, dated in its own calendar.",
  "family-trees": "Bloodlines across generations: marriages, heirs and the odd bastard.",
  "flow-chart": "Branching plots and quests: choices, consequences and dead ends.",
  "arcs-campaigns": "Story arcs from templates, and campaigns session by session for game masters.",
  maps: "Your world's maps with pins that open your library: towns, ruins, the road the party took.",
};

const TOOL_LABEL: Record<StoryTool, string> = {
  story: "Story",
  "character-group": "Character group",
  relationships: "Relationships",
  timeline: "Timeline",
  "family-tree": "Family tree",
  "flow-chart": "Flow chart",
  arc: "Arc",
  campaign: "Campaign",
  map: "Map",
};

export function StoryIndexPage() {
  const { user } = useAuth();
  const { universeId, universe } = useCurrentUniverse();
  const counts = useStoryCounts(user?.id ?? "", universeId);
  const recent = useRecentDocuments(user?.id ?? "", universeId);
  const countOf = (slug: string) => {
    const tool = TOOL_OF_SLUG[slug]!;
    const n = (counts.data?.[tool] ?? 0) + (slug === "arcs-campaigns" ? (counts.data?.campaign ?? 0) : 0);
    return slug === "arcs-campaigns" ? `${n} ${n === 1 ? "document" : "documents"}` : `${n} ${TOOL_NOUN[tool][n === 1 ? 0 : 1]}`;
  };
  return (
    <PageContainer>
      <PageHeader
        title="Story Elements"
        description={
          <>
            Tools that weave what you generate into stories: write, gather your cast, map who is who and plan what happens next.
            {universe && (
              <>
                {" "}
                Showing <strong className="text-foreground">{universe.name}</strong>.
              </>
            )}
          </>
        }
      />
      <section aria-labelledby="recent-heading" className="mb-10">
        <h2 id="recent-heading" className="mb-3 font-serif text-2xl font-semibold">
          Pick up where you left off
        </h2>
        {recent.isPending ? (
          <RowsSkeleton label="Loading your recent documents" />
        ) : recent.isError ? (
          <EmptyState icon={AlertTriangle} title="Your documents could not be loaded" action={<Button onClick={() => void recent.refetch()}>Try again</Button>}>
            {recent.error.message}
          </EmptyState>
        ) : recent.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-card/60 p-4 text-sm text-muted-foreground">
            Nothing written here yet{universe ? ` in ${universe.name}` : ""}. Start with a{" "}
            <Link className="text-primary underline underline-offset-4" to="/story-elements/character-groups">
              character group
            </Link>{" "}
            to gather the characters you saved, or a{" "}
            <Link className="text-primary underline underline-offset-4" to="/story-elements/stories">
              story
            </Link>{" "}
            to write them into a manuscript.
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Recent story documents">
            {recent.data.map((d) => (
              <li key={d.id} className="relative flex flex-wrap items-center gap-x-3 gap-y-1 p-3 hover:bg-accent/50">
                <Link
                  to={editPath(d)}
                  className="min-w-0 flex-1 truncate font-medium after:absolute after:inset-0 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {d.title}
                </Link>
                <Badge variant="outline">{TOOL_LABEL[d.tool]}</Badge>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  {d.visibility === "public" ? <Globe className="size-3" aria-hidden="true" /> : <Lock className="size-3" aria-hidden="true" />}
                  {d.visibility === "public" ? "Public" : "Private"}
                </span>
                <span className="text-xs text-muted-foreground">
                  Edited <time dateTime={d.updated_at}>{formatDate(d.updated_at)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="mb-3 font-serif text-2xl font-semibold">
          The tools
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {STORY_TOOLS.map((t) => (
            <li key={t.slug}>
              <Link
                to={`/story-elements/${t.slug}`}
                className="group flex h-full items-start gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <AreaIcon family={t.family} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-serif font-semibold">
                    {t.title}
                    <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                  </span>
                  <span className="block text-sm text-muted-foreground">{PURPOSE[t.slug] ?? t.blurb}</span>
                  <span className="mt-2 block text-xs font-medium text-foreground" data-testid={`count-${t.slug}`}>
                    {counts.isPending ? "…" : counts.isError ? "Count unavailable" : countOf(t.slug)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
