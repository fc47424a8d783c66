// Asks the flow chart layout worker (layout.worker.ts) for positions.
import { layoutClient } from "@/components/canvas/layout-client";
import type { FlowLayoutInput, FlowPositions } from "./layout";

export const runFlowLayout = layoutClient<FlowLayoutInput, FlowPositions>(() => new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" }));
