// A published timeline as visitors see it: the axis (pan and zoom, nothing to edit) or the list,
// the selected event's details, and linked items the visitor may read (private ones never show).
import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { View } from "./axis";
import { calendarOf, formatWhen } from "@/components/calendar/calendar";
import { indexEvents } from "./layout";
import { ListView } from "./list-view";
import { eventAnchor, namedLanes, tlData, type TimelineEvent } from "./model";
import { TimelineAxis } from "./timeline-axis";
import { useViewMode, ViewToggle } from "./view-toggle";

export function TimelineView({ doc, links }: { doc: StoryDoc; links: StoryLinkWithItem[] }) {
  const data = useMemo(() => tlData(doc.data), [doc.data]);
  const cal = useMemo(() => calendarOf(data.calendar), [data.calendar]);
  const index = useMemo(() => indexEvents(data.events), [data.events]);
  const [mode, setMode] = useViewMode();
  const [view, setView] = useState<View | null>(null);
  const [selected, setSelected] = useState<TimelineEvent | null>(null);
  const readable = links.filter((l) => l.item && !l.item.deleted_at);
  // A lane made from a library item the visitor may not read is not named after it.
  const readableIds = new Set(readable.map((l) => l.item_id));
  const lanes = namedLanes(
    data.lanes.map((l) => (l.itemId && !readableIds.has(l.itemId) ? { ...l, name: "Another lane" } : l)),
    new Map(readable.map((l) => [l.item_id, l.item!.name])),
  );
  const itemsOf = (e: TimelineEvent) => readable.filter((l) => l.anchor === eventAnchor(e.id));
  return (
    <article aria-label={doc.title} className="flex flex-col gap-4">
      <header>
        <p className="font-serif text-3xl font-semibold" aria-hidden="true">
          {doc.title}
        </p>
        {doc.summary && <p className="mt-1 max-w-prose italic text-muted-foreground">{doc.summary}</p>}
        <p className="mt-1 text-sm text-muted-foreground">
          {data.events.length} {data.events.length === 1 ? "event" : "events"} · dated in {cal.name}
        </p>
      </header>
      {data.events.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">No events on this timeline yet.</p>
      ) : (
        <>
          <ViewToggle mode={mode} setMode={setMode} className="self-end" />
          {mode === "axis" ? (
            <TimelineAxis
              cal={cal}
              index={index}
              lanes={lanes}
              eras={data.eras}
              view={view}
              setView={setView}
              selectedId={selected?.id ?? null}
              onOpen={setSelected}
              label={`Timeline ${doc.title}`}
            />
          ) : (
            <ListView cal={cal} events={index.sorted} lanes={lanes} eras={data.eras} onOpen={setSelected} selectedId={selected?.id ?? null} />
          )}
          {selected && (
            <section aria-live="polite" aria-labelledby="tl-selected" className="rounded-lg border border-border bg-card p-4">
              <p className="text-sm text-muted-foreground">{formatWhen(cal, selected.start, selected.end)}</p>
              <h2 id="tl-selected" className="font-serif text-xl font-semibold">
                {selected.title}
              </h2>
              {selected.description && <p className="mt-1 whitespace-pre-line">{selected.description}</p>}
              {itemsOf(selected).length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Linked items">
                  {itemsOf(selected).map((l) => (
                    <li key={l.id}>
                      {l.item!.visibility === "public" ? (
                        <Link
                          to={`/browse/item/${l.item_id}`}
                          className="inline-block rounded-full border border-border px-3 py-1 text-sm text-primary underline underline-offset-4"
                        >
                          {l.item!.name}
                        </Link>
                      ) : (
                        <span className="inline-block rounded-full border border-border px-3 py-1 text-sm">{l.item!.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </article>
  );
}
