// Empties old trash without anyone asking: runs public.purge_trash() (items trashed more than
// 30 days ago, and import parts abandoned more than a day ago) once at start-up and then every hour. Each server process runs it; the delete is
// idempotent, so several processes on one database are harmless. On PGlite, which has no
// autovacuum, the same run refreshes the planner's statistics of content_items: Browse shows the
// planner's row estimate ("About N"), which would otherwise stay as it was before a big import.
import type { Queryable } from "../db/db.js";

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface TrashPurge {
  /** Resolves when the current run (if any) has finished. */
  idle(): Promise<void>;
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export function startTrashPurge(
  db: Queryable,
  onError: (err: unknown) => void,
  intervalMs = PURGE_INTERVAL_MS,
  { analyze = false }: { analyze?: boolean } = {},
): TrashPurge {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = db
      .query("select public.purge_trash() as purged")
      .then(() => (analyze ? db.query("analyze public.content_items") : undefined))
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    idle: async () => {
      await running;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
