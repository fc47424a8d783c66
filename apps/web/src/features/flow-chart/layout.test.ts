import ELK from "elkjs/lib/elk.bundled.js";
import { describe, expect, it } from "vitest";
import { layoutFlow } from "./layout";

describe("layoutFlow", () => {
  it("lays a chain out top to bottom, on the grid", async () => {
    const p = await layoutFlow(new ELK(), {
      nodes: ["a", "b", "c"],
      edges: [
        { id: "1", from: "a", to: "b" },
        { id: "2", from: "b", to: "c" },
      ],
    });
    expect(p.a!.y).toBeLessThan(p.b!.y);
    expect(p.b!.y).toBeLessThan(p.c!.y);
    for (const q of Object.values(p)) expect([q.x % 20, q.y % 20]).toEqual([0, 0]);
  });
});
