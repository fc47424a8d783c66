import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { famData, NEW_FAMILY_DATA, PARENT_TYPES, type FamilyData, type Person } from "@/components/story-documents/family-data";
import { generations, layoutFamily, PERSON_WIDTH, visiblePeople } from "./layout";
import { addParent, addPartnership, ageOf, hasCycle, removePeople, siblingsOf } from "./rules";

const person = (id: string, extra: Partial<Person> = {}): Person => ({ id, itemId: null, name: id, born: null, died: null, note: "", ...extra });
const tree = (...ids: string[]): FamilyData => ({ ...NEW_FAMILY_DATA, people: ids.map((id) => person(id)) });
const must = (r: ReturnType<typeof addParent>) => {
  if (!r.ok) throw new Error(r.error);
  return r.data;
};

describe("family tree rules", () => {
  it("refuses self-parents, duplicates and cycles with a message, changing nothing", () => {
    let d = tree("ann", "bo", "cy");
    d = must(addParent(d, "bo", "ann", "biological"));
    d = must(addParent(d, "cy", "bo", "adoptive"));
    const self = addParent(d, "ann", "ann", "biological");
    expect(self).toEqual({ ok: false, error: "ann cannot be their own parent." });
    expect(addParent(d, "bo", "ann", "step")).toEqual({ ok: false, error: "ann is already a parent of bo." });
    const loop = addParent(d, "ann", "cy", "biological", (id) => id.toUpperCase());
    expect(loop).toEqual({ ok: false, error: "CY is a descendant of ANN, so cannot be their parent: nobody can become their own ancestor." });
    expect(d.parents).toHaveLength(2);
  });

  it("allows any number of parents of any type", () => {
    let d = tree("kid", "p1", "p2", "p3", "p4", "p5");
    PARENT_TYPES.forEach((t, i) => (d = must(addParent(d, "kid", `p${i + 1}`, t))));
    expect(d.parents.map((l) => l.type)).toEqual([...PARENT_TYPES]);
  });

  it("derives full and half siblings", () => {
    let d = tree("mum", "dad", "step", "a", "b", "c");
    for (const k of ["a", "b"]) for (const p of ["mum", "dad"]) d = must(addParent(d, k, p, "biological"));
    d = must(addParent(d, "c", "mum", "biological"));
    d = must(addParent(d, "c", "step", "biological"));
    expect(siblingsOf(d, "a")).toEqual([
      { id: "b", full: true },
      { id: "c", full: false },
    ]);
    expect(siblingsOf(d, "mum")).toEqual([]);
  });

  it("partnerships: no self, no duplicate, no end before start", () => {
    const d = tree("a", "b");
    const p = { id: "x", a: "a", b: "b", type: "married" as const, start: 10, end: 20 };
    const ok = addPartnership(d, p);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(addPartnership(ok.data, { ...p, id: "y", a: "b", b: "a" }).ok).toBe(false);
    expect(addPartnership(d, { ...p, b: "a" }).ok).toBe(false);
    expect(addPartnership(d, { ...p, start: 30 })).toEqual({ ok: false, error: "A partnership cannot end before it starts." });
  });

  it("computes ages at death or at the story's present", () => {
    expect(ageOf({ born: 400, died: 471 }, 500)).toEqual({ years: 71, atDeath: true });
    expect(ageOf({ born: 480, died: null }, 500)).toEqual({ years: 20, atDeath: false });
    expect(ageOf({ born: 480, died: null }, null)).toBeNull();
    expect(ageOf({ born: null, died: 3 }, 5)).toBeNull();
  });

  it("removing people removes their links", () => {
    let d = tree("a", "b", "c");
    d = must(addParent(d, "b", "a", "biological"));
    d = must(addParent(d, "c", "b", "biological"));
    const r = removePeople(d, new Set(["b"]));
    expect(r.people.map((p) => p.id)).toEqual(["a", "c"]);
    expect(r.parents).toEqual([]);
  });

  it("reading stored data drops what does not fit, including a hand-written loop", () => {
    const d = famData({
      people: [person("a"), person("b"), { id: 3 }, person("a")],
      parents: [
        { child: "a", parent: "b", type: "step" },
        { child: "b", parent: "a", type: "x" },
        { child: "a", parent: "a" },
        { child: "a", parent: "zz" },
      ],
      partnerships: "nope",
      today: "soon",
    });
    expect(d.people.map((p) => p.id)).toEqual(["a", "b"]);
    expect(d.parents).toEqual([{ child: "a", parent: "b", type: "step" }]);
    expect(d.partnerships).toEqual([]);
    expect(d.today).toBeNull();
  });
});

