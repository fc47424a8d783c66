// The tree drawn with React Flow (@xyflow/react), laid out by generation (layout.ts): people as
// cards, parent links from above (dashed or dotted by type), partnerships side by side. Pan and
// zoom by touch or mouse. Keyboard: Tab reaches a person, arrows walk the tree (up to a parent,
// down to a child, left/right along the row), Delete removes the selected person (with Undo).
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position as HandlePosition,
  ReactFlow,
  getNodesBounds,
  useReactFlow,
  useStoreApi,
  type Edge,
  type Node,
  type NodeProps,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { ChevronDown, ChevronRight } from "lucide-react";
import { memo, useEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/utils";
import { PARENT_LABEL, PARTNER_LABEL, type FamilyData, type ParentType } from "@/components/story-documents/family-data";
import { PERSON_HEIGHT, PERSON_WIDTH } from "./layout";
import type { TLCalendar } from "@/components/calendar/calendar";
import { lifeLine, partnershipDates } from "./names";

type PersonNodeData = { name: string; life: string; focus: boolean; kids: number; collapsed: boolean; library: boolean; onToggle: (() => void) | null };
type PersonNode = Node<PersonNodeData, "person">;
const hidden = "!pointer-events-none !size-1 !min-h-0 !min-w-0 !border-0 !bg-transparent";

const PersonCard = memo(function PersonCard({ data, selected }: NodeProps<PersonNode>) {
  return (
    <div
      className={cn(
        "flex flex-col justify-center rounded-lg border-2 bg-card px-3 py-1 text-card-foreground shadow-sm",
        selected ? "border-primary" : data.focus ? "border-area-story" : "border-border",
        data.library && "border-l-8 border-l-area-people",
      )}
      style={{ width: PERSON_WIDTH, minHeight: PERSON_HEIGHT }}
    >
      <Handle id="t" type="target" position={HandlePosition.Top} className={hidden} isConnectable={false} />
      <Handle id="l" type="target" position={HandlePosition.Left} className={hidden} isConnectable={false} />
      <div className="flex min-w-0 items-center gap-1">
        {/* Names wrap (a card grows) rather than being cut. */}
        <span className="min-w-0 flex-1 break-words font-serif font-semibold leading-snug">{data.name}</span>
        {data.onToggle && (
          <button
            type="button"
            tabIndex={-1}
            className="nodrag nopan inline-flex shrink-0 items-center rounded px-0.5 text-xs text-muted-foreground hover:bg-accent"
            title={data.collapsed ? "Expand the branch" : "Collapse the branch"}
            aria-label={`${data.collapsed ? "Expand" : "Collapse"} the branch below ${data.name}`}
            onClick={(e) => {
              e.stopPropagation();
              data.onToggle?.();
            }}
          >
            {data.collapsed ? <ChevronRight className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
            {data.collapsed && data.kids}
          </button>
        )}
      </div>
      <span className="break-words text-sm text-muted-foreground">{data.life || "\u00a0"}</span>
      <Handle id="b" type="source" position={HandlePosition.Bottom} className={hidden} isConnectable={false} />
      <Handle id="r" type="source" position={HandlePosition.Right} className={hidden} isConnectable={false} />
    </div>
  );
});

const nodeTypes = { person: PersonCard };
export const DASH: Record<ParentType, string | undefined> = { biological: undefined, adoptive: "8 4", step: "2 4", foster: "12 4 2 4", unknown: "1 6" };

export interface FamilyCanvasProps {
  data: FamilyData;
  shown: ReadonlySet<string>;
  positions: Record<string, { x: number; y: number }>;
  nameOf: (id: string) => string;
  focusId: string | null;
  selectedId: string | null;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSelect: (id: string | null) => void;
  onDelete?: (id: string) => void;
  dark: boolean;
  /** The calendar dates are written in; null: Gregorian, years as numbers. */
  cal?: TLCalendar | null;
  label: string;
  fitKey: string;
}

/**
 * How far fitting (on opening, on a change of view, and the Fit button) may shrink the tree: never
 * below a scale where a card's smallest text (14 px) still reads at 11 px. A tree wider than that,
 * on a phone above all, is panned, not shrunk to dots; the wheel and pinch still zoom further out.
 */
export const READABLE_ZOOM = 0.8;
const FIT_OPTIONS = { padding: 0.15, maxZoom: 1, minZoom: READABLE_ZOOM };

function FitView({ fitKey }: { fitKey: string }) {
  const flow = useReactFlow();
  const store = useStoreApi();
  useEffect(() => {
    requestAnimationFrame(() => {
      void flow.fitView(FIT_OPTIONS).then(() => {
        // Wider (or taller) than the canvas at the readable scale: start at the left (top), where
        // the first person (the oldest generation) is, instead of cutting both sides.
        const { width, height } = store.getState();
        const { x, y, zoom } = flow.getViewport();
        const b = getNodesBounds(flow.getNodes());
        const pad = 16;
        const fitsX = b.width * zoom + pad * 2 <= width;
        const fitsY = b.height * zoom + pad * 2 <= height;
        if (!fitsX || !fitsY) void flow.setViewport({ x: fitsX ? x : pad - b.x * zoom, y: fitsY ? y : pad - b.y * zoom, zoom });
      });
    });
  }, [fitKey, flow, store]);
  return null;
}

export function FamilyCanvas({
  data,
  shown,
  positions,
  nameOf,
  focusId,
  selectedId,
  collapsed,
  onToggle,
  onSelect,
  onDelete,
  dark,
  label,
  fitKey,
  cal = null,
}: FamilyCanvasProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const kids = useMemo(() => {
    const m = new Map<string, number>();
    for (const l of data.parents) m.set(l.parent, (m.get(l.parent) ?? 0) + 1);
    return m;
  }, [data.parents]);
  const nodes = useMemo<PersonNode[]>(
    () =>
      data.people
        .filter((p) => shown.has(p.id))
        .map((p) => {
          const name = nameOf(p.id);
          const life = lifeLine(p, data.today, cal);
          const n = kids.get(p.id) ?? 0;
          return {
            id: p.id,
            type: "person",
            position: positions[p.id] ?? { x: 0, y: 0 },
            data: {
              name,
              life,
              focus: p.id === focusId,
              kids: n,
              collapsed: collapsed.has(p.id),
              library: !!p.itemId,
              onToggle: n ? () => onToggle(p.id) : null,
            },
            ariaLabel: `${name}${life ? `, ${life}` : ""}${collapsed.has(p.id) ? `, branch collapsed (${n} ${n === 1 ? "child" : "children"})` : ""}`,
            width: PERSON_WIDTH,
            selected: p.id === selectedId,
            draggable: false,
            connectable: false,
            deletable: !!onDelete,
          };
        }),
    [data.people, data.today, cal, shown, positions, nameOf, focusId, kids, collapsed, onToggle, selectedId, onDelete],
  );
  const edges = useMemo<Edge[]>(() => {
    // Plain colours, not CSS variables: the PNG/SVG export (html-to-image) does not resolve them inside SVG.
    const ink = dark ? "#a8a29e" : "#78716c";
    const labelStyle = { fontSize: 11, fill: dark ? "#e7e5e4" : "#292524" };
    const labelBgStyle = { fill: dark ? "#1c1917" : "#fffdf8" };
    const out: Edge[] = [];
    for (const l of data.parents) {
      if (!shown.has(l.parent) || !shown.has(l.child)) continue;
      out.push({
        id: `parent:${l.parent}>${l.child}`,
        source: l.parent,
        target: l.child,
        sourceHandle: "b",
        targetHandle: "t",
        type: "smoothstep",
        label: l.type === "biological" ? undefined : PARENT_LABEL[l.type],
        ariaLabel: `${nameOf(l.parent)} is a ${l.type === "unknown" ? "" : `${l.type} `}parent of ${nameOf(l.child)}`,
        style: { stroke: ink, strokeWidth: 1.5, strokeDasharray: DASH[l.type] },
        labelStyle,
        labelBgStyle,
        markerEnd: { type: MarkerType.ArrowClosed, width: 14, height: 14, color: ink },
        selectable: false,
        deletable: false,
      });
    }
    for (const p of data.partnerships) {
      if (!shown.has(p.a) || !shown.has(p.b)) continue;
      const [left, right] = (positions[p.a]?.x ?? 0) <= (positions[p.b]?.x ?? 0) ? [p.a, p.b] : [p.b, p.a];
      const years = partnershipDates(p, cal);
      out.push({
        id: `partner:${p.id}`,
        source: left,
        target: right,
        sourceHandle: "r",
        targetHandle: "l",
        type: "straight",
        label: `${PARTNER_LABEL[p.type]}${years}`,
        ariaLabel: `${nameOf(p.a)} and ${nameOf(p.b)}: ${PARTNER_LABEL[p.type].toLowerCase()}${years}`,
        style: { stroke: dark ? "#d8a0be" : "#7c3a5a", strokeWidth: 2, strokeDasharray: p.type === "divorced" || p.type === "betrothed" ? "6 4" : undefined },
        labelStyle,
        labelBgStyle,
        selectable: false,
        deletable: false,
      });
    }
    return out;
  }, [data.parents, data.partnerships, shown, positions, nameOf, dark, cal]);

  // Arrow keys walk the tree from the focused person.
  const onKeyDown = (e: React.KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>(".react-flow__node");
    if (!el || !["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(e.key)) return;
    const id = el.dataset.id!;
    const here = positions[id];
    if (!here) return;
    let next: string | undefined;
    if (e.key === "ArrowUp") next = data.parents.find((l) => l.child === id && shown.has(l.parent))?.parent;
    else if (e.key === "ArrowDown") next = data.parents.find((l) => l.parent === id && shown.has(l.child))?.child;
    else {
      const row = [...shown].filter((o) => positions[o]?.y === here.y).sort((a, b) => positions[a]!.x - positions[b]!.x);
      next = row[row.indexOf(id) + (e.key === "ArrowLeft" ? -1 : 1)];
    }
    e.preventDefault();
    if (!next) return;
    wrap.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(next)}"]`)?.focus();
    onSelect(next);
  };

  return (
    <div
      ref={wrap}
      onKeyDown={onKeyDown}
      className="h-[26rem] w-full overflow-hidden rounded-lg border border-border bg-background sm:h-[34rem]"
      role="region"
      aria-label={label}
      data-testid="family-canvas"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        onNodeClick={(_, n) => onSelect(n.id)}
        onPaneClick={() => onSelect(null)}
        onNodesChange={(changes) => {
          for (const c of changes) if (c.type === "select" && c.selected) onSelect(c.id);
        }}
        onDelete={onDelete ? ({ nodes: ns }) => ns[0] && onDelete(ns[0].id) : undefined}
        deleteKeyCode={onDelete ? ["Delete", "Backspace"] : null}
        onlyRenderVisibleElements={nodes.length > 200}
        colorMode={dark ? "dark" : "light"}
        fitView
        fitViewOptions={FIT_OPTIONS}
        minZoom={0.05}
      >
        <Background gap={24} />
        <Controls showInteractive={false} fitViewOptions={FIT_OPTIONS} />
        <FitView fitKey={`${fitKey}:${nodes.length}`} />
      </ReactFlow>
    </div>
  );
}
