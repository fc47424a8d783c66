// /story-elements/relationships/:id: one relationship map, edited on the canvas or entirely from
// the side panel (keyboard), autosaved with conflict detection; changes are announced politely.
import { Download, LayoutGrid } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast, useResolvedTheme } from "@/components/ui/toaster";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { ExportButtons, type CanvasExport } from "@/components/canvas/canvas-export";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { downloadMarkdown } from "@/components/story-documents/markdown";
import { DocumentFields, DocumentHeader, useDocumentText } from "@/components/story-documents/document-header";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { NO_FILTER, visibleGraph, type GraphFilter, type GraphNode } from "./graph";
import { MapPanel } from "./map-panel";
import { RelationCanvas } from "./relation-canvas";
import { RelationFilters } from "./relation-filters";
import { emptyDraft, type RelationDraft } from "./relation-form";
import { mapJson, relationsToMarkdown } from "./relations-markdown";
import { runLayout } from "./run-layout";
import { useMapActions } from "./use-map-actions";
import { useRelationMap } from "./use-relation-map";

export function RelationshipsEditorPage() {
  return (
    <DocumentEditorPage tool="relationships" listPath="/story-elements/relationships" backLabel="Relationships">
      {(doc, onReloaded) => <MapEditor doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

function MapEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const map = useRelationMap(doc, autosave);
  const links = useLinks(doc.id);
  const ids = useId();
  const dark = useResolvedTheme() === "dark";
  const text = useDocumentText(doc, autosave);
  const [filter, setFilter] = useState<GraphFilter>(NO_FILTER);
  const [announcement, setAnnouncement] = useState("");
  const [laying, setLaying] = useState(false);
  const [fitKey, setFitKey] = useState(0);

  const nodes = useMemo<GraphNode[]>(
    () => (links.data ?? []).filter((l) => l.anchor === "" && l.item).map((l) => ({ id: l.item_id, name: l.item!.name, kind: l.item!.kind })),
    [links.data],
  );
  const names = useMemo(() => new Map(nodes.map((n) => [n.id, n.name])), [nodes]);
  const privateItems = useMemo(() => new Set((links.data ?? []).filter((l) => l.item?.visibility === "private").map((l) => l.item_id)), [links.data]);
  const nameOf = useCallback((id: string) => names.get(id) ?? "an item you removed", [names]);
  // Relations whose item is no longer on the map (removed in another tab) are not drawn.
  const relations = useMemo(() => map.relations.filter((r) => names.has(r.from) && names.has(r.to)), [map.relations, names]);
  const shown = useMemo(() => visibleGraph(nodes, relations, filter), [nodes, relations, filter]);
  const announce = (text: string) => setAnnouncement(text);
  const actions = useMapActions({ doc, autosave, map, links: links.data ?? [], nameOf, announce });
  const [draft, setDraft] = useState<RelationDraft>(emptyDraft());
  const [editing, setEditing] = useState<string | null>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const exporter = useRef<CanvasExport>(null);

  const autoLayout = () => {
    setLaying(true);
    runLayout({ nodes: shown.nodes.map((n) => n.id), edges: shown.relations.map((r) => ({ id: r.id, from: r.from, to: r.to })) })
      .then(
        (positions) => {
          const before = map.positions;
          map.setPositions((ps) => ({ ...ps, ...positions }));
          setFitKey((k) => k + 1);
          announce(`Laid out ${shown.nodes.length} ${shown.nodes.length === 1 ? "item" : "items"}.`);
          toast.success("Laid out the map", { action: { label: "Undo", onClick: () => map.setPositions(() => before) } });
        },
        (e: Error) => toast.error("Could not lay out the map", { description: e.message }),
      )
      .finally(() => setLaying(false));
  };

  return (
    <div>
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="map"
        listPath="/story-elements/relationships"
        publishing={{
          browsePath: `/browse/relationships/${doc.id}`,
          // Relations are part of the map's data: visitors never see a private item, but the
          // type and note of a relation to one are published with the map (docs/story-tools.md).
          publishedNote: () => {
            const privateEnds = relations.filter((r) => privateItems.has(r.from) || privateItems.has(r.to)).length;
            return privateEnds
              ? `${privateEnds} ${privateEnds === 1 ? "relation involves a private item: it is" : "relations involve private items: they are"} hidden from visitors, notes included.`
              : undefined;
          },
        }}
        tools={
          <Button size="sm" variant="outline" disabled={laying || shown.nodes.length === 0} onClick={autoLayout}>
            <LayoutGrid aria-hidden="true" /> {laying ? "Laying out…" : "Auto-layout"}
          </Button>
        }
        exports={
          <>
            <ExportButtons
              title={text.shownTitle}
              exporter={exporter}
              json={() => mapJson({ title: text.shownTitle, summary: text.summary }, nodes, relations, map.positions)}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                downloadMarkdown(text.title || doc.title, relationsToMarkdown({ title: text.shownTitle, summary: text.summary }, relations, nameOf))
              }
            >
              <Download aria-hidden="true" /> Markdown
            </Button>
          </>
        }
      >
        <DocumentFields id={ids} text={text} noun="map" placeholder="Whose web is this, and when?" />
      </DocumentHeader>
      <div className="sr-only" aria-live="polite" data-testid="map-announcer">
        {announcement}
      </div>
      <div className="mb-4">
        <RelationFilters nodes={nodes} filter={filter} setFilter={setFilter} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <RelationCanvas
            label={`Map of ${doc.title}: ${shown.nodes.length} items, ${shown.relations.length} relations`}
            nodes={shown.nodes}
            relations={shown.relations}
            positions={map.positions}
            matches={shown.matches}
            focusId={filter.focus?.id ?? null}
            nameOf={nameOf}
            dark={dark}
            fitKey={`${fitKey}:${filter.focus?.id ?? ""}:${filter.focus?.hops ?? ""}`}
            exporter={exporter}
            onMove={(id, p) => map.setPositions((ps) => ({ ...ps, [id]: p }))}
            onConnect={(from, to) => {
              if (from === to) return;
              setEditing(null);
              setDraft({ ...emptyDraft(from, to), type: draft.type });
              announce(`Drawn from ${nameOf(from)} to ${nameOf(to)}: pick the relation and press Add relation.`);
              requestAnimationFrame(() => typeRef.current?.focus());
            }}
            onDelete={(nodeIds, relIds) => {
              if (relIds.length) actions.deleteRelations(relIds);
              if (nodeIds.length) actions.removeItems(nodeIds);
            }}
          />
          <p className="mt-2 text-xs text-muted-foreground">
            Drag from an item's right handle to another item to draw a relation. With the keyboard: Tab to an item, Enter to select it, arrow keys to move it,
            Delete to remove; or use the panel.
          </p>
        </div>
        <MapPanel
          doc={doc}
          autosave={autosave}
          nodes={nodes}
          shown={shown}
          nameOf={nameOf}
          draft={draft}
          setDraft={setDraft}
          editing={editing}
          setEditing={setEditing}
          typeRef={typeRef}
          resetDraft={() => setDraft(emptyDraft())}
          onSave={actions.saveRelation}
          onDelete={(r) => actions.deleteRelations([r.id])}
          onRemoveItem={(n) => actions.removeItems([n.id])}
          onFocus={(id) => setFilter({ ...filter, focus: { id, hops: filter.focus?.hops ?? 1 } })}
        />
      </div>
    </div>
  );
}
