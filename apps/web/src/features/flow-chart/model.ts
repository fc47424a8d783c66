// A flow chart's data (story_documents.data of tool 'flow-chart'), checked with zod when read, and
// the pure edits the editor makes on it: add, move, connect, delete, copy/paste, and the undo/redo
// history. Linked library items are story_links rows of the document (anchor ''); a node names one
// of them in `itemId`.
import { z } from "zod";

export const NODE_TYPES = ["start", "scene", "decision", "outcome", "note", "end"] as const;
export type FlowNodeType = (typeof NODE_TYPES)[number];

export const NODE_TYPE_LABEL: Record<FlowNodeType, string> = {
  start: "Start",
  scene: "Scene",
  decision: "Decision",
  outcome: "Outcome",
  note: "Note",
  end: "End",
};
export const LABEL_MAX = 200;
export const EDGE_LABEL_MAX = 80;
export const MAX_NODES = 2000;
export const GRID = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const nodeSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(NODE_TYPES),
  label: z.string().max(LABEL_MAX).default(""),
  x: z.number().finite(),
  y: z.number().finite(),
  itemId: z.string().regex(UUID).nullable().default(null),
  /** A scene of one of the user's stories (as arcs' beats do), shown by its title. */
  scene: z
    .object({ storyId: z.string().min(1).max(100), sceneId: z.string().min(1).max(100), title: z.string().max(200).default("") })
    .nullable()
    .optional(),
});
const edgeSchema = z.object({
  id: z.string().min(1).max(64),
  from: z.string().min(1).max(64),
  to: z.string().min(1).max(64),
  label: z.string().max(EDGE_LABEL_MAX).default(""),
});
export type FlowNode = z.infer<typeof nodeSchema>;
export type FlowEdge = z.infer<typeof edgeSchema>;
export interface FlowData {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

export const NEW_FLOW_DATA: FlowData = { nodes: [], edges: [] };

/** The stored data, tolerant: a node or edge that does not fit (or points nowhere) is dropped. */
export function flowData(data: Record<string, unknown>): FlowData {
  const nodes: FlowNode[] = [];
  const ids = new Set<string>();
  for (const raw of Array.isArray(data.nodes) ? data.nodes.slice(0, MAX_NODES) : []) {
    const n = nodeSchema.safeParse(raw);
    if (n.success && !ids.has(n.data.id)) {
      ids.add(n.data.id);
      nodes.push(n.data);
    }
  }
  const edges: FlowEdge[] = [];
  const edgeIds = new Set<string>();
  for (const raw of Array.isArray(data.edges) ? data.edges : []) {
    const e = edgeSchema.safeParse(raw);
    if (e.success && ids.has(e.data.from) && ids.has(e.data.to) && !edgeIds.has(e.data.id)) {
      edgeIds.add(e.data.id);
      edges.push(e.data);
    }
  }
  return { nodes, edges };
}

export const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
export const snap = (v: number) => Math.round(v / GRID) * GRID || 0;

/** Where a new node goes: below the lowest one, on the grid. */
export function nextPlace(nodes: readonly FlowNode[]): { x: number; y: number } {
  if (!nodes.length) return { x: 0, y: 0 };
  const last = nodes.reduce((a, b) => (b.y > a.y ? b : a));
  return { x: snap(last.x), y: snap(last.y + 160) };
}

export function addNode(d: FlowData, node: Omit<FlowNode, "x" | "y"> & Partial<Pick<FlowNode, "x" | "y">>): FlowData {
  const place = nextPlace(d.nodes);
  return { ...d, nodes: [...d.nodes, { ...node, x: node.x ?? place.x, y: node.y ?? place.y }] };
}

export function updateNode(d: FlowData, id: string, patch: Partial<Omit<FlowNode, "id">>): FlowData {
  return { ...d, nodes: d.nodes.map((n) => (n.id === id ? { ...n, ...patch } : n)) };
}

/** Moves nodes by a step (arrow keys), snapped to the grid. */
export function moveNodes(d: FlowData, ids: ReadonlySet<string>, dx: number, dy: number): FlowData {
  return { ...d, nodes: d.nodes.map((n) => (ids.has(n.id) ? { ...n, x: snap(n.x + dx), y: snap(n.y + dy) } : n)) };
}

/** A refusal message, or the chart with the new edge. */
export function connect(d: FlowData, from: string, to: string, label: string, id = newId()): FlowData | string {
  if (!from || !to) return "Pick the node the arrow starts from and the one it goes to.";
  if (from === to) return "An arrow joins two different nodes.";
  if (!d.nodes.some((n) => n.id === from) || !d.nodes.some((n) => n.id === to)) return "That node is gone.";
  if (d.edges.some((e) => e.from === from && e.to === to && e.label.trim() === label.trim())) return "That arrow is already there.";
  return { ...d, edges: [...d.edges, { id, from, to, label: label.trim().slice(0, EDGE_LABEL_MAX) }] };
}

/** Deletes nodes (with their arrows) and arrows. */
export function remove(d: FlowData, nodeIds: ReadonlySet<string>, edgeIds: ReadonlySet<string> = new Set()): FlowData {
  return { nodes: d.nodes.filter((n) => !nodeIds.has(n.id)), edges: d.edges.filter((e) => !edgeIds.has(e.id) && !nodeIds.has(e.from) && !nodeIds.has(e.to)) };
}

/** What Ctrl+C keeps: the selected nodes and the arrows between them. */
export function copySelection(d: FlowData, ids: ReadonlySet<string>): FlowData {
  return { nodes: d.nodes.filter((n) => ids.has(n.id)), edges: d.edges.filter((e) => ids.has(e.from) && ids.has(e.to)) };
}

/** Ctrl+V: the clipboard's nodes and arrows again, with new ids, a little lower right. */
export function paste(d: FlowData, clip: FlowData, make: () => string = newId): { data: FlowData; pasted: string[] } {
  const map = new Map(clip.nodes.map((n) => [n.id, make()]));
  const nodes = clip.nodes.map((n) => ({ ...n, id: map.get(n.id)!, x: snap(n.x + 2 * GRID), y: snap(n.y + 2 * GRID) }));
  const edges = clip.edges.filter((e) => map.has(e.from) && map.has(e.to)).map((e) => ({ ...e, id: make(), from: map.get(e.from)!, to: map.get(e.to)! }));
  return { data: { nodes: [...d.nodes, ...nodes], edges: [...d.edges, ...edges] }, pasted: nodes.map((n) => n.id) };
}

/** Undo/redo: the states before (past) and after (future) the current one. */
export interface History {
  past: FlowData[];
  present: FlowData;
  future: FlowData[];
}
export const HISTORY_LIMIT = 100;
export const startHistory = (present: FlowData): History => ({ past: [], present, future: [] });
export const record = (h: History, next: FlowData): History =>
  next === h.present ? h : { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
export const undo = (h: History): History =>
  h.past.length ? { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] } : h;
export const redo = (h: History): History => (h.future.length ? { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) } : h);

/** The chart as JSON (the JSON export). */
export function flowJson(title: string, summary: string, d: FlowData, itemName: (id: string) => string | undefined) {
  return {
    format: "worldloom.flow-chart/1",
    title,
    summary,
    nodes: d.nodes.map((n) => ({ ...n, item: n.itemId ? (itemName(n.itemId) ?? null) : null })),
    edges: d.edges,
  };
}
