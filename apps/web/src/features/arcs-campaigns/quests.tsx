// A campaign's quests: a board with a column per status (drag a card to another column, pointer or
// keyboard, or use its "Move to…" menu) and a list where each quest is edited. Delete has Undo.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { ArrowRightLeft, Columns3, GripVertical, List, Plus, ScrollText, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { newId, QUEST_STATUS_LABEL, QUEST_STATUSES, setQuestStatus, type Quest, type QuestStatus } from "./model";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const isStatus = (v: UniqueIdentifier): v is QuestStatus => (QUEST_STATUSES as readonly string[]).includes(String(v));
const collide: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

export function Quests({ quests, onChange, latest }: { quests: Quest[]; onChange: (q: Quest[]) => void; latest: () => Quest[] }) {
  const [view, setView] = useState<"board" | "list">("board");
  const [title, setTitle] = useState("");
  const name = (q: Quest) => q.title.trim() || "Untitled quest";
  const move = (q: Quest, status: QuestStatus) => {
    onChange(setQuestStatus(quests, q.id, status));
    toast.success(`“${name(q)}” is now ${QUEST_STATUS_LABEL[status]}`);
  };
  const patch = (id: string, p: Partial<Quest>) => onChange(quests.map((q) => (q.id === id ? { ...q, ...p } : q)));
  const remove = (q: Quest) => {
    const index = quests.findIndex((x) => x.id === q.id);
    onChange(quests.filter((x) => x.id !== q.id));
    toast(`Deleted the quest “${name(q)}”`, {
      action: {
        label: "Undo",
        onClick: () => {
          const now = latest();
          onChange([...now.slice(0, index), q, ...now.slice(index)]);
        },
      },
    });
  };
  return (
    <section aria-labelledby="quests-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="quests-heading" className="font-serif text-2xl font-semibold">
          Quests
        </h2>
        <div role="group" aria-label="Show quests as" className="inline-flex rounded-md border border-input">
          <Button size="sm" variant={view === "board" ? "secondary" : "ghost"} aria-pressed={view === "board"} onClick={() => setView("board")}>
            <Columns3 aria-hidden="true" /> Board
          </Button>
          <Button size="sm" variant={view === "list" ? "secondary" : "ghost"} aria-pressed={view === "list"} onClick={() => setView("list")}>
            <List aria-hidden="true" /> List
          </Button>
        </div>
      </div>
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) return;
          onChange([...quests, { id: newId(), title: title.trim().slice(0, 200), description: "", status: "hook" }]);
          setTitle("");
        }}
      >
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <Label htmlFor="new-quest">New quest</Label>
          <Input
            id="new-quest"
            value={title}
            maxLength={200}
            placeholder="Rats in the cellar of the Prancing Goat"
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!title.trim()}>
          <Plus aria-hidden="true" /> Add quest
        </Button>
      </form>
      {quests.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-card/60 p-6 text-center text-sm text-muted-foreground">
          <ScrollText className="size-8 text-primary" aria-hidden="true" />
          <p>No quests yet. Each starts as a hook the party heard about; move it to Active when they take it up, then to Done or Failed.</p>
        </div>
      ) : view === "board" ? (
        <Board quests={quests} name={name} onMove={move} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Quests">
          {quests.map((q) => (
            <li
              key={q.id}
              aria-label={name(q)}
              className="grid gap-2 rounded-lg border border-border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
            >
              <div className="flex min-w-0 flex-col gap-2">
                <Label htmlFor={`quest-title-${q.id}`} className="sr-only">
                  Quest title
                </Label>
                <Input
                  id={`quest-title-${q.id}`}
                  className="font-medium"
                  value={q.title}
                  maxLength={200}
                  onChange={(e) => patch(q.id, { title: e.target.value })}
                />
                <Label htmlFor={`quest-desc-${q.id}`} className="sr-only">
                  About {name(q)}
                </Label>
                <Textarea
                  id={`quest-desc-${q.id}`}
                  rows={2}
                  className="min-h-0"
                  maxLength={4000}
                  placeholder="Who gave it, what is at stake, the reward"
                  value={q.description}
                  onChange={(e) => patch(q.id, { description: e.target.value })}
                />
              </div>
              <div className="flex min-w-0 flex-col gap-1">
                <Label htmlFor={`quest-status-${q.id}`} className="sr-only">
                  Status of {name(q)}
                </Label>
                <select id={`quest-status-${q.id}`} className={selectClass} value={q.status} onChange={(e) => move(q, e.target.value as QuestStatus)}>
                  {QUEST_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {QUEST_STATUS_LABEL[s]}
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="ghost" size="icon" className="justify-self-end" onClick={() => remove(q)} aria-label={`Delete ${name(q)}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Board({ quests, name, onMove }: { quests: Quest[]; name: (q: Quest) => string; onMove: (q: Quest, s: QuestStatus) => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const label = (id: UniqueIdentifier) =>
    isStatus(id) ? QUEST_STATUS_LABEL[id] : name(quests.find((q) => q.id === id) ?? { id: "", title: "", description: "", status: "hook" });
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${label(active.id)} is over the ${label(over.id)} column.` : `${label(active.id)} is not over a column.`),
    onDragEnd: ({ active, over }) => (over ? `${label(active.id)} was dropped in ${label(over.id)}.` : `${label(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const q = quests.find((x) => x.id === active.id);
    if (q && over && isStatus(over.id) && over.id !== q.status) onMove(q, over.id);
  };
  return (
    <>
      <p id="quest-move-help" className="mb-3 text-sm text-muted-foreground">
        Drag a quest to another column, or use its Move to… menu.
      </p>
      <DndContext sensors={sensors} collisionDetection={collide} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {QUEST_STATUSES.map((status) => (
            <Column key={status} status={status} quests={quests.filter((q) => q.status === status)} name={name} onMove={onMove} />
          ))}
        </div>
      </DndContext>
    </>
  );
}

function Column({
  status,
  quests,
  name,
  onMove,
}: {
  status: QuestStatus;
  quests: Quest[];
  name: (q: Quest) => string;
  onMove: (q: Quest, s: QuestStatus) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${QUEST_STATUS_LABEL[status]} quests`}
      className={cn("flex min-w-0 flex-col sm:min-h-32 gap-2 rounded-lg border border-border bg-muted/40 p-3", isOver && "ring-2 ring-primary")}
    >
      <h3 className="flex items-center justify-between text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {QUEST_STATUS_LABEL[status]} <span className="font-normal normal-case">{quests.length}</span>
      </h3>
      <ul className="flex flex-col gap-2" aria-label={`${QUEST_STATUS_LABEL[status]}`}>
        {quests.map((q) => (
          <QuestCard key={q.id} quest={q} name={name(q)} onMove={(s) => onMove(q, s)} />
        ))}
      </ul>
      {quests.length === 0 && <p className="text-xs text-muted-foreground">None</p>}
    </section>
  );
}

function QuestCard({ quest, name, onMove }: { quest: Quest; name: string; onMove: (s: QuestStatus) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: quest.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      aria-label={name}
      className={cn("flex items-start gap-1 rounded-md border border-border bg-card p-2", isDragging && "relative z-10 shadow-lg")}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
        aria-describedby="quest-move-help"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 py-1">
        <p className="break-words text-sm font-medium">{name}</p>
        {quest.description && <p className="line-clamp-2 text-xs text-muted-foreground">{quest.description}</p>}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Move ${name} to…`}>
            <ArrowRightLeft aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Move to…</DropdownMenuLabel>
          {QUEST_STATUSES.filter((s) => s !== quest.status).map((s) => (
            <DropdownMenuItem key={s} onSelect={() => onMove(s)}>
              {QUEST_STATUS_LABEL[s]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
