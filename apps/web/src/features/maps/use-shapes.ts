// The regions and paths of a map drawn in Leaflet (shapes.ts): a region filled lightly in its
// colour with its label at its centre, a path as a line (solid, dashed or dotted) with its label
// halfway. Each is a button for the keyboard and screen readers ("Region: The Marches"); a click or
// Enter opens its card. The one being edited shows Geoman's vertex handles (geoman.ts): drag a
// point to move it, drag a middle handle to add one; every change goes to `onReshape`.
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { Point } from "@/data/maps/types";
import { clampPoint, fromLatLng, roundPoint, toLatLng } from "./geometry";
import { layerPm, loadGeoman, mapPm } from "./geoman";
import { colorOf } from "./pin-style";
import type { Shape } from "./shapes";

interface Options {
  map: L.Map | null;
  shapes: readonly Shape[];
  width: number;
  height: number;
  openId: string | null;
  reshapeId: string | null;
  onOpen: (id: string) => void;
  onReshape?: (id: string, points: Point[]) => void;
  /** False while a pin is placed or a shape drawn: a click then belongs to the map. */
  clickable: () => boolean;
}

export type LineStyle = "solid" | "dashed" | "dotted";
export const LINE_STYLES: { value: LineStyle; name: string }[] = [
  { value: "solid", name: "Solid" },
  { value: "dashed", name: "Dashed" },
  { value: "dotted", name: "Dotted" },
];
export const lineStyleOf = (style: { line?: unknown } | null): LineStyle => (style?.line === "dashed" || style?.line === "dotted" ? style.line : "solid");
/** A line style's dashes in screen pixels (the map's and the PNG export's, export-map.ts). */
export const LINE_DASH: Record<LineStyle, readonly number[]> = { solid: [], dashed: [10, 8], dotted: [2, 7] };

export const shapeName = (s: Shape) => `${s.kind === "region" ? "Region" : "Path"}: ${s.feature.label.trim() || "unnamed"}`;

function styleOf(s: Shape, open: boolean): L.PathOptions {
  const color = colorOf(s.feature.color);
  const dashArray = LINE_DASH[lineStyleOf(s.feature.style)].join(" ") || undefined;
  return s.kind === "region"
    ? { color, weight: open ? 3 : 2, opacity: 0.9, fillColor: color, fillOpacity: open ? 0.3 : 0.16, dashArray, lineJoin: "round" }
    : { color, weight: open ? 5 : 3.5, opacity: 0.95, dashArray, lineCap: "round", lineJoin: "round" };
}

/** A region's or path's Leaflet points as picture pixels, kept inside the picture (use-draw.ts too). */
export const pointsOf = (layer: L.Polyline, kind: Shape["kind"], width: number, height: number): Point[] => {
  const raw = layer.getLatLngs();
  const line = (kind === "region" ? (raw as L.LatLng[][])[0] : (raw as L.LatLng[])) ?? [];
  return line.map((ll) => roundPoint(clampPoint(fromLatLng(ll.lat, ll.lng, height), width, height)));
};

const same = (a: readonly Point[], b: readonly Point[]) => a.length === b.length && a.every((p, i) => p[0] === b[i]![0] && p[1] === b[i]![1]);

export function useShapes({ map, shapes, width, height, openId, reshapeId, onOpen, onReshape, clickable }: Options) {
  const layers = useRef(new Map<string, { layer: L.Polyline; kind: Shape["kind"] }>());
  const latest = useRef({ onOpen, onReshape, clickable, width, height });
  latest.current = { onOpen, onReshape, clickable, width, height };

  useEffect(() => {
    if (!map) return;
    const placed = layers.current;
    return () => {
      for (const { layer } of placed.values()) layer.remove();
      placed.clear();
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const seen = new Set<string>();
    for (const s of shapes) {
      const id = s.feature.id;
      seen.add(id);
      const latlngs = s.points.map((p) => toLatLng(p, height));
      let entry = layers.current.get(id);
      if (entry && entry.kind !== s.kind) {
        entry.layer.remove();
        entry = undefined;
      }
      if (!entry) {
        const layer: L.Polyline =
          s.kind === "region" ? (L.polygon(latlngs, { pmIgnore: false }) as unknown as L.Polyline) : L.polyline(latlngs, { pmIgnore: false });
        layer.on("click", (e: L.LeafletMouseEvent) => {
          if (!latest.current.clickable()) return;
          L.DomEvent.stopPropagation(e);
          latest.current.onOpen(id);
        });
        layer.on("pm:edit", () => {
          const { width: w, height: h } = latest.current;
          latest.current.onReshape?.(id, pointsOf(layer, s.kind, w, h));
        });
        layer.addTo(map);
        const el = layer.getElement();
        if (el) {
          el.setAttribute("tabindex", "0");
          el.setAttribute("role", "button");
          el.addEventListener("keydown", (e) => {
            if ((e as KeyboardEvent).key === "Enter" || (e as KeyboardEvent).key === " ") {
              e.preventDefault();
              latest.current.onOpen(id);
            }
          });
        }
        entry = { layer, kind: s.kind };
        layers.current.set(id, { layer, kind: s.kind });
      } else if (!same(pointsOf(entry.layer, s.kind, width, height), s.points)) {
        entry.layer.setLatLngs(latlngs);
      }
      const { layer } = entry;
      layer.setStyle(styleOf(s, s.feature.id === openId));
      const label = s.feature.label.trim();
      if (label) {
        if (layer.getTooltip()) layer.setTooltipContent(label);
        else
          layer.bindTooltip(label, {
            permanent: true,
            direction: "center",
            // A road's name sits just above the road, as an atlas letters it.
            offset: s.kind === "path" ? [0, -12] : [0, 0],
            className: `wl-shape-label wl-${s.kind}-label`,
            interactive: false,
          });
      } else if (layer.getTooltip()) layer.unbindTooltip();
      layer.getElement()?.setAttribute("aria-label", shapeName(s));
    }
    for (const [id, { layer }] of layers.current)
      if (!seen.has(id)) {
        layer.remove();
        layers.current.delete(id);
      }
  }, [map, shapes, height, width, openId]);

  // The edited shape's handles.
  useEffect(() => {
    if (!map || !reshapeId) return;
    const entry = layers.current.get(reshapeId);
    if (!entry) return;
    let stopped = false;
    void loadGeoman().then(() => {
      if (stopped) return;
      // The layer's handles read the map's Geoman options.
      mapPm(map);
      layerPm(entry.layer).enable({ allowSelfIntersection: true, snappable: false });
    });
    return () => {
      stopped = true;
      entry.layer.pm?.disable();
    };
  }, [map, reshapeId, shapes]);
}
