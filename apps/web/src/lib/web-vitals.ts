// Performance ratings logged to the console only (docs/spec.md §9 good/poor limits); never sent anywhere.
import type { Metric } from "web-vitals";

export const VITAL_LIMITS = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
} as const satisfies Record<string, readonly [number, number]>;

export type VitalName = keyof typeof VITAL_LIMITS;

export function rateVital(name: VitalName, value: number): "good" | "needs-improvement" | "poor" {
  const [good, poor] = VITAL_LIMITS[name];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs-improvement";
}

function log(metric: Metric) {
  const name = metric.name as VitalName;
  if (!(name in VITAL_LIMITS)) return;
  console.log(`[web-vitals] ${name} ${Math.round(metric.value * 1000) / 1000} (${rateVital(name, metric.value)})`);
}

/** Loads web-vitals on its own (it is not needed to draw the first page: docs/decisions/0006-web-budgets.md). */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onLCP, onTTFB } = await import("web-vitals");
  onFCP(log);
  onCLS(log);
  onLCP(log);
  onTTFB(log);
}
