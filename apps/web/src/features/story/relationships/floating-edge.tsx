// A relation drawn as a straight line between the borders of its two items, whatever side the
// handles are on: a web has no direction of reading, so edges float (React Flow's "floating edges").
import { BaseEdge, EdgeLabelRenderer, getStraightPath, useInternalNode, type EdgeProps, type InternalNode } from "@xyflow/react";

/** Where the line from a's centre to b's centre leaves a's rectangle. */
function borderPoint(a: InternalNode, b: InternalNode): { x: number; y: number } {
  const w = (a.measured.width ?? 0) / 2;
  const h = (a.measured.height ?? 0) / 2;
  const ax = a.internals.positionAbsolute.x + w;
  const ay = a.internals.positionAbsolute.y + h;
  const bx = b.internals.positionAbsolute.x + (b.measured.width ?? 0) / 2;
  const by = b.internals.positionAbsolute.y + (b.measured.height ?? 0) / 2;
  const dx = bx - ax;
  const dy = by - ay;
  if (!dx && !dy) return { x: ax, y: ay };
  const scale = Math.min(dx ? w / Math.abs(dx) : Infinity, dy ? h / Math.abs(dy) : Infinity);
  return { x: ax + dx * scale, y: ay + dy * scale };
}

export function FloatingEdge({ id, source, target, markerEnd, markerStart, style, label, labelStyle }: EdgeProps) {
  const s = useInternalNode(source);
  const t = useInternalNode(target);
  if (!s || !t) return null;
  const from = borderPoint(s, t);
  const to = borderPoint(t, s);
  const [path, labelX, labelY] = getStraightPath({ sourceX: from.x, sourceY: from.y, targetX: to.x, targetY: to.y });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} markerStart={markerStart} style={style} />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan pointer-events-none absolute rounded border-2 bg-background px-1.5 py-0.5 text-xs font-semibold text-foreground"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`, borderColor: labelStyle?.fill as string | undefined }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
