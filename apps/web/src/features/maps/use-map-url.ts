// The open pin, the zoom and the centre kept in the address (map-url.ts), so the address is always a
// link to what is on screen. Moving the map replaces the entry (no history step per pan); opening a
// pin replaces it too, so Back leaves the map.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { Point } from "@/data/maps/types";
import { readMapView, writeMapView, type MapView } from "./map-url";

const MOVE_DELAY_MS = 300;

export function useMapUrl(width: number, height: number) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readMapView(params, width, height), [params, width, height]);
  // Where the map opens: read once, so the address written while moving does not move it again.
  const start = useRef<MapView>(view);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The latest setter: a write that waited must start from the address as it is now, not as it was
  // when the map moved (a pin opened meanwhile would be closed again).
  const latest = useRef(setParams);
  latest.current = setParams;

  const setPin = useCallback((pin: string | null) => setParams((prev) => writeMapView(prev, { pin }), { replace: true }), [setParams]);
  // A move still waiting when a link opens another map (maps within maps) is dropped, or it would
  // write this map's view, and this address's other keys as they were, onto the next map's.
  const onView = useCallback((zoom: number, centre: Point) => {
    clearTimeout(timer.current);
    const at = window.location.pathname;
    timer.current = setTimeout(() => {
      if (window.location.pathname !== at) return;
      latest.current((prev) => writeMapView(prev, { zoom, centre }), { replace: true, preventScrollReset: true });
    }, MOVE_DELAY_MS);
  }, []);
  return { pin: view.pin, start: start.current, setPin, onView };
}
