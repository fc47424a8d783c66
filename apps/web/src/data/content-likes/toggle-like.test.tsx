import type { SupabaseClient } from "@supabase/supabase-js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contentItemKeys } from "@/data/content-items/keys";
import type { ListParams } from "@/data/content-items/types";
import { setSupabase } from "@/lib/supabase";
import { bumpLikeCount, useToggleLike } from "./toggle-like";
import { contentLikeKeys } from "./keys";

describe("bumpLikeCount (the optimistic like)", () => {
  const row = { id: "a", name: "Bran", like_count: 2 };
  const other = { id: "b", name: "Ash", like_count: 0 };

  it("moves the count of the item in a list page, leaving the rest as they were", () => {
    const page = { rows: [row, other], total: 2, totalExact: true, next: null, prev: null };
    const out = bumpLikeCount(page, "a", 1) as typeof page;
    expect(out.rows).toEqual([{ ...row, like_count: 3 }, other]);
    expect(out.rows[1]).toBe(other);
    expect(out.total).toBe(2);
    expect(page.rows[0]!.like_count).toBe(2);
  });

  it("moves a single cached item and rows in a plain array, never below zero", () => {
    expect(bumpLikeCount(row, "a", -1)).toEqual({ ...row, like_count: 1 });
    expect(bumpLikeCount([other], "b", -1)).toEqual([{ ...other, like_count: 0 }]);
  });

  it("leaves unrelated cache entries alone", () => {
    const counts = [{ kind: "character", items: 3 }];
    expect(bumpLikeCount(counts, "a", 1)).toEqual(counts);
    expect(bumpLikeCount(null, "a", 1)).toBeNull();
    expect(bumpLikeCount(other, "a", 1)).toBe(other);
  });
});

describe("useToggleLike", () => {
  it("bumps and then invalidates the item, the My Content and Browse lists and the likes, and nothing else", async () => {
    const insert = vi.fn(() => Promise.resolve({ error: null }));
    setSupabase({ from: () => ({ insert }) } as unknown as SupabaseClient);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const p: ListParams = { q: "", kind: "", visibility: "", tag: "", sort: "newest", after: "", before: "" };
    const page = { rows: [{ id: "a", like_count: 2 }], total: 1, totalExact: true, next: null, prev: null };
    const touched = [
      contentItemKeys.item("a"),
      contentItemKeys.mine(p, "u1"),
      contentItemKeys.public({ ...p, kinds: ["character"] }),
      contentLikeKeys.mine("u1", ["a"]),
    ];
    const untouched = [
      contentItemKeys.item("b"),
      contentItemKeys.trash("u1"),
      contentItemKeys.versions("a"),
      contentItemKeys.linkTargets("u1", "character"),
      contentItemKeys.universesMine("u1"),
      contentItemKeys.dashboardCounts("u1"),
    ];
    qc.setQueryData(contentItemKeys.item("a"), { id: "a", like_count: 2 });
    qc.setQueryData(touched[1]!, page);
    qc.setQueryData(touched[2]!, page);
    qc.setQueryData(touched[3]!, []);
    for (const key of untouched) qc.setQueryData(key, { id: "a", like_count: 2 });

    const { result } = renderHook(() => useToggleLike(), { wrapper: ({ children }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider> });
    await act(() => result.current.mutateAsync({ id: "a", like: true }));

    expect(insert).toHaveBeenCalledWith({ item_id: "a" });
    expect(qc.getQueryData(contentItemKeys.item("a"))).toEqual({ id: "a", like_count: 3 });
    expect((qc.getQueryData(touched[2]!) as typeof page).rows[0]!.like_count).toBe(3);
    expect(qc.getQueryData(touched[3]!)).toEqual(["a"]);
    for (const key of touched) expect(qc.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of untouched) {
      expect(qc.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
      expect(qc.getQueryData(key)).toEqual({ id: "a", like_count: 2 });
    }
  });
});
