// Leaflet's plugins (markercluster here, Geoman in geoman.ts) are scripts that extend the global `L`;
// importing this module before one puts the bundled Leaflet there.
import L from "leaflet";

(globalThis as { L?: typeof L }).L ??= L;
