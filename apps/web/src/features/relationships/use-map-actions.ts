// What changes a map beyond a drag: add or edit a relation, delete relations, remove items (their
// story_links rows, with their relations and positions). Every loss can be undone from its toast,
// and every change is announced for screen readers.
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { addLink } from "@/data/story-links/add-link";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { newRelationId, relationsOf } from "./graph";
import { relationSentence, type Relation } from "./relation-data";
import type { RelationDraft } from "./relation-form";
import type { RelationMap } from "./use-relation-map";

export function useMapActions({
  doc,
  autosave,
  map,
  links,
  nameOf,
  announce,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  map: RelationMap;
  links: StoryLinkWithItem[];
  nameOf: (id: string) => string;
  announce: (t: string) => void;
}) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) });

  const saveRelation = (draft: RelationDraft, id?: string) => {
    const r: Relation = { ...draft, id: id ?? newRelationId() };
    map.setRelations((rs) => (id ? rs.map((x) => (x.id === id ? r : x)) : [...rs, r]));
    announce(`${id ? "Saved" : "Added"}: ${relationSentence(r, nameOf(r.from), nameOf(r.to))}.`);
  };

  const deleteRelations = (ids: readonly string[]) => {
    const gone = map.relations.filter((r) => ids.includes(r.id));
    if (!gone.length) return;
    map.setRelations((rs) => rs.filter((r) => !ids.includes(r.id)));
    const what = gone.length === 1 ? relationSentence(gone[0]!, nameOf(gone[0]!.from), nameOf(gone[0]!.to)) : `${gone.length} relations`;
    announce(`Deleted: ${what}.`);
    toast(`Deleted ${gone.length === 1 ? "the relation" : `${gone.length} relations`}`, {
      description: what,
      action: {
        label: "Undo",
        onClick: () => {
          map.setRelations((rs) => [...rs, ...gone.filter((g) => !rs.some((r) => r.id === g.id))]);
          announce(`Restored: ${what}.`);
        },
      },
    });
  };

  const removeItems = (itemIds: readonly string[]) => {
    const rows = links.filter((l) => l.anchor === "" && itemIds.includes(l.item_id));
    if (!rows.length) return;
    const rels = map.relations.filter((r) => itemIds.some((id) => relationsOf([r], id).length));
    const positions = Object.fromEntries(itemIds.flatMap((id) => (map.positions[id] ? [[id, map.positions[id]]] : [])));
    map.setRelations((rs) => rs.filter((r) => !rels.includes(r)));
    const label = rows.length === 1 ? (rows[0]!.item?.name ?? "the item") : `${rows.length} items`;
    Promise.all(rows.map((l) => autosave.track(removeLink(l.id)))).then(
      () => {
        void refresh();
        announce(`Removed ${label} from the map${rels.length ? ` with ${rels.length} ${rels.length === 1 ? "relation" : "relations"}` : ""}.`);
        toast(`Removed ${label} from the map`, {
          description: rels.length
            ? `And ${rels.length} ${rels.length === 1 ? "relation" : "relations"}. The library item is untouched.`
            : "The library item is untouched.",
          action: {
            label: "Undo",
            onClick: () => {
              Promise.all(
                rows.map((l) => autosave.track(addLink({ document_id: doc.id, item_id: l.item_id, position: l.position, role: l.role, note: l.note }))),
              )
                .then(() => {
                  map.setRelations((rs) => [...rs, ...rels.filter((g) => !rs.some((r) => r.id === g.id))]);
                  map.setPositions((ps) => ({ ...ps, ...positions }));
                  announce(`Restored ${label}.`);
                })
                .catch((e: Error) => toast.error(`Could not restore ${label}`, { description: e.message }))
                .finally(() => void refresh());
            },
          },
        });
      },
      (e: Error) => {
        map.setRelations((rs) => [...rs, ...rels.filter((g) => !rs.some((r) => r.id === g.id))]);
        void refresh();
        toast.error(`Could not remove ${label}`, { description: e.message });
      },
    );
  };

  return { saveRelation, deleteRelations, removeItems };
}
