// The read-only view of a published story: title, blurb, then parts, chapters and scenes in order.
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
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
    <section aria-label={s.title || s.kind} className="mt-8">
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
    <article className="rounded-lg border border-border bg-card p-5 sm:p-10">
      <h2 className="break-words font-serif text-3xl font-semibold sm:text-4xl">{doc.title}</h2>
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
