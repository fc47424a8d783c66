// /story-elements/maps/:id: the owner's map. The picture with its pins, regions and paths
// (map-stage.tsx); Add pin places one by a click, at the centre or at typed pixels; Draw region and
// Draw path add points by clicks (draw-bar.tsx); Set scale takes two points and a distance. A card
// opens its fields in the side panel (a sheet on a phone) with the list, the layers and the scale. The document's name,
// description and visibility autosave like every story tool's; pins and layers are rows of their
// own, written one by one (docs/maps.md). A generated map's towns and regions become library items
// with their pins in one step (add-places-dialog.tsx).
import { Hexagon, List, MapPinPlus, Route } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { DocumentFields, DocumentHeader, useDocumentText } from "@/components/story-documents/document-header";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { useFeatures } from "@/data/maps/get-features";
import { useLayers } from "@/data/maps/get-layers";
import { mapDataOf } from "@/data/maps/map-data";
import { MAP_LIMITS, type MapFeature, type MapLayer, type Point } from "@/data/maps/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { AlertTriangle } from "lucide-react";
import { toast } from "@/components/ui/toaster";
import { AddPlacesButton } from "./add-places-dialog";
import { GroupsPanel } from "./groups-panel";
import { LayersPanel } from "./layers-panel";
import type { MapCanvasHandle } from "./map-canvas";
import { MapStage, STAGE_HEIGHT } from "./map-stage";
import { ReplacePicture } from "./replace-picture";
import { PinEditor } from "./pin-editor";
import { PinList } from "./pin-list";
import { DrawBar } from "./draw-bar";
import { ExportMenu } from "./export-menu";
import { featureCount, groupsOf, hiddenFromVisitors, nextPosition, placesOf } from "./pins";
import { PlaceBar } from "./place-bar";
import { DEFAULT_PIN_ICON, PIN_COLORS } from "./pin-style";
import { ScaleBar } from "./scale-bar";
import { ScalePanel } from "./scale-panel";
import { paceOf, scaleOf, shapeOf, type MapScale, type ShapeKind } from "./shapes";
import { useFeatureWrites } from "./use-feature-writes";
import { useLayerWrites } from "./use-layer-writes";
import { MapTrailNav } from "./map-trail-nav";
import { useMapUrl } from "./use-map-url";

const WIDE = "(min-width: 1024px)";
const subscribe = (cb: () => void) => {
  const m = window.matchMedia(WIDE);
  m.addEventListener("change", cb);
  return () => m.removeEventListener("change", cb);
};
/** Whether the side panel fits beside the map (else it is a sheet). */
export const useWide = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

