// A map's layers and features in a bundle (docs/bundle-format.md, docs/maps.md): the rows of
// map_layers and map_features as read, without the map, the owner and the times. Checked here with
// the database's own limits and in words close to its messages, so a bad map is reported before
// anything is written rather than failing the import's transaction halfway (which writes nothing
// either, but says less).
import { z } from "zod";

/** What one map holds at most (public.map_limits(), docs/maps.md). */
export const MAP_BUNDLE_LIMITS = { maxSide: 16_000, maxLayers: 100, maxFeatures: 10_000, maxPoints: 1000, maxStyleBytes: 1024 } as const;
/** The keys a map's `data` may have (story_documents_check_map). */
const MAP_DATA_KEYS = ["width", "height", "image", "generated", "scale", "view"] as const;
/** How many bad features of one map are named before "and N more". */
const NAMED = 5;

export const bundleMapLayerSchema = z.object(
  {
    /** The layer's id in the library it came from: features name it as `layer_id`. */
    id: z.uuid({ error: "a layer's id is not a UUID" }).optional(),
    name: z
      .string({ error: "a layer has no name" })
      .max(80, { error: "a layer's name is longer than 80 characters" })
      .refine((s) => s.trim().length > 0, { error: "a layer's name is empty" }),
    position: z.number({ error: "a layer's position must be a number" }).int({ error: "a layer's position must be a whole number" }).optional(),
    secret: z.boolean({ error: "a layer's “secret” must be true or false" }).default(false),
    hidden_by_default: z.boolean({ error: "a layer's “hidden_by_default” must be true or false" }).default(false),
  },
  { error: "a layer is not an object with a name" },
);

const uuidOrNull = (what: string) =>
  z
    .uuid({ error: `its ${what} is not a UUID` })
    .nullable()
    .default(null);

export const bundleMapFeatureSchema = z.object(
  {
    /** The feature's id in the library it came from (informative: an import gives new ids). */
    id: z.uuid({ error: "its id is not a UUID" }).optional(),
    layer_id: uuidOrNull("layer"),
    kind: z.enum(["pin", "region", "path"], { error: "it is not a pin, a region or a path" }),
    /** Checked against the kind and the map's size by geometryProblem. */
    geometry: z.unknown(),
    label: z.string({ error: "its label must be text" }).max(120, { error: "its label is longer than 120 characters" }).default(""),
    note: z.string({ error: "its note must be text" }).max(4000, { error: "its note is longer than 4,000 characters" }).default(""),
    icon: z
      .string({ error: "its icon must be text" })
      .regex(/^[a-z0-9-]{0,40}$/, { error: "its icon is not a name of up to 40 lower-case letters, digits and dashes" })
      .default(""),
    color: z
      .string({ error: "its colour must be text" })
      .regex(/^#[0-9A-Fa-f]{6}$/, { error: "its colour is not a #rrggbb colour" })
      .nullable()
      .default(null),
    style: z.record(z.string(), z.unknown(), { error: "its style must be an object" }).default({}),
    group_name: z.string({ error: "its group must be text" }).max(80, { error: "its group's name is longer than 80 characters" }).default(""),
    link_item_id: uuidOrNull("linked item"),
    link_document_id: uuidOrNull("linked document"),
    secret: z.boolean({ error: "its “secret” must be true or false" }).default(false),
    position: z.number({ error: "its position must be a number" }).int({ error: "its position must be a whole number" }).optional(),
  },
  { error: "it is not an object with a kind and a geometry" },
);

export type BundleMapLayer = z.output<typeof bundleMapLayerSchema>;
export type BundleMapFeature = z.output<typeof bundleMapFeatureSchema>;

const isPoint = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === "number" && Number.isFinite(n));
const px = (n: number) => n.toLocaleString("en");

/** What is wrong with a feature's geometry on a map of `width` × `height` px, or "". */
export function geometryProblem(kind: BundleMapFeature["kind"], geometry: unknown, width: number, height: number): string {
  let points: [number, number][];
  if (kind === "pin") {
    if (!isPoint(geometry)) return "a pin is one point [x, y] of two numbers";
    points = [geometry];
  } else {
    if (!Array.isArray(geometry)) return `a ${kind}'s geometry is a list of points [[x, y], …]`;
    const least = kind === "region" ? 3 : 2;
    if (geometry.length < least) return `a ${kind} needs at least ${least} points (this one has ${geometry.length})`;
    if (geometry.length > MAP_BUNDLE_LIMITS.maxPoints) return `a ${kind} has at most 1,000 points (this one has ${px(geometry.length)})`;
    if (!geometry.every(isPoint)) return `every point of a ${kind} is [x, y], two numbers`;
    points = geometry;
  }
  const out = points.find(([x, y]) => x < 0 || y < 0 || x > width || y > height);
  return out ? `the point (${out[0]}, ${out[1]}) lies outside the map, which is ${px(width)} × ${px(height)} px` : "";
}

