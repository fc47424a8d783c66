// A generated map's towns and regions into the library in one step (docs/maps.md, "Generated maps
// in the app"): each place is made by the location generator from the map's own request, saved as
// an item in the map's universe (the save path of the story tools' generated items,
// data/content-items/create-items.ts) and pinned where it lies, linked to its item. A batch is an
// item insert then its pins; if the pins are refused, that batch's items are taken back, so every
// place is either wholly added (item and pin) or not at all, and a failure says how many were.
import { generateLoaded, loadGenerator, type GeneratedResult } from "@worldloom/generators/load";
import type { MapPlace } from "@worldloom/generators/atlas";
import { createItems, discardNewItems, type NewItem } from "@/data/content-items/create-items";
import type { GeneratedLanguage, MapFeature } from "@/data/maps/types";
import { insertFeatures } from "@/data/maps/write-features";
import { asJson } from "@/lib/supabase";
import { locationRequest, placePin } from "./generated-map";

/** Places per batch: ten items of about 5 KB each and their pins stay far below the 1 MiB request limit. */
export const PLACES_BATCH = 10;

export interface AddedPlaces {
  itemIds: string[];
  pins: MapFeature[];
}

/** Some places were added before a batch failed: what was saved, and why the rest was not. */
export class PlacesPartlyAdded extends Error {
  constructor(
    readonly added: AddedPlaces,
    readonly total: number,
    cause: Error,
  ) {
    super(cause.message);
  }
}

export const locationItem = (r: GeneratedResult, universeId: string | null, visibility: "private" | "public"): NewItem => ({
  kind: r.kind,
  name: r.name,
  summary: r.summary,
  data: asJson(r),
  tags: r.tags.slice(0, 50),
  seed: r.seed,
  generator_version: r.version,
  universe_id: universeId,
  visibility,
});

export async function addPlaces(opts: {
  documentId: string;
  universeId: string | null;
  places: readonly MapPlace[];
  language: GeneratedLanguage | null;
  visibility: "private" | "public";
  /** The first new pin's position (after the map's last feature). */
  position: number;
  onProgress?: (done: number) => void;
}): Promise<AddedPlaces> {
  await loadGenerator("location");
  const added: AddedPlaces = { itemIds: [], pins: [] };
  for (let from = 0; from < opts.places.length; from += PLACES_BATCH) {
    const batch = opts.places.slice(from, from + PLACES_BATCH);
    try {
      const results = batch.map((p) => generateLoaded("location", locationRequest(p, opts.language))[0]!);
      const ids = await createItems(results.map((r) => locationItem(r, opts.universeId, opts.visibility)));
      let pins: MapFeature[];
      try {
        pins = await insertFeatures(batch.map((p, i) => placePin(p, opts.documentId, ids[i]!, opts.position + from + i)));
      } catch (e) {
        await discardNewItems(ids).catch(() => undefined);
        throw e;
      }
      added.itemIds.push(...ids);
      added.pins.push(...pins);
      opts.onProgress?.(from + batch.length);
    } catch (e) {
      if (!added.pins.length) throw e;
      throw new PlacesPartlyAdded(added, opts.places.length, e as Error);
    }
  }
  return added;
}
