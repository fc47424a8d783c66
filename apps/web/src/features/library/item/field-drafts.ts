// Editing a saved field: a FieldValue becomes a draft of plain strings the editors bind to, and a
// draft is validated back (zod) into a FieldValue — or into messages, in which case nothing saves.
// What the editors do not touch (meta, unit, a link's kind and seed) is carried over unchanged.
import { z } from "zod";
import { dateValue, parseCalendar, toDayCount, type Calendar, type FieldValue, type LinkValue } from "@worldloom/generators";
import type { SavedField } from "@/data/content-items/types";

export interface LinkDraft {
  name: string;
  /** Id of one of the user's own items, when picked from them. */
  id?: string;
}

export type FieldDraft =
  | { type: "text"; value: string }
  | { type: "number"; value: string }
  | { type: "list"; items: string[] }
  | { type: "link"; link: LinkDraft }
  | { type: "links"; links: LinkDraft[] }
  | { type: "date"; year: string; month: string; day: string; text: string }
  | { type: "table"; columns: string[]; rows: string[][] }
  | { type: "pairs"; pairs: { label: string; value: string }[] };

export const LIMITS = { text: 5000, item: 500, items: 100, rows: 100, cell: 500 } as const;

export type ParseResult = { ok: true; value: FieldValue } | { ok: false; errors: string[] };

const linkDraft = (l: LinkValue): LinkDraft => (l.id ? { name: l.name, id: l.id } : { name: l.name });

export function toDraft(v: FieldValue): FieldDraft {
  switch (v.type) {
    case "text":
      return { type: "text", value: v.value };
    case "number":
      return { type: "number", value: String(v.value) };
    case "list":
      return { type: "list", items: [...v.items] };
    case "link":
      return { type: "link", link: linkDraft(v.link) };
    case "links":
      return { type: "links", links: v.links.map(linkDraft) };
    case "date":
      return { type: "date", year: String(v.date.year), month: String(v.date.month), day: String(v.date.day), text: v.date.text };
    case "table":
      return { type: "table", columns: [...v.columns], rows: v.rows.map((r) => v.columns.map((_, i) => r[i] ?? "")) };
    case "pairs":
      return { type: "pairs", pairs: v.pairs.map((p) => ({ ...p })) };
  }
}

const trimmed = (max: number, what: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, `${what} cannot be empty.`)
        .max(max, `${what} can be at most ${max.toLocaleString("en")} characters.`),
    );

const numberText = z
  .string()
  .trim()
  .min(1, "Enter a number.")
  .refine((s) => /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s.replace(/[,_ ]/g, "")), "Enter a number, like 42 or 3.5.")
  .transform((s) => Number(s.replace(/[,_ ]/g, "")))
  .refine((n) => Number.isFinite(n) && Math.abs(n) <= 1e15, "That number is too large.");

