// Optimistic edits of an ordered list held in the query cache (group members, chapters and scenes).
// Two rules keep a quick second move from starting from a stale list:
// - a fetch already in flight for the list is cancelled before the cache is changed, so its older
//   answer cannot land on top of the move;
// - the list is fetched again only once every write of every move has settled (not after each one),
//   so the cache never shows a half-written order in between.
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useRef } from "react";

export function useListWrites<T>(key: QueryKey, track: <R>(p: Promise<R>) => Promise<R>) {
  const qc = useQueryClient();
  const pending = useRef(0);
  const keyRef = useRef(key);
  keyRef.current = key;
  return useCallback(
    async (update: (old: T[] | undefined) => T[] | undefined, writes: () => Promise<unknown>): Promise<void> => {
      const k = keyRef.current;
      await qc.cancelQueries({ queryKey: k });
      qc.setQueryData<T[]>(k, update);
      pending.current++;
      try {
        await track(writes());
      } catch {
        // The write failed (the save status says so): the refetch below puts the server's order back.
      } finally {
        if (--pending.current === 0) void qc.invalidateQueries({ queryKey: k });
      }
    },
    [qc, track],
  );
}
