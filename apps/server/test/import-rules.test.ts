// The repository's import rules (.dependency-cruiser.cjs, run by `npm run deps`) see resolved paths:
// a relative `../other-feature/x` is caught like `@/features/other-feature/x`, and two folders that
// import each other fail. Checked on a small tree written to a temporary directory.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const dir = mkdtempSync(join(tmpdir(), "wl-deps-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

async function violations(): Promise<string[]> {
  copyFileSync(join(repo, "tsconfig.deps.json"), join(dir, "tsconfig.deps.json"));
  const bin = join(repo, "node_modules/.bin/depcruise");
  const args = ["apps", "packages", "--config", join(repo, ".dependency-cruiser.cjs"), "--output-type", "json"];
  // depcruise exits non-zero when it finds errors; the JSON on stdout is the answer either way.
  const out = await promisify(execFile)(bin, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 }).then(
    (r) => r.stdout,
    (e: { stdout: string }) => e.stdout,
  );
  const found = (JSON.parse(out) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }).summary.violations;
  return found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("import rules on resolved paths", () => {
  it("catch a feature reaching another by a relative path, shared code importing a feature, and folder cycles", async () => {
    write({
      "apps/web/src/features/tasks/list.ts": `import { kinds } from "../library/kinds";\nexport const list = kinds;\n`,
      "apps/web/src/features/library/kinds.ts": `export const kinds = ["character"];\n`,
      "apps/web/src/features/library/page.ts": `import { kinds } from "@/features/library/kinds";\nexport const page = kinds;\n`,
      "apps/web/src/lib/format.ts": `import { page } from "../features/library/page";\nexport const format = page;\n`,
      "packages/gen/src/core/a.ts": `import { b } from "../stats/b.js";\nexport const a = () => b;\n`,
      "packages/gen/src/stats/b.ts": `import { a } from "../core/a.js";\nexport const b = () => a;\n`,
    });
    const found = await violations();
    expect(found).toContain("features-apart: apps/web/src/features/tasks/list.ts → apps/web/src/features/library/kinds.ts");
    expect(found).toContain("shared-below-features: apps/web/src/lib/format.ts → apps/web/src/features/library/page.ts");
    expect(found).toContain("no-folder-cycle: packages/gen/src/core → packages/gen/src/stats");
    // A feature's own files, by alias or by path, are its own business.
    expect(found.filter((v) => v.includes("features/library/page.ts →"))).toEqual([]);
  }, 120_000);
});
