// Auto-layout of a relationship map with ELK (elkjs). The pure part: the graph in, positions out.
// The page runs it in a Web Worker (layout.worker.ts, run-layout.ts) so a 1,000-item map never
// freezes the page; bench/relationships.bench.ts times it directly.
import type { ELK, ElkNode } from "elkjs/lib/elk-api";

export const NODE_WIDTH = 180;
export const NODE_HEIGHT = 56;

export interface LayoutInput {
  nodes: string[];
  edges: { id: string; from: string; to: string }[];
}
export type Positions = Record<string, { x: number; y: number }>;

export async function layoutGraph(elk: ELK, input: LayoutInput): Promise<Positions> {
  const ids = new Set(input.nodes);
  const graph: ElkNode = {
    id: "root",
    layoutOptions: {
      // Stress places related items near each other without ranks (a web has no top). Past a few
      // hundred items it gets slow, and a short force run is several times quicker (see
      // bench/relationships.bench.ts); layered is far slower still on webs full of cycles.
      ...(input.nodes.length > 300
        ? { "elk.algorithm": "force", "elk.force.iterations": "50" }
        : { "elk.algorithm": "stress", "elk.stress.desiredEdgeLength": "220" }),
      "elk.spacing.nodeNode": "40",
      "elk.separateConnectedComponents": "true",
      "elk.spacing.componentComponent": "60",
    },
    children: input.nodes.map((id) => ({ id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: input.edges.filter((e) => ids.has(e.from) && ids.has(e.to) && e.from !== e.to).map((e) => ({ id: e.id, sources: [e.from], targets: [e.to] })),
  };
  const out = await elk.layout(graph);
  const positions: Positions = {};
  for (const c of out.children ?? []) positions[c.id] = { x: Math.round(c.x ?? 0), y: Math.round(c.y ?? 0) };
  return positions;
}
