// Auto-layout of a flow chart: ELK's layered algorithm (top to bottom, arrows pointing down), run in
// a Web Worker (layout.worker.ts) so a large chart never freezes the page.
import type { ELK, ElkNode } from "elkjs/lib/elk-api";

export const FLOW_NODE_WIDTH = 180;
export const FLOW_NODE_HEIGHT = 72;

export interface FlowLayoutInput {
  nodes: string[];
  edges: { id: string; from: string; to: string }[];
}
export type FlowPositions = Record<string, { x: number; y: number }>;

export async function layoutFlow(elk: ELK, input: FlowLayoutInput): Promise<FlowPositions> {
  const ids = new Set(input.nodes);
  const graph: ElkNode = {
    id: "root",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.spacing.nodeNode": "60",
      "elk.layered.spacing.nodeNodeBetweenLayers": "80",
      "elk.separateConnectedComponents": "true",
    },
    children: input.nodes.map((id) => ({ id, width: FLOW_NODE_WIDTH, height: FLOW_NODE_HEIGHT })),
    edges: input.edges.filter((e) => ids.has(e.from) && ids.has(e.to) && e.from !== e.to).map((e) => ({ id: e.id, sources: [e.from], targets: [e.to] })),
  };
  const out = await elk.layout(graph);
  const positions: FlowPositions = {};
  for (const c of out.children ?? []) positions[c.id] = { x: Math.round((c.x ?? 0) / 20) * 20, y: Math.round((c.y ?? 0) / 20) * 20 };
  return positions;
}
