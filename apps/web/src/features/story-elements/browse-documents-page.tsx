// /browse/stories, /browse/character-groups, /browse/relationships, /browse/timelines,
// /browse/family-trees and /browse/maps: what others published, newest first. Each tool draws its own read-only view
// at /browse/<section>/:id (components/story-documents/public-document-page.tsx is its frame).
import { AlertTriangle, ArrowLeft, BookOpen, GitFork, Map as MapIcon, Network, TimelineIcon, Users } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { BROWSE_SECTIONS } from "@/lib/catalog";
import { AuthorChip } from "@/components/author-chip";
import { usePublicDocuments } from "@/data/story-documents/get-public-documents";
import type { StoryDoc } from "@/data/story-documents/types";
import { TOOL_NOUN, TOOL_OF_SLUG } from "@/components/story-documents/tools";
import { formatDate } from "@/components/story-documents/document-list";
import { groupMeta, typeLabel } from "@/components/story-documents/group-meta";

const sectionOf = (pathname: string) => pathname.split("/")[2] ?? "stories";

export function BrowseDocumentsPage() {
  const slug = sectionOf(useLocation().pathname);
  const section = BROWSE_SECTIONS.find((b) => b.slug === slug)!;
  const tool = TOOL_OF_SLUG[slug]!;
  const query = usePublicDocuments(tool);
  const [, nouns] = TOOL_NOUN[tool];
  return (
    <PageContainer>
      <Button asChild variant="link" className="mb-2 px-0">
        <Link to="/browse">
          <ArrowLeft aria-hidden="true" /> Browse
        </Link>
      </Button>
      <PageHeader title={section.title} description={section.blurb} />
      {query.isPending ? (
        <RowsSkeleton label={`Loading ${nouns}`} />
      ) : query.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title={`Published ${nouns} could not be loaded`}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        >
          {query.error.message}
        </EmptyState>
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={
            tool === "story"
              ? BookOpen
              : tool === "relationships"
                ? Network
                : tool === "timeline"
                  ? TimelineIcon
                  : tool === "family-tree"
                    ? GitFork
                    : tool === "map"
                      ? MapIcon
                      : Users
          }
          title={`No published ${nouns} yet`}
          action={
            <Button asChild variant="outline">
              <Link to={`/story-elements/${slug}`}>Make one</Link>
            </Button>
          }
        >
          When writers publish {nouns} from their Story Elements, they appear here for everyone to read.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Published ${nouns}`}>
          {query.data.map((d) => (
            <li key={d.id}>
              <PublicCard doc={d} slug={slug} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

function PublicCard({ doc, slug }: { doc: StoryDoc; slug: string }) {
  const meta = doc.tool === "character-group" ? groupMeta(doc.data) : null;
  return (
    <article
      className="relative flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
      aria-label={doc.title}
    >
      <div className="flex items-center gap-2">
        {meta && <span className="size-3 shrink-0 rounded-full" style={{ background: meta.color }} aria-hidden="true" />}
        <h2 className="min-w-0 flex-1 truncate font-serif text-lg font-semibold">
          <Link to={`/browse/${slug}/${doc.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {doc.title}
          </Link>
        </h2>
      </div>
      {meta && <p className="text-sm font-medium">{typeLabel(meta.type)}</p>}
      {doc.summary && <p className="line-clamp-3 text-sm text-muted-foreground">{doc.summary}</p>}
      <p className="mt-auto pt-1 text-xs text-muted-foreground">
        By <AuthorChip id={doc.owner_id} /> · <time dateTime={doc.updated_at}>{formatDate(doc.updated_at)}</time>
      </p>
    </article>
  );
}
