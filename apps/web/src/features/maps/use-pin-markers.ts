// The pins as Leaflet markers in a cluster group (Leaflet.markercluster): pins close together on
// screen merge into one round count when zoomed out, and split as the map zooms in, so a map of
// thousands of pins stays readable and fast. Each pin is a button named by its label and what it
// opens; the arrow keys (and Home, End) go from pin to pin in reading order, zooming in when the next
// one is inside a cluster; Enter or Space opens one. A cluster is a button too ("12 pins here").
import L from "leaflet";
import "./leaflet-global";
import "leaflet.markercluster";
import "leaflet.markercluster/dist/MarkerCluster.css";
import { useEffect, useRef } from "react";
import type { Point } from "@/data/maps/types";
import { clampPoint, fromLatLng, roundPoint, toLatLng } from "./geometry";
import { nextPin, pinName, type Pin } from "./pins";

const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

interface Options {
  map: L.Map | null;
  pins: readonly Pin[];
  width: number;
  height: number;
  /** The element a pin's React glyph is portalled into (kept per pin). */
  host: (id: string) => HTMLElement;
  onOpen: (id: string) => void;
  onMove?: (id: string, p: Point) => void;
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const n = cluster.getChildCount();
  const size = n < 10 ? 36 : n < 100 ? 42 : n < 1000 ? 48 : 54;
  const count = n.toLocaleString("en");
  return L.divIcon({
    html: `<span aria-hidden="true">${count}</span><span class="sr-only">${count} pins here; Enter zooms in</span>`,
    className: "wl-cluster",
    iconSize: [size, size],
  });
}

export function usePinMarkers({ map, pins, width, height, host, onOpen, onMove }: Options) {
  const markers = useRef(new Map<string, L.Marker>());
  const group = useRef<L.MarkerClusterGroup | null>(null);
  const latest = useRef({ pins, onOpen, onMove, width, height });
  latest.current = { pins, onOpen, onMove, width, height };

  /** Focuses a pin's marker, zooming in first when it is inside a cluster. */
  const focus = (id: string) => {
    const marker = markers.current.get(id);
    const g = group.current;
    if (!marker || !g || !map) return;
    const shown = () => g.getVisibleParent(marker) === marker && marker.getElement();
    if (shown()) return marker.getElement()!.focus();
    // The group's own zoomToShowLayer zooms one cluster level and then waits for the pin or its
    // parent cluster to be drawn; when a grandparent cluster is drawn instead it never calls back.
    // A marker stands alone one level below the cluster it was merged into (`__parent`, the
    // plugin's own field), so go straight there; only pins on the same spot at the deepest zoom
    // need the plugin's spiderfy.
    const parent = (marker as L.Marker & { __parent?: { _zoom: number } }).__parent;
    const zoom = parent ? parent._zoom + 1 : map.getZoom();
    if (zoom > map.getMaxZoom()) return g.zoomToShowLayer(marker, () => marker.getElement()?.focus());
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), zoom), { animate: false });
    let frames = 0;
    const wait = () => {
      if (shown()) marker.getElement()!.focus();
      else if (++frames < 120) requestAnimationFrame(wait);
    };
    requestAnimationFrame(wait);
  };
  const focusRef = useRef(focus);
  focusRef.current = focus;

  useEffect(() => {
    if (!map) return;
    const g = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      spiderfyOnMaxZoom: true,
      chunkedLoading: true,
      // Clusters split and merge at once as the map's zoom ends. Animated, the group ignores every
      // move for 300 ms after a zoom, so a pin panned to in that time (the arrow keys, Home, End)
      // would stay undrawn; and thousands of animated markers cost frames on a phone.
      animate: false,
      removeOutsideVisibleBounds: true,
      iconCreateFunction: clusterIcon,
    });
    g.on("clusterkeypress", (e) => {
      const key = (e as unknown as { originalEvent?: KeyboardEvent }).originalEvent?.key;
      if (key === "Enter" || key === " ") (e as unknown as { layer: L.MarkerCluster }).layer.zoomToBounds({ padding: [48, 48] });
    });
    g.addTo(map);
    group.current = g;
    const placed = markers.current;
    return () => {
      g.remove();
      group.current = null;
      placed.clear();
    };
  }, [map]);

  useEffect(() => {
    const g = group.current;
    if (!map || !g) return;
    const seen = new Set<string>();
    const added: L.Marker[] = [];
    for (const { feature, point } of pins) {
      const id = feature.id;
      seen.add(id);
      let marker = markers.current.get(id);
      if (!marker) {
        const icon = L.divIcon({
          html: host(id),
          className: "wl-pin rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          iconSize: [32, 40],
          iconAnchor: [16, 40],
        });
        const m = L.marker(toLatLng(point, height), { icon, keyboard: true, riseOnHover: true, autoPanOnFocus: false, draggable: !!latest.current.onMove });
        m.on("click", () => latest.current.onOpen(id));
        m.on("dragend", () => {
          const at = m.getLatLng();
          const { width: w, height: h } = latest.current;
          latest.current.onMove?.(id, roundPoint(clampPoint(fromLatLng(at.lat, at.lng, h), w, h)));
        });
        // The element is made anew each time the marker leaves a cluster: wire it on every add.
        m.on("add", () => {
          const el = m.getElement();
          if (!el || el.dataset.pinId) return;
          el.dataset.pinId = id;
          const f = latest.current.pins.find((p) => p.feature.id === id)?.feature;
          if (f) {
            el.setAttribute("aria-label", pinName(f));
            el.title = f.label || "Unnamed pin";
          }
          // A pin reached by Tab or the arrows comes into view at once (Leaflet's own pan on focus
          // is animated, and a pin opened during it would be left where the animation ends).
          el.addEventListener("focus", () => map.panInside(m.getLatLng(), { padding: L.point(48, 56), animate: false }));
          el.addEventListener("keydown", (e) => {
            if (e.key === "Enter" || e.key === " ") {
              e.preventDefault();
              latest.current.onOpen(id);
            } else if (ARROWS.has(e.key)) {
              e.preventDefault();
              e.stopPropagation();
              const to = nextPin(latest.current.pins, id, e.key);
              if (to) focusRef.current(to);
            }
          });
        });
        markers.current.set(id, m);
        added.push(m);
        marker = m;
      } else {
        const now = marker.getLatLng();
        const [lat, lng] = toLatLng(point, height);
        if (now.lat !== lat || now.lng !== lng) marker.setLatLng([lat, lng]);
      }
      const el = marker.getElement();
      if (el) {
        el.setAttribute("aria-label", pinName(feature));
        el.title = feature.label || "Unnamed pin";
      }
    }
    if (added.length) g.addLayers(added);
    const gone: L.Marker[] = [];
    for (const [id, marker] of markers.current)
      if (!seen.has(id)) {
        gone.push(marker);
        markers.current.delete(id);
      }
    if (gone.length) g.removeLayers(gone);
    // A moved pin is placed again in its cluster.
    g.refreshClusters();
  }, [map, pins, height, width, host]);

  return { focus: (id: string) => focusRef.current(id), markers };
}
