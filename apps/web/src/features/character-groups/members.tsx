// A group's members: library characters with a role and a note, in an order the owner sets by
// dragging a row's handle or, with the keyboard, focusing the handle and pressing Space, the arrow
// keys and Space again (dnd-kit). Every write shows in the editor's "Saving… / Saved".
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
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, GripVertical, Plus, Search, UserPlus, Users, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RowsSkeleton, InlineLoadError } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { contentItemKeys } from "@/data/content-items/keys";
import { searchOwnItems } from "@/data/content-items/search-own-items";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { addLink } from "@/data/story-links/add-link";
import { useLinks } from "@/data/story-links/get-links";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { updateLink } from "@/data/story-links/update-link";
import { moveBy, moveOnto, positionWrites, renumber } from "@/components/story-documents/reorder";
import { useListWrites } from "@/components/story-documents/use-list-writes";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { FillGroupButton } from "./fill-group";

/** What a screen reader hears while a member is moved (names, not ids). */
const announce = (nameOf: (id: UniqueIdentifier) => string): Announcements => ({
  onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
  onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a member.`),
  onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped on the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`),
  onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
});

export function Members({ doc, autosave }: { doc: StoryDoc; autosave: Autosave }) {
  const links = useLinks(doc.id);
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const key = storyDocumentKeys.links(doc.id);
  const members = (links.data ?? []).filter((l) => l.anchor === "" && l.item);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.all });

  const listWrites = useListWrites<StoryLinkWithItem>(key, autosave.track);
  const reorder = (next: StoryLinkWithItem[]) => {
    const writes = positionWrites(next);
    if (!writes.length) return;
    const order = new Map(renumber(next).map((l) => [l.id, l]));
    // The cache holds every link of the document (scene anchors too); only members move.
    void listWrites(
      (old) => old?.map((l) => order.get(l.id) ?? l),
      () => Promise.all(writes.map((w) => updateLink(w.id, { position: w.position }))),
    );
  };

  const nameOf = (id: UniqueIdentifier) => members.find((m) => m.id === id)?.item?.name ?? "the member";

  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) reorder(moveOnto(members, String(e.active.id), String(e.over.id)));
  };

  const remove = (m: StoryLinkWithItem) => {
    qc.setQueryData<StoryLinkWithItem[]>(key, (old) => old?.filter((l) => l.id !== m.id));
    autosave.track(removeLink(m.id)).then(
      () => {
        void refresh();
        toast(`Removed ${m.item!.name} from the group`, {
          action: {
            label: "Undo",
            onClick: () =>
              void autosave
                .track(addLink({ document_id: doc.id, item_id: m.item_id, role: m.role, note: m.note, position: m.position }))
                .then(refresh, (e: Error) => toast.error("Could not put them back", { description: e.message })),
          },
        });
      },
      (e: Error) => {
        void refresh();
        toast.error("Could not remove the member", { description: e.message });
      },
    );
  };

  return (
    <section aria-labelledby="members-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="members-heading" className="font-serif text-2xl font-semibold">
          Members
        </h2>
        <div className="flex flex-wrap gap-2">
          <FillGroupButton doc={doc} autosave={autosave} position={members.length} />
          <Button variant="outline" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" /> Add member
          </Button>
        </div>
      </div>
      {links.isPending ? (
        <RowsSkeleton label="Loading members" />
      ) : links.isError ? (
        <InlineLoadError what="Members" error={links.error} onRetry={() => void links.refetch()} />
      ) : members.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-card/60 p-6 text-center text-sm text-muted-foreground">
          <Users className="size-8 text-primary" aria-hidden="true" />
          <p>
            No members yet. Add characters from your library: each gets a role (captain, heir, spymaster…) and a note. Drag them into the order that matters,
            leader first.
          </p>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add the first member
          </Button>
        </div>
      ) : (
        <>
          <p id="reorder-help" className="mb-2 text-sm text-muted-foreground">
            Drag a member by its handle to reorder, or use the arrow buttons (with the keyboard: focus the handle, press Space, the arrow keys, then Space).
          </p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announce(nameOf) }}>
            <SortableContext items={members.map((m) => m.id)} strategy={verticalListSortingStrategy}>
              <ol className="flex flex-col gap-2" aria-label="Members in order">
                {members.map((m, i) => (
                  <MemberRow
                    key={m.id}
                    member={m}
                    index={i}
                    count={members.length}
                    autosave={autosave}
                    onRemove={() => remove(m)}
                    onMove={(delta) => reorder(moveBy(members, m.id, delta))}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      {adding && (
        <AddMemberDialog
          doc={doc}
          autosave={autosave}
          taken={new Set(members.map((m) => m.item_id))}
          nextPosition={members.length}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}

function MemberRow({
  member,
  index,
  count,
  autosave,
  onRemove,
  onMove,
}: {
  member: StoryLinkWithItem;
  index: number;
  count: number;
  autosave: Autosave;
  onRemove: () => void;
  onMove: (delta: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: member.id });
  const qc = useQueryClient();
  const [role, setRole] = useState(member.role);
  const [note, setNote] = useState(member.note);
  const name = member.item!.name;
  const save = (patch: { role?: string; note?: string }) => {
    if ((patch.role ?? member.role) === member.role && (patch.note ?? member.note) === member.note) return;
    void autosave
      .track(updateLink(member.id, patch))
      // Patch the row in place: a refetch here could land after a move and put the old order back.
      .then(() =>
        qc.setQueryData<StoryLinkWithItem[]>(storyDocumentKeys.links(member.document_id), (old) =>
          old?.map((l) => (l.id === member.id ? { ...l, ...patch } : l)),
        ),
      )
      .catch(() => undefined);
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex gap-2 rounded-lg border border-border bg-card p-3 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      aria-label={name}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${name} (number ${index + 1})`}
        aria-describedby="reorder-help"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <div className="min-w-0">
          <Link to={`/my-content/${member.item_id}`} className="block truncate font-serif font-semibold text-primary underline underline-offset-4">
            {name}
          </Link>
          <Label htmlFor={`role-${member.id}`} className="sr-only">
            Role of {name}
          </Label>
          <Input
            id={`role-${member.id}`}
            className="mt-1 h-9"
            placeholder="Role (e.g. captain)"
            maxLength={80}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            onBlur={() => save({ role: role.trim() })}
          />
        </div>
        <div className="min-w-0">
          <Label htmlFor={`note-${member.id}`} className="sr-only">
            Note on {name}
          </Label>
          <Textarea
            id={`note-${member.id}`}
            rows={2}
            className="min-h-0"
            placeholder="A note: why they are here, what they want"
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => save({ note })}
          />
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-center">
        <Button variant="ghost" size="icon" className="size-8" onClick={onRemove} aria-label={`Remove ${name} from the group`}>
          <X aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onMove(-1)} disabled={index === 0} aria-label={`Move ${name} up`}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={`Move ${name} down`}>
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function AddMemberDialog({
  doc,
  autosave,
  taken,
  nextPosition,
  onClose,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  taken: ReadonlySet<string>;
  nextPosition: number;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [q, setQ] = useState("");
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const found = useQuery({
    queryKey: contentItemKeys.storyPicker(user?.id, "character", q),
    queryFn: () => searchOwnItems(user!.id, ["character"], q),
    enabled: !!user,
  });
  const add = (itemId: string, name: string) => {
    setAdded((s) => new Set([...s, itemId]));
    autosave.track(addLink({ document_id: doc.id, item_id: itemId, position: nextPosition + added.size })).then(
      () => {
        void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
        toast.success(`Added ${name}`);
      },
      (e: Error) => {
        setAdded((s) => new Set([...s].filter((x) => x !== itemId)));
        toast.error(`Could not add ${name}`, { description: e.message });
      },
    );
  };
  const rows = found.data ?? [];
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Add members"
      description="Characters from your library. Make new ones with the character generator and save them."
      size="lg"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="member-search">Search your characters</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="member-search" type="search" className="pl-9" value={q} onChange={(e) => setQ(e.target.value)} autoFocus />
        </div>
      </div>
      <div className="max-h-80 min-h-24 overflow-y-auto">
        {found.isPending ? (
          <RowsSkeleton label="Searching" />
        ) : found.isError ? (
          <InlineLoadError what="Your characters" error={found.error} onRetry={() => void found.refetch()} />
        ) : rows.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {q ? "No character of yours has that name." : "You have no saved characters yet."}{" "}
            <Link className="text-primary underline underline-offset-4" to="/generators/character">
              Open the character generator
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Your characters">
            {rows.map((r) => {
              const inGroup = taken.has(r.id) || added.has(r.id);
              return (
                <li key={r.id} className="flex items-center gap-2 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{r.name}</span>
                    {r.summary && <span className="block truncate text-xs text-muted-foreground">{r.summary}</span>}
                  </span>
                  <Button
                    size="sm"
                    variant={inGroup ? "ghost" : "outline"}
                    disabled={inGroup}
                    onClick={() => add(r.id, r.name)}
                    aria-label={inGroup ? `${r.name} is in the group` : `Add ${r.name}`}
                  >
                    {inGroup ? "In the group" : "Add"}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
