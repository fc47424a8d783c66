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
  useStore,
  type Node,
  type NodeChange,
  type NodeProps,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { memo, useEffect, useMemo, useState, type Ref } from "react";
import { cn } from "@/lib/utils";
import { CanvasExporter, type CanvasExport } from "@/components/canvas/canvas-export";
import { bodyFont, textWidth } from "@/components/canvas/measure-text";
import { placeEdges, type EdgePlacement, type Rect } from "./edge-labels";
import { FloatingEdge, type FloatingEdgeType } from "./floating-edge";
import type { GraphNode } from "./graph";
import { NODE_HEIGHT, NODE_WIDTH } from "./layout";
import { relationLabel, relationSentence, TYPE_COLOR, type Position, type Relation } from "./relation-data";

type ItemNodeData = { name: string; kind: string; match: boolean; focus: boolean };
type ItemNode = Node<ItemNodeData, "item">;

const ItemCard = memo(function ItemCard({ data, selected }: NodeProps<ItemNode>) {
  return (
    <div
      className={cn(
        "flex flex-col justify-center rounded-lg border-2 bg-card px-3 py-1.5 text-card-foreground shadow-sm",
        selected ? "border-primary" : data.focus ? "border-area-story" : "border-border",
        data.match && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
      style={{ width: NODE_WIDTH, minHeight: NODE_HEIGHT }}
    >
      <Handle type="target" position={HandlePosition.Left} className="!size-3 !bg-muted-foreground" />
      {/* Names wrap: a card grows rather than cutting "Ysolde Marchetti-Vanderhoven". */}
      <span className="break-words font-serif font-semibold leading-snug">{data.name}</span>
      <span className="break-words text-xs capitalize text-muted-foreground">{data.kind.replace(/-/g, " ")}</span>
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

/** A label's box: the text in the label's font (12 px semibold) plus its padding and border. */
const labelSize = (text: string) => ({ width: Math.ceil(textWidth(text, `600 12px ${bodyFont()}`)) + 20, height: 24 });

/**
 * Inside <ReactFlow>: from the items as measured (names wrap, so heights vary), finds each
 * relation's bend and a label place that covers no other label and no item (edge-labels.ts).
 */
function PlaceLabels({ relations, onPlace }: { relations: Relation[]; onPlace: (p: ReadonlyMap<string, EdgePlacement>) => void }) {
  // The items' measured boxes as one string: the store's lookup is updated in place, and a string
  // compares by value, so this re-renders only when a box really moved or changed size.
  const key = useStore((s) =>
    [...s.nodeLookup.values()]
      .flatMap((n) =>
        n.measured.width && n.measured.height
          ? [`${n.id} ${n.internals.positionAbsolute.x} ${n.internals.positionAbsolute.y} ${n.measured.width} ${n.measured.height}`]
          : [],
      )
      .join("\n"),
  );
  const placement = useMemo(() => {
    const items = new Map<string, Rect>();
    for (const line of key ? key.split("\n") : []) {
      const [id, x, y, width, height] = line.split(" ");
      items.set(id!, { x: Number(x), y: Number(y), width: Number(width), height: Number(height) });
    }
    return placeEdges(
      relations.map((r) => ({ id: r.id, source: r.from, target: r.to, size: labelSize(relationLabel(r)) })),
      items,
    );
  }, [relations, key]);
  useEffect(() => onPlace(placement), [placement, onPlace]);
  return null;
}

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
        connectable: !readOnly,
        deletable: !readOnly,
      })),
    [nodes, positions, matches, focusId, readOnly],
  );
  const [placement, setPlacement] = useState<ReadonlyMap<string, EdgePlacement>>(new Map());
  const flowEdges = useMemo<FloatingEdgeType[]>(
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
          data: { placement: placement.get(r.id) },
        };
      }),
    [relations, nameOf, readOnly, placement],
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
        <PlaceLabels relations={relations} onPlace={setPlacement} />
        <FitView fitKey={`${fitKey ?? ""}:${nodes.length}`} />
        {exporter && (
          <CanvasExporter handle={exporter} background={dark ? "#1c1917" : "#ffffff"} extraBounds={() => [...placement.values()].map((p) => p.label)} />
        )}
      </ReactFlow>
    </div>
  );
}
