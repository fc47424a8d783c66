// The flow chart drawn with React Flow: a shape and colour per node type (start and end pills, scene
// boxes, decision diamonds, outcome hexagons, dashed notes), labelled arrows, a minimap, zoom
// controls and a dotted grid that drags snap to. Pan and zoom by touch or mouse; with the keyboard,
// Tab reaches each node, Enter selects it, arrow keys move it a grid step, Delete removes it (Undo
// in the toast). Dragging from a node's bottom handle to another node draws an arrow.
import {
  applyNodeChanges,
  Background,
  Controls,
  Handle,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  useReactFlow,
  type Edge,
  type Node,
  type NodeChange,
  type NodeProps,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { cn } from "@/lib/utils";
import { CanvasExporter, type CanvasExport } from "@/components/canvas/canvas-export";
import { FLOW_NODE_HEIGHT, FLOW_NODE_WIDTH } from "./layout";
import { GRID, NODE_TYPE_LABEL, snap, type FlowData, type FlowNodeType } from "./model";

/** Fill, outline and text per type: readable on both themes (the shapes keep their light fill). */
export const NODE_STYLE: Record<FlowNodeType, { fill: string; stroke: string; text: string }> = {
  start: { fill: "#d1fae5", stroke: "#047857", text: "#064e3b" },
  scene: { fill: "#dbeafe", stroke: "#1d4ed8", text: "#1e3a8a" },
  decision: { fill: "#fef3c7", stroke: "#b45309", text: "#78350f" },
  outcome: { fill: "#ede9fe", stroke: "#6d28d9", text: "#4c1d95" },
  note: { fill: "#fefce8", stroke: "#a16207", text: "#713f12" },
  end: { fill: "#ffe4e6", stroke: "#be123c", text: "#881337" },
};

type FlowNodeData = { kind: FlowNodeType; label: string; item: string | null; scene: string | null };
type ChartNode = Node<FlowNodeData, "flow">;

const W = FLOW_NODE_WIDTH;
const H = FLOW_NODE_HEIGHT;
const SHAPES: Partial<Record<FlowNodeType, string>> = {
  decision: `${W / 2},2 ${W - 2},${H / 2} ${W / 2},${H - 2} 2,${H / 2}`,
  outcome: `20,2 ${W - 20},2 ${W - 2},${H / 2} ${W - 20},${H - 2} 20,${H - 2} 2,${H / 2}`,
};
/** The text's width in a diamond; the diamond is then made tall enough for the text to sit inside it. */
const DIAMOND_TEXT_W = W - 76;

/** The height a diamond needs around text of this height: a w × h box fits in W × H when w/W + h/H ≤ 1. */
export const diamondHeight = (textHeight: number) => Math.max(H, Math.ceil(textHeight / (1 - DIAMOND_TEXT_W / W)) + 4);

/**
 * A node's text is never cut: labels wrap and the shape grows to hold them (the boxes by their
 * content, a diamond to a height measured from its text), at 14 px and 12 px in the type's ink.
 */
const FlowShape = memo(function FlowShape({ data, selected }: NodeProps<ChartNode>) {
  const s = NODE_STYLE[data.kind];
  const polygon = SHAPES[data.kind];
  const diamond = data.kind === "decision";
  const text = useRef<HTMLDivElement>(null);
  const [textHeight, setTextHeight] = useState(0);
  useLayoutEffect(() => {
    const el = text.current;
    if (!diamond || !el) return;
    const ro = new ResizeObserver(() => setTextHeight(el.offsetHeight));
    ro.observe(el);
    setTextHeight(el.offsetHeight);
    return () => ro.disconnect();
  }, [diamond]);
  return (
    <div
      className="relative flex items-center justify-center text-center"
      style={{ width: W, minHeight: H, height: diamond ? diamondHeight(textHeight) : undefined, color: s.text }}
      data-kind={data.kind}
    >
      {polygon ? (
        <svg className="absolute inset-0 size-full" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
          <polygon points={polygon} fill={s.fill} stroke={selected ? "#0f172a" : s.stroke} strokeWidth={selected ? 3 : 2} vectorEffect="non-scaling-stroke" />
        </svg>
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            "absolute inset-0 border-2",
            data.kind === "start" || data.kind === "end" ? "rounded-[2.25rem]" : data.kind === "note" ? "rounded-sm border-dashed" : "rounded-lg",
            data.kind === "end" && "border-4 border-double",
          )}
          style={{ background: s.fill, borderColor: selected ? "#0f172a" : s.stroke, borderWidth: selected ? 3 : undefined }}
        />
      )}
      <Handle type="target" position={Position.Top} className="!size-3" style={{ background: s.stroke }} />
      <div
        ref={text}
        className={cn("relative flex min-w-0 flex-col gap-0.5 break-words py-2", diamond ? "py-0" : "px-6")}
        style={diamond ? { width: DIAMOND_TEXT_W } : { width: W }}
      >
        <span className="text-sm font-semibold leading-tight">{data.label || NODE_TYPE_LABEL[data.kind]}</span>
        {data.item && <span className="text-xs leading-tight">↳ {data.item}</span>}
        {data.scene && <span className="text-xs leading-tight">¶ {data.scene}</span>}
      </div>
      <Handle type="source" position={Position.Bottom} className="!size-3" style={{ background: s.stroke }} />
    </div>
  );
});