const whole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** What is wrong with a map's `data` that the database would refuse, or "" (the picture is dropped on import anyway). */
function mapDataProblem(data: Record<string, unknown>): string {
  const extra = Object.keys(data).find((k) => !(MAP_DATA_KEYS as readonly string[]).includes(k));
  if (extra) return `a map's data has no field “${extra.slice(0, 40)}”: it holds ${MAP_DATA_KEYS.join(", ")}`;
  const w = data.width ?? null;
  const h = data.height ?? null;
  if ((w === null) !== (h === null)) return "a map needs both a width and a height, or neither";
  if (w !== null && (!whole(w) || !whole(h))) return "a map's width and height are whole numbers of pixels";
  if (whole(w) && whole(h) && (w < 1 || h < 1 || w > MAP_BUNDLE_LIMITS.maxSide || h > MAP_BUNDLE_LIMITS.maxSide))
    return `a map is 1 to 16,000 px a side; this one is ${px(w)} × ${px(h)} px`;
  return "";
}

export interface MapRows {
  layers: BundleMapLayer[];
  features: BundleMapFeature[];
}

/**
 * A story document's `layers` and `features` read and checked against its tool and its map's size:
 * the rows (defaults filled), or the reasons it cannot be imported. `ownId` is the document's own old
 * id (a pin may not open its own map).
 */
export function readMapRows(
  tool: string,
  data: Record<string, unknown>,
  ownId: string | undefined,
  rawLayers: unknown,
  rawFeatures: unknown,
): { ok: true; rows: MapRows } | { ok: false; reasons: string[] } {
  const layersIn = rawLayers ?? [];
  const featuresIn = rawFeatures ?? [];
  if (!Array.isArray(layersIn)) return { ok: false, reasons: ["its layers must be a list"] };
  if (!Array.isArray(featuresIn)) return { ok: false, reasons: ["its features must be a list"] };
  if (tool !== "map") {
    return layersIn.length || featuresIn.length
      ? { ok: false, reasons: ["only a map has layers and features"] }
      : { ok: true, rows: { layers: [], features: [] } };
  }
  const reasons: string[] = [];
  const dataProblem = mapDataProblem(data);
  if (dataProblem) reasons.push(dataProblem);
  if (layersIn.length > MAP_BUNDLE_LIMITS.maxLayers) reasons.push(`a map has at most 100 layers (this one has ${px(layersIn.length)})`);
  if (featuresIn.length > MAP_BUNDLE_LIMITS.maxFeatures)
    reasons.push(`a map has at most 10,000 pins, regions and paths (this one has ${px(featuresIn.length)})`);
  if (reasons.length) return { ok: false, reasons };

  const layers: BundleMapLayer[] = [];
  const layerIds = new Set<string>();
  layersIn.forEach((raw, i) => {
    const r = bundleMapLayerSchema.safeParse(raw);
    if (!r.success) reasons.push(`layer ${i + 1}: ${[...new Set(r.error.issues.map((x) => x.message))].join(", ")}`);
    else if (r.data.id && layerIds.has(r.data.id.toLowerCase())) reasons.push(`layer ${i + 1} “${r.data.name}”: its id is used by an earlier layer`);
    else {
      if (r.data.id) layerIds.add(r.data.id.toLowerCase());
      layers.push(r.data);
    }
  });

  const width = whole(data.width) ? data.width : 0;
  const height = whole(data.height) ? data.height : 0;
  const features: BundleMapFeature[] = [];
  const bad: string[] = [];
  featuresIn.forEach((raw, i) => {
    const r = bundleMapFeatureSchema.safeParse(raw);
    const label = raw && typeof raw === "object" && typeof (raw as { label?: unknown }).label === "string" ? (raw as { label: string }).label.slice(0, 60) : "";
    const what = `feature ${px(i + 1)}${label ? ` “${label}”` : ""}`;
    if (!r.success) return void bad.push(`${what}: ${[...new Set(r.error.issues.map((x) => x.message))].join(", ")}`);
    const f = r.data;
    const own: string[] = [];
    const shape = width && height ? geometryProblem(f.kind, f.geometry, width, height) : "the map has no size, so it cannot hold pins, regions or paths";
    if (shape) own.push(shape);
    if (f.layer_id && !layerIds.has(f.layer_id.toLowerCase())) own.push("its layer is not one of this map's layers");
    if (f.link_document_id && ownId && f.link_document_id.toLowerCase() === ownId.toLowerCase()) own.push("it opens the map it is on");
    if (new TextEncoder().encode(JSON.stringify(f.style)).length > MAP_BUNDLE_LIMITS.maxStyleBytes) own.push("its style is larger than 1 KB");
    if (own.length) bad.push(`${what}: ${own.join(", ")}`);
    else features.push(f);
  });
  if (bad.length) reasons.push(...bad.slice(0, NAMED), ...(bad.length > NAMED ? [`and ${px(bad.length - NAMED)} more bad features`] : []));
  return reasons.length ? { ok: false, reasons } : { ok: true, rows: { layers, features } };
}
