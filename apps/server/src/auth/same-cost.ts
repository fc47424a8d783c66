// Answers that must not tell a known address from an unknown one by their timing
// (docs/security.md, "Enumeration"). Each endpoint keeps a moving estimate of how long its
// slower path takes and holds every answer, either path's, until about that long has passed,
// so the two timings overlap. The slower path still teaches the estimate; the faster waits.

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SameCost {
  private estimate: number;

  constructor(
    /** A first guess in milliseconds, before any slow path was measured. */
    initialMs: number,
    /** Never hold an answer longer than this. */
    private readonly maxMs = 2_000,
  ) {
    this.estimate = initialMs;
  }

  /**
   * Runs `work` and answers no sooner than the estimate (with a little jitter). `work` returns
   * true when it took the slow path (it sent mail, made an account), which updates the estimate.
   */
  async run<T>(work: () => Promise<{ slow: boolean; value: T }>): Promise<T> {
    const started = performance.now();
    let outcome: { slow: boolean; value: T } | undefined;
    let failure: unknown;
    try {
      outcome = await work();
    } catch (e) {
      failure = e;
    }
    const took = performance.now() - started;
    if (outcome?.slow) this.estimate = Math.min(this.maxMs, this.estimate * 0.8 + took * 0.2);
    const target = Math.min(this.maxMs, this.estimate * (1.05 + Math.random() * 0.1));
    if (took < target) await sleep(target - took);
    if (failure !== undefined) throw failure;
    return outcome!.value;
  }
}
