import { describe, expect, it } from "vitest";
import type { Plan } from "@/data/subscription/types";
import { formatBytes, planLimit } from "./plan-card";

describe("plan card helpers", () => {
  it("formats bytes for people", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("2 KB");
    expect(formatBytes(50 * 1024 * 1024)).toBe("50 MB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
    expect(formatBytes(1.25 * 1024 ** 3)).toBe("1.3 GB");
  });

  it("reads each limit from its column", () => {
    const plan = { max_universes: 10, max_items: 500, max_story_documents: 50, max_storage_bytes: 52428800, max_batch_size: 50 } as Plan;
    expect(planLimit(plan, "universes")).toBe(10);
    expect(planLimit(plan, "items")).toBe(500);
    expect(planLimit(plan, "story_documents")).toBe(50);
    expect(planLimit(plan, "storage_bytes")).toBe(52428800);
    expect(planLimit(plan, "batch_size")).toBe(50);
  });
});
