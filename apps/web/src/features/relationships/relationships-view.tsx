// A published relationship map as visitors see it: the canvas (pan, zoom, no editing), filters and
// the relations as sentences. Items the visitor may not read (private library items) are not on
// it, and neither are their relations, so publishing a map never reveals a private character.
import { Link } from "react-router";
import { useCallback, useMemo, useRef, useState } from "react";
import { useResolvedTheme } from "@/components/ui/toaster";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { ExportButtons, type CanvasExport } from "@/components/canvas/canvas-export";
import { NO_FILTER, visibleGraph, type GraphFilter, type GraphNode } from "./graph";
import { RelationCanvas } from "./relation-canvas";
import { relData } from "./relation-data";
import { RelationFilters } from "./relation-filters";
import { RelationList } from "./relation-lists";
import { mapJson } from "./relations-markdown";

export function RelationshipsView({ doc, links }: { doc: StoryDoc; links: StoryLinkWithItem[] }) {
  const dark = useResolvedTheme() === "dark";
  const [filter, setFilter] = useState<GraphFilter>(NO_FILTER);
  const nodes = useMemo<GraphNode[]>(
    () => links.filter((l) => l.anchor === "" && l.item && !l.item.deleted_at).map((l) => ({ id: l.item_id, name: l.item!.name, kind: l.item!.kind })),
    [links],
  );
  const names = useMemo(() => new Map(nodes.map((n) => [n.id, n.name])), [nodes]);
  const nameOf = useCallback((id: string) => names.get(id) ?? "", [names]);
  const data = useMemo(() => relData(doc.data), [doc.data]);
  const relations = useMemo(() => data.relations.filter((r) => names.has(r.from) && names.has(r.to)), [data.relations, names]);
  const shown = useMemo(() => visibleGraph(nodes, relations, filter), [nodes, relations, filter]);
  const exporter = useRef<CanvasExport>(null);
  const publicItem = new Map(links.map((l) => [l.item_id, l.item?.visibility === "public"]));
  return (
    <article aria-label={doc.title} className="flex flex-col gap-4">
      <header>
        {/* The page's (screen-reader) h1 already names the map. */}
        <p className="font-serif text-3xl font-semibold" aria-hidden="true">
          {doc.title}
        </p>
        {doc.summary && <p className="mt-1 max-w-prose italic text-muted-foreground">{doc.summary}</p>}
      </header>
      {nodes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">Nothing on this map is shared yet.</p>
      ) : (
        <>
          <RelationFilters nodes={nodes} filter={filter} setFilter={setFilter} />
          <ExportButtons title={doc.title} exporter={exporter} json={() => mapJson(doc, nodes, relations, data.positions)} />
          <RelationCanvas
            exporter={exporter}
            label={`Map of ${doc.title}`}
            nodes={shown.nodes}
            relations={shown.relations}
            positions={data.positions}
            matches={shown.matches}
            focusId={filter.focus?.id ?? null}
            nameOf={nameOf}
            dark={dark}
            fitKey={`${filter.focus?.id ?? ""}:${filter.focus?.hops ?? ""}`}
          />
          <section aria-labelledby="public-relations-heading" className="flex flex-col gap-2">
            <h2 id="public-relations-heading" className="font-serif text-xl font-semibold">
              Relations
            </h2>
            <RelationList relations={shown.relations} nameOf={nameOf} empty="No relations to show." />
          </section>
          <section aria-labelledby="public-items-heading" className="flex flex-col gap-2">
            <h2 id="public-items-heading" className="font-serif text-xl font-semibold">
              Who is on the map
            </h2>
            <ul className="flex flex-wrap gap-2">
              {shown.nodes.map((n) => (
                <li key={n.id}>
                  {publicItem.get(n.id) ? (
                    <Link
                      to={`/browse/item/${n.id}`}
                      className="inline-block rounded-full border border-border bg-card px-3 py-1 text-sm text-primary underline underline-offset-4"
                    >
                      {n.name}
                    </Link>
                  ) : (
                    <span className="inline-block rounded-full border border-border bg-card px-3 py-1 text-sm">{n.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </article>
  );
}
