// Lists every e2e test that failed and then passed on its retry, at the end of the run and in
// e2e/test-results/flaky.txt. A retry lets CI land on a shared two-core machine, but a flaky test
// is a bug (in the app or in the test's waits) until shown otherwise: this keeps each one visible
// so it gets fixed, never silently absorbed. See docs/decisions/0008-e2e-retry.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Reporter, TestCase } from "vitest/node";

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (!d?.flaky) return;
    // A test that passed on its retry keeps the errors of the attempts that failed: the first one,
    // with the line of the test it came from, says where to look without another run.
    const first = test.result().errors?.[0];
    const where = first?.stack?.split("\n").find((l) => /tests\/[^/]+\.e2e\.ts:\d+/.test(l));
    const why = first
      ? `\n      first failure: ${(first.message ?? "").split("\n")[0]!.slice(0, 300)}${where ? `\n      at ${where.trim().replace(/.*\/e2e\//, "")}` : ""}`
      : "";
    this.flaky.push(`${test.module.moduleId.replace(/.*\/e2e\//, "")} > ${test.fullName} (passed on retry ${d.retryCount})${why}`);
  }

  onTestRunEnd(): void {
    const out = join(dirname(fileURLToPath(import.meta.url)), "..", "test-results", "flaky.txt");
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, this.flaky.map((l) => `${l}\n`).join(""));
    if (this.flaky.length === 0) return;
    process.stdout.write(
      `\nFLAKY: ${this.flaky.length} test(s) failed first and passed on retry; each is a bug to fix:\n${this.flaky.map((l) => `  - ${l}\n`).join("")}\n`,
    );
  }
}
