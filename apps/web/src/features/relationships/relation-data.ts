// A relationship map's own fields, kept in story_documents.data and checked with zod when read:
// the relations (typed edges between library items) and where the owner put each item on the
// canvas. The items themselves are story_links rows (anchor ''), so "Appears in" works.
import { z } from "zod";

export const RELATION_TYPES = ["ally", "enemy", "rival", "family", "mentor", "lover", "member-of", "serves", "owes", "fears", "custom"] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** The type as a short label (lists, filters, edge labels). */
export const TYPE_LABEL: Record<RelationType, string> = {
  ally: "Ally",
  enemy: "Enemy",
  rival: "Rival",
  family: "Family",
  mentor: "Mentor",
  lover: "Lover",
  "member-of": "Member of",
  serves: "Serves",
  owes: "Owes",
  fears: "Fears",
  custom: "Custom",
};

/** How a directed relation reads between two names: "A is an ally of B". */
const VERB: Record<RelationType, string> = {
  ally: "is an ally of",
  enemy: "is an enemy of",
  rival: "is a rival of",
  family: "is family of",
  mentor: "is a mentor to",
  lover: "is the lover of",
  "member-of": "is a member of",
  serves: "serves",
  owes: "owes",
  fears: "fears",
  custom: "",
};

/** Colours per type, readable on both themes (edges and chips). */
export const TYPE_COLOR: Record<RelationType, string> = {
  ally: "#4f7a3a",
  enemy: "#b33a3a",
  rival: "#c7842d",
  family: "#8a5a2b",
  mentor: "#2f6f73",
  lover: "#9b4f7a",
  "member-of": "#355c9a",
  serves: "#6a4c93",
  owes: "#7a6a2b",
  fears: "#555555",
  custom: "#6b7280",
};

export const MAX_RELATIONS = 5000;
export const NOTE_MAX = 1000;
export const LABEL_MAX = 40;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const relationSchema = z.object({
  id: z.string().min(1).max(64),
  from: z.string().regex(UUID),
  to: z.string().regex(UUID),
  type: z.enum(RELATION_TYPES),
  label: z.string().max(LABEL_MAX).default(""),
  mutual: z.boolean().default(false),
  strength: z.number().int().min(1).max(5).default(3),
  note: z.string().max(NOTE_MAX).default(""),
});
export type Relation = z.infer<typeof relationSchema>;

const positionSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type Position = z.infer<typeof positionSchema>;

export interface RelData {
  relations: Relation[];
  positions: Record<string, Position>;
}

export const NEW_MAP_DATA: RelData = { relations: [], positions: {} };

/**
 * The map's data as stored, tolerant of anything odd: a relation or position that does not fit the
 * schema (an old client, a hand-edited export) is dropped rather than breaking the whole map.
 */
export function relData(data: Record<string, unknown>): RelData {
  const relations: Relation[] = [];
  const seen = new Set<string>();
  for (const raw of Array.isArray(data.relations) ? data.relations.slice(0, MAX_RELATIONS) : []) {
    const r = relationSchema.safeParse(raw);
    if (r.success && r.data.from !== r.data.to && !seen.has(r.data.id)) {
      seen.add(r.data.id);
      relations.push(r.data);
    }
  }
  const positions: Record<string, Position> = {};
  if (data.positions && typeof data.positions === "object" && !Array.isArray(data.positions)) {
    for (const [id, p] of Object.entries(data.positions as Record<string, unknown>)) {
      const parsed = positionSchema.safeParse(p);
      if (parsed.success) positions[id] = parsed.data;
    }
  }
  return { relations, positions };
}

/** The relation's name: its type, or the custom label the owner gave it. */
export const relationLabel = (r: Pick<Relation, "type" | "label">) => (r.type === "custom" ? r.label.trim() || "Custom" : TYPE_LABEL[r.type]);

/** The relation as a sentence between two names, for lists and screen readers. */
export function relationSentence(r: Relation, from: string, to: string): string {
  if (r.mutual) return `${from} and ${to}: ${relationLabel(r).toLowerCase()}, both ways`;
  if (r.type === "custom") return `${from} → ${relationLabel(r)} → ${to}`;
  return `${from} ${VERB[r.type]} ${to}`;
}

export const strengthWord = (n: number) => ["", "faint", "weak", "moderate", "strong", "unbreakable"][n] ?? "moderate";
