// The auto-layout worker: ELK runs here, off the page's thread (see layout.ts).
import ELK from "elkjs/lib/elk.bundled.js";
import { layoutGraph, type LayoutInput } from "./layout";

const elk = new ELK();

self.onmessage = (e: MessageEvent<{ id: number; input: LayoutInput }>) => {
  const { id, input } = e.data;
  layoutGraph(elk, input).then(
    (positions) => self.postMessage({ id, positions }),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
