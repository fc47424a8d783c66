// Reads the owner's story documents for a whole-library export (bundle version 2): every tool's
// live documents, their sections and their links to library items, page by page. A relationship
// map's relations and positions are put back into its `data` (as
// data/story-documents/with-relations.ts does), the shape a save sends, so the import's triggers file them again; a map
// brings its layers and features (export-maps.ts). Comments and reading progress are not exported.
import type { Tables } from "@/lib/row-types";
import { supabase } from "@/lib/supabase";
import { readMapExport } from "./export-maps";
import { pages } from "./pages";
import type { ExportSection, ExportStory, ExportStoryLink } from "./types";

const PAGE = 250;
const ID_CHUNK = 50;
const DOC_COLUMNS = "id,tool,title,summary,data,visibility,universe_id,created_at,updated_at" as const;

type DocRow = Omit<ExportStory, "sections" | "links" | "layers" | "features">;
const SECTION_COLUMNS = "id,document_id,parent_id,kind,title,position,body,words,status,synopsis,scene_date" as const;
const LINK_COLUMNS = "id,document_id,item_id,anchor,role,note,position" as const;

/** A relationship map's relations and positions, back in `data` in the shape the editor saves. */
async function withRelations(doc: DocRow): Promise<DocRow> {
  if (doc.tool !== "relationships") return doc;
  const rels = await pages((after) => {
    let q = supabase().from("story_relations").select("id,position,from_item,to_item,type,label,directed,strength,note").eq("document_id", doc.id);
    if (after) q = q.gt("id", after);
    return q.order("id", { ascending: true }).limit(PAGE);
  });
  const pos: Pick<Tables<"story_positions">, "item_id" | "x" | "y">[] = [];
  for (let after = ""; ;) {
    let q = supabase().from("story_positions").select("item_id,x,y").eq("document_id", doc.id);
    if (after) q = q.gt("item_id", after);
    const { data, error } = await q.order("item_id", { ascending: true }).limit(PAGE);
    if (error) throw new Error(error.message);
    const page = data ?? [];
    pos.push(...page);
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.item_id;
  }
  const relations = rels
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((r) => ({ id: r.id, from: r.from_item, to: r.to_item, type: r.type, label: r.label, mutual: !r.directed, strength: r.strength, note: r.note }));
  const positions = Object.fromEntries(pos.map((p) => [p.item_id, { x: p.x, y: p.y }]));
  return { ...doc, data: { ...doc.data, relations, positions } };
}

export async function readStories(ownerId: string): Promise<ExportStory[]> {
  const docs = await pages<DocRow>((after) => {
    let q = supabase().from("story_documents").select(DOC_COLUMNS).eq("owner_id", ownerId).is("deleted_at", null);
    if (after) q = q.gt("id", after);
    return q.order("id", { ascending: true }).limit(PAGE).overrideTypes<Pick<DocRow, "tool" | "data" | "visibility">[]>();
  });
  const sections = new Map<string, ExportSection[]>();
  const links = new Map<string, ExportStoryLink[]>();
  for (let i = 0; i < docs.length; i += ID_CHUNK) {
    const ids = docs.slice(i, i + ID_CHUNK).map((d) => d.id);
    const secs = await pages<ExportSection & { document_id: string }>((after) => {
      let q = supabase().from("story_sections").select(SECTION_COLUMNS).in("document_id", ids);
      if (after) q = q.gt("id", after);
      return q.order("id", { ascending: true }).limit(PAGE).overrideTypes<Pick<ExportSection, "kind" | "body" | "status">[]>();
    });
    for (const { document_id, ...s } of secs) sections.set(document_id, [...(sections.get(document_id) ?? []), s]);
    const lks = await pages<ExportStoryLink & { id: string; document_id: string }>((after) => {
      let q = supabase().from("story_links").select(LINK_COLUMNS).in("document_id", ids);
      if (after) q = q.gt("id", after);
      return q.order("id", { ascending: true }).limit(PAGE);
    });
    for (const { document_id, item_id, anchor, role, note, position } of lks) {
      links.set(document_id, [...(links.get(document_id) ?? []), { item_id, anchor, role, note, position }]);
    }
  }
  const maps = await readMapExport(docs.filter((d) => d.tool === "map").map((d) => d.id));
  const out: ExportStory[] = [];
  for (const raw of docs) {
    const doc = await withRelations(raw);
    out.push({
      id: doc.id,
      tool: doc.tool,
      title: doc.title,
      summary: doc.summary,
      data: doc.data,
      visibility: doc.visibility,
      universe_id: doc.universe_id,
      created_at: doc.created_at,
      updated_at: doc.updated_at,
      sections: (sections.get(doc.id) ?? []).sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)),
      links: (links.get(doc.id) ?? []).sort((a, b) => a.position - b.position),
      layers: maps.layers.get(doc.id) ?? [],
      features: maps.features.get(doc.id) ?? [],
    });
  }
  return out;
}
