// /browse/maps/:id: a published map, read-only, for anyone. The address holds the open pin, the zoom
// and the centre, so it is a link to what is on screen. Visitors receive only what RLS lets them read
// (no secret pin or layer, no pin that opens a private item, docs/maps.md); the owner looking "as
// visitors do" gets the same, filtered here.
import { AlertTriangle } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { PublicDocumentPage } from "@/components/story-documents/public-document-page";
import { useFeatures } from "@/data/maps/get-features";
import { useLayers } from "@/data/maps/get-layers";
import { mapDataOf } from "@/data/maps/map-data";
import type { MapFeature, MapLayer } from "@/data/maps/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { useAuth } from "@/lib/auth";
import { GroupsPanel } from "./groups-panel";
import { LayersPanel } from "./layers-panel";
import type { MapCanvasHandle } from "./map-canvas";
import { MapStage } from "./map-stage";
import { PinList } from "./pin-list";
import { featureCount, hiddenByDefault, hiddenFromVisitors, placesOf } from "./pins";
import { MapTrailNav } from "./map-trail-nav";
import { useMapUrl } from "./use-map-url";

export function PublicMapPage() {
  return <PublicDocumentPage wide>{(doc) => <PublicMap key={doc.id} doc={doc} />}</PublicDocumentPage>;
}

function PublicMap({ doc }: { doc: StoryDoc }) {
  const { user } = useAuth();
  const features = useFeatures(doc.id);
  const layers = useLayers(doc.id);
  if (features.isError || layers.isError)
    return (
      <EmptyState
        icon={AlertTriangle}
        title="The map's pins could not be loaded"
        action={<Button onClick={() => void Promise.all([features.refetch(), layers.refetch()])}>Try again</Button>}
      >
        {(features.error ?? layers.error)?.message}
      </EmptyState>
    );
  if (!features.data || !layers.data) return <RowsSkeleton label="Loading the map" />;
  const own = doc.owner_id === user?.id;
  // What a visitor's requests return: the owner's own secrets are left out here.
  const open = own ? layers.data.filter((l) => !l.secret) : layers.data;
  const shown = own ? features.data.filter((f) => !hiddenFromVisitors(f, layers.data)) : features.data;
  return <Viewer doc={doc} features={shown} layers={open} />;
}

function Viewer({ doc, features, layers }: { doc: StoryDoc; features: MapFeature[]; layers: MapLayer[] }) {
  const { width = 0, height = 0 } = mapDataOf(doc.data);
  const url = useMapUrl(doc.id, width, height);
  const canvas = useRef<MapCanvasHandle>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => hiddenByDefault(layers));
  const pins = useMemo(() => placesOf(features), [features]);
  const toggle = (id: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <article aria-label={doc.title} className="flex flex-col gap-4">
      <header>
        <MapTrailNav mapId={doc.id} title={doc.title} />
        <p className="font-serif text-3xl font-semibold" aria-hidden="true">
          {doc.title}
        </p>
        {doc.summary && <p className="mt-1 max-w-prose italic text-muted-foreground">{doc.summary}</p>}
        <p className="mt-1 text-sm text-muted-foreground">
          {featureCount(features)} · {width.toLocaleString("en")} × {height.toLocaleString("en")} px
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <MapStage ref={canvas} doc={doc} features={features} layers={layers} hidden={hidden} own={false} url={url} />
        <aside aria-label="Pins and layers" className="flex min-w-0 flex-col gap-6 rounded-lg border border-border bg-card p-4">
          <PinList
            pins={pins}
            openId={url.pin}
            onOpen={(id) => {
              url.setPin(id);
              const at = pins.find((p) => p.feature.id === id);
              if (at) canvas.current?.show(at.point);
            }}
          />
          <LayersPanel layers={layers} hidden={hidden} onToggle={toggle} />
          <GroupsPanel features={features} hidden={hidden} onToggle={toggle} />
        </aside>
      </div>
    </article>
  );
}
