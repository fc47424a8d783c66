import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batchSeed, cyrb128, rngFromKey, streamFor, toSeed } from "./rng.js";

describe("rng", () => {
  it("hashes like the reference cyrb128 (built-in imul)", () => {
    // Reference implementation with Math.imul, to check our hand-written multiply.
    const ref = (str: string) => {
      let h1 = 1779033703,
        h2 = 3144134277,
        h3 = 1013904242,
        h4 = 2773480762;
      for (let i = 0, k; i < str.length; i++) {
        k = str.charCodeAt(i);
        h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
        h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
        h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
        h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
      }
      h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
      h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
      h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
      h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
      h1 ^= h2 ^ h3 ^ h4;
      h2 ^= h1;
      h3 ^= h1;
      h4 ^= h1;
      return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
    };
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(cyrb128(s)).toEqual(ref(s));
      }),
    );
  });

  it("is deterministic per key and differs between keys", () => {
    const a = rngFromKey("x");
    const b = rngFromKey("x");
    const c = rngFromKey("y");
    const sa = Array.from({ length: 8 }, () => a.uint32());
    expect(Array.from({ length: 8 }, () => b.uint32())).toEqual(sa);
    expect(Array.from({ length: 8 }, () => c.uint32())).not.toEqual(sa);
  });

  it("keeps int, pick and sample within bounds", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.nat(100), (k, lo, span) => {
        const r = rngFromKey(k);
        const v = r.int(lo, lo + span);
        expect(v).toBeGreaterThanOrEqual(lo);
        expect(v).toBeLessThanOrEqual(lo + span);
        expect(Number.isInteger(v)).toBe(true);
        const b = r.bell(lo, lo + span);
        expect(b).toBeGreaterThanOrEqual(lo);
        expect(b).toBeLessThanOrEqual(lo + span);
        const s = r.sample([1, 2, 3, 4, 5], 3);
        expect(new Set(s).size).toBe(3);
      }),
    );
  });

  it("spreads evenly enough", () => {
    const r = rngFromKey("spread");
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40000; i++) counts[r.int(0, 3)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it("gives independent streams per path and distinct batch seeds", () => {
    const s = toSeed("seed");
    expect(streamFor(s, "a").uint32()).not.toBe(streamFor(s, "b").uint32());
    expect(streamFor(s, "a", "b").uint32()).not.toBe(streamFor(s, "ab").uint32());
    expect(batchSeed(s, 0)).toBe("seed");
    expect(new Set(Array.from({ length: 50 }, (_, i) => batchSeed(s, i))).size).toBe(50);
    expect(batchSeed(toSeed("x".repeat(64)), 49).length).toBeLessThanOrEqual(64);
  });

  it("rejects empty or overlong seeds", () => {
    expect(() => toSeed("")).toThrow(/seed/);
    expect(() => toSeed("x".repeat(65))).toThrow(/seed/);
    expect(toSeed(42)).toBe("42");
  });
});
