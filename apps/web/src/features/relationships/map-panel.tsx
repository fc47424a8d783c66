// The side panel: the items on the map (add from the library, focus, remove), the relation form
// and the list of relations the filters leave. Everything the canvas does, by keyboard.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { StoryDoc } from "@/data/story-documents/types";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import type { Autosave } from "@/components/story-documents/use-autosave";
import type { GraphNode, VisibleGraph } from "./graph";
import { RelationForm, type RelationDraft } from "./relation-form";
import { ItemList, RelationList } from "./relation-lists";
import type { Relation } from "./relation-data";

export interface MapPanelProps {
  doc: StoryDoc;
  autosave: Autosave;
  nodes: GraphNode[];
  shown: VisibleGraph;
  nameOf: (id: string) => string;
  draft: RelationDraft;
  setDraft: (d: RelationDraft) => void;
  editing: string | null;
  setEditing: (id: string | null) => void;
  typeRef: React.Ref<HTMLSelectElement>;
  onSave: (d: RelationDraft, id?: string) => void;
  onDelete: (r: Relation) => void;
  onRemoveItem: (n: GraphNode) => void;
  onFocus: (id: string) => void;
  resetDraft: () => void;
}

export function MapPanel({
  doc,
  autosave,
  nodes,
  shown,
  nameOf,
  draft,
  setDraft,
  editing,
  setEditing,
  typeRef,
  onSave,
  onDelete,
  onRemoveItem,
  onFocus,
  resetDraft,
}: MapPanelProps) {
  const [adding, setAdding] = useState(false);
  return (
    <aside className="flex min-w-0 flex-col gap-4" aria-label="Items and relations">
      <section aria-labelledby="map-items-heading" className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <h2 id="map-items-heading" className="flex-1 font-serif text-lg font-semibold">
            Items ({nodes.length})
          </h2>
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add items
          </Button>
        </div>
        {nodes.length ? (
          <ItemList nodes={nodes} onFocus={onFocus} onRemove={onRemoveItem} />
        ) : (
          <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
            Add characters, factions, places or deities from your library, then say how they stand with each other.
          </p>
        )}
      </section>
      {nodes.length >= 2 && (
        <RelationForm
          nodes={nodes}
          draft={draft}
          setDraft={setDraft}
          editing={!!editing}
          typeRef={typeRef}
          onCancel={() => {
            setEditing(null);
            resetDraft();
          }}
          onSubmit={(d) => {
            onSave(d, editing ?? undefined);
            setEditing(null);
            resetDraft();
          }}
        />
      )}
      <section aria-labelledby="map-relations-heading" className="flex flex-col gap-2">
        <h2 id="map-relations-heading" className="font-serif text-lg font-semibold">
          Relations ({shown.relations.length})
        </h2>
        <RelationList
          relations={shown.relations}
          nameOf={nameOf}
          empty={nodes.length < 2 ? "Relations join two items: add at least two first." : "No relations to show. Add one above, or draw one on the map."}
          onEdit={(r) => {
            setEditing(r.id);
            setDraft({ from: r.from, to: r.to, type: r.type, label: r.label, mutual: r.mutual, strength: r.strength, note: r.note });
          }}
          onDelete={onDelete}
        />
      </section>
      {adding && <LinkItemsDialog doc={doc} autosave={autosave} taken={new Set(nodes.map((n) => n.id))} onClose={() => setAdding(false)} />}
    </aside>
  );
}
