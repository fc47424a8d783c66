// The side panel of the flow chart editor: everything the canvas does, by keyboard and on a phone.
// Add a node, connect two nodes (with a label), edit the selected node (label, type, linked library
// item), and the chart as a list (the phone's list view): select, delete arrows and nodes.
import { BookOpen, Link2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { ScenePicker } from "@/components/story-documents/scene-picker";
import { selectClass } from "@/components/ui/select-class";
import { EDGE_LABEL_MAX, LABEL_MAX, NODE_TYPE_LABEL, NODE_TYPES, type FlowData, type FlowNode, type FlowNodeType } from "./model";

export interface LinkedOption {
  id: string;
  name: string;
}

export const nodeName = (n: FlowNode) => n.label.trim() || NODE_TYPE_LABEL[n.type];

export function AddNodeForm({ onAdd }: { onAdd: (type: FlowNodeType, label: string) => void }) {
  const ids = useId();
  const [type, setType] = useState<FlowNodeType>("scene");
  const [label, setLabel] = useState("");
  return (
    <form
      aria-label="Add a node"
      className="grid gap-2 rounded-lg border border-border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(type, label.trim());
        setLabel("");
      }}
    >
      <h3 className="font-serif text-lg font-semibold">Add a node</h3>
      <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-type`}>Type</Label>
          <select id={`${ids}-type`} className={selectClass} value={type} onChange={(e) => setType(e.target.value as FlowNodeType)}>
            {NODE_TYPES.map((t) => (
              <option key={t} value={t}>
                {NODE_TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-label`}>Label</Label>
          <Input id={`${ids}-label`} value={label} maxLength={LABEL_MAX} placeholder="The ambush at the ford" onChange={(e) => setLabel(e.target.value)} />
        </div>
      </div>
      <Button type="submit" className="justify-self-start">
        Add node
      </Button>
    </form>
  );
}

export function ConnectForm({
  data,
  from,
  setFrom,
  onConnect,
}: {
  data: FlowData;
  from: string;
  setFrom: (id: string) => void;
  onConnect: (from: string, to: string, label: string) => string | null;
}) {
  const ids = useId();
  const [to, setTo] = useState("");
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pick = (which: "from" | "to", value: string) => (
    <select
      id={`${ids}-${which}`}
      className={selectClass}
      value={value}
      onChange={(e) => (setError(null), which === "from" ? setFrom(e.target.value) : setTo(e.target.value))}
    >
      <option value="">Choose a node</option>
      {data.nodes.map((n) => (
        <option key={n.id} value={n.id}>
          {nodeName(n)} ({NODE_TYPE_LABEL[n.type].toLowerCase()})
        </option>
      ))}
    </select>
  );
  return (
    <form
      aria-label="Connect two nodes"
      className="grid gap-2 rounded-lg border border-border bg-card p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = onConnect(from, to, label);
        setError(problem);
        if (!problem) setLabel("");
      }}
    >
      <h3 className="font-serif text-lg font-semibold">Connect two nodes</h3>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-from`}>From</Label>
        {pick("from", from)}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-to`}>To</Label>
        {pick("to", to)}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-label`}>Arrow label</Label>
        <Input id={`${ids}-label`} value={label} maxLength={EDGE_LABEL_MAX} placeholder="Yes, no, if they pay…" onChange={(e) => setLabel(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start">
        Add arrow
      </Button>
    </form>
  );
}

/** The one selected node: label, type and linked library item. */
export function NodeEditor({
  node,
  items,
  onChange,
  onLinkMore,
  onDelete,
}: {
  node: FlowNode;
  items: LinkedOption[];
  onChange: (patch: Partial<FlowNode>) => void;
  onLinkMore: () => void;
  onDelete: () => void;
}) {
  const ids = useId();
  const [label, setLabel] = useState(node.label);
  const [picking, setPicking] = useState(false);
  return (
    <section aria-labelledby={`${ids}-h`} className="grid gap-2 rounded-lg border border-primary/40 bg-card p-4">
      <h3 id={`${ids}-h`} className="font-serif text-lg font-semibold">
        Selected: {nodeName(node)}
      </h3>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-label`}>Label</Label>
        <Input
          id={`${ids}-label`}
          value={label}
          maxLength={LABEL_MAX}
          onChange={(e) => setLabel(e.target.value)}
          onBlur={() => label !== node.label && onChange({ label: label.trim() })}
          onKeyDown={(e) => e.key === "Enter" && onChange({ label: label.trim() })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-type`}>Type</Label>
        <select id={`${ids}-type`} className={selectClass} value={node.type} onChange={(e) => onChange({ type: e.target.value as FlowNodeType })}>
          {NODE_TYPES.map((t) => (
            <option key={t} value={t}>
              {NODE_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-item`}>Linked library item</Label>
        <select id={`${ids}-item`} className={selectClass} value={node.itemId ?? ""} onChange={(e) => onChange({ itemId: e.target.value || null })}>
          <option value="">None</option>
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm">
        <span className="font-medium">Story scene:</span>{" "}
        {node.scene ? node.scene.title || "Untitled scene" : <span className="text-muted-foreground">none</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => setPicking(true)}>
          <BookOpen aria-hidden="true" /> {node.scene ? "Change the scene" : "Link a scene"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onLinkMore}>
          <Link2 aria-hidden="true" /> Link from your library
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete node
        </Button>
      </div>
      {picking && (
        <ScenePicker
          beatTitle={nodeName(node)}
          current={node.scene ?? null}
          onClose={() => setPicking(false)}
          onPick={(scene) => {
            onChange({ scene });
            setPicking(false);
          }}
        />
      )}
    </section>
  );
}

