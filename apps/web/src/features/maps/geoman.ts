// Leaflet-Geoman (the free edition), the drawing and vertex-editing plugin, loaded the first time a
// region or path is drawn or reshaped: only the editor needs it (docs/decisions/0006-web-budgets.md).
// It is a script that extends the global `L`, so Leaflet is put there first; opt-in mode keeps it
// off every layer that does not ask for it (the picture, the pins).
import L from "leaflet";

let loading: Promise<void> | null = null;

export function loadGeoman(): Promise<void> {
  loading ??= (async () => {
    (globalThis as { L?: typeof L }).L ??= L;
    await import("@geoman-io/leaflet-geoman-free");
    await import("@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css");
    L.PM.setOptIn(true);
  })().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** A map made before Geoman was loaded gets its `pm` now (Geoman adds it to maps made after). */
export function mapPm(map: L.Map): L.PM.PMMap {
  // L.PM.Map is Geoman's map class; its types name only the instance.
  const PMMap = (L.PM as unknown as { Map: new (map: L.Map) => L.PM.PMMap }).Map;
  map.pm ??= new PMMap(map);
  return map.pm;
}

/** The same for a region's or path's layer, which opts in to editing. */
export function layerPm(layer: L.Polyline): NonNullable<L.Polyline["pm"]> {
  if (!layer.pm) {
    layer.options.pmIgnore = false;
    L.PM.reInitLayer(layer);
  }
  return layer.pm!;
}
