import { expect, it } from "vitest";
import { createQueryClient } from "./query-client";

it("keeps the spec's data cache defaults: 5 minute gc, 3 retries", () => {
  const q = createQueryClient().getDefaultOptions().queries!;
  expect(q.gcTime).toBe(300_000);
  expect(q.retry).toBe(3);
});
