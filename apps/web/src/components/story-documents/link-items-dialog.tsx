// Pick library items (any kind) to link to a story; each then lists the story under "Appears in".
// With `onPick` it picks one item for the caller instead (a map's pin links to one item of its own).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { contentItemKeys } from "@/data/content-items/keys";
import { useAuth } from "@/lib/auth";
import { searchOwnItems } from "@/data/content-items/search-own-items";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import type { LinkedItem } from "@/data/story-links/types";
import { addLink } from "@/data/story-links/add-link";
import type { Autosave } from "./use-autosave";

/** `anchor` says where in the document the links go ('' = the whole document); `kinds` narrows the picker. */
export function LinkItemsDialog({
  doc,
  autosave,
  taken,
  onClose,
  onPick,
  anchor = "",
  kinds = [],
  title = "Link from your library",
  description = "Characters, places, factions, events: anything you saved.",
}: {
  taken: ReadonlySet<string>;
  onClose: () => void;
  anchor?: string;
  kinds?: readonly string[];
  title?: string;
  description?: string;
} & ({ doc: StoryDoc; autosave: Autosave; onPick?: never } | { doc?: never; autosave?: never; onPick: (item: LinkedItem) => void })) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [q, setQ] = useState("");
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const found = useQuery({
    queryKey: contentItemKeys.storyPicker(user?.id, kinds.join(",") || "any", q),
    queryFn: () => searchOwnItems(user!.id, kinds, q),
    enabled: !!user,
  });
  const add = (itemId: string, name: string) => {
    if (onPick) {
      const item = found.data?.find((r) => r.id === itemId);
      if (item) onPick(item);
      return onClose();
    }
    if (!doc || !autosave) return;
    setAdded((s) => new Set([...s, itemId]));
    autosave.track(addLink({ document_id: doc.id, item_id: itemId, anchor, position: taken.size + added.size })).then(
      () => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }),
      (e: Error) => {
        setAdded((s) => new Set([...s].filter((x) => x !== itemId)));
        toast.error(`Could not link ${name}`, { description: e.message });
      },
    );
  };
  const rows = found.data ?? [];
  return (
    <Modal isOpen onClose={onClose} title={title} description={description} size="lg" footer={<Button onClick={onClose}>Done</Button>}>
      <div className="flex flex-col gap-1">
        <Label htmlFor="link-search">Search your library</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="link-search" type="search" className="pl-9" value={q} onChange={(e) => setQ(e.target.value)} autoFocus />
        </div>
      </div>
      <div className="max-h-80 min-h-24 overflow-y-auto">
        {found.isPending ? (
          <RowsSkeleton label="Searching" />
        ) : found.isError ? (
          <InlineLoadError what="Your library" error={found.error} onRetry={() => void found.refetch()} />
        ) : rows.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {q ? "Nothing in your library has that name." : "Your library is empty."}{" "}
            <Link className="text-primary underline underline-offset-4" to="/generators">
              Open the generators
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Your library">
            {rows.map((r) => {
              const linked = taken.has(r.id) || added.has(r.id);
              return (
                <li key={r.id} className="flex items-center gap-2 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{r.name}</span>
                    <span className="block truncate text-xs capitalize text-muted-foreground">{r.kind.replace(/-/g, " ")}</span>
                  </span>
                  <Button
                    size="sm"
                    variant={linked ? "ghost" : "outline"}
                    disabled={linked}
                    onClick={() => add(r.id, r.name)}
                    aria-label={linked ? `${r.name} is linked` : `Link ${r.name}`}
                  >
                    {linked ? "Linked" : "Link"}
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
