// /story-elements/flow-chart/:id: one flow chart (plots, quests, dialogue), edited on the canvas or
// entirely from the side panel, autosaved with conflict detection. Ctrl+Z / Ctrl+Shift+Z undo and
// redo, Ctrl+C / Ctrl+V copy and paste the selected nodes; changes are announced politely.
// Flow charts are private: the spec gives them no Browse section.
import { LayoutGrid, Redo2, Undo2 } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast, useResolvedTheme } from "@/components/ui/toaster";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { ExportButtons, type CanvasExport } from "@/components/canvas/canvas-export";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { DocumentFields, DocumentHeader, useDocumentText } from "@/components/story-documents/document-header";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { FlowCanvas } from "./flow-canvas";
import { AddNodeForm, ConnectForm, FlowList, NodeEditor, nodeName } from "./flow-panel";
import { addNode, connect, copySelection, flowJson, newId, paste, remove, updateNode, type FlowData } from "./model";
import { runFlowLayout } from "./run-layout";
import { useFlow } from "./use-flow";

export function FlowChartEditorPage() {
  return (
    <DocumentEditorPage tool="flow-chart" listPath="/story-elements/flow-chart" backLabel="Flow Chart">
      {(doc, onReloaded) => <FlowEditor doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));

function FlowEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const flow = useFlow(doc, autosave);
  const links = useLinks(doc.id);
  const ids = useId();
  const dark = useResolvedTheme() === "dark";
  const text = useDocumentText(doc, autosave);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [connectFrom, setConnectFrom] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [laying, setLaying] = useState(false);
  const [linking, setLinking] = useState(false);
  const clipboard = useRef<FlowData | null>(null);
  const exporter = useRef<CanvasExport>(null);
  const announce = useCallback((t: string) => setAnnouncement((a) => (a === t ? `${t} ` : t)), []);

  const items = useMemo(
    () => (links.data ?? []).filter((l) => l.anchor === "" && l.item && !l.item.deleted_at).map((l) => ({ id: l.item_id, name: l.item!.name })),
    [links.data],
  );
  const itemNames = useMemo(() => new Map(items.map((i) => [i.id, i.name])), [items]);
  const itemName = useCallback((id: string | null) => (id ? (itemNames.get(id) ?? null) : null), [itemNames]);
  const data = flow.data;
  const one = selected.size === 1 ? data.nodes.find((n) => selected.has(n.id)) : undefined;

  const deleteWithUndo = (nodeIds: string[], edgeIds: string[] = []) => {
    const nodes = new Set(nodeIds);
    const gone = data.nodes.filter((n) => nodes.has(n.id));
    const goneEdges = data.edges.filter((e) => edgeIds.includes(e.id) || nodes.has(e.from) || nodes.has(e.to));
    if (!gone.length && !goneEdges.length) return;
    flow.edit((d) => remove(d, nodes, new Set(edgeIds)));
    setSelected((s) => new Set([...s].filter((id) => !nodes.has(id))));
    const what = gone.length
      ? gone.length === 1
        ? `node “${nodeName(gone[0]!)}”`
        : `${gone.length} nodes`
      : goneEdges.length === 1
        ? "the arrow"
        : `${goneEdges.length} arrows`;
    announce(`Deleted ${what}.`);
    toast(`Deleted ${what}`, { action: { label: "Undo", onClick: () => flow.undo() && announce(`Restored ${what}.`) } });
  };

  // Shortcuts work anywhere on the page (focus may be on the body after a button was disabled),
  // except while typing or in a dialog.
  const onKeyDown = (e: KeyboardEvent) => {
    if (typing(e.target) || !(e.ctrlKey || e.metaKey) || document.querySelector('[role="dialog"]')) return;
    const k = e.key.toLowerCase();
    if (k === "z" || k === "y") {
      e.preventDefault();
      const redo = k === "y" || e.shiftKey;
      if (redo ? flow.redo() : flow.undo()) announce(redo ? "Redone." : "Undone.");
    } else if (k === "c" && selected.size) {
      clipboard.current = copySelection(data, selected);
      announce(`Copied ${selected.size} ${selected.size === 1 ? "node" : "nodes"}.`);
    } else if (k === "v" && clipboard.current?.nodes.length) {
      e.preventDefault();
      const clip = clipboard.current;
      let pasted: string[] = [];
      flow.edit((d) => {
        const r = paste(d, clip);
        pasted = r.pasted;
        return r.data;
      });
      setSelected(new Set(pasted));
      announce(`Pasted ${pasted.length} ${pasted.length === 1 ? "node" : "nodes"}.`);
    }
  };

  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keyHandler.current(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const autoLayout = () => {
    setLaying(true);
    runFlowLayout({ nodes: data.nodes.map((n) => n.id), edges: data.edges.map((e) => ({ id: e.id, from: e.from, to: e.to })) })
      .then(
        (positions) => {
          flow.edit((d) => ({ ...d, nodes: d.nodes.map((n) => (positions[n.id] ? { ...n, ...positions[n.id] } : n)) }));
          announce(`Laid out ${data.nodes.length} nodes.`);
          toast.success("Laid out the chart", { action: { label: "Undo", onClick: () => void flow.undo() } });
        },
        (e: Error) => toast.error("Could not lay out the chart", { description: e.message }),
      )
      .finally(() => setLaying(false));
  };

  return (
    <div>
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="chart"
        listPath="/story-elements/flow-chart"
        publishing={null}
        tools={
          <>
            <Button size="sm" variant="outline" disabled={!flow.canUndo} onClick={() => flow.undo() && announce("Undone.")} aria-keyshortcuts="Control+Z">
              <Undo2 aria-hidden="true" /> Undo
            </Button>
            <Button size="sm" variant="outline" disabled={!flow.canRedo} onClick={() => flow.redo() && announce("Redone.")} aria-keyshortcuts="Control+Shift+Z">
              <Redo2 aria-hidden="true" /> Redo
            </Button>
            <Button size="sm" variant="outline" disabled={laying || data.nodes.length === 0} onClick={autoLayout}>
              <LayoutGrid aria-hidden="true" /> {laying ? "Laying out…" : "Auto-layout"}
            </Button>
          </>
        }
        exports={
          <ExportButtons title={text.shownTitle} exporter={exporter} json={() => flowJson(text.shownTitle, doc.summary, data, (id) => itemNames.get(id))} />
        }
      >
        <DocumentFields id={ids} text={text} noun="chart" />
      </DocumentHeader>
      <div className="sr-only" aria-live="polite" data-testid="flow-announcer">
        {announcement}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <FlowCanvas
            label={`Flow chart ${doc.title}: ${data.nodes.length} nodes, ${data.edges.length} arrows`}
            data={data}
            selected={selected}
            itemName={itemName}
            dark={dark}
            exporter={exporter}
            onSelect={(s) => {
              setSelected(s);
              if (s.size === 1) setConnectFrom([...s][0]!);
            }}
            onMove={(moves) => flow.edit((d) => ({ ...d, nodes: d.nodes.map((n) => (moves[n.id] ? { ...n, ...moves[n.id] } : n)) }))}
            onConnect={(from, to) => {
              const next = connect(data, from, to, "");
              if (typeof next === "string") return toast.error(next);
              flow.edit(() => next);
              announce(`Connected ${nodeName(data.nodes.find((n) => n.id === from)!)} to ${nodeName(data.nodes.find((n) => n.id === to)!)}.`);
            }}
            onDelete={(nodeIds, edgeIds) => deleteWithUndo(nodeIds, edgeIds)}
          />
          <p className="mt-2 text-xs text-muted-foreground">
            Drag from a node's bottom handle to another node to draw an arrow. Keyboard: Tab to a node, Enter to select it, arrow keys to move it, Delete to
            remove it; Ctrl+C / Ctrl+V copy and paste, Ctrl+Z / Ctrl+Shift+Z undo and redo.
          </p>
        </div>
        <aside aria-label="Chart panel" className="flex min-w-0 flex-col gap-4">
          <AddNodeForm
            onAdd={(type, label) => {
              const id = newId();
              flow.edit((d) => addNode(d, { id, type, label, itemId: null }));
              setSelected(new Set([id]));
              setConnectFrom(id);
              announce(`Added ${type} node ${label || ""}`.trim() + ".");
            }}
          />
          {one && (
            <NodeEditor
              key={one.id}
              node={one}
              items={items}
              onChange={(patch) => flow.edit((d) => updateNode(d, one.id, patch))}
              onLinkMore={() => setLinking(true)}
              onDelete={() => deleteWithUndo([one.id])}
            />
          )}
          <ConnectForm
            data={data}
            from={connectFrom}
            setFrom={setConnectFrom}
            onConnect={(from, to, label) => {
              const next = connect(data, from, to, label);
              if (typeof next === "string") return next;
              flow.edit(() => next);
              announce("Added the arrow.");
              return null;
            }}
          />
          <section aria-labelledby={`${ids}-list`} className="flex flex-col gap-2">
            <h2 id={`${ids}-list`} className="font-serif text-xl font-semibold">
              The chart as a list
            </h2>
            <FlowList
              data={data}
              selected={selected}
              itemName={itemName}
              onSelect={(id) => {
                setSelected(new Set([id]));
                setConnectFrom(id);
              }}
              onDeleteNode={(id) => deleteWithUndo([id])}
              onDeleteEdge={(id) => deleteWithUndo([], [id])}
            />
          </section>
        </aside>
      </div>
      {linking && (
        <LinkItemsDialog
          doc={doc}
          autosave={autosave}
          taken={new Set(items.map((i) => i.id))}
          onClose={() => setLinking(false)}
          title="Link from your library"
          description="Link items to this chart, then pick one for the selected node."
        />
      )}
    </div>
  );
}
