// PNG and SVG export of the whole tree (not just what is in view), with html-to-image, the way
// React Flow's docs show: frame the people's bounds (plus a margin) and render the viewport element at that size.
import { getViewportForBounds, type Rect } from "@xyflow/react";

export async function exportTree(root: HTMLElement, bounds: Rect | null, format: "png" | "svg", fileName: string, background: string): Promise<void> {
  const viewport = root.querySelector<HTMLElement>(".react-flow__viewport");
  if (!viewport || !bounds) throw new Error("There is nothing to export yet.");
  const { toPng, toSvg } = await import("html-to-image");
  const pad = 40;
  const width = Math.min(8000, Math.ceil(bounds.width + pad * 2));
  const height = Math.min(8000, Math.ceil(bounds.height + pad * 2));
  const vp = getViewportForBounds(bounds, width, height, 0.05, 1, 0);
  const options = {
    backgroundColor: background,
    width,
    height,
    style: { width: `${width}px`, height: `${height}px`, transform: `translate(${vp.x}px, ${vp.y}px) scale(${vp.zoom})` },
  };
  const url = format === "png" ? await toPng(viewport, options) : await toSvg(viewport, options);
  const a = document.createElement("a");
  a.href = url;
  a.download = `${fileName.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "family-tree"}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
}
