// /browse/arcs-campaigns/:id: a published arc or campaign, read-only, for anyone with the link.
// Arcs and campaigns have no Browse section of their own (the spec lists none), so the owner shares
// this address from the editor. Private library items and the GM's notes are never shown.
import { AlertTriangle, FileQuestion } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { AuthorChip } from "@/components/author-chip";
import { useDocument } from "@/data/story-documents/get-document";
import { useLinks } from "@/data/story-links/get-links";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { formatDate } from "@/components/story-documents/document-list";
import { LastTime } from "./campaign-editor";
import { linksAt } from "./linked-items";
import {
  parseArc,
  parseCampaign,
  PC_ANCHOR,
  QUEST_STATUS_LABEL,
  QUEST_STATUSES,
  sessionAnchor,
  sessionsNewestFirst,
  lastRecap,
  type ArcData,
  type CampaignData,
} from "./model";
import { templateLabel } from "./templates";

function Linked({ links, anchor }: { links: StoryLinkWithItem[] | undefined; anchor: string }) {
  const here = linksAt(links, anchor);
  if (!here.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Linked">
      {here.map((l) => (
        <li key={l.id} className="rounded-full border border-border px-2.5 py-0.5 text-xs">
          {l.item!.visibility === "public" ? (
            <Link to={`/browse/item/${l.item_id}`} className="text-primary underline-offset-4 hover:underline">
              {l.item!.name}
            </Link>
          ) : (
            l.item!.name
          )}
        </li>
      ))}
    </ul>
  );
}

export function ArcsCampaignsPublicPage() {
  const { id = "" } = useParams();
  const query = useDocument(id);
  const links = useLinks(id);
  const doc = query.data;
  const known = doc && (doc.tool === "arc" || doc.tool === "campaign") && !doc.deleted_at && doc.visibility === "public";
  return (
    <PageContainer className="max-w-4xl">
      {query.isPending ? (
        <RowsSkeleton label="Loading" />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="This could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : !known ? (
        <EmptyState
          icon={FileQuestion}
          title="No such published arc or campaign"
          action={
            <Button asChild>
              <Link to="/browse">Browse</Link>
            </Button>
          }
        >
          It may be private, or it was deleted.
        </EmptyState>
      ) : (
        <article aria-labelledby="public-title">
          <p className="text-sm font-medium uppercase tracking-wide text-primary">{doc.tool === "arc" ? "Story arc" : "Campaign"}</p>
          <h1 id="public-title" className="font-serif text-3xl font-semibold sm:text-4xl">
            {doc.title}
          </h1>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">
            By <AuthorChip id={doc.owner_id} /> · updated <time dateTime={doc.updated_at}>{formatDate(doc.updated_at)}</time>
          </p>
          {doc.summary && <p className="mb-6 whitespace-pre-wrap break-words text-lg">{doc.summary}</p>}
          {doc.tool === "arc" ? <ArcBody data={parseArc(doc.data)} links={links.data} /> : <CampaignBody data={parseCampaign(doc.data)} links={links.data} />}
        </article>
      )}
    </PageContainer>
  );
}

const Broken = () => <p className="text-muted-foreground">Its content could not be read.</p>;

function ArcBody({ data, links }: { data: ReturnType<typeof parseArc>; links: StoryLinkWithItem[] | undefined }) {
  if (!data.ok) return <Broken />;
  const arc: ArcData = data.value;
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">Shape: {templateLabel(arc.template)}</p>
      {arc.acts.map((act, i) => (
        <section key={act.id} className="mb-6" aria-labelledby={`act-${act.id}`}>
          <h2 id={`act-${act.id}`} className="mb-2 font-serif text-2xl font-semibold">
            {act.title || `Act ${i + 1}`}
          </h2>
          <ol className="flex flex-col gap-2">
            {act.beats.map((b) => (
              <li key={b.id} className="rounded-lg border border-border bg-card p-4">
                <h3 className="font-semibold">{b.title || "Untitled beat"}</h3>
                {b.description && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{b.description}</p>}
                {b.scene && <p className="mt-1 text-xs text-muted-foreground">Scene: {b.scene.title || "Untitled scene"}</p>}
                <Linked links={links} anchor={b.id} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function CampaignBody({ data, links }: { data: ReturnType<typeof parseCampaign>; links: StoryLinkWithItem[] | undefined }) {
  if (!data.ok) return <Broken />;
  const c: CampaignData = data.value;
  const pcs = linksAt(links, PC_ANCHOR);
  return (
    <div className="grid gap-6">
      <LastTime session={lastRecap(c.sessions)} />
      {pcs.length > 0 && (
        <section aria-labelledby="pub-pcs">
          <h2 id="pub-pcs" className="mb-2 font-serif text-2xl font-semibold">
            Player characters
          </h2>
          <Linked links={links} anchor={PC_ANCHOR} />
        </section>
      )}
      {c.quests.length > 0 && (
        <section aria-labelledby="pub-quests">
          <h2 id="pub-quests" className="mb-2 font-serif text-2xl font-semibold">
            Quests
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {QUEST_STATUSES.map((s) => {
              const qs = c.quests.filter((q) => q.status === s);
              return qs.length ? (
                <div key={s} className="rounded-lg border border-border bg-card p-4">
                  <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{QUEST_STATUS_LABEL[s]}</h3>
                  <ul className="list-disc pl-5 text-sm">
                    {qs.map((q) => (
                      <li key={q.id}>
                        <span className="font-medium">{q.title || "Untitled quest"}</span>
                        {q.description && <span className="text-muted-foreground"> — {q.description}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null;
            })}
          </div>
        </section>
      )}
      {c.sessions.length > 0 && (
        <section aria-labelledby="pub-sessions">
          <h2 id="pub-sessions" className="mb-2 font-serif text-2xl font-semibold">
            Sessions
          </h2>
          <ol className="flex flex-col gap-2">
            {sessionsNewestFirst(c.sessions).map((s) => (
              <li key={s.id} className="rounded-lg border border-border bg-card p-4">
                <h3 className="font-semibold">
                  {s.title || "Untitled session"}
                  {s.date && <span className="font-normal text-muted-foreground"> · {formatDate(`${s.date}T12:00:00`)}</span>}
                </h3>
                {s.recap && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{s.recap}</p>}
                {s.notes && <p className="mt-1 whitespace-pre-wrap break-words text-sm text-muted-foreground">{s.notes}</p>}
                <Linked links={links} anchor={sessionAnchor(s.id)} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
