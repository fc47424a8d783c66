// Seeded randomness: a branded Seed, the cyrb128 string hash and the sfc32 generator, and
// sub-streams keyed by (seed, path) so every field of a result draws from its own stream.
import { floor } from "./int.js";

declare const seedBrand: unique symbol;
/** A seed as the user sees and shares it: any non-empty string of at most 64 characters. */
export type Seed = string & { readonly [seedBrand]: true };

export const MAX_SEED_LENGTH = 64;

export function isSeed(value: unknown): value is Seed {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_SEED_LENGTH;
}

/** Validates and brands a seed; numbers become their decimal text. */
export function toSeed(value: string | number): Seed {
  const s = typeof value === "number" ? String(value) : value;
  if (!isSeed(s)) throw new RangeError(`A seed is a non-empty text of at most ${MAX_SEED_LENGTH} characters; got ${JSON.stringify(s)}.`);
  return s;
}

/** A fresh-looking seed from any 32-bit entropy the caller has (the engine never invents it). */
export function seedFromNumber(n: number): Seed {
  return (n >>> 0).toString(36).padStart(7, "0") as Seed;
}

/** cyrb128 (bryc): a fast 128-bit string hash, used only to seed sfc32. */
export function cyrb128(str: string): [number, number, number, number] {
  const h = new HashState();
  h.feed(str);
  h.finish();
  return [h.h1 >>> 0, h.h2 >>> 0, h.h3 >>> 0, h.h4 >>> 0];
}

/**
 * cyrb128 fed piece by piece: hashing "a" then "b" is the same as hashing "ab", so a stream's
 * key is never built as a string, and a shared prefix (seed, kind, "field") is hashed once.
 */
class HashState {
  // Kept as signed 32-bit values (every step is bitwise, so only the low 32 bits matter): V8
  // stores small integers in the object itself, but 3144134277 as a separate boxed number.
  h1 = 1779033703;
  h2 = 3144134277 | 0;
  h3 = 1013904242;
  h4 = 2773480762 | 0;

  copy(): HashState {
    const c = new HashState();
    c.h1 = this.h1;
    c.h2 = this.h2;
    c.h3 = this.h3;
    c.h4 = this.h4;
    return c;
  }

  feed(str: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    let h3 = this.h3;
    let h4 = this.h4;
    // imul32 with the constants split in halves beforehand (x * lo is exact below 2^53, and
    // only the low 16 bits of x * hi matter): the same products, fewer operations.
    for (let i = 0; i < str.length; i++) {
      const k = str.charCodeAt(i);
      let x = h1 ^ k;
      h1 = h2 ^ ((x * 0x961b + ((x * 0x239b) << 16)) | 0);
      x = h2 ^ k;
      h2 = h3 ^ ((x * 0x9789 + ((x * 0xab0e) << 16)) | 0);
      x = h3 ^ k;
      h3 = h4 ^ ((x * 0x4ae5 + ((x * 0x38b3) << 16)) | 0);
      x = h4 ^ k;
      h4 = h1 ^ ((x * 0x8b93 + ((x * 0xa1e3) << 16)) | 0);
    }
    this.h1 = h1;
    this.h2 = h2;
    this.h3 = h3;
    this.h4 = h4;
  }

  /** The U+0001 separator of stream paths. */
  sep(): void {
    const h1 = this.h1;
    this.h1 = this.h2 ^ imul32(h1 ^ 1, 597399067);
    this.h2 = this.h3 ^ imul32(this.h2 ^ 1, 2869860233);
    this.h3 = this.h4 ^ imul32(this.h3 ^ 1, 951274213);
    this.h4 = this.h1 ^ imul32(this.h4 ^ 1, 2716044179);
  }

  finish(): void {
    let h1 = this.h1;
    let h2 = this.h2;
    let h3 = this.h3;
    let h4 = this.h4;
    h1 = imul32(h3 ^ (h1 >>> 18), 597399067);
    h2 = imul32(h4 ^ (h2 >>> 22), 2869860233);
    h3 = imul32(h1 ^ (h3 >>> 17), 951274213);
    h4 = imul32(h2 ^ (h4 >>> 19), 2716044179);
    h1 ^= h2 ^ h3 ^ h4;
    h2 ^= h1;
    h3 ^= h1;
    h4 ^= h1;
    this.h1 = h1;
    this.h2 = h2;
    this.h3 = h3;
    this.h4 = h4;
  }
}

