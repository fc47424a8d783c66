// Faction coherence over many seeds: an old order's founder does not lead it today, and the
// summary and "Joining and standing" read as finished sentences.
import { describe, expect, it } from "vitest";
import { generate } from "../../index.js";

type R = ReturnType<typeof generate>[number];
const value = (r: R, key: string) => r.fields.find((f) => f.key === key)!.value;

describe("faction", () => {
  it("never has a leader who founded it generations ago", () => {
    let old = 0;
    for (let i = 0; i < 1500; i++) {
      const r = generate("faction", { seed: `fd${i}` })[0]!;
      const founded = (value(r, "founded") as { value: number }).value;
      const leader = (value(r, "leader") as { value: string }).value;
      const history = r.sections.find((s) => s.title === "History and bearing")!.markdown.split(" Today ")[0]!;
      if (founded > 40) {
        old++;
        expect(history, `${founded} years ago, led by ${leader}`).not.toContain(leader);
      }
    }
    expect(old).toBeGreaterThan(1000);
  });

  it("ends the summary with a full stop and writes Joining and standing in sentences", () => {
    for (let i = 0; i < 500; i++) {
      const r = generate("faction", { seed: `fs${i}` })[0]!;
      expect(r.summary).toMatch(/[.!?]$/);
      const joining = r.sections.find((s) => s.title === "Joining and standing")!.markdown;
      expect(joining).toMatch(/[.!?]$/);
      for (const s of joining.split(/(?<=[.!?]) /)) expect(s, joining).toMatch(/^[A-Z]/);
    }
  });
});
