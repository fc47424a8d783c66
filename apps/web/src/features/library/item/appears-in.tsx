// "Appears in" on an item's page: the story documents (stories, character groups, timelines…)
// that use this item, as far as the viewer may read them (story_links is readable only when both
// the document and the item are). Self-contained: the story tools own the tables, see
// docs/story-tools.md.
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Globe, Lock } from "lucide-react";
import { Link } from "react-router";
import { InlineLoadError } from "@/components/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { useAuth } from "@/lib/auth";
import { getItemAppearances, type StoryDocRef as DocRef } from "@/data/story-documents/item-appearances";

const TOOL: Record<string, { slug: string; label: string; browse?: string }> = {
  story: { slug: "stories", label: "Story", browse: "stories" },
  "character-group": { slug: "character-groups", label: "Character group", browse: "character-groups" },
  relationships: { slug: "relationships", label: "Relationships", browse: "relationships" },
  "family-tree": { slug: "family-trees", label: "Family tree", browse: "family-trees" },
  timeline: { slug: "timeline", label: "Timeline", browse: "timelines" },
  "flow-chart": { slug: "flow-chart", label: "Flow chart" },
  arc: { slug: "arcs-campaigns", label: "Arc" },
  campaign: { slug: "arcs-campaigns", label: "Campaign" },
  map: { slug: "maps", label: "Map", browse: "maps" },
};

export function AppearsIn({ itemId }: { itemId: string }) {
  const { user } = useAuth();
  const query = useQuery({ queryKey: storyDocumentKeys.appearsIn(itemId), queryFn: () => getItemAppearances(itemId) });
  const href = (d: DocRef) => {
    const t = TOOL[d.tool];
    if (d.owner_id === user?.id) return `/story-elements/${t?.slug ?? ""}${t?.browse ? `/${d.id}` : ""}`;
    return t?.browse ? `/browse/${t.browse}/${d.id}` : null;
  };
  return (
    <section aria-labelledby="appears-in-heading" className="mt-8">
      <h2 id="appears-in-heading" className="mb-2 font-serif text-xl font-semibold">
        Appears in
      </h2>
      {query.isPending ? (
        <Skeleton className="h-10 w-full" aria-label="Loading where this item appears" />
      ) : query.isError ? (
        <InlineLoadError what="Where this item appears" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No story uses this yet. Add it to a{" "}
          <Link className="text-primary underline underline-offset-4" to="/story-elements/character-groups">
            character group
          </Link>{" "}
          or mention it in a{" "}
          <Link className="text-primary underline underline-offset-4" to="/story-elements/stories">
            story
          </Link>
          , and it is listed here.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Story documents using this item">
          {query.data.map((d) => {
            const to = href(d);
            return (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                <BookOpen className="size-4 shrink-0 text-area-story" aria-hidden="true" />
                {to ? (
                  <Link to={to} className="min-w-0 flex-1 truncate font-medium text-primary underline underline-offset-4">
                    {d.title}
                  </Link>
                ) : (
                  <span className="min-w-0 flex-1 truncate font-medium">{d.title}</span>
                )}
                <span className="text-xs text-muted-foreground">{TOOL[d.tool]?.label ?? d.tool}</span>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  {d.visibility === "public" ? <Globe className="size-3" aria-hidden="true" /> : <Lock className="size-3" aria-hidden="true" />}
                  {d.visibility === "public" ? "Public" : "Private"}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
