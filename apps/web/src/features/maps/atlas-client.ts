// Asks the atlas worker (atlas.worker.ts) to draw a generated map or list its places: one worker per
// page, started on first use, so only the map pages ever load the atlas (and d3-delaunay). A worker
// that fails rejects what it was asked and is started afresh on the next request.
import type { AtlasAnswer, AtlasJob, AtlasSetting } from "./atlas-jobs";
import type { AtlasRequest } from "./generated-map";

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./atlas.worker.ts", import.meta.url), { type: "module" });
  w.onmessage = (e: MessageEvent<{ id: number; value?: never; error?: string }>) => {
    const job = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.error === undefined) job?.resolve(e.data.value as never);
    else job?.reject(new Error(`The map could not be drawn: ${e.data.error}`));
  };
  w.onerror = () => {
    for (const job of waiting.values()) job.reject(new Error("The map could not be drawn in this browser."));
    waiting.clear();
    w.terminate();
    worker = null;
  };
  worker = w;
  return w;
}

function run<J extends AtlasJob>(job: J): Promise<AtlasAnswer<J>> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve: resolve as (v: never) => void, reject });
    started().postMessage({ id, job });
  });
}

export const drawAtlas = (request: AtlasRequest) => run({ type: "draw", request });
export const atlasPlaces = (request: AtlasRequest, setting: AtlasSetting) => run({ type: "places", request, setting });
