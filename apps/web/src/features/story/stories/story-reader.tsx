// The read-only view of a published story.
import type { StoryDoc } from "../api/types";

export function StoryReader({ doc }: { doc: StoryDoc }) {
  return (
    <article className="rounded-lg border border-border bg-card p-5 sm:p-8">
      <h2 className="break-words font-serif text-3xl font-semibold">{doc.title}</h2>
      {doc.summary && <p className="mt-3 whitespace-pre-wrap text-muted-foreground">{doc.summary}</p>}
    </article>
  );
}
