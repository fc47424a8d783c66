// The bin's I/O: cliChunks written to stdout as they are made, waiting for "drain" whenever the
// pipe is full (so memory stays flat however many results), with a progress bar on stderr only
// when stderr is a terminal. A closed pipe (`| head`) ends the run quietly.
import { cliChunks, isPlan, parseCli } from "./cli.js";
import { floor, max, min } from "./core/int.js";

export interface Out {
  write(chunk: string): boolean;
  once(event: "drain" | "error" | "close", listener: (...args: unknown[]) => void): unknown;
  off?(event: "drain" | "error" | "close", listener: (...args: unknown[]) => void): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/** "[#######·············]  35%  35,000/100,000" fitted to `width` columns. */
export function progressLine(done: number, total: number, width = 80): string {
  const pct = total === 0 ? 100 : floor((done / total) * 100);
  const tail = ` ${String(pct).padStart(3)}%  ${done.toLocaleString("en")}/${total.toLocaleString("en")}`;
  const bar = max(10, min(40, width - tail.length - 3));
  const filled = total === 0 ? bar : floor((done / total) * bar);
  return `[${"#".repeat(filled)}${"·".repeat(bar - filled)}]${tail}`;
}

function waitDrain(out: Out): Promise<boolean> {
  return new Promise((resolve) => {
    const onDrain = () => {
      out.off?.("error", onEnd);
      out.off?.("close", onEnd);
      resolve(true);
    };
    const onEnd = () => {
      out.off?.("drain", onDrain);
      resolve(false);
    };
    out.once("drain", onDrain);
    out.once("error", onEnd);
    out.once("close", onEnd);
  });
}

/** Runs the command, streaming; resolves to the exit code. */
export async function streamCli(argv: readonly string[], defaultSeed: string, stdout: Out, stderr: Out, now: () => number = Date.now): Promise<number> {
  const plan = parseCli(argv, defaultSeed);
  if (!isPlan(plan)) {
    if (plan.stdout) stdout.write(plan.stdout);
    if (plan.stderr) stderr.write(plan.stderr);
    return plan.code;
  }
  let closed = false;
  stdout.once("error", () => (closed = true));
  const tty = stderr.isTTY === true && plan.count > 1;
  let done = 0;
  let shown = -1;
  const draw = () => {
    stderr.write(`\r${progressLine(done, plan.count, stderr.columns ?? 80)}`);
    shown = now();
  };
  if (tty) draw();
  for (const chunk of cliChunks(plan)) {
    if (closed) break;
    const ok = stdout.write(chunk);
    done++;
    if (tty && now() - shown >= 100) draw();
    if (!ok && !(await waitDrain(stdout))) break;
  }
  if (tty) {
    draw();
    stderr.write("\n");
  }
  return 0;
}
