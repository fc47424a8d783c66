// streamCli in-process: backpressure is honoured (nothing is written while the pipe is full) and
// the progress bar shows only on a terminal.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { progressLine, streamCli, type Out } from "./cli-stream.js";

class FakeOut extends EventEmitter implements Out {
  chunks: string[] = [];
  /** write() reports "full" every `every` chunks, and then needs a drain. */
  constructor(
    readonly isTTY: boolean,
    private readonly every = 0,
    readonly columns = 60,
  ) {
    super();
  }
  waiting = false;
  writesWhileWaiting = 0;
  write(chunk: string): boolean {
    if (this.waiting) this.writesWhileWaiting++;
    this.chunks.push(chunk);
    if (this.every > 0 && this.chunks.length % this.every === 0) {
      this.waiting = true;
      setTimeout(() => {
        this.waiting = false;
        this.emit("drain");
      }, 1);
      return false;
    }
    return true;
  }
}

describe("streamCli", () => {
  it("waits for drain whenever the pipe is full", async () => {
    const out = new FakeOut(false, 7);
    const err = new FakeOut(false);
    expect(await streamCli(["name", "--count", "40", "--format", "ndjson", "--seed", "s"], "x", out, err)).toBe(0);
    expect(out.chunks).toHaveLength(40);
    expect(out.writesWhileWaiting).toBe(0);
    expect(err.chunks).toEqual([]);
  });

  it("draws a progress bar on a terminal stderr, ending at 100 %", async () => {
    let t = 0;
    const out = new FakeOut(false);
    const err = new FakeOut(true);
    expect(await streamCli(["name", "--count", "25", "--format", "ndjson"], "x", out, err, () => (t += 50))).toBe(0);
    expect(err.chunks.length).toBeGreaterThan(3);
    expect(err.chunks.at(-2)).toBe(`\r${progressLine(25, 25, 60)}`);
    expect(err.chunks.at(-1)).toBe("\n");
    expect(err.chunks.join("")).toContain(" 0%  0/25");
  });

  it("prints usage errors to stderr with code 2", async () => {
    const out = new FakeOut(false);
    const err = new FakeOut(true);
    expect(await streamCli(["name", "--count", "0"], "x", out, err)).toBe(2);
    expect(out.chunks).toEqual([]);
    expect(err.chunks.join("")).toMatch(/--count must be a whole number from 1 to 100,000/);
  });
});

describe("progressLine", () => {
  it("fits its width and counts in thousands", () => {
    const l = progressLine(35_000, 100_000, 60);
    expect(l).toBe(`[${"#".repeat(12)}${"·".repeat(24)}]  35%  35,000/100,000`);
    expect(l.length).toBeLessThanOrEqual(60);
    expect(progressLine(0, 10)).toMatch(/^\[·+\] {3}0% {2}0\/10$/);
    expect(progressLine(10, 10)).toMatch(/^\[#+\] 100% {2}10\/10$/);
  });
});
