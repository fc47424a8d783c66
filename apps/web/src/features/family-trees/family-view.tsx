// A published family tree as visitors see it: the same tree and views (no editing), the list by
// generation and export. Library characters the visitor may not read show as "A private character".
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useResolvedTheme } from "@/components/ui/toaster";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { famData } from "@/components/story-documents/family-data";
import { nameResolver } from "./names";
import { TreeView } from "./tree-view";
import { useTreeCalendar } from "./use-calendar";

export function FamilyTreeView({ doc, links }: { doc: StoryDoc; links: StoryLinkWithItem[] }) {
  const dark = useResolvedTheme() === "dark";
  const data = useMemo(() => famData(doc.data), [doc.data]);
  const nameOf = useMemo(() => nameResolver(data.people, links), [data.people, links]);
  const { calendar } = useTreeCalendar(doc.universe_id, data.calendar);
  const [selected, setSelected] = useState<string | null>(null);
  const shared = links.filter((l) => l.anchor === "" && l.item?.visibility === "public" && !l.item.deleted_at);
  return (
    <article aria-label={doc.title} className="flex flex-col gap-4">
      <header>
        <p className="font-serif text-3xl font-semibold" aria-hidden="true">
          {doc.title}
        </p>
        {doc.summary && <p className="mt-1 max-w-prose italic text-muted-foreground">{doc.summary}</p>}
      </header>
      {data.people.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">Nobody is in this tree yet.</p>
      ) : (
        <TreeView data={data} nameOf={nameOf} title={doc.title} dark={dark} selectedId={selected} onSelect={setSelected} calendar={calendar} />
      )}
      {shared.length > 0 && (
        <section aria-labelledby="family-shared-heading" className="flex flex-col gap-2">
          <h2 id="family-shared-heading" className="font-serif text-xl font-semibold">
            Characters to read about
          </h2>
          <ul className="flex flex-wrap gap-2">
            {shared.map((l) => (
              <li key={l.id}>
                <Link
                  to={`/browse/item/${l.item_id}`}
                  className="inline-block rounded-full border border-border bg-card px-3 py-1 text-sm text-primary underline underline-offset-4"
                >
                  {l.item!.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
