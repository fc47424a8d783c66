// The open pin, the zoom and the centre kept in the address (map-url.ts), so the address is always a
// link to what is on screen. Moving the map replaces the entry (no history step per pan); opening a
// pin replaces it too, so Back leaves the map.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { Point } from "@/data/maps/types";
import { readMapView, writeMapView, type MapView } from "./map-url";

const MOVE_DELAY_MS = 300;

/** Whether the address is this map's own (its editor or its public page), not another map opened from it. */
const onMap = (mapId: string) => window.location.pathname.endsWith(`/${mapId}`);

export function useMapUrl(mapId: string, width: number, height: number) {
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

  // Writes only while the address is this map's: once a link opens another map (maps within maps),
  // this map may still move or close its card while it goes, and its setter's address is the old
  // one (its pin, no trail), which would be written onto the next map's address.
  const setPin = useCallback(
    (pin: string | null) => {
      if (onMap(mapId)) setParams((prev) => writeMapView(prev, { pin }), { replace: true });
    },
    [setParams, mapId],
  );
  const onView = useCallback(
    (zoom: number, centre: Point) => {
      clearTimeout(timer.current);
      if (!onMap(mapId)) return;
      timer.current = setTimeout(() => {
        if (onMap(mapId)) latest.current((prev) => writeMapView(prev, { zoom, centre }), { replace: true, preventScrollReset: true });
      }, MOVE_DELAY_MS);
    },
    [mapId],
  );
  return { pin: view.pin, start: start.current, setPin, onView };
}
