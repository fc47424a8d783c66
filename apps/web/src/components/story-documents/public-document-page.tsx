// /browse/<section>/:id: a published story document as visitors read it (each tool's public page
// fills this frame with its view).
import { AlertTriangle, ArrowLeft, FileQuestion } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { AuthorChip } from "@/components/author-chip";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { ReportContentButton } from "@/components/report-content";
import { Button } from "@/components/ui/button";
import { useDocument } from "@/data/story-documents/get-document";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { BROWSE_SECTIONS } from "@/lib/catalog";
import { formatDate } from "./document-list";
import { TOOL_NOUN, TOOL_OF_SLUG } from "./tools";

const sectionOf = (pathname: string) => pathname.split("/")[2] ?? "stories";

/**
 * The frame of /browse/<section>/:id, the read-only view of a published document: the link back to
 * its Browse section, loading and error states, "No such published …" for a private, trashed or
 * missing one, the byline and Report. `children` draws the tool's own view; `wide` lets a timeline
 * use the whole width.
 */
export function PublicDocumentPage({ wide = false, children }: { wide?: boolean; children: (doc: StoryDoc, links: StoryLinkWithItem[]) => ReactNode }) {
  const { id = "" } = useParams();
  const slug = sectionOf(useLocation().pathname);
  const tool = TOOL_OF_SLUG[slug]!;
  const query = useDocument(id);
  const links = useLinks(id);
  const doc = query.data;
  const [noun] = TOOL_NOUN[tool];
  return (
    <PageContainer className={wide ? undefined : "max-w-4xl"}>
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
          {children(doc, links.data ?? [])}
        </>
      )}
    </PageContainer>
  );
}
