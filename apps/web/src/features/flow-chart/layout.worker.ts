// The flow chart's auto-layout worker: ELK runs here, off the page's thread (see layout.ts).
import ELK from "elkjs/lib/elk.bundled.js";
import { layoutFlow, type FlowLayoutInput } from "./layout";

const elk = new ELK();

self.onmessage = (e: MessageEvent<{ id: number; input: FlowLayoutInput }>) => {
  const { id, input } = e.data;
  layoutFlow(elk, input).then(
    (positions) => self.postMessage({ id, positions }),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
