// What part of a relationship map is shown: filters by relation type and by item kind, a name
// search, and "focus": one item and everything within N hops of it (relations followed both ways).
// Pure functions, unit-tested, fast enough for 1,000 items and 3,000 relations on every keystroke.
import type { Relation, RelationType } from "./relation-data";

export interface GraphNode {
  id: string;
  name: string;
  kind: string;
}

export interface GraphFilter {
  /** Relation types shown; every type when empty. */
  types: ReadonlySet<RelationType>;
  /** Item kinds shown; every kind when empty. */
  kinds: ReadonlySet<string>;
  /** Part of a name: the matching items and their relations stay in full colour. */
  query: string;
  /** One item and how many hops around it (0 = the item alone). */
  focus: { id: string; hops: number } | null;
}

export const NO_FILTER: GraphFilter = { types: new Set(), kinds: new Set(), query: "", focus: null };

/** Item ids adjacent to each item, whatever the direction of the relation. */
export function adjacency(relations: readonly Relation[]): Map<string, string[]> {
  const adj = new Map<string, string[]>();
  const add = (a: string, b: string) => {
    const list = adj.get(a);
    if (list) list.push(b);
    else adj.set(a, [b]);
  };
  for (const r of relations) {
    add(r.from, r.to);
    add(r.to, r.from);
  }
  return adj;
}

/** The items within `hops` relations of `center`, with their distance (breadth-first). */
export function withinHops(relations: readonly Relation[], center: string, hops: number): Map<string, number> {
  const adj = adjacency(relations);
  const dist = new Map<string, number>([[center, 0]]);
  let frontier = [center];
  for (let d = 1; d <= hops && frontier.length; d++) {
    const next: string[] = [];
    for (const id of frontier)
      for (const n of adj.get(id) ?? [])
        if (!dist.has(n)) {
          dist.set(n, d);
          next.push(n);
        }
    frontier = next;
  }
  return dist;
}

export interface VisibleGraph {
  nodes: GraphNode[];
  relations: Relation[];
  /** Items whose name matches the search (empty when there is no search). */
  matches: Set<string>;
}

/**
 * The items and relations a filter leaves: a relation is shown when its type is allowed and both
 * its ends are; an item is shown when its kind is allowed and (with a focus) it is within the hops.
 * The hops are counted over the relations the type filter leaves, so "allies of allies" means that.
 */
export function visibleGraph(nodes: readonly GraphNode[], relations: readonly Relation[], filter: GraphFilter): VisibleGraph {
  const typed = filter.types.size ? relations.filter((r) => filter.types.has(r.type)) : [...relations];
  const kindOk = (n: GraphNode) => !filter.kinds.size || filter.kinds.has(n.kind);
  let shown = new Set(nodes.filter(kindOk).map((n) => n.id));
  let rels = typed.filter((r) => shown.has(r.from) && shown.has(r.to));
  if (filter.focus && shown.has(filter.focus.id)) {
    const near = withinHops(rels, filter.focus.id, filter.focus.hops);
    shown = new Set([...shown].filter((id) => near.has(id)));
    rels = rels.filter((r) => shown.has(r.from) && shown.has(r.to));
  } else if (filter.focus) {
    shown = new Set();
    rels = [];
  }
  const q = filter.query.trim().toLowerCase();
  const matches = new Set(q ? nodes.filter((n) => shown.has(n.id) && n.name.toLowerCase().includes(q)).map((n) => n.id) : []);
  return { nodes: nodes.filter((n) => shown.has(n.id)), relations: rels, matches };
}

/** The relations that touch one item (for removing an item with its relations, and Undo). */
export const relationsOf = (relations: readonly Relation[], itemId: string) => relations.filter((r) => r.from === itemId || r.to === itemId);

/** A fresh relation id, unique within a map. */
export const newRelationId = () => globalThis.crypto?.randomUUID?.() ?? `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
