import { describe, expect, it } from "vitest";
import { NO_FILTER, relationsOf, visibleGraph, withinHops, type GraphNode } from "./graph";
import { relData, relationSentence, type Relation, type RelationType } from "./relation-data";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const node = (n: number, name: string, kind = "character"): GraphNode => ({ id: id(n), name, kind });
const rel = (from: number, to: number, type: RelationType = "ally", extra: Partial<Relation> = {}): Relation => ({
  id: `r${from}-${to}-${type}`,
  from: id(from),
  to: id(to),
  type,
  label: "",
  mutual: false,
  strength: 3,
  note: "",
  ...extra,
});

// A chain 1–2–3–4–5, a faction 6 that 1 is a member of, and 7 alone.
const nodes = [
  node(1, "Aldric"),
  node(2, "Brena"),
  node(3, "Corin"),
  node(4, "Dara"),
  node(5, "Elsp"),
  node(6, "The Grey Company", "faction"),
  node(7, "Fenn"),
];
const relations = [rel(1, 2), rel(3, 2, "enemy"), rel(3, 4), rel(4, 5, "owes"), rel(1, 6, "member-of")];

describe("withinHops", () => {
  it("follows relations both ways and stops at N", () => {
    expect([...withinHops(relations, id(1), 0).keys()]).toEqual([id(1)]);
    expect(new Map(withinHops(relations, id(1), 1))).toEqual(
      new Map([
        [id(1), 0],
        [id(2), 1],
        [id(6), 1],
      ]),
    );
    expect(withinHops(relations, id(1), 2).get(id(3))).toBe(2);
    expect(withinHops(relations, id(1), 2).has(id(4))).toBe(false);
    expect(withinHops(relations, id(5), 10).size).toBe(6);
    expect(withinHops(relations, id(7), 3).size).toBe(1);
  });

  it("counts the shortest distance when there are cycles", () => {
    const cycle = [rel(1, 2), rel(2, 3), rel(3, 4), rel(4, 1)];
    expect(withinHops(cycle, id(1), 5).get(id(3))).toBe(2);
    expect(withinHops(cycle, id(1), 5).get(id(4))).toBe(1);
  });
});

describe("visibleGraph", () => {
  const names = (g: ReturnType<typeof visibleGraph>) => g.nodes.map((n) => n.name);

  it("shows everything without a filter", () => {
    const g = visibleGraph(nodes, relations, NO_FILTER);
    expect(g.nodes).toHaveLength(7);
    expect(g.relations).toHaveLength(5);
    expect(g.matches.size).toBe(0);
  });

  it("filters relations by type, keeping every item", () => {
    const g = visibleGraph(nodes, relations, { ...NO_FILTER, types: new Set(["enemy", "owes"]) });
    expect(g.relations.map((r) => r.type).sort()).toEqual(["enemy", "owes"]);
    expect(g.nodes).toHaveLength(7);
  });

  it("filters items by kind, dropping their relations", () => {
    const g = visibleGraph(nodes, relations, { ...NO_FILTER, kinds: new Set(["character"]) });
    expect(names(g)).not.toContain("The Grey Company");
    expect(g.relations.some((r) => r.type === "member-of")).toBe(false);
    expect(g.relations).toHaveLength(4);
  });

  it("focuses on one item with N hops", () => {
    expect(names(visibleGraph(nodes, relations, { ...NO_FILTER, focus: { id: id(3), hops: 1 } }))).toEqual(["Brena", "Corin", "Dara"]);
    const two = visibleGraph(nodes, relations, { ...NO_FILTER, focus: { id: id(3), hops: 2 } });
    expect(names(two)).toEqual(["Aldric", "Brena", "Corin", "Dara", "Elsp"]);
    expect(two.relations).toHaveLength(4);
  });

  it("counts hops over the relation types that are shown", () => {
    // Without the "ally" relations Corin reaches nobody but Brena (enemy) within any distance.
    const g = visibleGraph(nodes, relations, { ...NO_FILTER, types: new Set(["enemy"]), focus: { id: id(3), hops: 3 } });
    expect(names(g)).toEqual(["Brena", "Corin"]);
  });

  it("shows nothing when the focused item is filtered out", () => {
    const g = visibleGraph(nodes, relations, { ...NO_FILTER, kinds: new Set(["faction"]), focus: { id: id(3), hops: 2 } });
    expect(g.nodes).toEqual([]);
    expect(g.relations).toEqual([]);
  });

  it("marks the items whose name matches the search", () => {
    const g = visibleGraph(nodes, relations, { ...NO_FILTER, query: "   " });
    expect(g.matches).toEqual(new Set());
    const h = visibleGraph(nodes, relations, { ...NO_FILTER, query: "RE" });
    expect([...h.matches].sort()).toEqual([id(2), id(6)]);
  });

  it("stays quick on 1,000 items and 3,000 relations", () => {
    const many = Array.from({ length: 1000 }, (_, i) => node(i + 1, `Person ${i}`));
    const rels = Array.from({ length: 3000 }, (_, i) => rel((i % 1000) + 1, ((i * 7 + 13) % 1000) + 1, i % 2 ? "ally" : "enemy", { id: `r${i}` })).filter(
      (r) => r.from !== r.to,
    );
    const g = visibleGraph(many, rels, { ...NO_FILTER, types: new Set(["ally"]), focus: { id: id(1), hops: 2 }, query: "person 1" });
    expect(g.nodes.length).toBeGreaterThan(1);
    expect(g.relations.every((r) => r.type === "ally")).toBe(true);
  });
});

describe("relationsOf and relData", () => {
  it("finds the relations touching an item", () => {
    expect(relationsOf(relations, id(2)).map((r) => r.id)).toEqual(["r1-2-ally", "r3-2-enemy"]);
  });

  it("keeps valid relations and positions and drops the rest", () => {
    const d = relData({
      relations: [
        rel(1, 2),
        { ...rel(2, 3), type: "friend" },
        rel(4, 4),
        { ...rel(1, 2), strength: 9 },
        rel(1, 2),
        { id: "x", from: id(1), to: id(5), type: "owes" },
      ],
      positions: { [id(1)]: { x: 10, y: 20 }, [id(2)]: { x: "a", y: 1 } },
    });
    expect(d.relations.map((r) => r.id)).toEqual(["r1-2-ally", "x"]);
    expect(d.relations[1]).toMatchObject({ mutual: false, strength: 3, note: "", label: "" });
    expect(d.positions).toEqual({ [id(1)]: { x: 10, y: 20 } });
    expect(relData({})).toEqual({ relations: [], positions: {} });
  });

  it("reads a relation as a sentence", () => {
    expect(relationSentence(rel(1, 2, "mentor"), "Aldric", "Brena")).toBe("Aldric is a mentor to Brena");
    expect(relationSentence(rel(1, 2, "lover", { mutual: true }), "Aldric", "Brena")).toBe("Aldric and Brena: lover, both ways");
    expect(relationSentence(rel(1, 2, "custom", { label: "Sworn to" }), "Aldric", "Brena")).toBe("Aldric → Sworn to → Brena");
  });
});
