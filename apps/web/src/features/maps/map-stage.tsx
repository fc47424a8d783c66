// The map on screen, for its owner and for visitors alike: the picture (a signed address), the pins
// on the shown layers, the card of the open pin, and the view kept in the address (deep links). The
// editor adds placing, dragging and editing through the props. A generated map's picture is drawn
// here in the browser from its settings (use-generated-picture.ts).
import { AlertTriangle, ImageOff } from "lucide-react";
import { forwardRef, useMemo } from "react";
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useImageUrl, useMapTiles } from "@/data/maps/map-image";
import { mapDataOf } from "@/data/maps/map-data";
import type { MapFeature, MapLayer, Point } from "@/data/maps/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { MapCanvas, type MapCanvasHandle } from "./map-canvas";
import { PinCard } from "./pin-card";
import { featureCount, hiddenFromVisitors, pinsOf, placesOf, shownPins } from "./pins";
import { measureOf, paceOf, scaleOf, shapeOf, shapesOf, type ShapeKind } from "./shapes";
import { GeneratedNote } from "./generated-note";
import { useGeneratedPicture } from "./use-generated-picture";
import type { useMapUrl } from "./use-map-url";

export interface MapStageProps {
  doc: StoryDoc;
  features: readonly MapFeature[];
  layers: readonly MapLayer[];
  hidden: ReadonlySet<string>;
  own: boolean;
  url: ReturnType<typeof useMapUrl>;
  placing?: boolean;
  onPlace?: (p: Point) => void;
  onMove?: (id: string, p: Point) => void;
  onEdit?: (id: string) => void;
  drawing?: ShapeKind | null;
  onDrawn?: (kind: ShapeKind, points: Point[]) => void;
  onDrawFailed?: (message: string) => void;
  reshapeId?: string | null;
  onReshape?: (id: string, points: Point[]) => void;
}

/** What a map without its picture still has. */
const kept = (n: number) =>
  n === 0 ? "Its size is kept." : n === 1 ? "Its one pin, region or path is kept." : `Its ${n.toLocaleString("en")} pins, regions and paths are kept.`;

export const STAGE_HEIGHT = "h-[min(70dvh,46rem)] min-h-80";

export const MapStage = forwardRef<MapCanvasHandle, MapStageProps>(function MapStage(
  { doc, features, layers, hidden, own, url, placing, onPlace, onMove, onEdit, ...shaping },
  ref,
) {
  const { width, height, image } = mapDataOf(doc.data);
  const picture = useImageUrl(image?.path ?? null);
  // Whether the picture has tiles is known before it is shown: a tiled 16,000 px map never loads whole.
  const tiles = useMapTiles(picture.data ?? null);
  const drawn = useGeneratedPicture(doc.data);
  const pictureUrl = picture.data && !tiles.isPending ? picture.data : drawn.url;
  const pins = useMemo(() => shownPins(pinsOf(features), hidden), [features, hidden]);
  const shapes = useMemo(() => shownPins(shapesOf(features), hidden), [features, hidden]);
  const scale = scaleOf(doc.data);
  const pace = paceOf(doc.data);
  const open = url.pin ? (features.find((f) => f.id === url.pin) ?? null) : null;

  // A deep link to a pin opens the map on it.
  const start = useMemo(() => {
    const at = url.start.pin ? placesOf(features).find((p) => p.feature.id === url.start.pin) : undefined;
    return { zoom: url.start.zoom, centre: url.start.centre ?? at?.point ?? null };
  }, [url.start, features]);

  // A map whose picture did not come with an import still shows its pins, regions and paths on a
  // plain ground, under a note that asks for the picture: nothing it kept is out of reach.
  const missing = Boolean(width && height && !image && !drawn.url && !doc.data.generated);
  if (!width || !height)
    return (
      <EmptyState icon={ImageOff} title="This map has no picture">
        {own ? "It was made without one, or its picture did not come with an import. Add picture gives it one." : "Its author has not added one yet."}
      </EmptyState>
    );
  const close = () => {
    const id = url.pin;
    url.setPin(null);
    if (id && ref && typeof ref === "object") ref.current?.focusPin(id);
  };
  const stage = (
    <div className={`relative isolate overflow-hidden rounded-lg border border-border ${STAGE_HEIGHT}`} data-picture-hash={drawn.url ? drawn.hash : undefined}>
      <MapCanvas
        ref={ref}
        imageUrl={pictureUrl}
        tiles={tiles.data ?? null}
        width={width}
        height={height}
        label={`Map of ${doc.title}, ${width.toLocaleString("en")} × ${height.toLocaleString("en")} px, ${featureCount([...pins, ...shapes].map((p) => p.feature))}`}
        pins={pins}
        openId={open?.id ?? null}
        onOpen={(id) => url.setPin(id)}
        start={start}
        onView={url.onView}
        placing={placing}
        onPlace={onPlace}
        onMove={onMove}
        shapes={shapes}
        {...shaping}
      />
      {(((picture.isPending || (picture.data && tiles.isPending)) && image) || drawn.pending) && (
        <Skeleton className="pointer-events-none absolute inset-0 z-[401] rounded-none opacity-60" aria-label="Loading the map's picture" />
      )}
      {drawn.generated && <GeneratedNote saved={drawn.generated.version} current={drawn.version} error={drawn.error} />}
      {picture.isError && (
        <p role="alert" className="absolute inset-x-2 top-2 z-[1001] flex items-center gap-2 rounded-md bg-card p-2 text-sm shadow">
          <AlertTriangle className="size-4 text-destructive" aria-hidden="true" /> The picture could not be loaded: {picture.error.message}
        </p>
      )}
      {open && (
        <div className="absolute inset-x-2 bottom-2 z-[1001] max-h-[60%] sm:inset-x-auto sm:bottom-auto sm:right-2 sm:top-2 sm:max-h-[calc(100%-1rem)] sm:w-80">
          <PinCard
            feature={open}
            mapId={doc.id}
            own={own}
            hidden={own ? hiddenFromVisitors(open, layers) : ""}
            measure={(() => {
              const shape = shapeOf(open);
              return shape ? measureOf(shape, scale, pace) : "";
            })()}
            onClose={close}
            onEdit={onEdit ? () => onEdit(open.id) : undefined}
          />
        </div>
      )}
    </div>
  );
  if (!missing) return stage;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3 rounded-lg border border-dashed border-border bg-card p-3 text-sm">
        <ImageOff className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="font-serif text-base font-semibold">This map's picture is missing</h2>
          <p className="text-muted-foreground">
            {own
              ? `Its picture did not come with the import. ${kept(features.length)} Add picture puts ${features.length === 1 ? "it" : "them"} on a new one.`
              : "Its author has not added it yet; its places are shown without it."}
          </p>
        </div>
      </div>
      {stage}
    </div>
  );
});
