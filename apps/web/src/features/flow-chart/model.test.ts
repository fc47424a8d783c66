import { describe, expect, it } from "vitest";
import { addNode, connect, copySelection, flowData, moveNodes, paste, record, redo, remove, startHistory, undo, type FlowData } from "./model";

const item = "00000000-0000-4000-8000-00000000000a";
const base = (): FlowData => ({
  nodes: [
    { id: "a", type: "start", label: "Begin", x: 0, y: 0, itemId: null },
    { id: "b", type: "decision", label: "Fight?", x: 0, y: 120, itemId: item },
    { id: "c", type: "end", label: "Done", x: 0, y: 240, itemId: null },
  ],
  edges: [
    { id: "e1", from: "a", to: "b", label: "" },
    { id: "e2", from: "b", to: "c", label: "yes" },
  ],
});

describe("flowData", () => {
  it("keeps what fits and drops the rest (bad types, duplicates, arrows to nowhere)", () => {
    const d = flowData({
      nodes: [
        ...base().nodes,
        { id: "a", type: "scene", label: "dup", x: 1, y: 1 },
        { id: "z", type: "portal", x: 0, y: 0 },
        { id: "q", type: "note", x: "1", y: 0 },
      ],
      edges: [...base().edges, { id: "e3", from: "a", to: "ghost" }, { id: "e1", from: "a", to: "c" }],
    });
    expect(d).toEqual(base());
    expect(flowData({})).toEqual({ nodes: [], edges: [] });
  });
});

describe("edits", () => {
  it("adds a node below the lowest one, on the grid", () => {
    const d = addNode(base(), { id: "n", type: "scene", label: "Ambush", itemId: null });
    expect(d.nodes.at(-1)).toEqual({ id: "n", type: "scene", label: "Ambush", x: 0, y: 400, itemId: null });
  });
  it("connects two different nodes once, and says why not otherwise", () => {
    const ok = connect(base(), "a", "c", " shortcut ", "e3");
    expect(typeof ok === "string" ? ok : ok.edges.at(-1)).toEqual({ id: "e3", from: "a", to: "c", label: "shortcut" });
    expect(connect(base(), "a", "a", "")).toBe("An arrow joins two different nodes.");
    expect(connect(base(), "", "a", "")).toMatch(/^Pick/);
    expect(connect(base(), "b", "c", "yes")).toBe("That arrow is already there.");
  });
  it("deleting a node takes its arrows with it", () => {
    expect(remove(base(), new Set(["b"]))).toEqual({ nodes: [base().nodes[0], base().nodes[2]], edges: [] });
    expect(remove(base(), new Set(), new Set(["e1"])).edges.map((e) => e.id)).toEqual(["e2"]);
  });
  it("moves selected nodes by a step on the grid", () => {
    expect(moveNodes(base(), new Set(["a"]), 20, -7).nodes[0]).toMatchObject({ x: 20, y: 0 });
  });
  it("copy/paste duplicates the selection and the arrows inside it, with new ids, offset", () => {
    let n = 0;
    const clip = copySelection(base(), new Set(["a", "b"]));
    expect(clip.edges.map((e) => e.id)).toEqual(["e1"]);
    const { data, pasted } = paste(base(), clip, () => `p${++n}`);
    expect(pasted).toEqual(["p1", "p2"]);
    expect(data.nodes.slice(3)).toEqual([
      { id: "p1", type: "start", label: "Begin", x: 40, y: 40, itemId: null },
      { id: "p2", type: "decision", label: "Fight?", x: 40, y: 160, itemId: item },
    ]);
    expect(data.edges.at(-1)).toEqual({ id: "p3", from: "p1", to: "p2", label: "" });
  });
});

describe("history", () => {
  it("undo and redo walk back and forth; a new edit clears redo", () => {
    const a = base();
    const b = remove(a, new Set(["c"]));
    const c = moveNodes(b, new Set(["a"]), 40, 0);
    let h = record(record(startHistory(a), b), c);
    h = undo(h);
    expect(h.present).toBe(b);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(b);
    h = record(h, a);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
});
