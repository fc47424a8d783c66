// The map picture in Leaflet (CRS.Simple: one unit is one picture pixel, docs/maps.md) with its pins
// as clustered markers (use-pin-markers.ts: buttons, the arrow keys between them) and its regions and
// paths (use-shapes.ts). In the editor a pin may be dragged, a click on the picture places a new one
// while `placing`, and new regions and paths are drawn (use-draw.ts). Leaflet is a chunk of
// its own: only the map pages load it (docs/decisions/0006-web-budgets.md).
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { MapTiles } from "@/data/maps/map-image";
import type { Point } from "@/data/maps/types";
import { cn } from "@/lib/utils";
import { centreOf, clampPoint, fitZoom, fromLatLng, roundPoint, toLatLng } from "./geometry";
import { pictureCrs, showPicture, type PictureLayer } from "./picture-layer";
import type { Pin } from "./pins";
import { PinGlyph } from "./pin-style";
import { anchorOf, type Shape, type ShapeKind } from "./shapes";
import { useDraw } from "./use-draw";
import { usePinMarkers } from "./use-pin-markers";
import { useShapes } from "./use-shapes";

export interface MapCanvasHandle {
  /** The centre of what is on screen, on the picture. */
  centre: () => Point;
  /** Moves keyboard focus to a pin's marker (after its card closes). */
  focusPin: (id: string) => void;
  /** Brings a point into view (a pin picked from the list). */
  show: (p: Point) => void;
  /** Ends the region or path being drawn (the Finish button). */
  finishDraw: () => void;
}

export interface MapCanvasProps {
  imageUrl: string | null;
  /** The picture's deep-zoom tiles, when it has them (shown instead of the whole picture). */
  tiles?: MapTiles | null;
  width: number;
  height: number;
  /** What the map is, for screen readers ("Map of the Vale"). */
  label: string;
  pins: readonly Pin[];
  openId: string | null;
  onOpen: (id: string) => void;
  /** Where the map opens; the whole picture when null. */
  start: { zoom: number | null; centre: Point | null };
  onView?: (zoom: number, centre: Point) => void;
  placing?: boolean;
  onPlace?: (p: Point) => void;
  /** Dragging a pin moves it (the editor). */
  onMove?: (id: string, p: Point) => void;
  /** Regions and paths on the shown layers. */
  shapes?: readonly Shape[];
  /** The region or path whose points can be dragged (the editor). */
  reshapeId?: string | null;
  onReshape?: (id: string, points: Point[]) => void;
  /** Drawing a new region or path: clicks add its points (use-draw.ts). */
  drawing?: ShapeKind | null;
  onDrawn?: (kind: ShapeKind, points: Point[]) => void;
  onDrawFailed?: (message: string) => void;
  className?: string;
}

/** The open pin's card beside the map on a wider screen (map-stage.tsx, `sm:w-80`). */
const CARD_WIDTH = 320;
const NO_SHAPES: readonly Shape[] = [];

