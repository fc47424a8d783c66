// A relation drawn between the borders of its two items, whatever side the handles are on: a web
// has no direction of reading, so edges float (React Flow's "floating edges"). Relations between the
// same two items curve apart, and the label sits where edge-labels.ts found room for it (data).
import { BaseEdge, EdgeLabelRenderer, useInternalNode, type Edge, type EdgeProps, type InternalNode } from "@xyflow/react";
import { curveBetween, pointAt, svgPath, type EdgePlacement, type Rect } from "./edge-labels";

export type FloatingEdgeData = { placement?: EdgePlacement };
export type FloatingEdgeType = Edge<FloatingEdgeData, "floating">;

const rectOf = (n: InternalNode): Rect => ({
  x: n.internals.positionAbsolute.x,
  y: n.internals.positionAbsolute.y,
  width: n.measured.width ?? 0,
  height: n.measured.height ?? 0,
});

export function FloatingEdge({ id, source, target, markerEnd, markerStart, style, label, labelStyle, data }: EdgeProps<FloatingEdgeType>) {
  const s = useInternalNode(source);
  const t = useInternalNode(target);
  if (!s || !t) return null;
  const placement = data?.placement;
  const curve = curveBetween(rectOf(s), rectOf(t), placement?.bend ?? 0);
  const mid = pointAt(curve, 0.5);
  const box = placement?.label;
  return (
    <>
      <BaseEdge id={id} path={svgPath(curve)} markerEnd={markerEnd} markerStart={markerStart} style={style} />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan pointer-events-none absolute flex items-center justify-center whitespace-nowrap rounded border-2 bg-background px-1.5 py-0.5 text-xs font-semibold text-foreground"
            style={{
              transform: box ? `translate(${box.x}px, ${box.y}px)` : `translate(-50%, -50%) translate(${mid.x}px, ${mid.y}px)`,
              width: box?.width,
              height: box?.height,
              borderColor: labelStyle?.fill as string | undefined,
            }}
            data-edge-label={id}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
