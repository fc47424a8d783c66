// Drawing a region or a path on the map with Leaflet-Geoman (geoman.ts): a click adds a point, a
// click on the first point closes a region, Enter or Finish ends the shape, Escape or Cancel drops
// it. The drawn points go to `onDrawn` in picture pixels; Geoman's own layer is removed, because
// the map draws what the database keeps (use-shapes.ts).
import type L from "leaflet";
import { useEffect, useRef } from "react";
import type { Point } from "@/data/maps/types";
import { loadGeoman, mapPm } from "./geoman";
import type { ShapeKind } from "./shapes";
import { pointsOf } from "./use-shapes";

export interface DrawControl {
  /** Ends the shape being drawn, as Enter does (nothing when it has too few points). */
  finish: () => void;
}

const GEOMAN_SHAPE = { region: "Polygon", path: "Line" } as const;
const LINE = { color: "#7c2d12", weight: 3, dashArray: "6 6" };

interface Options {
  map: L.Map | null;
  drawing: ShapeKind | null;
  width: number;
  height: number;
  onDrawn: (kind: ShapeKind, points: Point[]) => void;
  onFailed: (message: string) => void;
}

export function useDraw({ map, drawing, width, height, onDrawn, onFailed }: Options) {
  const latest = useRef({ onDrawn, onFailed, width, height });
  latest.current = { onDrawn, onFailed, width, height };
  const control = useRef<DrawControl>({ finish: () => undefined });

  useEffect(() => {
    if (!map || !drawing) return;
    let stopped = false;
    const ctl = control.current;
    const created = (e: { layer: L.Layer }) => {
      const layer = e.layer as L.Polyline;
      const { width: w, height: h } = latest.current;
      const points = pointsOf(layer, drawing, w, h);
      layer.remove();
      latest.current.onDrawn(drawing, points);
    };
    loadGeoman().then(
      () => {
        if (stopped) return;
        const pm = mapPm(map);
        pm.setGlobalOptions({ finishOnEnter: true, exitModeOnEscape: false, snappable: false });
        map.on("pm:create", created);
        pm.enableDraw(GEOMAN_SHAPE[drawing], { templineStyle: LINE, hintlineStyle: { ...LINE, opacity: 0.6 }, tooltips: false, cursorMarker: true });
        ctl.finish = () => {
          const draw = (pm.Draw as unknown as Record<string, { _finishShape?: () => void }>)[GEOMAN_SHAPE[drawing]];
          draw?._finishShape?.();
        };
      },
      () => latest.current.onFailed("The drawing tools could not be loaded. Check your connection and try again."),
    );
    return () => {
      stopped = true;
      ctl.finish = () => undefined;
      map.off("pm:create", created);
      map.pm?.disableDraw();
    };
  }, [map, drawing]);

  return control;
}
