// /story-elements/timeline/:id: one timeline, on an axis (zoom from millennia to days) or as a
// list, with the event editor beside it; autosaved with conflict detection.
import { Braces, Download, Import, Plus, Settings2 } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { DocumentFields, DocumentHeader, useDocumentText } from "@/components/story-documents/document-header";
import { useAutosave } from "@/components/story-documents/use-autosave";
import type { View } from "./axis";
import { calendarOf, formatWhen } from "@/components/calendar/calendar";
import { EventPanel } from "./event-panel";
import { downloadText, timelineToJson, timelineToMarkdown } from "./export";
import { indexEvents } from "./layout";
import { ListView } from "./list-view";
import { eventAnchor, namedLanes, newId, type TimelineEvent } from "./model";
import { PullInDialog } from "./pull-in-dialog";
import { SettingsPanel } from "./settings-panel";
import { TimelineAxis } from "./timeline-axis";
import { useTimeline } from "./use-timeline";
import { ViewToggle, useViewMode } from "./view-toggle";

export function TimelineEditorPage() {
  return (
    <DocumentEditorPage tool="timeline" listPath="/story-elements/timeline" backLabel="Timeline Creator">
      {(doc, onReloaded) => <TimelineEditor doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

function TimelineEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const tl = useTimeline(doc, autosave);
  const links = useLinks(doc.id);
  const ids = useId();
  const text = useDocumentText(doc, autosave);
  const title = text.title;
  const [mode, setMode] = useViewMode();
  const [view, setView] = useState<View | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [settings, setSettings] = useState(false);
  const [pulling, setPulling] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const titleRef = useRef<HTMLInputElement>(null);
  const axisWidth = useRef(600);
  const cal = useMemo(() => calendarOf(tl.calendar), [tl.calendar]);
  const index = useMemo(() => indexEvents(tl.events), [tl.events]);
  const event = tl.events.find((e) => e.id === selected) ?? null;
  const linkRows = useMemo(() => links.data ?? [], [links.data]);
  // Item lanes are named after their items (the data stores no name for them).
  const lanes = useMemo(
    () => namedLanes(tl.lanes, new Map(linkRows.filter((l) => l.item).map((l) => [l.item_id, l.item!.name])), "A library item"),
    [tl.lanes, linkRows],
  );
  const itemNames = useCallback((eventId: string) => linkRows.filter((l) => l.anchor === eventAnchor(eventId) && l.item).map((l) => l.item!.name), [linkRows]);

  const open = (e: TimelineEvent) => {
    setSelected(e.id);
    requestAnimationFrame(() => titleRef.current?.focus());
  };
  const addEvent = () => {
    const mid = view && mode === "axis" ? Math.round(view.start + axisWidth.current / 2 / view.pxPerDay) : (index.sorted[index.sorted.length - 1]?.start ?? 0);
    const e: TimelineEvent = {
      id: newId(),
      title: "New event",
      description: "",
      start: mid,
      end: null,
      lane: null,
      color: "blue",
      importance: 2,
      scene: null,
      source: null,
    };
    tl.update((d) => ({ ...d, events: [...d.events, e] }));
    setAnnouncement(`Added an event on ${formatWhen(cal, e.start, null)}.`);
    open(e);
  };
  const deleteEvent = (e: TimelineEvent) => {
    tl.update((d) => ({ ...d, events: d.events.filter((x) => x.id !== e.id) }));
    setSelected(null);
    setAnnouncement(`Deleted ${e.title}.`);
    // Its links stay until the event is gone for good, so Undo brings them back with it.
    toast.success(`Deleted “${e.title}”`, { action: { label: "Undo", onClick: () => tl.update((d) => ({ ...d, events: [...d.events, e] })) } });
  };

  return (
    <div>
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="timeline"
        listPath="/story-elements/timeline"
        publishing={{ browsePath: `/browse/timelines/${doc.id}`, publishedNote: () => "Linked items that are private stay hidden from visitors." }}
        exports={
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                downloadText(title || doc.title, "md", timelineToMarkdown({ title: text.shownTitle, summary: text.summary }, { ...tl, lanes }, cal, itemNames))
              }
            >
              <Download aria-hidden="true" /> Markdown
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                downloadText(
                  title || doc.title,
                  "json",
                  timelineToJson({ id: doc.id, title: text.shownTitle, summary: text.summary }, tl, cal, (id) =>
                    linkRows.filter((l) => l.anchor === eventAnchor(id)).map((l) => l.item_id),
                  ),
                )
              }
            >
              <Braces aria-hidden="true" /> JSON
            </Button>
          </>
        }
      >
        <DocumentFields id={ids} text={text} noun="timeline" placeholder="Whose history is this?" />
      </DocumentHeader>
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={addEvent} disabled={autosave.state === "conflict"}>
          <Plus aria-hidden="true" /> Add event
        </Button>
        <Button size="sm" variant="outline" onClick={() => setPulling(true)}>
          <Import aria-hidden="true" /> Pull in dated things
        </Button>
        <Button size="sm" variant="outline" aria-expanded={settings} onClick={() => setSettings((s) => !s)}>
          <Settings2 aria-hidden="true" /> Calendar, lanes and eras
        </Button>
        <span className="text-sm text-muted-foreground">{cal.name}</span>
        <ViewToggle mode={mode} setMode={setMode} className="ml-auto" />
      </div>
      {settings && (
        <div className="mb-4 rounded-lg border border-border bg-card p-4">
          <SettingsPanel tl={tl} cal={cal} links={linkRows} />
        </div>
      )}
      <div className={event ? "grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]" : ""}>
        <div className="min-w-0">
          {mode === "axis" ? (
            <TimelineAxis
              cal={cal}
              index={index}
              lanes={lanes}
              eras={tl.eras}
              view={view}
              setView={setView}
              selectedId={selected}
              onOpen={open}
              label={`Timeline ${doc.title}: ${tl.events.length} events`}
              onWidth={(px) => (axisWidth.current = px)}
            />
          ) : (
            <ListView cal={cal} events={index.sorted} lanes={lanes} eras={tl.eras} onOpen={open} selectedId={selected} />
          )}
          {tl.events.length === 0 && (
            <p className="mt-3 text-sm text-muted-foreground">No events yet. Add one, or pull in the dated events you saved from the event generator.</p>
          )}
        </div>
        {event && (
          <EventPanel
            key={event.id}
            ref={titleRef}
            doc={doc}
            autosave={autosave}
            cal={cal}
            event={event}
            lanes={lanes}
            links={linkRows}
            onChange={(patch) => tl.update((d) => ({ ...d, events: d.events.map((x) => (x.id === event.id ? { ...x, ...patch } : x)) }))}
            onDelete={() => deleteEvent(event)}
            onClose={() => setSelected(null)}
          />
        )}
      </div>
      {pulling && (
        <PullInDialog
          doc={doc}
          autosave={autosave}
          cal={cal}
          calRef={tl.calendar}
          events={tl.events}
          onAdd={(made) => tl.update((d) => ({ ...d, events: [...d.events, ...made] }))}
          onRemove={(ids) => tl.update((d) => ({ ...d, events: d.events.filter((e) => !ids.has(e.id)) }))}
          onClose={() => setPulling(false)}
        />
      )}
    </div>
  );
}