describe("family tree properties (fast-check)", () => {
  const edit = fc.record({ child: fc.nat(11), parent: fc.nat(11), type: fc.constantFrom(...PARENT_TYPES) });
  it("no sequence of accepted edits ever makes a cycle, and refused edits change nothing", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 80 }), (edits) => {
        let d = tree(...Array.from({ length: 12 }, (_, i) => `p${i}`));
        for (const e of edits) {
          const r = addParent(d, `p${e.child}`, `p${e.parent}`, e.type);
          if (r.ok) {
            expect(r.data.parents).toHaveLength(d.parents.length + 1);
            d = r.data;
          }
          expect(hasCycle(d)).toBe(false);
        }
        // Stored and read back, the tree is the same.
        expect(famData(JSON.parse(JSON.stringify(d)) as Record<string, unknown>).parents).toEqual(d.parents);
      }),
      { numRuns: 300 },
    );
  });

  it("any number of parents is accepted as long as no loop closes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (n) => {
        let d = tree("child", ...Array.from({ length: n }, (_, i) => `parent${i}`));
        for (let i = 0; i < n; i++) d = must(addParent(d, "child", `parent${i}`, "unknown"));
        return d.parents.length === n && !hasCycle(d);
      }),
    );
  });

  it("layout puts every child below all of its parents", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 60 }), (edits) => {
        let d = tree(...Array.from({ length: 12 }, (_, i) => `p${i}`));
        for (const e of edits) {
          const r = addParent(d, `p${e.child}`, `p${e.parent}`, e.type);
          if (r.ok) d = r.data;
        }
        const input = { people: d.people.map((p) => p.id), parents: d.parents, partners: [] };
        const pos = layoutFamily(input);
        expect(Object.keys(pos)).toHaveLength(12);
        for (const l of d.parents) expect(pos[l.child]!.y).toBeGreaterThan(pos[l.parent]!.y);
        // No two people overlap in a row.
        const seen = new Set(Object.values(pos).map((p) => `${Math.round(p.x / 100)}:${p.y}`));
        expect(seen.size).toBe(12);
      }),
    );
  });
});

describe("layout and views", () => {
  const input = {
    people: ["gran", "mum", "dad", "kid", "kid2"],
    parents: [
      { child: "mum", parent: "gran" },
      { child: "kid", parent: "mum" },
      { child: "kid", parent: "dad" },
      { child: "kid2", parent: "mum" },
    ],
    partners: [{ a: "mum", b: "dad" }],
  };
  it("married-in partners join their partner's generation", () => {
    const g = generations(input);
    expect([g.get("gran"), g.get("mum"), g.get("dad"), g.get("kid")]).toEqual([0, 1, 1, 2]);
    const pos = layoutFamily(input);
    // Side by side, with room for the line between them.
    expect(pos.mum!.y).toBe(pos.dad!.y);
    expect(Math.abs(pos.mum!.x - pos.dad!.x)).toBe(PERSON_WIDTH + 112);
  });
  it("ancestors, descendants and collapsed branches", () => {
    expect([...visiblePeople(input, "ancestors", "kid", new Set())].sort()).toEqual(["dad", "gran", "kid", "mum"]);
    expect([...visiblePeople(input, "descendants", "gran", new Set())].sort()).toEqual(["dad", "gran", "kid", "kid2", "mum"]);
    expect([...visiblePeople(input, "all", null, new Set(["mum"]))].sort()).toEqual(["dad", "gran", "kid", "mum"]);
    expect([...visiblePeople(input, "all", null, new Set(["mum", "dad"]))].sort()).toEqual(["dad", "gran", "mum"]);
  });
});
