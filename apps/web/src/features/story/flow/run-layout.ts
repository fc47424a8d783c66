// Asks the flow chart layout worker for positions; one worker per page, started on first use.
import type { FlowLayoutInput as LayoutInput, FlowPositions as Positions } from "./layout";

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (p: Positions) => void; reject: (e: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (e: MessageEvent<{ id: number; positions?: Positions; error?: string }>) => {
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.positions) w?.resolve(e.data.positions);
    else w?.reject(new Error(e.data.error ?? "The layout failed."));
  };
  worker.onerror = () => {
    for (const w of waiting.values()) w.reject(new Error("The layout could not run in this browser."));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

export function runFlowLayout(input: LayoutInput): Promise<Positions> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    getWorker().postMessage({ id, input });
  });
}