/** 32-bit multiply with wrap-around; the same as the built-in imul, written out because the global Math is off limits. */
function imul32(a: number, b: number): number {
  const ah = (a >>> 16) & 0xffff;
  const al = a & 0xffff;
  const bh = (b >>> 16) & 0xffff;
  const bl = b & 0xffff;
  return (al * bl + (((ah * bl + al * bh) << 16) >>> 0)) | 0;
}

/** A deterministic random stream. Every method advances it; nothing else does. */
export interface Rng {
  /** Uniform 32-bit unsigned integer. */
  uint32(): number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [item, weight] with weight > 0. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** n distinct items in random order (all of them if n ≥ length). */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** Roughly bell-shaped integer in [lo, hi] (mean of three uniforms). */
  bell(lo: number, hi: number): number;
}

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(h: HashState) {
    h.finish();
    // The 12 warm-up rounds of uint32() on locals; the state stays signed 32-bit (see HashState).
    let a = h.h1 | 0;
    let b = h.h2 | 0;
    let c = h.h3 | 0;
    let d = h.h4 | 0;
    for (let i = 0; i < 12; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.uint32() / 4294967296;
  }

  int(lo: number, hi: number): number {
    if (hi < lo) throw new RangeError(`rng.int: empty range ${lo}..${hi}`);
    return lo + floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("rng.pick: empty list");
    return items[floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    if (!(total > 0)) throw new RangeError("rng.weighted: no positive weight");
    let r = this.next() * total;
    for (const [item, w] of entries) {
      r -= w;
      if (r < 0) return item;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const k = n < copy.length ? n : copy.length;
    for (let i = 0; i < k; i++) {
      const j = i + floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    copy.length = k;
    return copy;
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  bell(lo: number, hi: number): number {
    const u = (this.next() + this.next() + this.next()) / 3;
    return lo + floor(u * (hi - lo + 1));
  }
}

/** A stream for an arbitrary key; prefer `streamFor` so keys follow one convention. */
export function rngFromKey(key: string): Rng {
  const h = new HashState();
  h.feed(key);
  return new Sfc32(h);
}

/**
 * The stream of one path under a seed, e.g. streamFor(seed, "character", "field", "eyes").
 * Paths are joined with a separator no seed text can fake (U+0001).
 */
export function streamFor(seed: Seed, ...path: string[]): Rng {
  return streamPrefix(seed).stream(...path);
}

/**
 * A key prefix hashed once, from which many streams are drawn: prefix.stream(a, b) is exactly
 * rngFromKey(prefix + "\u0001" + a + "\u0001" + b) without building that text.
 */
export class StreamPrefix {
  /** @internal */
  constructor(private readonly state: HashState) {}

  /** A longer prefix: this one, a separator and `part`. */
  extend(part: string): StreamPrefix {
    const h = this.state.copy();
    h.sep();
    h.feed(part);
    return new StreamPrefix(h);
  }

  stream(...path: string[]): Rng {
    const h = this.state.copy();
    if (path.length === 0) h.sep();
    for (let i = 0; i < path.length; i++) {
      h.sep();
      h.feed(path[i] as string);
    }
    return new Sfc32(h);
  }

  /** The same as stream(a) without a rest-parameter array. */
  stream1(a: string): Rng {
    const h = this.state.copy();
    h.sep();
    h.feed(a);
    return new Sfc32(h);
  }
}

/** The prefix of every stream of a seed; streamPrefix(seed).stream(...path) = streamFor(seed, ...path). */
export function streamPrefix(seed: Seed | string): StreamPrefix {
  const h = new HashState();
  h.feed(seed);
  return new StreamPrefix(h);
}

/** A prefix for rngFromKey-style keys: keyPrefix(k).stream1(m) = rngFromKey(k + "\u0001" + m). */
export function keyPrefix(key: string): StreamPrefix {
  return streamPrefix(key);
}

/** The seed of the i-th result of a batch: the first keeps the seed itself. */
export function batchSeed(seed: Seed, index: number): Seed {
  if (index === 0) return seed;
  const base = seed.length > MAX_SEED_LENGTH - 4 ? seed.slice(0, MAX_SEED_LENGTH - 4) : seed;
  return `${base}~${index}` as Seed;
}
