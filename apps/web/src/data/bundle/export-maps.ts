// A whole-library export's maps: the layers and features of the owner's live maps (docs/maps.md),
// every column but the map, the owner and the times, read in keyset pages on id (features 1,000 a
// request, the server's row cap) and handed back per map in their order.
import { supabase } from "@/lib/supabase";
import { pages } from "./pages";
import type { ExportMapFeature, ExportMapLayer } from "./types";

const ID_CHUNK = 50;
const FEATURE_PAGE = 1000;
const LAYER_COLUMNS = "id,document_id,name,position,secret,hidden_by_default" as const;
const FEATURE_COLUMNS = "id,document_id,layer_id,kind,geometry,label,note,icon,color,style,group_name,link_item_id,link_document_id,secret,position" as const;

const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }) => a.position - b.position || a.id.localeCompare(b.id);

function group<T extends { document_id: string; position: number; id: string }>(rows: T[]): Map<string, Omit<T, "document_id">[]> {
  const out = new Map<string, Omit<T, "document_id">[]>();
  for (const { document_id, ...row } of rows.sort(byPosition)) out.set(document_id, [...(out.get(document_id) ?? []), row]);
  return out;
}

export async function readMapExport(mapIds: readonly string[]): Promise<{ layers: Map<string, ExportMapLayer[]>; features: Map<string, ExportMapFeature[]> }> {
  const layers: (ExportMapLayer & { document_id: string })[] = [];
  const features: (ExportMapFeature & { document_id: string })[] = [];
  for (let i = 0; i < mapIds.length; i += ID_CHUNK) {
    const ids = mapIds.slice(i, i + ID_CHUNK);
    layers.push(
      ...(await pages<ExportMapLayer & { document_id: string }>((after) => {
        let q = supabase().from("map_layers").select(LAYER_COLUMNS).in("document_id", ids);
        if (after) q = q.gt("id", after);
        return q.order("id", { ascending: true }).limit(250);
      }, 250)),
    );
    features.push(
      ...(await pages<ExportMapFeature & { document_id: string }>((after) => {
        let q = supabase().from("map_features").select(FEATURE_COLUMNS).in("document_id", ids);
        if (after) q = q.gt("id", after);
        return q.order("id", { ascending: true }).limit(FEATURE_PAGE).overrideTypes<Pick<ExportMapFeature, "kind" | "style">[]>();
      }, FEATURE_PAGE)),
    );
  }
  return { layers: group(layers), features: group(features) };
}
