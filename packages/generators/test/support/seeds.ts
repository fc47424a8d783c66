// Seed counts and option combinations for the cross-kind tests.
import { floor } from "../../src/core/int.js";
import { toSeed, type Generator, type Seed } from "../../src/index.js";

/** Seeds per kind for the full quality checks (override with GEN_QUALITY_SEEDS). */
export const QUALITY_SEEDS = Number(process.env.GEN_QUALITY_SEEDS ?? 10000);
/** Seeds per kind for name and result distinctness (override with GEN_DISTINCT_SEEDS). */
export const DISTINCT_SEEDS = Number(process.env.GEN_DISTINCT_SEEDS ?? 10000);

/** Every kind is checked on the full count; GEN_DISTINCT_SEEDS overrides it for quick local runs. */
export function distinctSeedsFor(_kind: string): number {
  return DISTINCT_SEEDS;
}

export function seedAt(i: number): Seed {
  return toSeed(`q${i}`);
}

/** The i-th option combination: each enum option cycles through its values at its own pace. */
export function optionsAt(g: Generator, i: number): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  let stride = 1;
  for (const [key, spec] of Object.entries(g.options)) {
    if (spec.type === "enum") {
      out[key] = spec.values[floor(i / stride) % spec.values.length] as string;
      stride *= spec.values.length;
      if (stride > 1_000_000) stride = 1;
    } else if (spec.type === "number") {
      const span = spec.max - spec.min;
      out[key] = spec.integer ? spec.min + ((i * 7) % (span + 1)) : spec.min + (span * (i % 10)) / 10;
    } else {
      out[key] = i % 2 === 0;
    }
  }
  return out;
}
