// /browse/stories, /browse/character-groups and /browse/relationships: what others published, newest first; and
// /browse/<section>/:id, the read-only view for visitors.
import { ReportContentButton } from "@/components/report-content";
import { AlertTriangle, ArrowLeft, BookOpen, FileQuestion, GitFork, Network, TimelineIcon, Users } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { BROWSE_SECTIONS } from "@/lib/catalog";
import { AuthorChip } from "@/components/author-chip";
import { useDocument } from "@/data/story-documents/get-document";
import { usePublicDocuments } from "@/data/story-documents/get-public-documents";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { TOOL_NOUN, TOOL_OF_SLUG } from "./api/types";
import { formatDate } from "./document-list";
import { GroupCard } from "./groups/group-card";
import { groupMeta, typeLabel } from "./groups/group-meta";
import { FamilyTreeView } from "./family/family-view";
import { RelationshipsView } from "./relationships/relationships-view";
import { StoryReader } from "./stories/story-reader";
import { TimelineView } from "./timeline/timeline-view";

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
            tool === "story" ? BookOpen : tool === "relationships" ? Network : tool === "timeline" ? TimelineIcon : tool === "family-tree" ? GitFork : Users
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

export function PublicDocumentPage() {
  const { id = "" } = useParams();
  const slug = sectionOf(useLocation().pathname);
  const tool = TOOL_OF_SLUG[slug]!;
  const query = useDocument(id);
  const links = useLinks(id);
  const doc = query.data;
  const [noun] = TOOL_NOUN[tool];
  return (
    <PageContainer className={tool === "timeline" ? undefined : "max-w-4xl"}>
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to={`/browse/${slug}`}>
          <ArrowLeft aria-hidden="true" /> {BROWSE_SECTIONS.find((b) => b.slug === slug)?.title}
        </Link>
      </Button>
      {query.isPending ? (
        <RowsSkeleton label={`Loading the ${noun}`} />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title={`This ${noun} could not be loaded`} action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : !doc || doc.tool !== tool || doc.deleted_at || doc.visibility !== "public" ? (
        <EmptyState
          icon={FileQuestion}
          title={`No such published ${noun}`}
          action={
            <Button asChild>
              <Link to={`/browse/${slug}`}>Browse {TOOL_NOUN[tool][1]}</Link>
            </Button>
          }
        >
          It may be private, or it was deleted.
        </EmptyState>
      ) : (
        <>
          <h1 className="sr-only">{doc.title}</h1>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              By <AuthorChip id={doc.owner_id} /> · updated <time dateTime={doc.updated_at}>{formatDate(doc.updated_at)}</time>
            </p>
            <ReportContentButton targetType="story_document" targetId={doc.id} ownerId={doc.owner_id} what={`“${doc.title}”`} />
          </div>
          {tool === "character-group" ? (
            <GroupCard doc={doc} members={links.data ?? []} memberHref={(m) => (m.item?.visibility === "public" ? `/browse/item/${m.item_id}` : null)} />
          ) : tool === "relationships" ? (
            <RelationshipsView doc={doc} links={links.data ?? []} />
          ) : tool === "timeline" ? (
            <TimelineView doc={doc} links={links.data ?? []} />
          ) : tool === "family-tree" ? (
            <FamilyTreeView doc={doc} links={links.data ?? []} />
          ) : (
            <StoryReader doc={doc} />
          )}
        </>
      )}
    </PageContainer>
  );
}
