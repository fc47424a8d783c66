import { describe, expect, it } from "vitest";
import { makeCalendar, type FieldValue } from "@worldloom/generators";
import { calendarOf, parseDraft, parseNotes, parseSection, toDraft, withField, type FieldDraft } from "./field-drafts";

const ok = (orig: FieldValue, draft: FieldDraft) => {
  const r = parseDraft(orig, draft);
  if (!r.ok) throw new Error(r.errors.join("; "));
  return r.value;
};
const errors = (orig: FieldValue, draft: FieldDraft) => {
  const r = parseDraft(orig, draft);
  if (r.ok) throw new Error(`expected errors, got ${JSON.stringify(r.value)}`);
  return r.errors;
};

describe("field drafts", () => {
  it("round-trips every field type unchanged", () => {
    const values: FieldValue[] = [
      { type: "text", value: "A grey tower", meta: { a: 1 } },
      { type: "number", value: 1204, unit: "years", text: "1,204 years" },
      { type: "list", items: ["patient", "sly"] },
      { type: "link", link: { kind: "location", name: "Port Sable", id: "abc" } },
      { type: "links", links: [{ kind: "character", name: "Maren", seed: "s1" }] },
      { type: "date", date: { year: 12, month: 3, day: 4, text: "4th of Thaw, 12 AR" } },
      { type: "table", columns: ["Spell", "Cost"], rows: [["Light", "1"]] },
      { type: "pairs", pairs: [{ label: "Strength", value: "High" }] },
    ];
    for (const v of values) expect(ok(v, toDraft(v))).toEqual(v);
  });

  it("validates numbers: words and blanks are refused with a message, commas allowed", () => {
    const n: FieldValue = { type: "number", value: 10, unit: "ft", text: "ten feet" };
    expect(errors(n, { type: "number", value: "tall" })).toEqual(["Enter a number, like 42 or 3.5."]);
    expect(errors(n, { type: "number", value: "  " })).toContain("Enter a number.");
    expect(errors(n, { type: "number", value: "1e400" })).toEqual(["That number is too large."]);
    // A new number drops the old display text (it described the old value) but keeps the unit.
    expect(ok(n, { type: "number", value: "1,250.5" })).toEqual({ type: "number", value: 1250.5, unit: "ft" });
    expect(ok(n, { type: "number", value: "-3" })).toMatchObject({ value: -3 });
  });

  it("validates lists: trims items, refuses empty items and empty lists", () => {
    const l: FieldValue = { type: "list", items: ["a"] };
    expect(ok(l, { type: "list", items: [" brave ", "kind"] })).toEqual({ type: "list", items: ["brave", "kind"] });
    expect(errors(l, { type: "list", items: ["ok", " "] })).toEqual(["An item cannot be empty."]);
    expect(errors(l, { type: "list", items: [] })).toEqual(["Keep at least one item."]);
    expect(errors(l, { type: "list", items: Array.from({ length: 101 }, () => "x") })).toEqual(["At most 100 items."]);
    expect(errors(l, { type: "list", items: ["x".repeat(501)] })).toEqual(["An item can be at most 500 characters."]);
  });

  it("links: a picked item keeps its id; free text drops it and keeps the field's kind", () => {
    const link: FieldValue = { type: "link", link: { kind: "location", name: "Old Town", seed: "s9" } };
    expect(ok(link, { type: "link", link: { name: "Port Sable", id: "id-1" } })).toEqual({
      type: "link",
      link: { kind: "location", name: "Port Sable", id: "id-1" },
    });
    expect(ok(link, { type: "link", link: { name: "Elsewhere" } })).toEqual({ type: "link", link: { kind: "location", name: "Elsewhere" } });
    expect(errors(link, { type: "link", link: { name: "" } })).toEqual(["A linked name cannot be empty."]);
  });

  it("dates: checks the parts, and with a calendar writes the text from it", () => {
    const d: FieldValue = { type: "date", date: { year: 5, month: 1, day: 1, text: "old" } };
    expect(errors(d, { type: "date", year: "five", month: "1", day: "1", text: "x" })).toEqual(["The year must be a whole number."]);
    expect(errors(d, { type: "date", year: "5", month: "0", day: "1", text: "x" })).toEqual(["The month must be 1 or more."]);
    expect(ok(d, { type: "date", year: "7", month: "2", day: "3", text: "3rd of Rain, 7" })).toEqual({
      type: "date",
      date: { year: 7, month: 2, day: 3, text: "3rd of Rain, 7" },
    });
    const cal = makeCalendar("test-cal");
    const first = cal.months[0]!;
    const r = parseDraft(d, { type: "date", year: "10", month: "1", day: String(first.days + 1), text: "" }, cal);
    expect(r).toEqual({ ok: false, errors: [`${first.name} has no day ${first.days + 1}.`] });
    const good = parseDraft(d, { type: "date", year: "10", month: "1", day: "2", text: "ignored" }, cal);
    expect(good.ok && good.value.type === "date" && good.value.date.text).toContain(first.name);
    expect(calendarOf([{ key: "calendar", label: "Calendar", value: { type: "link", link: { kind: "calendar", name: "C" }, meta: cal as never } }])).toEqual(
      cal,
    );
    expect(calendarOf([], cal)).toEqual(cal);
    expect(calendarOf([{ key: "x", label: "X", value: { type: "text", value: "no calendar" } }], { type: "not a calendar" })).toBeUndefined();
  });

  it("tables and pairs: drops blank rows, refuses unlabelled pairs", () => {
    const t: FieldValue = { type: "table", columns: ["A", "B"], rows: [] };
    expect(
      ok(t, {
        type: "table",
        columns: ["A", "B"],
        rows: [
          ["1", "2"],
          ["", " "],
        ],
      }),
    ).toEqual({ type: "table", columns: ["A", "B"], rows: [["1", "2"]] });
    const p: FieldValue = { type: "pairs", pairs: [] };
    expect(errors(p, { type: "pairs", pairs: [{ label: "", value: "x" }] })).toEqual(["A label cannot be empty."]);
  });

  it("notes and sections: length caps; empty notes allowed", () => {
    expect(parseNotes("")).toEqual({ ok: true, value: "" });
    expect(parseNotes("x".repeat(20001))).toEqual({ ok: false, errors: ["Notes can be at most 20,000 characters."] });
    expect(parseSection(" ", "body")).toEqual({ ok: false, errors: ["The section title cannot be empty."] });
  });

  it("replaces one field by key", () => {
    const data = {
      fields: [
        { key: "a", label: "A", value: { type: "text", value: "1" } as FieldValue },
        { key: "b", label: "B", value: { type: "text", value: "2" } as FieldValue },
      ],
      other: 1,
    };
    expect(withField(data, "b", { type: "text", value: "3" })).toEqual({
      ...data,
      fields: [data.fields[0], { key: "b", label: "B", value: { type: "text", value: "3" } }],
    });
  });
});