export function MapEditorPage() {
  return (
    <DocumentEditorPage tool="map" listPath="/story-elements/maps" backLabel="Maps">
      {/* Keyed by the map: another map opened from a pin starts afresh (its own view, layers and panel). */}
      {(doc, onReloaded) => <MapEditor key={doc.id} doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

function MapEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const ids = useId();
  const autosave = useAutosave(doc);
  const text = useDocumentText(doc, autosave);
  const features = useFeatures(doc.id);
  const layers = useLayers(doc.id);
  const rows = features.data;
  const layerRows = layers.data;
  const loaded = rows && layerRows;
  return (
    <div>
      <MapTrailNav mapId={doc.id} title={doc.title} />
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="map"
        listPath="/story-elements/maps"
        status={rows && <span className="text-sm text-muted-foreground">{featureCount(rows)}</span>}
        publishing={{
          browsePath: `/browse/maps/${doc.id}`,
          publishedNote: () => {
            const hidden = (rows ?? []).filter((f) => hiddenFromVisitors(f, layerRows ?? []));
            return hidden.length
              ? `${featureCount(hidden)} ${hidden.length === 1 ? "stays" : "stay"} hidden from visitors: secret, on a secret layer, or opening a private item.`
              : undefined;
          },
        }}
      >
        <DocumentFields id={ids} text={text} noun="map" placeholder="What land is this, and in what age?" />
      </DocumentHeader>
      {features.isError || layers.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title="The pins could not be loaded"
          action={<Button onClick={() => void Promise.all([features.refetch(), layers.refetch()])}>Try again</Button>}
        >
          {(features.error ?? layers.error)?.message}
        </EmptyState>
      ) : !loaded ? (
        <RowsSkeleton label="Loading the pins" />
      ) : (
        <Editing doc={doc} autosave={autosave} features={rows} layers={layerRows} onReloaded={onReloaded} />
      )}
    </div>
  );
}

/** What a click on the map does: place a pin, add a region's or path's point, mark the scale. */
type Mode = null | "pin" | ShapeKind | "scale";
/** A new region's and path's colour. */
const SHAPE_COLOR: Record<ShapeKind, string> = { region: PIN_COLORS[3]!.value, path: PIN_COLORS[1]!.value };

function Editing({
  doc,
  autosave,
  features,
  layers,
  onReloaded,
}: {
  doc: StoryDoc;
  autosave: ReturnType<typeof useAutosave>;
  features: MapFeature[];
  layers: MapLayer[];
  onReloaded: () => void;
}) {
  const { width = 0, height = 0, generated } = mapDataOf(doc.data);
  const url = useMapUrl(doc.id, width, height);
  const writes = useFeatureWrites(doc.id, autosave);
  const layerWrites = useLayerWrites(doc.id, autosave);
  const canvas = useRef<MapCanvasHandle>(null);
  const wide = useWide();
  const [mode, setMode] = useState<Mode>(null);
  const [scalePoints, setScalePoints] = useState<Point[]>([]);
  const placing = mode === "pin" || (mode === "scale" && scalePoints.length < 2);
  const scale = scaleOf(doc.data);
  const pace = paceOf(doc.data);
  const [editing, setEditing] = useState<string | null>(null);
  const [sheet, setSheet] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const pins = useMemo(() => placesOf(features), [features]);
  const edited = editing ? features.find((f) => f.id === editing) : undefined;
  const full = features.length >= MAP_LIMITS.maxFeatures;

  const edit = useCallback(
    (id: string) => {
      setEditing(id);
      if (!wide) setSheet(true);
    },
    [wide],
  );
  const place = async (p: Point) => {
    if (mode === "scale") return setScalePoints((s) => [...s, p].slice(0, 2));
    setMode(null);
    const id = crypto.randomUUID();
    if (await writes.add({ id, document_id: doc.id, kind: "pin", geometry: p, label: "", icon: DEFAULT_PIN_ICON, position: nextPosition(features) })) {
      setAnnouncement(`Added a pin at ${p[0]}, ${p[1]}. Name it in the pin's fields.`);
      url.setPin(id);
      edit(id);
    }
  };
  const drawn = async (kind: ShapeKind, points: Point[]) => {
    setMode(null);
    const id = crypto.randomUUID();
    const row = { id, document_id: doc.id, kind, geometry: points, label: "", icon: "", color: SHAPE_COLOR[kind], position: nextPosition(features) };
    if (await writes.add(row)) {
      setAnnouncement(`Added a ${kind} of ${points.length} points. Name it in its fields.`);
      url.setPin(id);
      edit(id);
    }
  };
  const saveData = (patch: { scale?: MapScale | null; view?: Record<string, unknown> }) => {
    autosave.change({ data: { ...doc.data, ...patch } });
    void autosave.flush();
  };
  const startMode = (next: Mode) => {
    setScalePoints([]);
    setMode((m) => (m === next ? null : next));
  };
  const reshapeId = edited && shapeOf(edited) ? edited.id : null;
  const open = (id: string) => {
    url.setPin(id);
    const at = pins.find((p) => p.feature.id === id);
    if (at) canvas.current?.show(at.point);
    if (!wide) setSheet(false);
  };
  const toggle = (id: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const panel: ReactNode = edited ? (
    <PinEditor
      key={edited.id}
      feature={edited}
      layers={layers}
      width={width}
      height={height}
      writes={writes}
      scale={scale}
      pace={pace}
      groups={groupsOf(features).map((g) => g.name)}
      onBack={() => setEditing(null)}
    />
  ) : (
    <div className="flex flex-col gap-6">
      <PinList pins={pins} openId={url.pin} onOpen={open} onEdit={edit} />
      <LayersPanel layers={layers} hidden={hidden} onToggle={toggle} writes={layerWrites} />
      <GroupsPanel features={features} hidden={hidden} onToggle={toggle} />
      <ScalePanel
        scale={scale}
        pace={pace}
        onSetScale={() => {
          startMode("scale");
          if (!wide) setSheet(false);
        }}
        onClearScale={() => saveData({ scale: null })}
        onPace={(n) => saveData({ view: { ...((doc.data.view as Record<string, unknown> | null) ?? {}), pace: n || undefined } })}
      />
    </div>
  );

  return (
    <>
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button size="sm" aria-pressed={mode === "pin"} onClick={() => startMode("pin")} disabled={autosave.state === "conflict" || full || !width}>
          <MapPinPlus aria-hidden="true" /> Add pin
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={mode === "region"}
          onClick={() => startMode("region")}
          disabled={autosave.state === "conflict" || full || !width}
        >
          <Hexagon aria-hidden="true" /> Draw region
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={mode === "path"}
          onClick={() => startMode("path")}
          disabled={autosave.state === "conflict" || full || !width}
        >
          <Route aria-hidden="true" /> Draw path
        </Button>
        {!wide && (
          <Button size="sm" variant="outline" onClick={() => setSheet(true)}>
            <List aria-hidden="true" /> Pins and layers
          </Button>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {generated && <AddPlacesButton doc={doc} generated={generated} features={features} autosave={autosave} />}
          {!generated && <ReplacePicture doc={doc} autosave={autosave} count={features.length} onReplaced={onReloaded} />}
          <ExportMenu doc={doc} layers={layers} features={features} hidden={hidden} />
        </div>
        {full && <span className="text-sm text-muted-foreground">A map holds at most 10,000 pins, regions and paths.</span>}
      </div>
      {mode === "pin" && (
        <PlaceBar
          width={width}
          height={height}
          centre={() => canvas.current?.centre() ?? [width / 2, height / 2]}
          onPlace={(p) => void place(p)}
          onCancel={() => setMode(null)}
        />
      )}
      {(mode === "region" || mode === "path") && (
        <DrawBar
          kind={mode}
          width={width}
          height={height}
          onFinish={() => canvas.current?.finishDraw()}
          onTyped={(points) => void drawn(mode, points)}
          onCancel={() => setMode(null)}
        />
      )}
      {mode === "scale" && (
        <ScaleBar
          width={width}
          height={height}
          clicked={scalePoints}
          current={scale}
          onSave={(s) => {
            saveData({ scale: s });
            setMode(null);
            setAnnouncement(`The scale is set: ${s.distance} ${s.unit} between the two points.`);
          }}
          onCancel={() => setMode(null)}
        />
      )}
      <div className={wide ? "grid grid-cols-[minmax(0,1fr)_20rem] gap-4" : undefined}>
        <MapStage
          ref={canvas}
          doc={doc}
          features={features}
          layers={layers}
          hidden={hidden}
          own
          url={url}
          placing={placing}
          onPlace={(p) => void place(p)}
          onMove={(id, p) => writes.update(id, { geometry: p }, { now: true })}
          onEdit={edit}
          drawing={mode === "region" || mode === "path" ? mode : null}
          onDrawn={(kind, points) => void drawn(kind, points)}
          onDrawFailed={(message) => {
            setMode(null);
            toast.error(message);
          }}
          reshapeId={reshapeId}
          onReshape={(id, points) => writes.update(id, { geometry: points }, { now: true })}
        />
        {wide && (
          <aside aria-label="Pins and layers" className={`min-w-0 overflow-y-auto rounded-lg border border-border bg-card p-4 ${STAGE_HEIGHT}`}>
            {panel}
          </aside>
        )}
      </div>
      {!wide && (
        <Sheet open={sheet} onOpenChange={setSheet}>
          <SheetContent className="w-full sm:max-w-sm">
            <SheetHeader>
              <SheetTitle>Pins and layers</SheetTitle>
              <SheetDescription>Find, edit and group the pins of “{doc.title}”.</SheetDescription>
            </SheetHeader>
            {panel}
          </SheetContent>
        </Sheet>
      )}
    </>
  );
}
