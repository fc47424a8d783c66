// The library items linked at one anchor of a document (a beat, a session, the player characters):
// chips to the item, a Link button with the picker, and remove with Undo.
import { useQueryClient } from "@tanstack/react-query";
import { Link2, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { addLink } from "@/data/story-links/add-link";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import type { Autosave } from "@/components/story-documents/use-autosave";

/** Links at `anchor` in order, only those whose item the reader can see. */
export const linksAt = (links: readonly StoryLinkWithItem[] | undefined, anchor: string) =>
  (links ?? []).filter((l) => l.anchor === anchor && l.item && !l.item.deleted_at);

/** Deletes every link at `anchor`; the returned function puts them back (Undo). */
export async function dropLinksAt(links: readonly StoryLinkWithItem[], anchor: string): Promise<() => Promise<void>> {
  const gone = links.filter((l) => l.anchor === anchor);
  await Promise.all(gone.map((l) => removeLink(l.id)));
  return async () => {
    for (const l of gone) await addLink({ document_id: l.document_id, item_id: l.item_id, anchor: l.anchor, role: l.role, note: l.note, position: l.position });
  };
}

export function LinkedItems({
  doc,
  autosave,
  links,
  anchor,
  what,
  kinds,
  pickerTitle,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  links: StoryLinkWithItem[] | undefined;
  anchor: string;
  what: string;
  kinds?: string[];
  pickerTitle?: string;
}) {
  const qc = useQueryClient();
  const [picking, setPicking] = useState(false);
  const here = linksAt(links, anchor);
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) });
  const remove = (l: StoryLinkWithItem) => {
    qc.setQueryData<StoryLinkWithItem[]>(storyDocumentKeys.links(doc.id), (old) => old?.filter((x) => x.id !== l.id));
    autosave.track(removeLink(l.id)).then(
      () => {
        void refresh();
        toast(`Unlinked ${l.item!.name}`, {
          action: {
            label: "Undo",
            onClick: () =>
              void autosave
                .track(addLink({ document_id: doc.id, item_id: l.item_id, anchor, role: l.role, note: l.note, position: l.position }))
                .then(refresh, (e: Error) => toast.error("Could not link it again", { description: e.message })),
          },
        });
      },
      (e: Error) => {
        void refresh();
        toast.error("Could not unlink", { description: e.message });
      },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {here.length > 0 && (
        <ul className="contents" aria-label={`Linked to ${what}`}>
          {here.map((l) => (
            <li key={l.id} className="inline-flex max-w-full items-center gap-0.5 rounded-full border border-border bg-background py-0.5 pl-2.5 pr-0.5 text-xs">
              <Link to={`/my-content/${l.item_id}`} className="truncate text-primary underline-offset-4 hover:underline">
                {l.item!.name}
              </Link>
              <Button variant="ghost" size="icon" className="size-6 rounded-full" onClick={() => remove(l)} aria-label={`Unlink ${l.item!.name} from ${what}`}>
                <X className="size-3" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setPicking(true)} aria-label={`Link items to ${what}`}>
        <Link2 aria-hidden="true" /> Link items
      </Button>
      {picking && (
        <LinkItemsDialog
          doc={doc}
          autosave={autosave}
          anchor={anchor}
          kinds={kinds}
          title={pickerTitle}
          taken={new Set(here.map((l) => l.item_id))}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
