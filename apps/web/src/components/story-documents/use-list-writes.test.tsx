import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useListWrites } from "./use-list-writes";

type Row = { id: string; position: number };
const key = ["links", "doc"];
const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};
const order = (rows: Row[] | undefined) => [...(rows ?? [])].sort((a, b) => a.position - b.position).map((r) => r.id);

describe("useListWrites", () => {
  it("keeps two quick moves when an older fetch and the first move's writes answer late", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let server: Row[] = [
      { id: "A", position: 0 },
      { id: "B", position: 1 },
      { id: "C", position: 2 },
    ];
    const fetches: ReturnType<typeof deferred<Row[]>>[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        list: useQuery({
          queryKey: key,
          queryFn: () => {
            const d = deferred<Row[]>();
            fetches.push(d);
            return d.promise;
          },
        }),
        writes: useListWrites<Row>(key, (p) => p),
      }),
      { wrapper },
    );
    act(() => fetches[0]!.resolve(server.map((r) => ({ ...r }))));
    await waitFor(() => expect(order(result.current.list.data)).toEqual(["A", "B", "C"]));

    // A refetch (say, after a note was saved) is in flight with the old order when C moves up.
    void qc.invalidateQueries({ queryKey: key });
    const stale = fetches[1]!;
    const firstWrite = deferred<void>();
    let first!: Promise<void>;
    await act(async () => {
      first = result.current.writes(
        () => [
          { id: "A", position: 0 },
          { id: "C", position: 1 },
          { id: "B", position: 2 },
        ],
        () =>
          firstWrite.promise.then(
            () =>
              void (server = [
                { id: "A", position: 0 },
                { id: "C", position: 1 },
                { id: "B", position: 2 },
              ]),
          ),
      );
    });
    await waitFor(() => expect(order(result.current.list.data)).toEqual(["A", "C", "B"]));
    // The older answer arrives now: it must not put the old order back.
    await act(async () => {
      stale.resolve(server.map((r) => ({ ...r })));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(order(result.current.list.data)).toEqual(["A", "C", "B"]);

    // The second move starts from the moved list, not from what the stale fetch said.
    let second!: Promise<void>;
    await act(async () => {
      second = result.current.writes(
        (old) => {
          expect(order(old)).toEqual(["A", "C", "B"]);
          return [
            { id: "C", position: 0 },
            { id: "A", position: 1 },
            { id: "B", position: 2 },
          ];
        },
        async () =>
          void (server = [
            { id: "C", position: 0 },
            { id: "A", position: 1 },
            { id: "B", position: 2 },
          ]),
      );
      await second;
    });
    // No refetch while the first move's writes are still out.
    expect(fetches).toHaveLength(2);
    await act(async () => {
      firstWrite.resolve();
      await first;
    });
    // ...then one, and the server's answer is the final order (the first write landed before the second here).
    await waitFor(() => expect(fetches).toHaveLength(3));
    server = [
      { id: "C", position: 0 },
      { id: "A", position: 1 },
      { id: "B", position: 2 },
    ];
    act(() => fetches[2]!.resolve(server.map((r) => ({ ...r }))));
    await waitFor(() => expect(order(result.current.list.data)).toEqual(["C", "A", "B"]));
  });
});
