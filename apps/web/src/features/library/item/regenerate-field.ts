// "Regenerate" one field of a saved item: its generator runs again with a fresh seed and every
// other field locked, so only that field changes. Pure apart from the seed the caller passes.
import { generate, generatorFor, type FieldValue } from "@worldloom/generators";
import type { ContentRow, SavedField, SavedSection } from "@/data/content-items/types";
import type { ItemPatch } from "@/data/content-items/update-items";
import { withField } from "./field-drafts";

export interface RegenInfo {
  /** The current generator version for the item's kind (undefined: no generator for it). */
  current?: number;
  /** The version the item was made with, when it differs from the current one. */
  savedDiffers?: number;
}

export function regenInfo(item: Pick<ContentRow, "kind" | "generator_version">): RegenInfo {
  let current: number;
  try {
    current = generatorFor(item.kind).version;
  } catch {
    return {};
  }
  return item.generator_version != null && item.generator_version !== current ? { current, savedDiffers: item.generator_version } : { current };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A new value for one field, with the item's saved options and the other fields locked. Tries a few
 * seeds so the new value differs from the old one when the generator can give another.
 */
export function regenerateField(item: Pick<ContentRow, "kind" | "data">, key: string, seeds: readonly string[]): FieldValue {
  const fields = item.data.fields ?? [];
  const old = fields.find((f) => f.key === key);
  if (!old) throw new Error("This item has no such field.");
  const locks = Object.fromEntries(fields.filter((f) => f.key !== key).map((f) => [f.key, f.value]));
  const options = isRecord(item.data.options) ? item.data.options : {};
  let last: FieldValue | undefined;
  for (const seed of seeds) {
    const out = generate(item.kind, { seed, options, locks })[0];
    const f = out?.fields.find((x) => x.key === key);
    if (!f) throw new Error("The current generator no longer makes this field.");
    last = f.value;
    if (JSON.stringify(f.value) !== JSON.stringify(old.value)) break;
  }
  return last!;
}

/** The item's prose: its summary and its sections. */
export interface Prose {
  summary: string;
  sections: SavedSection[];
}

type ProseSource = Pick<ContentRow, "kind" | "data" | "seed" | "generator_version" | "summary">;

/**
 * The prose rewritten around changed fields, so that it no longer describes the old values. Only
 * prose that is still the generator's own is rewritten: the item's seed and options with every
 * field locked to its saved value must give back the saved summary or sections exactly (prose the
 * user edited, or made by another generator version, does not, and is left as it is). Undefined
 * when nothing would change.
 */
export function proseAfter(item: ProseSource, fields: readonly SavedField[]): Prose | undefined {
  if (!item.seed || regenInfo(item).current !== item.generator_version) return undefined;
  const options = isRecord(item.data.options) ? item.data.options : {};
  const compose = (fs: readonly SavedField[]): Prose | undefined => {
    const r = generate(item.kind, { seed: item.seed!, options, locks: Object.fromEntries(fs.map((f) => [f.key, f.value])) })[0];
    return r && { summary: r.summary, sections: r.sections.map((s) => ({ title: s.title, markdown: s.markdown })) };
  };
  let before: Prose | undefined;
  let after: Prose | undefined;
  try {
    before = compose(item.data.fields ?? []);
    after = compose(fields);
  } catch {
    return undefined;
  }
  if (!before || !after) return undefined;
  const saved: Prose = { summary: item.summary, sections: item.data.sections ?? [] };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const next: Prose = {
    summary: before.summary === saved.summary ? after.summary : saved.summary,
    sections: same(before.sections, saved.sections) ? after.sections : saved.sections,
  };
  return same(next, saved) ? undefined : next;
}

/**
 * The patch that gives a field a new value on top of `row` (the item as it is now), with the prose
 * rewritten to match where it is still the generator's own. Undo is the same call with the old
 * value on the item as it is when Undo is pressed, so edits made in between are kept.
 */
export function fieldChange(row: ProseSource, key: string, value: FieldValue): { change: ItemPatch; rewritten: boolean } {
  const data = withField(row.data, key, value);
  const prose = proseAfter(row, data.fields ?? []);
  if (!prose) return { change: { data }, rewritten: false };
  return { change: { data: { ...data, sections: prose.sections }, ...(prose.summary !== row.summary ? { summary: prose.summary } : {}) }, rewritten: true };
}

/** Fresh random seeds (the generator pages use their own; features do not share code). */
export function freshSeeds(n: number): string[] {
  return Array.from({ length: n }, () => {
    const b = crypto.getRandomValues(new Uint32Array(2));
    return `${b[0]!.toString(36)}${b[1]!.toString(36)}`;
  });
}
