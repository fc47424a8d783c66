// The read-only view of a published story: title, blurb, then parts, chapters and scenes in order.
import { Printer } from "lucide-react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useSections } from "../api/sections";
import type { StoryDoc } from "../api/types";
import { buildOutline, readingTime, wordsLabel, type OutlineNode } from "./outline";
import { ReadOnlyText } from "./rich-text";

function Node({ node, depth }: { node: OutlineNode; depth: number }) {
  const s = node.section;
  if (s.kind === "scene")
    return (
      <section aria-label={s.title || "Scene"} className="border-b border-border pb-4 last:border-b-0">
        <ReadOnlyText body={s.body} />
      </section>
    );
  const Heading = depth === 0 ? "h3" : "h4";
  return (
    <section aria-label={s.title || s.kind} className={cn("mt-8", s.kind === "chapter" && "print-chapter")}>
      <Heading className={s.kind === "part" ? "mb-4 text-center font-serif text-2xl font-semibold uppercase tracking-wide" : "mb-3 font-serif text-2xl font-semibold"}>{s.title || (s.kind === "part" ? "Part" : "Chapter")}</Heading>
      {node.children.map((c) => (
        <Node key={c.section.id} node={c} depth={depth + 1} />
      ))}
    </section>
  );
}

export function StoryReader({ doc }: { doc: StoryDoc }) {
  const sections = useSections(doc.id);
  const outline = buildOutline(sections.data ?? []);
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
        <InlineLoadError what="The story" error={sections.error} onRetry={() => void sections.refetch()} />
      ) : (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            {wordsLabel(outline.words)} · {readingTime(outline.words)}
          </p>
          <div className="mx-auto max-w-2xl">
            {outline.top.map((n) => (
              <Node key={n.section.id} node={n} depth={0} />
            ))}
          </div>
        </>
      )}
    </article>
  );
}
