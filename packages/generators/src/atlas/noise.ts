// Seeded 2-D value noise and its fractal sum: arithmetic only (no trigonometry), so the same seed
// gives the same field on every engine.
import { floor } from "../core/int.js";
import type { Rng } from "../core/rng.js";

export type Noise2 = (x: number, y: number) => number;

/** Value noise in [-1, 1] on a unit lattice, smoothly interpolated. */
export function valueNoise(rng: Rng): Noise2 {
  const perm = new Uint8Array(512);
  const base = rng.shuffle(Array.from({ length: 256 }, (_, i) => i));
  for (let i = 0; i < 512; i++) perm[i] = base[i & 255] as number;
  const vals = new Float64Array(256);
  for (let i = 0; i < 256; i++) vals[i] = rng.next() * 2 - 1;
  const at = (ix: number, iy: number): number => vals[perm[((perm[ix & 255] as number) + iy) & 511] as number] as number;
  return (x, y) => {
    const x0 = floor(x);
    const y0 = floor(y);
    const tx = x - x0;
    const ty = y - y0;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const a = at(x0, y0);
    const b = at(x0 + 1, y0);
    const c = at(x0, y0 + 1);
    const d = at(x0 + 1, y0 + 1);
    const top = a + (b - a) * sx;
    const bottom = c + (d - c) * sx;
    return top + (bottom - top) * sy;
  };
}

/** A fractal sum of `octaves` layers, each twice the frequency and `gain` the weight; about [-1, 1]. */
export function fbm(noise: Noise2, octaves: number, gain = 0.5): Noise2 {
  return (x, y) => {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let f = 1;
    for (let o = 0; o < octaves; o++) {
      sum += amp * noise(x * f + o * 17.3, y * f - o * 9.1);
      norm += amp;
      amp *= gain;
      f *= 2;
    }
    return sum / norm;
  };
}
