// The list every story tool opens on: the user's documents of that tool in the current universe,
// with search, sort, an empty state that teaches, create, rename, duplicate, publish, delete with
// Undo, and the tool's trash (restore, delete for good).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Copy, Globe, Lock, MoreHorizontal, Pencil, Plus, SearchX, Trash2, type LucideIcon } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { TrashList } from "./document-trash";
import { formatDate } from "./format-date";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { createDocument } from "@/data/story-documents/create-document";
import { duplicateDocument } from "@/data/story-links/duplicate-document";
import { myDocumentsOptions } from "@/data/story-documents/get-my-documents";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { patchDocument } from "@/data/story-documents/patch-document";
import type { SortKey, StoryDoc, StoryTool } from "@/data/story-documents/types";
import { editPath, TOOL_NOUN } from "./tools";
import { trashWithUndo, useHiddenDocuments } from "./pending-deletes";

const PREFETCH_FRESH_MS = 5_000;

export { formatDate };

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const SORTS: { value: SortKey; label: string }[] = [
  { value: "updated", label: "Recently edited" },
  { value: "title", label: "Title A–Z" },
  { value: "created", label: "Newest first" },
];

function sortDocs(docs: StoryDoc[], sort: SortKey): StoryDoc[] {
  const by = {
    updated: (a: StoryDoc, b: StoryDoc) => b.updated_at.localeCompare(a.updated_at),
    created: (a: StoryDoc, b: StoryDoc) => b.created_at.localeCompare(a.created_at),
    title: (a: StoryDoc, b: StoryDoc) => a.title.localeCompare(b.title, undefined, { sensitivity: "base" }),
  }[sort];
  return [...docs].sort(by);
}

export interface DocumentListProps {
  tool: StoryTool;
  /** The empty state: what this tool is for and how to begin. */
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyText: ReactNode;
  /** What a new document starts with. */
  initialData?: Record<string, unknown>;
  /** Extra line under a row's title (e.g. a group's type and member count). */
  describe?: (doc: StoryDoc) => ReactNode;
  /** Replaces the immediate create (e.g. Arcs ask for a template first, a map for its picture). */
  onNew?: () => void;
  /** Replaces the copy (a map's picture and pins are copied by the maps room). */
  duplicate?: (doc: StoryDoc) => Promise<StoryDoc>;
  /** Replaces Delete for good (a map's files go with it). */
  purge?: (doc: StoryDoc) => Promise<void>;
}

