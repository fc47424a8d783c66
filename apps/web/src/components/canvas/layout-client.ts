// Asks a layout worker for positions: one worker per page and per kind of chart, started on first
// use, answers matched to requests by id. A worker that fails rejects what it was asked and is
// started afresh on the next request. The worker posts { id, positions } or { id, error }.
export function layoutClient<Input, Positions>(start: () => Worker): (input: Input) => Promise<Positions> {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (p: Positions) => void; reject: (e: Error) => void }>();

  const getWorker = (): Worker => {
    if (worker) return worker;
    worker = start();
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
  };

  return (input) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      getWorker().postMessage({ id, input });
    });
}
