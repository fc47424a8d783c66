// Asks the relationship map's layout worker (layout.worker.ts) for positions.
import { layoutClient } from "@/components/canvas/layout-client";
import type { LayoutInput, Positions } from "./layout";

export const runLayout = layoutClient<LayoutInput, Positions>(() => new Worker(new URL("./layout.worker.ts", import.meta.url), { type: "module" }));
