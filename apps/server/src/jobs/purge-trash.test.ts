import { afterEach, describe, expect, it, vi } from "vitest";
import type { Queryable } from "../db/db.js";
import { startTrashPurge } from "./purge-trash.js";

function fakeDb(fail = false) {
  const calls: string[] = [];
  const db: Queryable = {
    query: async <R>(sql: string) => {
      calls.push(sql);
      if (fail) throw new Error("database gone");
      return { rows: [] as R[], affectedRows: 0 };
    },
    exec: async () => undefined,
  };
  return { db, calls };
}

describe("startTrashPurge", () => {
  afterEach(() => vi.useRealTimers());

  it("purges (and on PGlite analyzes) at once, then on every interval, and stops", async () => {
    vi.useFakeTimers();
    const { db, calls } = fakeDb();
    const purge = startTrashPurge(db, () => undefined, 1000, { analyze: true });
    await purge.idle();
    expect(calls).toEqual(["select public.purge_trash() as purged", "analyze public.content_items"]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls).toHaveLength(6);
    await purge.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(6);
  });

  it("leaves statistics to autovacuum on PostgreSQL", async () => {
    const { db, calls } = fakeDb();
    const purge = startTrashPurge(db, () => undefined, 60_000);
    await purge.idle();
    expect(calls).toEqual(["select public.purge_trash() as purged"]);
    await purge.stop();
  });

  it("reports a failed run and keeps going", async () => {
    const { db } = fakeDb(true);
    const errors: unknown[] = [];
    const purge = startTrashPurge(db, (e) => errors.push(e), 60_000);
    await purge.idle();
    expect((errors[0] as Error).message).toBe("database gone");
    await purge.stop();
  });
});
