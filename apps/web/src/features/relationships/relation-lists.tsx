// The side panel's lists: the map's items (focus, remove) and its relations (edit, delete), the
// keyboard's way to everything the canvas shows.
import { Crosshair, Pencil, Trash2, UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { GraphNode } from "./graph";
import { relationLabel, relationSentence, strengthWord, TYPE_COLOR, type Relation } from "./relation-data";

export function ItemList({ nodes, onFocus, onRemove }: { nodes: GraphNode[]; onFocus: (id: string) => void; onRemove?: (n: GraphNode) => void }) {
  return (
    <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border bg-card" aria-label="Items on the map">
      {nodes.map((n) => (
        <li key={n.id} className="flex items-center gap-2 p-2 pl-3" aria-label={n.name}>
          <span className="min-w-0 flex-1">
            <span className="block break-words font-medium">{n.name}</span>
            <span className="block truncate text-xs capitalize text-muted-foreground">{n.kind.replace(/-/g, " ")}</span>
          </span>
          <Button size="icon" variant="ghost" aria-label={`Focus on ${n.name}`} title="Focus" onClick={() => onFocus(n.id)}>
            <Crosshair aria-hidden="true" />
          </Button>
          {onRemove && (
            <Button size="icon" variant="ghost" aria-label={`Remove ${n.name} from the map`} title="Remove from the map" onClick={() => onRemove(n)}>
              <UserMinus aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RelationList({
  relations,
  nameOf,
  onEdit,
  onDelete,
  empty,
}: {
  relations: Relation[];
  nameOf: (id: string) => string;
  onEdit?: (r: Relation) => void;
  onDelete?: (r: Relation) => void;
  empty: string;
}) {
  if (!relations.length) return <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="max-h-96 divide-y divide-border overflow-y-auto rounded-lg border border-border bg-card" aria-label="Relations">
      {relations.map((r) => {
        const sentence = relationSentence(r, nameOf(r.from), nameOf(r.to));
        return (
          <li key={r.id} className="flex items-start gap-2 p-2 pl-3" aria-label={sentence}>
            <span className="mt-1.5 size-3 shrink-0 rounded-full" style={{ background: TYPE_COLOR[r.type] }} aria-hidden="true" />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block break-words">{sentence}</span>
              <span className="block text-xs text-muted-foreground">
                {relationLabel(r)} · {r.mutual ? "mutual" : "one way"} · {strengthWord(r.strength)}
              </span>
              {r.note && <span className="block break-words text-xs italic text-muted-foreground">{r.note}</span>}
            </span>
            {onEdit && (
              <Button size="icon" variant="ghost" aria-label={`Edit: ${sentence}`} title="Edit" onClick={() => onEdit(r)}>
                <Pencil aria-hidden="true" />
              </Button>
            )}
            {onDelete && (
              <Button size="icon" variant="ghost" aria-label={`Delete: ${sentence}`} title="Delete" onClick={() => onDelete(r)}>
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
