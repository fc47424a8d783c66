// Writes how long each e2e file took, with its retries and the machine's load, to e2e/test-results/durations.txt and prints the slowest.
// A slow CI run is either slower code or a busier machine: on the shared two-core machine a load
// average of 12 makes every file about twice as long (docs/decisions/0011-ci-time.md), so the load
// is recorded beside each file's time, and files can be compared between two runs one by one.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Reporter, TestModule } from "vitest/node";

interface FileTime {
  file: string;
  seconds: number;
  tests: number;
  retried: number;
  failed: number;
  load: number;
}

const SHOWN = 10;

export default class DurationsReporter implements Reporter {
  private readonly files: FileTime[] = [];
  private readonly startLoad = loadavg()[0]!;
  private readonly started = performance.now();

  onTestModuleEnd(module: TestModule): void {
    let tests = 0;
    let retried = 0;
    let failed = 0;
    for (const test of module.children.allTests()) {
      tests++;
      if ((test.diagnostic()?.retryCount ?? 0) > 0) retried++;
      if (test.result().state === "failed") failed++;
    }
    const d = module.diagnostic();
    // Hooks (the server and Chromium start) count: they are part of what the file costs.
    const seconds = (d.duration + d.setupDuration + d.collectDuration + d.prepareDuration) / 1000;
    this.files.push({ file: module.moduleId.replace(/.*\/e2e\//, ""), seconds, tests, retried, failed, load: loadavg()[0]! });
  }

  onTestRunEnd(): void {
    const files = [...this.files].sort((a, b) => b.seconds - a.seconds);
    const wall = (performance.now() - this.started) / 1000;
    const line = (f: FileTime) =>
      `${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(3)} tests${f.retried ? `, ${f.retried} retried` : ""}${f.failed ? `, ${f.failed} failed` : ""}  load ${f.load.toFixed(1)}  ${f.file}`;
    const header = `e2e: ${files.length} files in ${wall.toFixed(0)} s; load average ${this.startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
    const out = join(dirname(fileURLToPath(import.meta.url)), "..", "test-results", "durations.txt");
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${header}\n${files.map((f) => `${line(f)}\n`).join("")}`);
    if (files.length < 2) return;
    process.stdout.write(
      `\n${header}; slowest files (all in test-results/durations.txt):\n${files
        .slice(0, SHOWN)
        .map((f) => `  ${line(f)}\n`)
        .join("")}\n`,
    );
  }
}
