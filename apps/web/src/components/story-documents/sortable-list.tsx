// A list whose entries the owner reorders by dragging a handle (pointer or keyboard, dnd-kit) or
// with Move up / Move down buttons. `onMove` gets the list in its new order.
// With `same`, a row renders again only when `same` says its entry changed (or it became the first
// or last): a long list then costs one row when one entry changes. `render` must then read
// everything it shows from the entry, and call only callbacks that stay the same (or read refs).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { memo, useCallback, useMemo, useRef, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { moveBy, moveOnto } from "./reorder";

export interface SortableEntry {
  id: string;
  name: string;
}

const announce = (nameOf: (id: UniqueIdentifier) => string): Announcements => ({
  onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
  onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is not over a place.`),
  onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped on the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`),
  onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
});

// The same objects every render: new options make new sensors, and new sensors a new dnd-kit
// context, which renders every row again.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

export function SortableList<T extends SortableEntry>({
  items,
  label,
  onMove,
  render,
  same,
  className,
}: {
  items: T[];
  label: string;
  onMove: (next: T[]) => void;
  render: (item: T, handle: ReactNode, moves: ReactNode) => ReactNode;
  /** Whether two versions of an entry show the same (see above); without it every row renders every time. */
  same?: (a: T, b: T) => boolean;
  className?: string;
}) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  // A row's Move buttons read the list as it is now, so a row that did not render again still
  // moves within the current order.
  const latest = useRef({ items, onMove });
  latest.current = { items, onMove };
  const move = useCallback((id: string, delta: number) => latest.current.onMove(moveBy(latest.current.items, id, delta)), []);
  const nameOf = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? "the entry";
  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) onMove(moveOnto(items, String(e.active.id), String(e.over.id)));
  };
  // The same ids give the same array: a new one would re-render every sortable row.
  const idsKey = items.map((i) => i.id).join("\n");
  const ids = useMemo(() => (idsKey ? idsKey.split("\n") : []), [idsKey]);
  const Row = same ? MemoRow : SortableRow;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announce(nameOf) }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={label}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} first={index === 0} last={index === items.length - 1} onMove={move} render={render} same={same} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

// Worked out once: a long list (a manuscript's hundreds of scenes) renders two of these per row.
const moveClass = cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8");

interface RowProps<T extends SortableEntry> {
  item: T;
  first: boolean;
  last: boolean;
  onMove: (id: string, delta: number) => void;
  render: (item: T, handle: ReactNode, moves: ReactNode) => ReactNode;
  same?: (a: T, b: T) => boolean;
}

// A generic component keeps its type through `memo` only by a cast.
const MemoRow = memo(
  SortableRow,
  (a, b) =>
    a.first === b.first &&
    a.last === b.last &&
    a.onMove === b.onMove &&
    a.render === b.render &&
    a.same === b.same &&
    (a.item === b.item || !!b.same?.(a.item, b.item)),
) as unknown as typeof SortableRow;

function SortableRow<T extends SortableEntry>({ item, first, last, onMove, render }: RowProps<T>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const handle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${item.name}`}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  const moves = (
    <span className="flex shrink-0">
      <button type="button" data-slot="button" className={moveClass} disabled={first} onClick={() => onMove(item.id, -1)} aria-label={`Move ${item.name} up`}>
        <ArrowUp aria-hidden="true" />
      </button>
      <button type="button" data-slot="button" className={moveClass} disabled={last} onClick={() => onMove(item.id, 1)} aria-label={`Move ${item.name} down`}>
        <ArrowDown aria-hidden="true" />
      </button>
    </span>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(isDragging && "relative z-10 rounded-md bg-card shadow-lg")}
      aria-label={item.name}
    >
      {render(item, handle, moves)}
    </li>
  );
}
