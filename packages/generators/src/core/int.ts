// Integer helpers: the global Math is off limits in packages (lint), so the few operations the
// generators need are written here as plain arithmetic.

/** Largest integer ≤ x, for finite x. */
export function floor(x: number): number {
  const t = x - (x % 1);
  return x < 0 && t !== x ? t - 1 : t;
}

/** Integer division rounding towards −∞. */
export function floorDiv(a: number, b: number): number {
  return floor(a / b);
}

/** Modulo whose result has the sign of the divisor (always ≥ 0 for b > 0). */
export function mod(a: number, b: number): number {
  const r = a % b;
  return r !== 0 && r < 0 !== b < 0 ? r + b : r + 0;
}

/** Nearest integer, halves rounded up. */
export function round(x: number): number {
  return floor(x + 0.5);
}

export function abs(x: number): number {
  return x < 0 ? -x : x;
}

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

export function min(a: number, b: number): number {
  return a < b ? a : b;
}

export function max(a: number, b: number): number {
  return a > b ? a : b;
}

/** Rounds to `step` (e.g. populations to the nearest 10). */
export function roundTo(x: number, step: number): number {
  return round(x / step) * step;
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
