// generate(kind, request): the one entry point — validates the kind, the seed and the batch
// size, then runs the registered generator once per batch seed.
import { KIND_IDS, type KindId } from "./catalog.js";
import type { Generator } from "./define.js";
import { GeneratorOptionError } from "./options.js";
import { batchSeed, isSeed, MAX_SEED_LENGTH, type Seed } from "./rng.js";
import type { GeneratedResult, Locks, World } from "./types.js";

/** The largest batch one call makes: the Pro plan's batch size (docs/subscription.md). */
export const MAX_BATCH = 200;

export interface GenerateRequest {
  readonly seed: Seed | string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly locks?: Locks;
  readonly world?: World;
  /** 1–50; result i uses batchSeed(seed, i), so each can be reproduced on its own. */
  readonly count?: number;
}

export type Registry = Readonly<Partial<Record<KindId, Generator>>>;

export function registeredKinds(registry: Registry): KindId[] {
  return KIND_IDS.filter((k) => registry[k] !== undefined);
}

export function getGenerator(registry: Registry, kind: string): Generator {
  const g = (registry as Record<string, Generator | undefined>)[kind];
  if (!g) {
    const known = (KIND_IDS as readonly string[]).includes(kind);
    throw new GeneratorOptionError(
      `${known ? `The ${kind} generator is not available yet` : `Unknown kind "${kind}"`}. Available kinds: ${registeredKinds(registry).join(", ")}`,
    );
  }
  return g;
}

export function generateWith(registry: Registry, kind: string, req: GenerateRequest): GeneratedResult[] {
  const g = getGenerator(registry, kind);
  if (!isSeed(req.seed)) throw new GeneratorOptionError(`A seed is a non-empty text of at most ${MAX_SEED_LENGTH} characters.`);
  const n = req.count ?? 1;
  if (!Number.isInteger(n) || n < 1 || n > MAX_BATCH) throw new GeneratorOptionError(`count must be an integer from 1 to ${MAX_BATCH}; got ${String(n)}.`);
  const out: GeneratedResult[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      g.generate({
        seed: batchSeed(req.seed, i),
        ...(req.options ? { options: req.options } : {}),
        ...(req.locks ? { locks: req.locks } : {}),
        ...(req.world ? { world: req.world } : {}),
      }),
    );
  }
  return out;
}
