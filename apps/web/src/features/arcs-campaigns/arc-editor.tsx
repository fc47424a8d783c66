// The arc editor: premise, then the acts as columns (stacked on a phone) holding their beats. Beats
// move by drag (within and across acts, pointer or keyboard) and by Move up / Move down. Every edit
// autosaves the whole arc into story_documents.data; a beat's library links use its id as anchor.
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useQueryClient } from "@tanstack/react-query";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { ConflictBanner } from "@/components/story-documents/save-status";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { BeatCard } from "./beat-card";
import { EditorToolbar, TitleField } from "./editor-toolbar";
import { dropLinksAt } from "./linked-items";
import { arcToMarkdown } from "./markdown";
import { addBeat, findBeat, insertBeat, moveBeat, newId, removeBeat, stepBeat, updateBeat, type Act, type ArcData } from "./model";
import { templateLabel } from "./templates";

export function ArcEditor({ doc, initial, onReloaded }: { doc: StoryDoc; initial: ArcData; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const links = useLinks(doc.id);
  const qc = useQueryClient();
  const ids = useId();
  const [acts, setActs] = useState<Act[]>(initial.acts);
  const latest = useRef(acts);
  const [summary, setSummary] = useState(doc.summary);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const wrapped = { ...autosave, reloadTheirs: () => autosave.reloadTheirs().then(onReloaded) };
  // Unknown keys in the stored data are kept as they are.
  const commit = (next: Act[]) => {
    latest.current = next;
    setActs(next);
    autosave.change({ data: { ...doc.data, template: initial.template, acts: next } });
  };
  const current = () => ({ ...doc, summary, data: { ...doc.data, template: initial.template, acts } });

  const beatName = (id: UniqueIdentifier) => {
    for (const a of acts) for (const b of a.beats) if (b.id === id) return b.title || "Untitled beat";
    const act = acts.find((a) => a.id === id);
    return act ? `the end of ${act.title || "the act"}` : "the beat";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${beatName(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${beatName(active.id)} is over ${beatName(over.id)}.` : `${beatName(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) =>
      over ? `${beatName(active.id)} was dropped on the place of ${beatName(over.id)}.` : `${beatName(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${beatName(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = findBeat(acts, String(over.id));
    if (target) commit(moveBeat(acts, String(active.id), target.actId, target.index));
    else if (acts.some((a) => a.id === over.id)) commit(moveBeat(acts, String(active.id), String(over.id), Number.MAX_SAFE_INTEGER));
  };

  const removeWithUndo = (beatId: string) => {
    const at = findBeat(acts, beatId);
    if (!at) return;
    const beat = acts.find((a) => a.id === at.actId)!.beats[at.index]!;
    commit(removeBeat(acts, beatId));
    const undoLinks = autosave
      .track(dropLinksAt(links.data ?? [], beatId))
      .finally(() => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }));
    toast(`Deleted the beat “${beat.title || "Untitled beat"}”`, {
      action: {
        label: "Undo",
        onClick: () => {
          commit(insertBeat(latest.current, at.actId, at.index, beat));
          void undoLinks
            .then((restore) => autosave.track(restore()))
            .catch((e: Error) => toast.error("Could not link its items again", { description: e.message }))
            .finally(() => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }));
        },
      },
    });
  };

  return (
    <div>
      <h1 className="sr-only">{doc.title}</h1>
      <EditorToolbar doc={doc} autosave={autosave} markdown={() => arcToMarkdown(current(), links.data ?? [])} />
      <ConflictBanner autosave={wrapped} what="arc" />
      <div className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
        <TitleField doc={doc} autosave={autosave} label="Title" />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-premise`}>Premise</Label>
          <Textarea
            id={`${ids}-premise`}
            rows={3}
            maxLength={4000}
            placeholder="Whose arc is it, what do they want, what stands in the way?"
            value={summary}
            onChange={(e) => {
              setSummary(e.target.value);
              autosave.change({ summary: e.target.value });
            }}
          />
        </div>
        <p className="text-sm text-muted-foreground">Started from: {templateLabel(initial.template)}</p>
      </div>
      <div className="mb-2 mt-8 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-serif text-2xl font-semibold">Acts and beats</h2>
        <Button variant="outline" onClick={() => commit([...acts, { id: newId(), title: `Act ${acts.length + 1}`, beats: [] }])}>
          <Plus aria-hidden="true" /> Add act
        </Button>
      </div>
      <p id="beat-reorder-help" className="mb-3 text-sm text-muted-foreground">
        Drag a beat by its handle, within an act or to another one, or use the arrow buttons (with the keyboard: focus the handle, press Space, the arrow keys,
        then Space).
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <div className="flex flex-col gap-4 lg:grid lg:auto-cols-[minmax(16rem,1fr)] lg:grid-flow-col lg:overflow-x-auto lg:pb-2">
          {acts.map((act, actIndex) => (
            <ActColumn
              key={act.id}
              act={act}
              number={actIndex + 1}
              onRename={(title) => commit(acts.map((a) => (a.id === act.id ? { ...a, title } : a)))}
              onRemove={() => commit(acts.filter((a) => a.id !== act.id))}
              onAddBeat={() => commit(addBeat(acts, act.id, { id: newId(), title: "", description: "", scene: null }))}
            >
              {act.beats.map((beat, i) => (
                <BeatCard
                  key={beat.id}
                  doc={doc}
                  autosave={autosave}
                  links={links.data}
                  beat={beat}
                  first={actIndex === 0 && i === 0}
                  last={actIndex === acts.length - 1 && i === act.beats.length - 1}
                  onChange={(patch) => commit(updateBeat(acts, beat.id, patch))}
                  onStep={(d) => commit(stepBeat(acts, beat.id, d))}
                  onRemove={() => removeWithUndo(beat.id)}
                />
              ))}
            </ActColumn>
          ))}
        </div>
      </DndContext>
      {acts.length === 0 && (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No acts. Add one to start placing beats.</p>
      )}
    </div>
  );
}

function ActColumn({
  act,
  number,
  onRename,
  onRemove,
  onAddBeat,
  children,
}: {
  act: Act;
  number: number;
  onRename: (title: string) => void;
  onRemove: () => void;
  onAddBeat: () => void;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: act.id });
  const label = act.title.trim() || `Act ${number}`;
  return (
    <section
      aria-label={label}
      className={`flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 ${isOver ? "ring-2 ring-primary" : ""}`}
    >
      <div className="flex items-center gap-1">
        <Label htmlFor={`act-title-${act.id}`} className="sr-only">
          Title of act {number}
        </Label>
        <Input
          id={`act-title-${act.id}`}
          className="h-9 min-w-0 flex-1 border-transparent bg-transparent font-serif text-base font-semibold hover:border-input"
          value={act.title}
          maxLength={200}
          onChange={(e) => onRename(e.target.value)}
        />
        {act.beats.length === 0 && (
          <Button variant="ghost" size="icon" className="size-8 shrink-0" onClick={onRemove} aria-label={`Delete ${label} (it has no beats)`}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <SortableContext items={act.beats.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} className="flex min-h-12 flex-col gap-2" aria-label={`Beats of ${label}`}>
          {children}
        </ol>
      </SortableContext>
      <Button variant="ghost" size="sm" className="self-start" onClick={onAddBeat}>
        <Plus aria-hidden="true" /> Add beat<span className="sr-only"> to {label}</span>
      </Button>
    </section>
  );
}
