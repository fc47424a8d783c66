// The read-only view of a published story: title, blurb, then parts, chapters and scenes in order.
import { Printer } from "lucide-react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useMemo } from "react";
import { useAuth } from "@/lib/auth";
import { useLinks } from "@/data/story-links/get-links";
import { useStoryBodies, withBodies } from "@/data/story-sections/get-story-bodies";
import { useSections } from "@/data/story-sections/list-sections";
import type { StoryDoc } from "@/data/story-documents/types";
import { buildOutline, readingTime, wordsLabel, type OutlineNode } from "./outline";
import { ReadOnlyText } from "./rich-text";

interface Mentions {
  readable: ReadonlySet<string>;
  itemHref: (id: string) => string;
}

function Node({ node, depth, mentions }: { node: OutlineNode; depth: number; mentions: Mentions }) {
  const s = node.section;
  if (s.kind === "scene")
    return (
      <section aria-label={s.title || "Scene"} className="border-b border-border pb-4 last:border-b-0">
        <ReadOnlyText body={s.body} readable={mentions.readable} itemHref={mentions.itemHref} />
      </section>
    );
  const Heading = depth === 0 ? "h3" : "h4";
  return (
    <section aria-label={s.title || s.kind} className={cn("mt-8", s.kind === "chapter" && "print-chapter")}>
      <Heading
        className={s.kind === "part" ? "mb-4 text-center font-serif text-2xl font-semibold uppercase tracking-wide" : "mb-3 font-serif text-2xl font-semibold"}
      >
        {s.title || (s.kind === "part" ? "Part" : "Chapter")}
      </Heading>
      {node.children.map((c) => (
        <Node key={c.section.id} node={c} depth={depth + 1} mentions={mentions} />
      ))}
    </section>
  );
}

export function StoryReader({ doc }: { doc: StoryDoc }) {
  const rows = useSections(doc.id);
  // The list holds no text: the whole story's text comes in one request beside it.
  const bodies = useStoryBodies(doc.id);
  const sections = rows.isError ? rows : bodies.isError ? bodies : rows.isPending ? rows : bodies;
  const outline = useMemo(() => buildOutline(rows.data && bodies.data ? withBodies(rows.data, bodies.data) : []), [rows.data, bodies.data]);
  const { user } = useAuth();
  const links = useLinks(doc.id);
  // Items the reader may open: a link row is readable only when its item is.
  const readableKey = (links.data ?? [])
    .filter((l) => l.item && !l.item.deleted_at)
    .map((l) => l.item_id)
    .sort()
    .join(",");
  const mentions = useMemo<Mentions>(() => {
    const mine = user?.id === doc.owner_id;
    return { readable: new Set(readableKey ? readableKey.split(",") : []), itemHref: (id) => (mine ? `/my-content/${id}` : `/browse/item/${id}`) };
  }, [readableKey, user?.id, doc.owner_id]);
  return (
    <article className="rounded-lg border border-border bg-card p-5 sm:p-10 print:border-0 print:bg-transparent print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words font-serif text-3xl font-semibold sm:text-4xl">{doc.title}</h2>
        <Button variant="outline" size="sm" className="print-hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
      </div>
      {doc.summary && <p className="mt-3 whitespace-pre-wrap text-muted-foreground">{doc.summary}</p>}
      {sections.isPending ? (
        <RowsSkeleton label="Loading the story" />
      ) : sections.isError ? (
        <InlineLoadError what="The story" error={sections.error} onRetry={() => void Promise.all([rows.refetch(), bodies.refetch()])} />
      ) : (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            {wordsLabel(outline.words)} · {readingTime(outline.words)}
          </p>
          <div className="mx-auto max-w-2xl">
            {outline.top.map((n) => (
              <Node key={n.section.id} node={n} depth={0} mentions={mentions} />
            ))}
          </div>
        </>
      )}
    </article>
  );
}
