// Arithmetic helpers for the atlas: the global Math is off limits in packages (lint), and the
// model's numbers are rounded so the same seed gives the same JSON on every engine.
import { floor } from "../core/int.js";

/** Square root (IEEE `**`, the one place the atlas needs it). */
export function sqrt(x: number): number {
  return x <= 0 ? 0 : x ** 0.5;
}

/** Rounded to 0.01 (coordinates in the model). */
export function r2(x: number): number {
  const v = floor(x * 100 + 0.5) / 100;
  return v === 0 ? 0 : v;
}

/** A number for SVG text: at most one decimal, no "-0". */
export function f1(x: number): string {
  const v = floor(x * 10 + 0.5) / 10;
  return v === 0 ? "0" : String(v);
}

/** How much bigger than a 1600 × 1000 map this one is drawn (lines, marks and type), 0.6–2. */
export function mapScale(width: number, height: number): number {
  const k = (width + height) / 2600;
  return k < 0.6 ? 0.6 : k > 2 ? 2 : k;
}

/** A binary min-heap of cell indices by priority, ties broken by index (stable everywhere). */
export class MinHeap {
  private readonly items: number[] = [];
  private readonly prio: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: number, priority: number): void {
    const items = this.items;
    const prio = this.prio;
    let i = items.length;
    items.push(item);
    prio.push(priority);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }

  /** The item of least priority (the caller checks size first). */
  pop(): number {
    const items = this.items;
    const prio = this.prio;
    const top = items[0] as number;
    const lastItem = items.pop() as number;
    const lastPrio = prio.pop() as number;
    if (items.length > 0) {
      items[0] = lastItem;
      prio[0] = lastPrio;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }

  /** The priority the last popped item was pushed with is not kept: callers keep their own. */
  private less(a: number, b: number): boolean {
    const pa = this.prio[a] as number;
    const pb = this.prio[b] as number;
    return pa < pb || (pa === pb && (this.items[a] as number) < (this.items[b] as number));
  }

  private swap(a: number, b: number): void {
    const items = this.items;
    const prio = this.prio;
    const t = items[a] as number;
    items[a] = items[b] as number;
    items[b] = t;
    const q = prio[a] as number;
    prio[a] = prio[b] as number;
    prio[b] = q;
  }
}
