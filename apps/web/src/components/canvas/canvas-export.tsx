// Export of a React Flow canvas (relationship maps, flow charts) as PNG or SVG with html-to-image
// (pinned to 1.11.11, the version React Flow's own example uses), and of a document's data as JSON.
// <CanvasExporter> sits inside <ReactFlow> and hands the page a function that draws the whole
// chart (every node, not just the part in view) at a readable scale.
import { getNodesBounds, getViewportForBounds, useReactFlow } from "@xyflow/react";
import { toPng, toSvg } from "html-to-image";
import { Download } from "lucide-react";
import { useImperativeHandle, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { downloadJson, downloadUrl, fileNameFor } from "@/lib/download";

export { downloadJson, fileNameFor } from "@/lib/download";

export type ImageFormat = "png" | "svg";
export interface CanvasExport {
  image: (format: ImageFormat) => Promise<string>;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Inside <ReactFlow>: fills `handle` with a function that renders the whole chart as an image.
 * `extraBounds`: what else must be in the picture besides the nodes (labels beside curved lines).
 */
export function CanvasExporter({ handle, background, extraBounds }: { handle: Ref<CanvasExport>; background: string; extraBounds?: () => Box[] }) {
  const flow = useReactFlow();
  useImperativeHandle(
    handle,
    () => ({
      image: async (format) => {
        const nodes = flow.getNodes();
        const el = nodes.length ? flowViewport(nodes[0]!.id) : null;
        if (!el || !nodes.length) throw new Error("There is nothing on the canvas to export.");
        const bounds = [getNodesBounds(nodes), ...(extraBounds?.() ?? [])].reduce((a, b) => {
          const x = Math.min(a.x, b.x);
          const y = Math.min(a.y, b.y);
          return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
        });
        const width = Math.min(4096, Math.max(320, Math.ceil(bounds.width + 80)));
        const height = Math.min(4096, Math.max(240, Math.ceil(bounds.height + 80)));
        const vp = getViewportForBounds(bounds, width, height, 0.05, 1, 0.05);
        const options = {
          backgroundColor: background,
          width,
          height,
          style: { width: `${width}px`, height: `${height}px`, transform: `translate(${vp.x}px, ${vp.y}px) scale(${vp.zoom})` },
        };
        return format === "png" ? toPng(el, { ...options, pixelRatio: 2 }) : toSvg(el, options);
      },
    }),
    [flow, background, extraBounds],
  );
  return null;
}

/** The viewport element (nodes and edges) of the flow that holds the node `nodeId`. */
function flowViewport(nodeId: string): HTMLElement | null {
  const node = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`);
  return node?.closest<HTMLElement>(".react-flow__viewport") ?? null;
}

/** PNG / SVG / JSON buttons for a canvas page. */
export function ExportButtons({ title, exporter, json }: { title: string; exporter: React.RefObject<CanvasExport | null>; json: () => unknown }) {
  const [busy, setBusy] = useState<ImageFormat | null>(null);
  const image = async (format: ImageFormat) => {
    if (!exporter.current) return;
    setBusy(format);
    try {
      downloadUrl(await exporter.current.image(format), fileNameFor(title, format));
    } catch (e) {
      toast.error(`Could not export the ${format.toUpperCase()}`, { description: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label="Export" className="flex flex-wrap gap-2">
      {(["png", "svg"] as const).map((f) => (
        <Button key={f} size="sm" variant="outline" disabled={busy !== null} onClick={() => void image(f)}>
          <Download aria-hidden="true" /> {busy === f ? "Exporting…" : f.toUpperCase()}
        </Button>
      ))}
      <Button size="sm" variant="outline" onClick={() => downloadJson(json(), fileNameFor(title, "json"))}>
        <Download aria-hidden="true" /> JSON
      </Button>
    </div>
  );
}
