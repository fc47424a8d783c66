// A list whose entries the owner reorders by dragging a handle (pointer or keyboard, dnd-kit) or
// with Move up / Move down buttons. `onMove` gets the list in its new order.
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
import type { ReactNode } from "react";
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

export function SortableList<T extends SortableEntry>({
  items,
  label,
  onMove,
  render,
  className,
}: {
  items: T[];
  label: string;
  onMove: (next: T[]) => void;
  render: (item: T, handle: ReactNode, moves: ReactNode) => ReactNode;
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? "the entry";
  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) onMove(moveOnto(items, String(e.active.id), String(e.over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announce(nameOf) }}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(d) => onMove(moveBy(items, item.id, d))}
              render={render}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

// Worked out once: a long list (a manuscript's hundreds of scenes) renders two of these per row.
const moveClass = cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8");

function SortableRow<T extends SortableEntry>({
  item,
  first,
  last,
  onMove,
  render,
}: {
  item: T;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  render: (item: T, handle: ReactNode, moves: ReactNode) => ReactNode;
}) {
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
      <button type="button" data-slot="button" className={moveClass} disabled={first} onClick={() => onMove(-1)} aria-label={`Move ${item.name} up`}>
        <ArrowUp aria-hidden="true" />
      </button>
      <button type="button" data-slot="button" className={moveClass} disabled={last} onClick={() => onMove(1)} aria-label={`Move ${item.name} down`}>
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