export const MapCanvas = forwardRef<MapCanvasHandle, MapCanvasProps>(function MapCanvas(props, ref) {
  const { imageUrl, tiles = null, width, height, label, pins, openId, placing = false, drawing = null, className } = props;
  const shapes = props.shapes ?? NO_SHAPES;
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const overlay = useRef<PictureLayer | null>(null);
  const hosts = useRef(new Map<string, HTMLElement>());
  // The latest props, for Leaflet's handlers (bound once).
  const latest = useRef(props);
  latest.current = props;

  const host = useCallback((id: string) => {
    let el = hosts.current.get(id);
    if (!el) {
      el = document.createElement("span");
      hosts.current.set(id, el);
    }
    return el;
  }, []);

  useImperativeHandle(ref, () => ({
    centre: () => {
      const b = map?.getBounds();
      if (!b) return [width / 2, height / 2];
      return roundPoint(clampPoint(centreOf({ west: b.getWest(), east: b.getEast(), south: b.getSouth(), north: b.getNorth() }, height), width, height));
    },
    focusPin: (id) => pinMarkers.focus(id),
    show: (p) => map?.panTo(toLatLng(p, height)),
    finishDraw: () => draw.current.finish(),
  }));

  useShapes({
    map,
    shapes,
    width,
    height,
    openId,
    reshapeId: props.reshapeId ?? null,
    onOpen: (id) => latest.current.onOpen(id),
    onReshape: (id, points) => latest.current.onReshape?.(id, points),
    clickable: () => !latest.current.placing && !latest.current.drawing,
  });
  const draw = useDraw({
    map,
    drawing,
    width,
    height,
    onDrawn: (kind, points) => latest.current.onDrawn?.(kind, points),
    onFailed: (message) => latest.current.onDrawFailed?.(message),
  });

  // The open pin is not left under its card: a phone's card covers the lower part of the map, a
  // wider screen's the right side (map-stage.tsx).
  const openShape = shapes.find((s) => s.feature.id === openId);
  const open = pins.find((p) => p.feature.id === openId)?.point ?? (openShape ? anchorOf(openShape) : undefined);
  const [ox, oy] = open ?? [Number.NaN, Number.NaN];
  useEffect(() => {
    if (!map || Number.isNaN(ox)) return;
    const size = map.getSize();
    const at = map.latLngToContainerPoint(toLatLng([ox, oy], height));
    const phone = size.x < 640 - 32;
    const [right, bottom] = phone ? [size.x, size.y * 0.4] : [size.x - CARD_WIDTH - 16, size.y];
    if (at.x >= 24 && at.x <= right - 24 && at.y >= 48 && at.y <= bottom - 8) return;
    map.stop();
    map.panBy(at.subtract(L.point(right / 2, phone ? size.y * 0.22 : size.y / 2)), { animate: false });
  }, [map, ox, oy, height]);

  // The map, once per picture size.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const bounds = L.latLngBounds([0, 0], [height, width]);
    const m = L.map(el, {
      crs: pictureCrs(height),
      zoomSnap: 0.25,
      zoomDelta: 0.5,
      wheelPxPerZoomLevel: 120,
      attributionControl: false,
      maxBoundsViscosity: 0.9,
    });
    m.setMaxBounds(bounds.pad(0.1));
    // Worked out by hand: Leaflet's getBoundsZoom needs a view first.
    const fit = fitZoom(m.getSize(), width, height);
    // Whole zoom levels at both ends: Leaflet.markercluster walks its levels from the map's
    // minZoom − 1 without rounding, and with a fractional minZoom it skips the top level, where
    // pins that never cluster live, so they would never be drawn.
    m.setMinZoom(Math.floor(fit - 1));
    m.setMaxZoom(Math.ceil(Math.max(fit + 5, 2)));
    el.setAttribute("role", "region");
    // The address's view, else a pin alone a step closer than the whole picture, else the whole picture.
    // This first view is not written back (the handler comes after): the address names a view only
    // once someone moves the map.
    const { zoom, centre } = latest.current.start;
    if (centre) m.setView(toLatLng(centre, height), zoom ?? fit + 1);
    else if (zoom !== null) m.setView(bounds.getCenter(), zoom);
    else m.fitBounds(bounds, { padding: [16, 16] });
    // The zoom as the address holds it (a test reads it here too).
    el.dataset.zoom = String(m.getZoom());
    m.on("moveend", () => {
      const c = m.getCenter();
      el.dataset.zoom = String(m.getZoom());
      latest.current.onView?.(m.getZoom(), roundPoint(fromLatLng(c.lat, c.lng, height)));
    });
    m.on("click", (e: L.LeafletMouseEvent) => {
      const p = latest.current;
      if (p.placing && p.onPlace) p.onPlace(roundPoint(clampPoint(fromLatLng(e.latlng.lat, e.latlng.lng, height), width, height)));
    });
    const resized = new ResizeObserver(() => m.invalidateSize());
    resized.observe(el);
    setMap(m);
    return () => {
      resized.disconnect();
      overlay.current = null;
      m.remove();
      setMap(null);
    };
  }, [width, height]);

  useEffect(() => {
    box.current?.setAttribute("aria-label", `${label}. Arrow keys move the map, plus and minus zoom; Tab goes to the pins.`);
  }, [label]);

  // The picture (its signed address is renewed now and then), tiled when the server cut it.
  useEffect(() => {
    if (!map || !imageUrl) return;
    overlay.current = showPicture(map, overlay.current, { imageUrl, tiles, width, height });
  }, [map, imageUrl, tiles, width, height]);

  const pinMarkers = usePinMarkers({
    map,
    pins,
    width,
    height,
    host,
    onOpen: (id) => latest.current.onOpen(id),
    onMove: props.onMove ? (id, p) => latest.current.onMove?.(id, p) : undefined,
  });

  return (
    <>
      {/* Leaflet adds its own classes to the inner element: React must never write its className again. */}
      <div className={cn("h-full w-full", (placing || drawing) && "[&_.leaflet-grab]:cursor-crosshair [&_.leaflet-interactive]:cursor-crosshair", className)}>
        <div ref={box} data-testid="map-canvas" className="z-0 h-full w-full bg-muted! font-sans!" />
      </div>
      {pins.map((p) =>
        createPortal(<PinGlyph icon={p.feature.icon} color={p.feature.color} open={p.feature.id === openId} />, host(p.feature.id), p.feature.id),
      )}
    </>
  );
});
