import { describe, expect, it } from "vitest";
import { pinLink, readMapView, writeMapView } from "./map-url";

const PIN = "0b6f6f7e-3c53-4e55-9a4e-6c7a2b0f9d11";

describe("the map's view in the address", () => {
  it("reads the pin, the zoom and the centre", () => {
    expect(readMapView(new URLSearchParams(`pin=${PIN}&z=-1.5&x=120&y=80`), 1000, 800)).toEqual({ pin: PIN, zoom: -1.5, centre: [120, 80] });
  });

  it("leaves out what it cannot read, or what lies off the map", () => {
    expect(readMapView(new URLSearchParams("pin=not-a-uuid&z=zoom&x=1200&y=80"), 1000, 800)).toEqual({ pin: null, zoom: null, centre: null });
    expect(readMapView(new URLSearchParams("z=40&x=5"), 1000, 800)).toEqual({ pin: null, zoom: null, centre: null });
    expect(readMapView(new URLSearchParams(""), 1000, 800)).toEqual({ pin: null, zoom: null, centre: null });
  });

  it("writes the view, keeps other keys and removes what is null", () => {
    const next = writeMapView(new URLSearchParams("tab=pins&pin=" + PIN), { pin: null, zoom: -1.3, centre: [120.4, 79.6] });
    expect(next.get("tab")).toBe("pins");
    expect(next.has("pin")).toBe(false);
    expect(next.get("z")).toBe("-1.25");
    expect([next.get("x"), next.get("y")]).toEqual(["120", "80"]);
    expect(writeMapView(next, { centre: null }).has("x")).toBe(false);
    // What is written reads back.
    expect(readMapView(writeMapView(new URLSearchParams(), { pin: PIN, zoom: 1, centre: [5, 6] }), 10, 10)).toEqual({ pin: PIN, zoom: 1, centre: [5, 6] });
  });

  it("links to one pin", () => {
    expect(pinLink("/browse/maps/x", PIN)).toBe(`/browse/maps/x?pin=${PIN}`);
    expect(pinLink("/browse/maps/x", undefined)).toBe("/browse/maps/x");
  });
});
