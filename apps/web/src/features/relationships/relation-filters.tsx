// Filters over the map: relation types, item kinds, a name search and "focus on one item with N
// hops". Filter state lives in the page (UI state); graph.ts does the work.
import { X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { GraphFilter, GraphNode } from "./graph";
import { selectClass } from "@/components/ui/select-class";
import { RELATION_TYPES, TYPE_COLOR, TYPE_LABEL, type RelationType } from "./relation-data";

export function RelationFilters({ nodes, filter, setFilter }: { nodes: GraphNode[]; filter: GraphFilter; setFilter: (f: GraphFilter) => void }) {
  const ids = useId();
  const kinds = [...new Set(nodes.map((n) => n.kind))].sort();
  const toggleType = (t: RelationType) => {
    const next = new Set(filter.types);
    if (next.has(t)) next.delete(t);
    else next.add(t);
    setFilter({ ...filter, types: next });
  };
  const active = filter.types.size || filter.kinds.size || filter.query || filter.focus;
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-card p-3" role="search" aria-label="Filter the map">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium">Relation types (none chosen: all)</legend>
        <div className="flex flex-wrap gap-1.5">
          {RELATION_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={filter.types.has(t)}
              onClick={() => toggleType(t)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                filter.types.has(t) ? "border-primary bg-primary/10" : "border-border",
              )}
            >
              <span className="size-2.5 rounded-full" style={{ background: TYPE_COLOR[t] }} aria-hidden="true" />
              {TYPE_LABEL[t]}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-q`}>Search names</Label>
          <Input id={`${ids}-q`} type="search" value={filter.query} onChange={(e) => setFilter({ ...filter, query: e.target.value })} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-kind`}>Kind</Label>
          <select
            id={`${ids}-kind`}
            className={selectClass}
            value={[...filter.kinds][0] ?? ""}
            onChange={(e) => setFilter({ ...filter, kinds: new Set(e.target.value ? [e.target.value] : []) })}
          >
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k} className="capitalize">
                {k.replace(/-/g, " ")}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-focus`}>Focus on</Label>
          <select
            id={`${ids}-focus`}
            className={selectClass}
            value={filter.focus?.id ?? ""}
            onChange={(e) => setFilter({ ...filter, focus: e.target.value ? { id: e.target.value, hops: filter.focus?.hops ?? 1 } : null })}
          >
            <option value="">Everyone</option>
            {nodes.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-hops`}>Hops around the focus</Label>
          <Input
            id={`${ids}-hops`}
            type="number"
            min={0}
            max={10}
            disabled={!filter.focus}
            value={filter.focus?.hops ?? 1}
            onChange={(e) => filter.focus && setFilter({ ...filter, focus: { ...filter.focus, hops: Math.max(0, Math.min(10, Number(e.target.value) || 0)) } })}
          />
        </div>
      </div>
      {active ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setFilter({ types: new Set(), kinds: new Set(), query: "", focus: null })}>
            <X aria-hidden="true" /> Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
