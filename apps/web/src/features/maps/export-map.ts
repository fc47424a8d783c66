// A map's two exports (docs/maps.md): the whole map as JSON (its settings, the picture's path, every
// layer and feature, secrets too: it is the owner's file), and a PNG of the picture with what is
// shown on it (the visible layers' pins, regions and paths, and their labels), drawn on a canvas at
// up to 4,096 px a side. The picture comes from a signed address of the same origin (or, for a
// generated map, the blob address of its drawn SVG), so the canvas may be read back.
import type { MapFeature, MapLayer, Point } from "@/data/maps/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { colorOf } from "./pin-style";
import type { Pin } from "./pins";
import { anchorOf, type Shape } from "./shapes";
import { LINE_DASH, lineStyleOf } from "./use-shapes";

export const MAP_JSON_FORMAT = "worldloom-map";

/** The whole map as the owner keeps it: rows as read, without the owner, the map's id on each, or the cards' embeds. */
export function mapJson(doc: StoryDoc, layers: readonly MapLayer[], features: readonly MapFeature[]) {
  return {
    format: MAP_JSON_FORMAT,
    version: 1,
    map: { id: doc.id, title: doc.title, summary: doc.summary, visibility: doc.visibility, data: doc.data, updated_at: doc.updated_at },
    layers: layers.map(({ id, name, position, secret, hidden_by_default }) => ({ id, name, position, secret, hidden_by_default })),
    features: features.map(
      ({ id, layer_id, kind, geometry, label, note, icon, color, style, group_name, link_item_id, link_document_id, secret, position }) => ({
        id,
        layer_id,
        kind,
        geometry,
        label,
        note,
        icon,
        color,
        style,
        group_name,
        link_item_id,
        link_document_id,
        secret,
        position,
      }),
    ),
  };
}

export const EXPORT_MAX_SIDE = 4096;

/** The size a PNG export is drawn at: the picture's own, or scaled down to 4,096 px on its longer side. */
export function exportSize(width: number, height: number): { width: number; height: number; scale: number } {
  const scale = Math.min(1, EXPORT_MAX_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = "anonymous";
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("The map's picture could not be loaded for the export."));
    img.src = url;
  });
}

function label(ctx: CanvasRenderingContext2D, text: string, [x, y]: Point, size: number, italic: boolean) {
  ctx.font = `${italic ? "italic " : ""}600 ${size}px "Literata Variable", Georgia, serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(3, size / 4);
  ctx.strokeStyle = "rgba(255, 253, 247, 0.92)";
  ctx.strokeText(text, x, y);
  ctx.fillStyle = "#1c1917";
  ctx.fillText(text, x, y);
}

/** Draws the picture and the shown features; resolves to a PNG. */
export async function renderMapPng(opts: {
  imageUrl: string | null;
  width: number;
  height: number;
  shapes: readonly Shape[];
  pins: readonly Pin[];
}): Promise<Blob> {
  const { width, height, scale } = exportSize(opts.width, opts.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the export.");
  ctx.fillStyle = "#efe8d8";
  ctx.fillRect(0, 0, width, height);
  if (opts.imageUrl) ctx.drawImage(await loadImage(opts.imageUrl), 0, 0, width, height);
  const px = (p: Point): Point => [p[0] * scale, p[1] * scale];
  const unit = Math.max(1, Math.max(width, height) / 1200);

  for (const s of opts.shapes) {
    const color = colorOf(s.feature.color);
    ctx.beginPath();
    s.points.map(px).forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    if (s.kind === "region") ctx.closePath();
    ctx.setLineDash(LINE_DASH[lineStyleOf(s.feature.style)].map((d) => d * unit));
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    if (s.kind === "region") {
      ctx.globalAlpha = 0.16;
      ctx.fillStyle = color;
      ctx.fill();
      ctx.globalAlpha = 0.9;
    }
    ctx.strokeStyle = color;
    ctx.lineWidth = (s.kind === "region" ? 2 : 3.5) * unit;
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.setLineDash([]);
  }
  for (const s of opts.shapes) {
    const text = s.feature.label.trim();
    if (!text) continue;
    const [x, y] = px(anchorOf(s));
    label(
      ctx,
      s.kind === "region" ? text.toUpperCase() : text,
      [x, s.kind === "path" ? y - 12 * unit : y],
      (s.kind === "region" ? 14 : 12) * unit,
      s.kind === "path",
    );
  }
  for (const { feature, point } of opts.pins) {
    const [x, y] = px(point);
    const r = 9 * unit;
    ctx.beginPath();
    ctx.arc(x, y - r, r, 0, Math.PI * 2);
    ctx.fillStyle = colorOf(feature.color);
    ctx.fill();
    ctx.lineWidth = 2 * unit;
    ctx.strokeStyle = "#ffffff";
    ctx.stroke();
    const text = feature.label.trim();
    if (text) label(ctx, text, [x, y + 9 * unit], 12 * unit, false);
  }
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The export could not be drawn."))), "image/png"));
}
