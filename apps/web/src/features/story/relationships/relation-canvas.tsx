// The map drawn with React Flow (@xyflow/react): items as cards, relations as coloured arrows
// (both ends for mutual ones, thicker when stronger). Pan and zoom by touch or mouse; with the
// keyboard, Tab reaches each item, arrow keys move the selected one, Delete removes what is
// selected (with Undo). Drawing from one item's handle to another's fills the "Add a relation" form.
import {
  Background,
  Controls,
  useReactFlow,
  Handle,
  MarkerType,
  Position as HandlePosition,
  ReactFlow,
  type Edge,
  type Node,
  type NodeChange,
  type NodeProps,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { memo, useEffect, useMemo, type Ref } from "react";
import { cn } from "@/lib/utils";
import { CanvasExporter, type CanvasExport } from "../canvas/canvas-export";
import { FloatingEdge } from "./floating-edge";
import type { GraphNode } from "./graph";
import { NODE_HEIGHT, NODE_WIDTH } from "./layout";
import { relationLabel, relationSentence, TYPE_COLOR, type Position, type Relation } from "./relation-data";

type ItemNodeData = { name: string; kind: string; match: boolean; focus: boolean };
type ItemNode = Node<ItemNodeData, "item">;

const ItemCard = memo(function ItemCard({ data, selected }: NodeProps<ItemNode>) {
  return (
    <div
      className={cn(
        "flex flex-col justify-center rounded-lg border-2 bg-card px-3 py-1 text-card-foreground shadow-sm",
        selected ? "border-primary" : data.focus ? "border-area-story" : "border-border",
        data.match && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
      style={{ width: NODE_WIDTH, height: NODE_HEIGHT }}
    >
      <Handle type="target" position={HandlePosition.Left} className="!size-3 !bg-muted-foreground" />
      <span className="truncate font-serif font-semibold">{data.name}</span>
      <span className="truncate text-xs capitalize text-muted-foreground">{data.kind.replace(/-/g, " ")}</span>
      <Handle type="source" position={HandlePosition.Right} className="!size-3 !bg-primary" />
    </div>
  );
});

const nodeTypes = { item: ItemCard };
const edgeTypes = { floating: FloatingEdge };

/** Where an item without a saved position goes: a loose grid in list order. */
export const fallbackPosition = (i: number): Position => {
  const row = Math.floor(i / 4);
  // Every other column a little lower, so three items in a row never hide a relation behind the middle one.
  return { x: (i % 4) * (NODE_WIDTH + 120) + (row % 2) * ((NODE_WIDTH + 120) / 2), y: row * (NODE_HEIGHT + 200) + (i % 2) * 100 };
};

export interface RelationCanvasProps {
  nodes: GraphNode[];
  relations: Relation[];
  positions: Record<string, Position>;
  matches: ReadonlySet<string>;
  focusId: string | null;
  nameOf: (id: string) => string;
  dark: boolean;
  onMove?: (id: string, p: Position) => void;
  onConnect?: (from: string, to: string) => void;
  onDelete?: (nodeIds: string[], relationIds: string[]) => void;
  label: string;
  /** Changing it fits the whole map into view (after an auto-layout, a focus). */
  fitKey?: string | number;
  /** Filled with the PNG / SVG export of the whole map. */
  exporter?: Ref<CanvasExport>;
}

function FitView({ fitKey }: { fitKey?: string | number }) {
  const flow = useReactFlow();
  useEffect(() => {
    if (fitKey !== undefined) requestAnimationFrame(() => void flow.fitView({ padding: 0.15, maxZoom: 1, minZoom: 0.4 }));
  }, [fitKey, flow]);
  return null;
}

export function RelationCanvas({
  nodes,
  relations,
  positions,
  matches,
  focusId,
  nameOf,
  dark,
  onMove,
  onConnect,
  onDelete,
  label,
  fitKey,
  exporter,
}: RelationCanvasProps) {
  const readOnly = !onMove;
  const flowNodes = useMemo<ItemNode[]>(
    () =>
      nodes.map((n, i) => ({
        id: n.id,
        type: "item",
        position: positions[n.id] ?? fallbackPosition(i),
        data: { name: n.name, kind: n.kind, match: matches.has(n.id), focus: n.id === focusId },
        ariaLabel: `${n.name}, ${n.kind.replace(/-/g, " ")}`,
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        connectable: !readOnly,
        deletable: !readOnly,
      })),
    [nodes, positions, matches, focusId, readOnly],
  );
  const flowEdges = useMemo<Edge[]>(
    () =>
      relations.map((r) => {
        const color = TYPE_COLOR[r.type];
        const stroke = 1 + r.strength * 0.6;
        // Markers scale with the stroke width: divide so every arrowhead is about 16 px.
        const marker = { type: MarkerType.ArrowClosed, color, width: 16 / stroke, height: 16 / stroke };
        return {
          id: r.id,
          type: "floating",
          source: r.from,
          target: r.to,
          label: relationLabel(r),
          ariaLabel: relationSentence(r, nameOf(r.from), nameOf(r.to)),
          style: { stroke: color, strokeWidth: stroke },
          labelStyle: { fill: color, fontWeight: 600, fontSize: 12 },
          markerEnd: marker,
          markerStart: r.mutual ? { ...marker, orient: "auto-start-reverse" } : undefined,
          deletable: !readOnly,
        };
      }),
    [relations, nameOf, readOnly],
  );
  const onNodesChange = (changes: NodeChange<ItemNode>[]) => {
    for (const c of changes)
      if (c.type === "position" && c.position && !c.dragging) onMove?.(c.id, { x: Math.round(c.position.x), y: Math.round(c.position.y) });
  };
  return (
    <div className="h-[26rem] w-full overflow-hidden rounded-lg border border-border bg-background sm:h-[32rem]" role="region" aria-label={label}>
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onConnect={onConnect ? (c) => c.source && c.target && c.source !== c.target && onConnect(c.source, c.target) : undefined}
        onDelete={
          onDelete
            ? ({ nodes: ns, edges: es }) =>
                onDelete(
                  ns.map((n) => n.id),
                  es.map((e) => e.id),
                )
            : undefined
        }
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        elementsSelectable
        deleteKeyCode={readOnly ? null : ["Delete", "Backspace"]}
        onlyRenderVisibleElements={nodes.length > 200}
        colorMode={dark ? "dark" : "light"}
        fitView
        fitViewOptions={{ padding: 0.15, maxZoom: 1, minZoom: 0.4 }}
        minZoom={0.1}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <FitView fitKey={`${fitKey ?? ""}:${nodes.length}`} />
        {exporter && <CanvasExporter handle={exporter} background={dark ? "#1c1917" : "#ffffff"} />}
      </ReactFlow>
    </div>
  );
}