/** The chart as a list: each node with its outgoing arrows (the phone's view of the chart). */
export function FlowList({
  data,
  selected,
  itemName,
  onSelect,
  onDeleteNode,
  onDeleteEdge,
}: {
  data: FlowData;
  selected: ReadonlySet<string>;
  itemName: (id: string | null) => string | null;
  onSelect: (id: string) => void;
  onDeleteNode: (id: string) => void;
  onDeleteEdge: (id: string) => void;
}) {
  const byId = new Map(data.nodes.map((n) => [n.id, n]));
  if (!data.nodes.length)
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        No nodes yet. Add a start node, then scenes and decisions.
      </p>
    );
  return (
    <ul aria-label="Nodes of the chart" className="divide-y divide-border rounded-lg border border-border bg-card">
      {data.nodes.map((n) => {
        const out = data.edges.filter((e) => e.from === n.id);
        return (
          <li key={n.id} aria-label={nodeName(n)} className="grid gap-1 p-3 text-sm">
            <div className="flex min-w-0 items-center gap-2">
              <Button
                type="button"
                size="sm"
                variant={selected.has(n.id) ? "default" : "ghost"}
                className="min-w-0 flex-1 justify-start"
                aria-pressed={selected.has(n.id)}
                onClick={() => onSelect(n.id)}
              >
                <span className="truncate">
                  {nodeName(n)} <span className="text-xs opacity-70">· {NODE_TYPE_LABEL[n.type]}</span>
                </span>
              </Button>
              <Button type="button" size="icon" variant="ghost" aria-label={`Delete node ${nodeName(n)}`} onClick={() => onDeleteNode(n.id)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {n.itemId && <p className="pl-3 text-xs text-muted-foreground">Linked: {itemName(n.itemId) ?? "an item you cannot see"}</p>}
            {n.scene && <p className="pl-3 text-xs text-muted-foreground">Scene: {n.scene.title || "Untitled scene"}</p>}
            {out.length > 0 && (
              <ul className="grid gap-1 pl-3" aria-label={`Arrows from ${nodeName(n)}`}>
                {out.map((e) => {
                  const text = `→ ${byId.get(e.to) ? nodeName(byId.get(e.to)!) : "?"}${e.label ? ` (${e.label})` : ""}`;
                  return (
                    <li key={e.id} className="flex min-w-0 items-center gap-2 text-muted-foreground">
                      <span className="min-w-0 flex-1 truncate">{text}</span>
                      <Button type="button" size="sm" variant="ghost" aria-label={`Delete arrow ${nodeName(n)} ${text}`} onClick={() => onDeleteEdge(e.id)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
