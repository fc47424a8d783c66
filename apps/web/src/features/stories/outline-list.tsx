// The manuscript's outline beside the editor: parts → chapters → scenes, each row a button that
// opens the section, with its words, a drag handle, Move up / Move down and "Add a …".
// A long manuscript has hundreds of rows, so (docs/decisions/0010):
// - a row renders again only when what it shows changes (its name, words, children, or whether
//   the selection is in it), so a scene's autosave re-renders its own row and its chapter's, not
//   all of them; the callbacks must therefore stay the same from render to render;
// - a part's or chapter's block is `content-visibility: auto`: off screen, the browser skips its
//   rows' layout and paint, so typing in the scene does not re-walk them every frame. Its height
//   until first shown is worked out from its rows (each the same height), so the page does not
//   jump when it comes into view.
import { Plus } from "lucide-react";
import { useCallback, type CSSProperties, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { SectionKind, SectionRow } from "@/data/story-sections/types";
import { SortableList } from "@/components/story-documents/sortable-list";
import { nameOf } from "./labels";
import type { RowNode } from "./outline";

/** A row's height (2 rem) and the gap between rows (0.125 rem), in px at the default font size. */
const ROW_PX = 32;
const GAP_PX = 2;

/** A row and the rows under it, in px, as they render. */
export function blockHeight(n: RowNode): number {
  return ROW_PX + (n.children.length ? n.children.reduce((h, c) => h + blockHeight(c), 0) + (n.children.length - 1) * GAP_PX : 0);
}

/** Where the subtree's rows stay unrendered until scrolled to, at the height they will take. */
export function blockStyle(node: RowNode): CSSProperties | undefined {
  if (!node.children.length) return undefined;
  return { contentVisibility: "auto", containIntrinsicSize: `auto ${blockHeight(node)}px` };
}

/** Whether two versions of a subtree show the same rows (names, kinds, words, order). */
export function sameRows(a: RowNode, b: RowNode): boolean {
  if (a === b) return true;
  if (a.section.id !== b.section.id || a.section.kind !== b.section.kind || nameOf(a.section) !== nameOf(b.section) || a.words !== b.words) return false;
  if (a.children.length !== b.children.length) return false;
  return a.children.every((c, i) => sameRows(c, b.children[i]!));
}

const contains = (n: RowNode, id: string): boolean => n.section.id === id || n.children.some((c) => contains(c, id));

interface Entry {
  id: string;
  name: string;
  node: RowNode;
  /** The selected section's id when it is this row or under it, else null. */
  selectedId: string | null;
}

const sameEntry = (a: Entry, b: Entry) => a.name === b.name && a.selectedId === b.selectedId && sameRows(a.node, b.node);

export interface OutlineListProps {
  nodes: RowNode[];
  label: string;
  selectedId: string | null;
  /** These three must keep their identity from render to render (rows that did not change keep the old ones). */
  onSelect: (id: string) => void;
  onAdd: (kind: SectionKind, parent: SectionRow) => void;
  onMoveChildren: (next: SectionRow[]) => void;
  onMove: (next: RowNode[]) => void;
}

export function OutlineList({ nodes, label, selectedId, onSelect, onMove, onAdd, onMoveChildren }: OutlineListProps) {
  const items: Entry[] = nodes.map((n) => ({
    id: n.section.id,
    name: nameOf(n.section),
    node: n,
    selectedId: selectedId && contains(n, selectedId) ? selectedId : null,
  }));
  const render = useCallback(
    ({ node, selectedId: inside }: Entry, handle: ReactNode, moves: ReactNode) => {
      const s = node.section;
      const selected = inside === s.id;
      const childKind: SectionKind | null = s.kind === "part" ? "chapter" : s.kind === "chapter" ? "scene" : null;
      return (
        <div style={blockStyle(node)}>
          <div className={cn("group flex items-center gap-0.5 rounded-md pr-0.5", selected ? "bg-accent" : "hover:bg-accent/50")}>
            {handle}
            <button
              type="button"
              onClick={() => onSelect(s.id)}
              data-section-id={s.id}
              aria-current={selected ? "true" : undefined}
              className={cn(
                "min-w-0 flex-1 truncate rounded-sm py-1.5 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                s.kind === "part" && "font-serif font-semibold uppercase tracking-wide",
                s.kind === "chapter" && "font-medium",
              )}
            >
              {nameOf(s)}
              <span className="ml-1 text-xs font-normal normal-case tracking-normal text-muted-foreground">
                {node.words ? node.words.toLocaleString("en") : ""}
              </span>
            </button>
            {moves}
            {childKind && (
              <Button variant="ghost" size="icon" className="size-8" onClick={() => onAdd(childKind, s)} aria-label={`Add a ${childKind} to ${nameOf(s)}`}>
                <Plus aria-hidden="true" />
              </Button>
            )}
          </div>
          {node.children.length > 0 && (
            <div className="ml-4 border-l border-border pl-1">
              <OutlineList
                nodes={node.children}
                label={`In ${nameOf(s)}`}
                selectedId={inside}
                onSelect={onSelect}
                onMove={(next) => onMoveChildren(next.map((n) => n.section))}
                onAdd={onAdd}
                onMoveChildren={onMoveChildren}
              />
            </div>
          )}
        </div>
      );
    },
    [onSelect, onAdd, onMoveChildren],
  );
  return (
    <SortableList
      items={items}
      label={label}
      className="flex flex-col gap-0.5"
      onMove={(next) => onMove(next.map((i) => i.node))}
      render={render}
      same={sameEntry}
    />
  );
}
