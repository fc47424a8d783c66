// A campaign's player characters: library characters linked with anchor 'pc' (so each character's
// page lists the campaign under "Appears in"). Remove has Undo.
import type { UseQueryResult } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus, Users, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { addLink } from "@/data/story-links/add-link";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { linksAt } from "./linked-items";
import { PC_ANCHOR } from "./model";

export function PlayerCharacters({ doc, autosave, links }: { doc: StoryDoc; autosave: Autosave; links: UseQueryResult<StoryLinkWithItem[]> }) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const pcs = linksAt(links.data, PC_ANCHOR);
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) });
  const remove = (l: StoryLinkWithItem) => {
    qc.setQueryData<StoryLinkWithItem[]>(storyDocumentKeys.links(doc.id), (old) => old?.filter((x) => x.id !== l.id));
    autosave.track(removeLink(l.id)).then(
      () => {
        void refresh();
        toast(`Removed ${l.item!.name} from the party`, {
          action: {
            label: "Undo",
            onClick: () =>
              void autosave
                .track(addLink({ document_id: doc.id, item_id: l.item_id, anchor: PC_ANCHOR, role: l.role, note: l.note, position: l.position }))
                .then(refresh, (e: Error) => toast.error("Could not add them back", { description: e.message })),
          },
        });
      },
      (e: Error) => {
        void refresh();
        toast.error("Could not remove", { description: e.message });
      },
    );
  };
  return (
    <section aria-labelledby="pcs-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="pcs-heading" className="font-serif text-2xl font-semibold">
          Player characters
        </h2>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" /> Add player character
        </Button>
      </div>
      {links.isPending ? (
        <RowsSkeleton label="Loading the player characters" />
      ) : links.isError ? (
        <InlineLoadError what="The player characters" error={links.error} onRetry={() => void links.refetch()} />
      ) : pcs.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-card/60 p-6 text-center text-sm text-muted-foreground">
          <Users className="size-8 text-primary" aria-hidden="true" />
          <p>No player characters yet. Add the party from your library&apos;s characters; each one&apos;s page then shows this campaign.</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="The party">
          {pcs.map((l) => (
            <li key={l.id} className="flex items-start gap-2 rounded-lg border border-border bg-card p-3">
              <div className="min-w-0 flex-1">
                <Link to={`/my-content/${l.item_id}`} className="block truncate font-serif font-semibold text-primary underline underline-offset-4">
                  {l.item!.name}
                </Link>
                {l.item!.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{l.item!.summary}</p>}
              </div>
              <Button variant="ghost" size="icon" className="size-8 shrink-0" onClick={() => remove(l)} aria-label={`Remove ${l.item!.name} from the party`}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <LinkItemsDialog
          doc={doc}
          autosave={autosave}
          anchor={PC_ANCHOR}
          kinds={["character"]}
          title="Add player characters"
          description="Characters from your library."
          taken={new Set(pcs.map((l) => l.item_id))}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