export function DocumentList({ tool, emptyIcon, emptyTitle, emptyText, initialData = {}, describe, onNew, duplicate, purge }: DocumentListProps) {
  const { user } = useAuth();
  const { universeId, universe } = useCurrentUniverse();
  const [sp, setSp] = useSearchParams();
  const q = sp.get("q") ?? "";
  const sort = (SORTS.find((s) => s.value === sp.get("sort"))?.value ?? "updated") as SortKey;
  const showTrash = sp.get("view") === "trash";
  const setParam = (k: string, v: string) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const tools = useMemo(() => [tool], [tool]);
  // Read when the session became known (prefetchToolList, main.tsx): a read of the last few seconds
  // is not repeated when the list mounts. Every write here and in the editors invalidates it.
  const query = useQuery({ ...myDocumentsOptions(user?.id ?? "", tools, universeId), enabled: !!user, staleTime: PREFETCH_FRESH_MS });
  const hidden = useHiddenDocuments();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [noun, nouns] = TOOL_NOUN[tool];

  const create = useMutation({
    mutationFn: () => createDocument({ tool, title: `Untitled ${noun}`, universe_id: universeId, data: initialData }),
    onSuccess: (doc) => {
      void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
      void navigate(editPath(doc));
    },
    onError: (e) => toast.error(`Could not create the ${noun}`, { description: e.message }),
  });

  const all = (query.data ?? []).filter((d) => !hidden.has(d.id));
  const words = q.trim().toLowerCase();
  const rows = sortDocs(words ? all.filter((d) => d.title.toLowerCase().includes(words) || d.summary.toLowerCase().includes(words)) : all, sort);

  const newButton = (
    <Button onClick={() => (onNew ? onNew() : create.mutate())} disabled={create.isPending || !user}>
      <Plus aria-hidden="true" /> New {noun}
    </Button>
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <Label htmlFor="story-search">Search</Label>
          <Input id="story-search" type="search" placeholder={`Search your ${nouns}`} value={q} onChange={(e) => setParam("q", e.target.value)} />
        </div>
        <div className="flex min-w-0 basis-40 flex-col gap-1">
          <Label htmlFor="story-sort">Sort</Label>
          <select id="story-sort" className={selectClass} value={sort} onChange={(e) => setParam("sort", e.target.value === "updated" ? "" : e.target.value)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <Button variant={showTrash ? "secondary" : "outline"} aria-pressed={showTrash} onClick={() => setParam("view", showTrash ? "" : "trash")}>
            <Trash2 aria-hidden="true" /> Trash
          </Button>
          {newButton}
        </div>
      </div>
      {universe && !showTrash && (
        <p className="mb-4 text-sm text-muted-foreground">
          Showing {nouns} in <strong className="text-foreground">{universe.name}</strong>. New {nouns} go there too.
        </p>
      )}
      {showTrash ? (
        <TrashList tool={tool} purge={purge} />
      ) : query.isPending ? (
        <RowsSkeleton label={`Loading your ${nouns}`} />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title={`Your ${nouns} could not be loaded`} action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : rows.length === 0 && words ? (
        <EmptyState
          icon={SearchX}
          title="Nothing matches"
          action={
            <Button variant="outline" onClick={() => setParam("q", "")}>
              Clear search
            </Button>
          }
        >
          No {noun} has these words in its title or description.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState icon={emptyIcon} title={emptyTitle} action={newButton}>
          {emptyText}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Your ${nouns}`}>
          {rows.map((d) => (
            <li key={d.id}>
              <DocumentCard doc={d} describe={describe} copy={duplicate} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DocumentCard({
  doc,
  describe,
  copy = duplicateDocument,
}: {
  doc: StoryDoc;
  describe?: (doc: StoryDoc) => ReactNode;
  copy?: (doc: StoryDoc) => Promise<StoryDoc>;
}) {
  const qc = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [noun] = TOOL_NOUN[doc.tool];
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
  const navigate = useNavigate();
  const duplicate = useMutation({
    mutationFn: () => copy(doc),
    onSuccess: (copy) => {
      void refresh();
      toast.success(`Duplicated as “${copy.title}”`, { action: { label: "Open", onClick: () => void navigate(editPath(copy)) } });
    },
    onError: (e) => toast.error(`Could not duplicate the ${noun}`, { description: e.message }),
  });
  const publish = useMutation({
    mutationFn: (visibility: "public" | "private") => patchDocument(doc.id, { visibility }),
    onSuccess: (_v, visibility) => {
      void refresh();
      toast.success(visibility === "public" ? `Published “${doc.title}”` : `“${doc.title}” is private again`);
    },
    onError: (e) => toast.error("Could not change visibility", { description: e.message }),
  });
  return (
    <article
      className="relative flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
      aria-label={doc.title}
    >
      <div className="flex items-start gap-2">
        {typeof doc.data.color === "string" && (
          <span className="mt-1.5 size-3 shrink-0 rounded-full border border-border" style={{ background: doc.data.color }} aria-hidden="true" />
        )}
        <h3 className="min-w-0 flex-1 truncate font-serif text-lg font-semibold">
          <Link to={editPath(doc)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {doc.title}
          </Link>
        </h3>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="relative z-10 -my-2 -mr-2" aria-label={`Actions for ${doc.title}`}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setRenaming(true)}>
              <Pencil aria-hidden="true" /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => duplicate.mutate()}>
              <Copy aria-hidden="true" /> Duplicate
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => publish.mutate(doc.visibility === "public" ? "private" : "public")}>
              {doc.visibility === "public" ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
              {doc.visibility === "public" ? "Make private" : "Publish"}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => trashWithUndo(qc, [doc.id], `“${doc.title}”`)}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {describe && <div className="text-sm text-muted-foreground">{describe(doc)}</div>}
      {doc.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{doc.summary}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          {doc.visibility === "public" ? <Globe className="size-3" aria-hidden="true" /> : <Lock className="size-3" aria-hidden="true" />}
          {doc.visibility === "public" ? "Public" : "Private"}
        </span>
        <span>
          Edited <time dateTime={doc.updated_at}>{formatDate(doc.updated_at)}</time>
        </span>
      </div>
      {renaming && <RenameDialog doc={doc} onClose={() => setRenaming(false)} />}
    </article>
  );
}

export function RenameDialog({ doc, onClose }: { doc: StoryDoc; onClose: () => void }) {
  const qc = useQueryClient();
  const [title, setTitle] = useState(doc.title);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: () => patchDocument(doc.id, { title: title.trim() }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
      toast.success(`Renamed to “${title.trim()}”`);
      onClose();
    },
    onError: (e) => setError(e.message),
  });
  const submit = () => {
    if (!title.trim() || title.trim().length > 200) return setError("A title needs 1 to 200 characters.");
    rename.mutate();
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Rename “${doc.title}”`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={rename.isPending}>
            Rename
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-1"
      >
        <Label htmlFor="rename-title">Title</Label>
        <Input
          id="rename-title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? "rename-error" : undefined}
          autoFocus
        />
        {error && (
          <p id="rename-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
