// The viewer's state in the address, so a link opens the map where it was shared: `pin` (the open
// pin's id), `z` (the zoom, Leaflet's: 0 is one screen pixel per picture pixel, −1 half that) and
// `x`, `y` (the centre, in picture pixels). Anything unreadable is left out, never guessed.
export interface MapView {
  pin: string | null;
  zoom: number | null;
  centre: [number, number] | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIN_ZOOM = -8;
const MAX_ZOOM = 4;

const num = (v: string | null): number | null => {
  if (v === null || !/^-?\d+(\.\d+)?$/.test(v.trim())) return null;
  return Number(v);
};

/** The view in `params`, for a map of `width` × `height` px (a centre off the picture is dropped). */
export function readMapView(params: URLSearchParams, width: number, height: number): MapView {
  const pin = params.get("pin");
  const z = num(params.get("z"));
  const x = num(params.get("x"));
  const y = num(params.get("y"));
  return {
    pin: pin && UUID.test(pin) ? pin : null,
    zoom: z !== null && z >= MIN_ZOOM && z <= MAX_ZOOM ? z : null,
    centre: x !== null && y !== null && x >= 0 && y >= 0 && x <= width && y <= height ? [x, y] : null,
  };
}

/** `params` with the view written in (a null removes its key); the centre to whole pixels, the zoom to a quarter. */
export function writeMapView(params: URLSearchParams, view: Partial<MapView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if ("pin" in view) put("pin", view.pin ?? null);
  if ("zoom" in view) put("z", view.zoom == null ? null : String(Math.round(view.zoom * 4) / 4));
  if ("centre" in view) {
    put("x", view.centre ? String(Math.round(view.centre[0])) : null);
    put("y", view.centre ? String(Math.round(view.centre[1])) : null);
  }
  return next;
}

/** The address of a map's pin, for a link from elsewhere (the item page's "On these maps"). */
export const pinLink = (base: string, pin: string | undefined) => (pin ? `${base}?pin=${pin}` : base);
