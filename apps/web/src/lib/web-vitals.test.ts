import { describe, expect, it } from "vitest";
import { rateVital, VITAL_LIMITS } from "./web-vitals";

describe("web-vitals ratings (spec §9 limits)", () => {
  it("uses the spec's good/poor limits", () => {
    expect(VITAL_LIMITS).toEqual({ FCP: [1800, 3000], CLS: [0.1, 0.25], LCP: [2500, 4000], TTFB: [800, 1800] });
  });

  it("rates at and around the limits", () => {
    expect(rateVital("FCP", 1800)).toBe("good");
    expect(rateVital("FCP", 1801)).toBe("needs-improvement");
    expect(rateVital("FCP", 3000)).toBe("needs-improvement");
    expect(rateVital("FCP", 3001)).toBe("poor");
    expect(rateVital("CLS", 0.05)).toBe("good");
    expect(rateVital("CLS", 0.3)).toBe("poor");
    expect(rateVital("LCP", 2600)).toBe("needs-improvement");
    expect(rateVital("TTFB", 2000)).toBe("poor");
  });
});
