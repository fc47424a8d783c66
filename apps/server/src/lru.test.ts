// The per-request caches' LRU: bounded, drops the oldest first, and keeps an entry in use.
import { describe, expect, it } from "vitest";
import { Lru } from "./lru.js";

describe("Lru", () => {
  it("stays within its bound and drops the oldest entry first", () => {
    const lru = new Lru<number, string>(4);
    for (let i = 0; i < 6; i++) lru.set(i, `v${i}`);
    expect(lru.size).toBe(4);
    lru.dropOldest();
    expect(lru.get(0)).toBeUndefined();
    expect(lru.get(1)).toBeUndefined();
    expect(lru.get(2)).toBeUndefined();
    expect([3, 4, 5].map((k) => lru.get(k))).toEqual(["v3", "v4", "v5"]);
    lru.delete(5);
    expect(lru.get(5)).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it("a use moves an entry that fell behind, so an older unused one goes before it", () => {
    const lru = new Lru<string, number>(4);
    for (const k of ["a", "b", "c", "d"]) lru.set(k, 0);
    expect(lru.get("a")).toBe(0);
    lru.set("e", 0);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(0);
  });

  it("setting a key again replaces its value without growing", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("a", 2);
    lru.set("b", 3);
    expect(lru.size).toBe(2);
    expect(lru.get("a")).toBe(2);
  });

  it("never drops an entry used within the last max/2 - 1 insertions", () => {
    const max = 100;
    const lru = new Lru<string, number>(max);
    lru.set("kept", 0);
    for (let i = 0; i < 5000; i++) {
      lru.set(`k${i}`, i);
      if (i % (max / 2 - 1) === 0) expect(lru.get("kept")).toBe(0);
    }
    expect(lru.get("kept")).toBe(0);
  });

  it("drops an entry nobody uses once max others came in after it", () => {
    const lru = new Lru<string, number>(10);
    lru.set("idle", 0);
    for (let i = 0; i < 10; i++) lru.set(`k${i}`, i);
    expect(lru.get("idle")).toBeUndefined();
  });
});
