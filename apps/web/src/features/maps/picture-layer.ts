// The map's picture in Leaflet: deep-zoom tiles when the server has cut them (a side over
// MAP_TILE_MIN_SIDE, docs/maps.md), else the whole picture as one image overlay.
import L from "leaflet";
import type { MapTiles } from "@/data/maps/map-image";

/**
 * CRS.Simple with the picture's top left at pixel (0, 0) at every zoom, so tiles cut from the top
 * left line up at every level. Latitudes stay height − y (geometry.ts): only the projection to
 * screen pixels moves, by a whole picture height.
 */
export const pictureCrs = (height: number): L.CRS => L.extend({}, L.CRS.Simple, { transformation: new L.Transformation(1, 0, -1, height) });

export type PictureLayer = L.ImageOverlay | L.TileLayer;

/**
 * Shows the picture, reusing the layer already on the map when it is of the same sort (a renewed
 * signed address only swaps the URL). Level `maxLevel` of the tiles is full size, Leaflet's zoom 0
 * here; past it Leaflet scales the full-size tiles up.
 */
export function showPicture(
  map: L.Map,
  current: PictureLayer | null,
  { imageUrl, tiles, width, height }: { imageUrl: string; tiles: MapTiles | null; width: number; height: number },
): PictureLayer {
  const bounds = L.latLngBounds([0, 0], [height, width]);
  if (tiles) {
    if (current instanceof L.TileLayer) return current.setUrl(tiles.template, true);
    current?.remove();
    return L.tileLayer(tiles.template, {
      tileSize: tiles.size,
      noWrap: true,
      bounds,
      minZoom: map.getMinZoom(),
      maxZoom: map.getMaxZoom(),
      minNativeZoom: -tiles.maxLevel,
      maxNativeZoom: 0,
      zoomOffset: tiles.maxLevel,
      keepBuffer: 2,
      className: "wl-tiles",
    }).addTo(map);
  }
  if (current instanceof L.ImageOverlay) return current.setUrl(imageUrl);
  current?.remove();
  return L.imageOverlay(imageUrl, bounds, { alt: "" }).addTo(map);
}
