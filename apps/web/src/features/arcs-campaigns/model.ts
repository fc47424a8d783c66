// What arcs and campaigns keep in story_documents.data, validated with zod on read. Data that does
// not fit is reported, never replaced: the editor shows the error and saves nothing over it.
import { z } from "zod";

export const ARC_TEMPLATE_IDS = ["three-act", "heros-journey", "save-the-cat", "kishotenketsu", "blank"] as const;
export type ArcTemplate = (typeof ARC_TEMPLATE_IDS)[number];
export const QUEST_STATUSES = ["hook", "active", "done", "failed"] as const;
export type QuestStatus = (typeof QUEST_STATUSES)[number];
export const QUEST_STATUS_LABEL: Record<QuestStatus, string> = { hook: "Hook", active: "Active", done: "Done", failed: "Failed" };

const id = z.string().min(1).max(100);
const text = (max: number) => z.string().max(max).default("");

const sceneRef = z.object({ storyId: id, sceneId: id, title: z.string().max(200).default("") });
const beat = z.object({ id, title: text(200), description: text(4000), scene: sceneRef.nullable().default(null) });
const act = z.object({ id, title: text(200), beats: z.array(beat).default([]) });
export const arcSchema = z.object({ template: z.enum(ARC_TEMPLATE_IDS).default("blank"), acts: z.array(act).default([]) });

const session = z.object({ id, title: text(200), date: z.union([z.iso.date(), z.literal("")]).default(""), recap: text(20000), notes: text(20000) });
const quest = z.object({ id, title: text(200), description: text(4000), status: z.enum(QUEST_STATUSES).default("hook") });
export const campaignSchema = z.object({ sessions: z.array(session).default([]), quests: z.array(quest).default([]) });

export type SceneRef = z.infer<typeof sceneRef>;
export type Beat = z.infer<typeof beat>;
export type Act = z.infer<typeof act>;
export type ArcData = z.infer<typeof arcSchema>;
export type Session = z.infer<typeof session>;
export type Quest = z.infer<typeof quest>;
export type CampaignData = z.infer<typeof campaignSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parse<T>(schema: z.ZodType<T>, data: unknown): Parsed<T> {
  const r = schema.safeParse(data);
  if (r.success) return { ok: true, value: r.data };
  const first = r.error.issues[0];
  return { ok: false, error: first ? `${first.path.join(".") || "data"}: ${first.message}` : "The data does not fit." };
}

export const parseArc = (data: unknown) => parse(arcSchema, data);
export const parseCampaign = (data: unknown) => parse(campaignSchema, data);

export const newId = () => crypto.randomUUID();

export const NEW_CAMPAIGN_DATA: CampaignData = { sessions: [], quests: [] };

// ---- Arc edits (pure: each returns new acts) ----

export const updateBeat = (acts: readonly Act[], beatId: string, patch: Partial<Omit<Beat, "id">>): Act[] =>
  acts.map((a) => (a.beats.some((b) => b.id === beatId) ? { ...a, beats: a.beats.map((b) => (b.id === beatId ? { ...b, ...patch } : b)) } : a));

export const addBeat = (acts: readonly Act[], actId: string, b: Beat): Act[] => acts.map((a) => (a.id === actId ? { ...a, beats: [...a.beats, b] } : a));

export const removeBeat = (acts: readonly Act[], beatId: string): Act[] => acts.map((a) => ({ ...a, beats: a.beats.filter((b) => b.id !== beatId) }));

/** Puts a removed beat back where it was (Undo). */
export const insertBeat = (acts: readonly Act[], actId: string, index: number, b: Beat): Act[] =>
  acts.map((a) => (a.id === actId ? { ...a, beats: [...a.beats.slice(0, index), b, ...a.beats.slice(index)] } : a));

/** Where a beat is: its act and index. */
export function findBeat(acts: readonly Act[], beatId: string): { actId: string; index: number } | null {
  for (const a of acts) {
    const index = a.beats.findIndex((b) => b.id === beatId);
    if (index >= 0) return { actId: a.id, index };
  }
  return null;
}

/** Moves a beat to act `toAct` at `index` (clamped); the same act reorders. */
export function moveBeat(acts: readonly Act[], beatId: string, toAct: string, index: number): Act[] {
  const at = findBeat(acts, beatId);
  if (!at || !acts.some((a) => a.id === toAct)) return [...acts];
  const moving = acts.find((a) => a.id === at.actId)!.beats[at.index]!;
  const without = removeBeat(acts, beatId);
  const target = without.find((a) => a.id === toAct)!;
  return insertBeat(without, toAct, Math.max(0, Math.min(target.beats.length, index)), moving);
}

/** One place up or down; past an act's end it goes on to the next (or previous) act. */
export function stepBeat(acts: readonly Act[], beatId: string, delta: -1 | 1): Act[] {
  const at = findBeat(acts, beatId);
  if (!at) return [...acts];
  const actIndex = acts.findIndex((a) => a.id === at.actId);
  const act = acts[actIndex]!;
  const next = at.index + delta;
  if (next >= 0 && next < act.beats.length) return moveBeat(acts, beatId, act.id, next);
  const other = acts[actIndex + delta];
  if (!other) return [...acts];
  return moveBeat(acts, beatId, other.id, delta < 0 ? other.beats.length : 0);
}

// ---- Campaign edits ----

/** The quest moved to `status`, placed last in that column. */
export function setQuestStatus(quests: readonly Quest[], questId: string, status: QuestStatus): Quest[] {
  const q = quests.find((x) => x.id === questId);
  if (!q || q.status === status) return [...quests];
  return [...quests.filter((x) => x.id !== questId), { ...q, status }];
}

/** Sessions newest first: by date (undated last), then by the order they were added, newest first. */
export function sessionsNewestFirst(sessions: readonly Session[]): Session[] {
  return sessions
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.date && b.s.date ? b.s.date.localeCompare(a.s.date) : a.s.date ? -1 : b.s.date ? 1 : 0) || b.i - a.i)
    .map(({ s }) => s);
}

/** "What happened last time": the newest session that has a recap. */
export const lastRecap = (sessions: readonly Session[]): Session | null => sessionsNewestFirst(sessions).find((s) => s.recap.trim()) ?? null;

/** The anchor of a session's linked items in story_links; beats use their own id. */
export const sessionAnchor = (sessionId: string) => `session:${sessionId}`;
export const PC_ANCHOR = "pc";