const nodeTypes = { flow: FlowShape };

/** Fits the chart into view when nodes come or go (an added node is never off-screen). */
function FitOnCount({ count }: { count: number }) {
  const flow = useReactFlow();
  useEffect(() => {
    requestAnimationFrame(() => void flow.fitView({ padding: 0.2, maxZoom: 1, minZoom: 0.3 }));
  }, [count, flow]);
  return null;
}

export interface FlowCanvasProps {
  data: FlowData;
  selected: ReadonlySet<string>;
  itemName: (id: string | null) => string | null;
  dark: boolean;
  label: string;
  onSelect: (ids: Set<string>) => void;
  onMove: (moves: Record<string, { x: number; y: number }>) => void;
  onConnect: (from: string, to: string) => void;
  onDelete: (nodeIds: string[], edgeIds: string[]) => void;
  exporter: Ref<CanvasExport>;
}

export function FlowCanvas({ data, selected, itemName, dark, label, onSelect, onMove, onConnect, onDelete, exporter }: FlowCanvasProps) {
  const base = useMemo<ChartNode[]>(
    () =>
      data.nodes.map((n) => ({
        id: n.id,
        type: "flow",
        position: { x: n.x, y: n.y },
        data: { kind: n.type, label: n.label, item: itemName(n.itemId), scene: n.scene ? n.scene.title || "Untitled scene" : null },
        selected: selected.has(n.id),
        width: W,
        ariaLabel: `${NODE_TYPE_LABEL[n.type]}: ${n.label || "no label"}${n.itemId ? `, linked to ${itemName(n.itemId) ?? "an item"}` : ""}`,
      })),
    [data.nodes, selected, itemName],
  );
  // React Flow draws drags from its own copy; the chart itself changes when a drag ends.
  const [nodes, setNodes] = useState(base);
  useEffect(() => setNodes(base), [base]);
  const names = useMemo(() => new Map(data.nodes.map((n) => [n.id, n.label || NODE_TYPE_LABEL[n.type]])), [data.nodes]);
  const edges = useMemo<Edge[]>(
    () =>
      data.edges.map((e) => ({
        id: e.id,
        source: e.from,
        target: e.to,
        label: e.label || undefined,
        type: "smoothstep",
        ariaLabel: `Arrow from ${names.get(e.from) ?? ""} to ${names.get(e.to) ?? ""}${e.label ? `: ${e.label}` : ""}`,
        markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
        style: { strokeWidth: 2 },
        labelStyle: { fontWeight: 600, fontSize: 12 },
        labelBgPadding: [6, 3] as [number, number],
        labelBgBorderRadius: 4,
      })),
    [data.edges, names],
  );
  const onNodesChange = (changes: NodeChange<ChartNode>[]) => {
    setNodes((ns) => applyNodeChanges(changes, ns));
    const sel = changes.filter((c) => c.type === "select");
    if (sel.length) {
      const next = new Set(selected);
      for (const c of sel)
        if (c.selected) next.add(c.id);
        else next.delete(c.id);
      onSelect(next);
    }
    const moves: Record<string, { x: number; y: number }> = {};
    for (const c of changes) if (c.type === "position" && c.position && !c.dragging) moves[c.id] = { x: snap(c.position.x), y: snap(c.position.y) };
    if (Object.keys(moves).length) onMove(moves);
  };
  return (
    <div className="h-[26rem] w-full overflow-hidden rounded-lg border border-border bg-background sm:h-[34rem]" role="region" aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onConnect={(c) => c.source && c.target && c.source !== c.target && onConnect(c.source, c.target)}
        onDelete={({ nodes: ns, edges: es }) =>
          onDelete(
            ns.map((n) => n.id),
            es.map((e) => e.id),
          )
        }
        deleteKeyCode={["Delete", "Backspace"]}
        snapToGrid
        snapGrid={[GRID, GRID]}
        colorMode={dark ? "dark" : "light"}
        fitView
        fitViewOptions={{ padding: 0.2, maxZoom: 1, minZoom: 0.3 }}
        minZoom={0.1}
      >
        <Background gap={GRID} />
        <Controls showInteractive={false} />
        {/* Bottom left beside the zoom controls, not at the right: from 1280 px the top-centre toasts
            (components/ui/toaster.tsx) never reach the canvas's left part, wherever it scrolls. */}
        <MiniMap
          pannable
          zoomable
          position="bottom-left"
          style={{ marginLeft: 56 }}
          className="!hidden sm:!block"
          nodeColor={(n) => NODE_STYLE[(n.data as FlowNodeData).kind].stroke}
          ariaLabel="Minimap of the chart"
        />
        <FitOnCount count={data.nodes.length} />
        <CanvasExporter handle={exporter} background={dark ? "#1c1917" : "#ffffff"} />
      </ReactFlow>
    </div>
  );
}
