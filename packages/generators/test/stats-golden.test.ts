// Golden stat blocks: two seeds per kind with stats=5e (and one system-neutral), pinned like the
// golden results. A kind's version bump may change them (a block reads the kind's fields):
// UPDATE_GOLDEN=1 rewrites them, as for test/golden/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generators } from "../src/index.js";
import { STAT_KINDS } from "../src/stats/index.js";

const dir = new URL("./golden-stats/", import.meta.url);
const CASES = [
  { seed: "stats-1", options: { stats: "5e" } },
  { seed: "stats-2", options: { stats: "5e", setting: "dark-fantasy", tone: "grim" } },
  { seed: "stats-1", options: { stats: "neutral" } },
];

interface StatsGolden {
  kind: string;
  version: number;
  blocks: { seed: string; options: Record<string, string>; statBlock: unknown; markdown: string }[];
}

describe.each([...STAT_KINDS])("%s", (kind) => {
  const g = generators[kind]!;
  const file = new URL(`${kind}.json`, dir);

  it("matches its golden stat blocks", () => {
    const blocks = CASES.map((c) => {
      const r = g.generate({ seed: c.seed as never, options: c.options });
      const section = r.sections.find((s) => s.title === "Stat block");
      return { seed: c.seed, options: c.options, statBlock: r.statBlock, markdown: section?.markdown ?? "" };
    });
    const current: StatsGolden = { kind, version: g.version, blocks: JSON.parse(JSON.stringify(blocks)) };
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(current, null, 1)}\n`);
      return;
    }
    const golden = JSON.parse(readFileSync(file, "utf8")) as StatsGolden;
    if (golden.version !== g.version)
      throw new Error(`${kind}: version ${g.version} but golden stat blocks have ${golden.version}. Run UPDATE_GOLDEN=1 on test/stats-golden.test.ts.`);
    expect(current.blocks).toEqual(golden.blocks);
    for (const b of current.blocks) expect(b.markdown).toMatch(/^\| Statistic \| Value \|/);
  });
});