const intText = (what: string, min: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, `${what} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && Math.abs(n) <= 1e9, `${what} must be ${min} or more.`);

const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).min(1, `Keep at least one ${what}.`).max(max, `At most ${max} ${what}s.`);

const linkSchema = z.object({ name: trimmed(200, "A linked name"), id: z.string().optional() });

function messages(e: z.ZodError): string[] {
  return [...new Set(e.issues.map((i) => i.message))];
}

/**
 * The calendar a date field belongs to, when the item carries one: its own system (a saved
 * calendar) or a calendar link's meta (an event dated in the world's calendar).
 */
export function calendarOf(fields: readonly SavedField[] | undefined, system?: unknown): Calendar | undefined {
  const own = parseCalendar(system);
  if (own) return own;
  for (const f of fields ?? []) {
    const cal = parseCalendar(f.value.meta);
    if (cal) return cal;
  }
  return undefined;
}

function withMeta(original: FieldValue, v: FieldValue): FieldValue {
  return original.meta === undefined ? v : ({ ...v, meta: original.meta } as FieldValue);
}

/** Validates a draft; on success returns the new value keeping what the editor does not show. */
export function parseDraft(original: FieldValue, draft: FieldDraft, calendar?: Calendar): ParseResult {
  const fail = (e: z.ZodError): ParseResult => ({ ok: false, errors: messages(e) });
  switch (draft.type) {
    case "text": {
      const r = trimmed(LIMITS.text, "The text").safeParse(draft.value);
      return r.success ? { ok: true, value: withMeta(original, { type: "text", value: r.data }) } : fail(r.error);
    }
    case "number": {
      const r = numberText.safeParse(draft.value);
      if (!r.success) return fail(r.error);
      const prev = original.type === "number" ? original : undefined;
      // The stored display text ("1,204 years") describes the old number; keep it only if unchanged.
      const keepText = prev?.text !== undefined && prev.value === r.data;
      return {
        ok: true,
        value: withMeta(original, { type: "number", value: r.data, ...(prev?.unit ? { unit: prev.unit } : {}), ...(keepText ? { text: prev.text } : {}) }),
      };
    }
    case "list": {
      const r = listOf(trimmed(LIMITS.item, "An item"), LIMITS.items, "item").safeParse(draft.items);
      return r.success ? { ok: true, value: withMeta(original, { type: "list", items: r.data }) } : fail(r.error);
    }
    case "link":
    case "links": {
      const before = original.type === "link" ? [original.link] : original.type === "links" ? original.links : [];
      const kind = before[0]?.kind ?? "character";
      const toLink = (d: { name: string; id?: string | undefined }, i: number): LinkValue => {
        const old = before.find((b) => (d.id ? b.id === d.id : b.name === d.name)) ?? before[i];
        // A picked item is the user's own; free text keeps an invented link's seed only if the name is unchanged.
        if (d.id) return { kind: old?.kind ?? kind, name: d.name, id: d.id };
        return { kind: old?.kind ?? kind, name: d.name, ...(old?.seed && old.name === d.name ? { seed: old.seed } : {}) };
      };
      if (draft.type === "link") {
        const r = linkSchema.safeParse(draft.link);
        return r.success ? { ok: true, value: withMeta(original, { type: "link", link: toLink(r.data, 0) }) } : fail(r.error);
      }
      const r = listOf(linkSchema, LIMITS.items, "link").safeParse(draft.links);
      return r.success ? { ok: true, value: withMeta(original, { type: "links", links: r.data.map(toLink) }) } : fail(r.error);
    }
    case "date": {
      const r = z
        .object({
          year: intText("The year", 1),
          month: intText("The month", 1),
          day: intText("The day", 1),
          text: z.string().trim().max(200, "The date text can be at most 200 characters."),
        })
        .safeParse(draft);
      if (!r.success) return fail(r.error);
      const { year, month, day } = r.data;
      if (calendar) {
        let n: number;
        try {
          n = toDayCount(calendar, { year, month, day });
        } catch {
          const m = calendar.months[month - 1];
          return { ok: false, errors: [m ? `${m.name} has no day ${day}.` : `This calendar has ${calendar.months.length} months.`] };
        }
        // The calendar writes the text itself (weekday, month name, era), so it always matches.
        return { ok: true, value: withMeta(original, { type: "date", date: dateValue(calendar, n) }) };
      }
      if (month > 100 || day > 1000) return { ok: false, errors: ["That month or day is out of range."] };
      if (!r.data.text) return { ok: false, errors: ["Write the date as it should read, e.g. “3rd of Frostwane, 1204 AR”."] };
      return { ok: true, value: withMeta(original, { type: "date", date: { year, month, day, text: r.data.text } }) };
    }
    case "table": {
      const r = z
        .object({
          columns: listOf(trimmed(100, "A column name"), 20, "column"),
          rows: z
            .array(z.array(z.string().trim().max(LIMITS.cell, `A cell can be at most ${LIMITS.cell} characters.`)))
            .max(LIMITS.rows, `At most ${LIMITS.rows} rows.`),
        })
        .safeParse(draft);
      if (!r.success) return fail(r.error);
      const rows = r.data.rows.filter((row) => row.some(Boolean));
      return { ok: true, value: withMeta(original, { type: "table", columns: r.data.columns, rows }) };
    }
    case "pairs": {
      const r = listOf(z.object({ label: trimmed(100, "A label"), value: trimmed(LIMITS.item, "A value") }), LIMITS.items, "row").safeParse(draft.pairs);
      return r.success ? { ok: true, value: withMeta(original, { type: "pairs", pairs: r.data }) } : fail(r.error);
    }
  }
}

/** Markdown text (a section or the notes) with a length cap; empty allowed. */
export const markdownSchema = (max: number, what: string) => z.string().max(max, `${what} can be at most ${max.toLocaleString("en")} characters.`);

export const NOTES_MAX = 20000;

export function parseNotes(s: string): { ok: true; value: string } | { ok: false; errors: string[] } {
  const r = markdownSchema(NOTES_MAX, "Notes").safeParse(s);
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: messages(r.error) };
}

export function parseSection(title: string, markdown: string): { ok: true; value: { title: string; markdown: string } } | { ok: false; errors: string[] } {
  const r = z.object({ title: trimmed(200, "The section title"), markdown: markdownSchema(LIMITS.text * 4, "A section") }).safeParse({ title, markdown });
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: messages(r.error) };
}

/** The item's data with one field's value replaced (fields are matched by key). */
export function withField<D extends { fields?: SavedField[] }>(data: D, key: string, value: FieldValue): D {
  return { ...data, fields: (data.fields ?? []).map((f) => (f.key === key ? { ...f, value } : f)) };
}
