// The atlas worker: generateMap and renderMapSvg run here, off the page's thread, so the New map
// preview keeps up with typing (a 20,000-cell map takes a few tenths of a second). The last model
// is kept, so asking for the places of the map just drawn does not make it again.
import { ATLAS_VERSION, generateMap, mapLocations, renderMapSvg, type MapModel } from "@worldloom/generators/atlas";
import type { AtlasDrawing, AtlasJob } from "./atlas-jobs";
import type { AtlasRequest } from "./generated-map";

let last: { key: string; model: MapModel } | null = null;

function modelOf(request: AtlasRequest): MapModel {
  const key = JSON.stringify(request);
  if (last?.key !== key) last = { key, model: generateMap(request) };
  return last.model;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function draw(request: AtlasRequest): Promise<AtlasDrawing> {
  const model = modelOf(request);
  const svg = renderMapSvg(model, { labels: true });
  const largest = [...model.regions].sort((a, b) => b.cells - a.cells || a.id - b.id)[0];
  return {
    svg,
    hash: await sha256(svg),
    version: ATLAS_VERSION,
    towns: model.towns.length,
    regions: model.regions.length,
    language: model.options.language.name,
    suggestedName: largest?.name ?? "",
  };
}

self.onmessage = (e: MessageEvent<{ id: number; job: AtlasJob }>) => {
  const { id, job } = e.data;
  const answer = job.type === "draw" ? draw(job.request) : Promise.resolve(mapLocations(modelOf(job.request), { setting: job.setting }));
  answer.then(
    (value) => self.postMessage({ id, value }),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
