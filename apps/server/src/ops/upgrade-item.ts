// One saved item brought up to its kind's current generator (pure; docs/operations.md).
// The item's seed and options run through the current generator with every saved field locked,
// so the values the user has (generated or edited) stay; fields the new version adds appear;
// fields it no longer makes are kept. The prose (summary, sections) is replaced only while it is
// still the generator's own: the summary when it equals the one generated at save time
// (data.summary), the sections when the item's data was never edited. Name and tags are kept.
import { fieldText, generate, generatorFor, type FieldValue } from "@worldloom/generators";

export interface UpgradeSource {
  id: string;
  kind: string;
  name: string;
  summary: string;
  data: Record<string, unknown>;
  seed: string | null;
  generator_version: number | null;
  /** True when an edit ever changed the item's data (content_item_versions says so). */
  dataEdited: boolean;
}

export interface UpgradeChange {
  /** What changed: "version", "summary", "field:<key>", "sections". */
  part: string;
  label: string;
  before: string;
  after: string;
}

export interface UpgradePlan {
  id: string;
  name: string;
  fromVersion: number | null;
  toVersion: number;
  changes: UpgradeChange[];
  /** The columns to write (summary, data, generator_version); undefined when it cannot be upgraded. */
  next?: {
    summary: string;
    data: Record<string, unknown>;
    generator_version: number;
  };
  /** Why the item cannot be upgraded (then Upgrade all refuses). */
  error?: string;
}

interface Field {
  key: string;
  label: string;
  value: FieldValue;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isField(v: unknown): v is Field {
  return isRecord(v) && typeof v.key === "string" && isRecord(v.value) && typeof v.value.type === "string";
}

function text(v: FieldValue): string {
  try {
    return fieldText(v);
  } catch {
    return JSON.stringify(v);
  }
}

function sectionsText(v: unknown): string {
  if (!Array.isArray(v)) return "";
  return v
    .filter(isRecord)
    .map((s) => `## ${String(s.title ?? "")}\n${String(s.markdown ?? "")}`)
    .join("\n\n");
}

export function currentVersion(kind: string): number | undefined {
  try {
    return generatorFor(kind).version;
  } catch {
    return undefined;
  }
}

/**
 * Generates with every saved field locked. A field the current version no longer has (and that no
 * field lists among its former keys) is refused by the generator as an unknown lock: it is left
 * out of the locks, one at a time, and kept on the item by the caller.
 */
function generateLocked(kind: string, seed: string, options: Record<string, unknown>, saved: readonly Field[]) {
  const locks = Object.fromEntries(saved.map((f) => [f.key, f.value]));
  for (let tries = 0; ; tries++) {
    try {
      return generate(kind, { seed, options, locks })[0];
    } catch (e) {
      const unknown = /^Unknown locked field "([^"]+)"/.exec((e as Error).message)?.[1];
      if (!unknown || !(unknown in locks) || tries > saved.length) throw e;
      delete locks[unknown];
    }
  }
}

export function planUpgrade(item: UpgradeSource): UpgradePlan {
  const to = currentVersion(item.kind);
  const base = {
    id: item.id,
    name: item.name,
    fromVersion: item.generator_version,
    toVersion: to ?? 0,
    changes: [] as UpgradeChange[],
  };
  if (to === undefined)
    return {
      ...base,
      error: `There is no generator for "${item.kind}" any more.`,
    };
  const versionChange: UpgradeChange = {
    part: "version",
    label: "Generator version",
    before: String(item.generator_version ?? "none"),
    after: String(to),
  };
  const saved = (Array.isArray(item.data.fields) ? item.data.fields : []).filter(isField);
  if (!item.seed) {
    // Nothing to regenerate from: only the version moves.
    return {
      ...base,
      changes: [versionChange],
      next: {
        summary: item.summary,
        data: { ...item.data, version: to },
        generator_version: to,
      },
    };
  }
  const options = isRecord(item.data.options) ? item.data.options : {};
  let result;
  try {
    result = generateLocked(item.kind, item.seed, options, saved);
  } catch (e) {
    return {
      ...base,
      error: `The current generator cannot remake it: ${(e as Error).message}`,
    };
  }
  if (!result) return { ...base, error: "The current generator made nothing for it." };

  const fields: Field[] = result.fields.map((f) => ({
    key: f.key,
    label: f.label,
    value: f.value,
  }));
  // Fields the new version no longer makes stay (unless a renamed field carries the same value).
  for (const f of saved) {
    if (!fields.some((x) => x.key === f.key || same(x.value, f.value))) fields.push(f);
  }
  const changes: UpgradeChange[] = [versionChange];
  for (const f of fields) {
    const old = saved.find((s) => s.key === f.key);
    if (!old)
      changes.push({
        part: `field:${f.key}`,
        label: f.label,
        before: "",
        after: text(f.value),
      });
    else if (!same(old.value, f.value))
      changes.push({
        part: `field:${f.key}`,
        label: f.label,
        before: text(old.value),
        after: text(f.value),
      });
  }
  const summaryOwn = typeof item.data.summary === "string" && item.data.summary === item.summary;
  const summary = summaryOwn ? result.summary : item.summary;
  if (summary !== item.summary)
    changes.push({
      part: "summary",
      label: "Summary",
      before: item.summary,
      after: summary,
    });
  const oldSections = item.data.sections ?? [];
  const sections = item.dataEdited ? oldSections : result.sections.map((s) => ({ title: s.title, markdown: s.markdown }));
  if (!same(sections, oldSections))
    changes.push({
      part: "sections",
      label: "Sections",
      before: sectionsText(oldSections),
      after: sectionsText(sections),
    });

  const data: Record<string, unknown> = {
    ...item.data,
    version: to,
    options: result.options,
    fields,
    sections,
    summary: summaryOwn ? result.summary : item.data.summary,
    links: result.links,
    ...(result.system !== undefined ? { system: result.system } : {}),
  };
  return { ...base, changes, next: { summary, data, generator_version: to } };
}
