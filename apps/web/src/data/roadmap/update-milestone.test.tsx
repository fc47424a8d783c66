import type { SupabaseClient } from "@supabase/supabase-js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { setSupabase } from "@/lib/supabase";
import { useDeleteMilestone } from "./delete-milestone";
import { roadmapKeys } from "./keys";
import type { Milestone, Plan } from "./types";
import { useUpdateMilestone } from "./update-milestone";

const milestone = (id: string, title: string): Milestone => ({
  id,
  universe_id: "u",
  owner_id: "o",
  phase_id: "p",
  title,
  status: "todo",
  due_on: null,
  notes: "",
  checklist: [],
  goal_kind: null,
  goal_count: null,
  position: 0,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});
const plan: Plan = { phases: [], milestones: [milestone("a", "Map"), milestone("b", "Gods")] };

/** A client whose every call on roadmap_milestones waits for `answer(...)`, then resolves to it. */
function fakeClient() {
  let answer!: (r: { data: unknown; error: { message: string } | null }) => void;
  const result = new Promise<{ data: unknown; error: { message: string } | null }>((ok) => (answer = ok));
  const chain: Record<string, unknown> = {};
  for (const m of ["update", "delete", "eq", "select", "insert", "single"]) chain[m] = vi.fn(() => chain);
  chain.overrideTypes = () => result;
  chain.then = (ok: (v: unknown) => unknown, bad: (e: unknown) => unknown) => result.then(ok, bad);
  setSupabase({ from: () => chain } as unknown as SupabaseClient);
  return { chain, answer };
}

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(roadmapKeys.plan("u"), plan);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return { qc, wrapper };
}

describe("useUpdateMilestone", () => {
  it("moves the milestone at once, and back when the database refuses, telling the caller in words", async () => {
    const { answer } = fakeClient();
    const { qc, wrapper } = setup();
    const onError = vi.fn();
    const { result } = renderHook(() => useUpdateMilestone("u", { onError }), { wrapper });
    act(() => result.current.mutate({ id: "a", patch: { status: "done" } }));
    const status = () => qc.getQueryData<Plan>(roadmapKeys.plan("u"))!.milestones[0]!.status;
    await waitFor(() => expect(status()).toBe("done"));
    answer({ data: null, error: { message: 'new row violates check constraint "roadmap_milestones_title_length"' } });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError).toHaveBeenCalledWith(new Error("A milestone needs a title of at most 200 characters."), { id: "a", patch: { status: "done" } });
    expect(qc.getQueryData<Plan>(roadmapKeys.plan("u"))).toEqual(plan);
    await waitFor(() => expect(qc.getQueryState(roadmapKeys.plan("u"))?.isInvalidated).toBe(true));
  });
});

describe("useDeleteMilestone", () => {
  it("drops the milestone from the plan and hands it to the caller (for the Undo)", async () => {
    const { chain, answer } = fakeClient();
    const { qc, wrapper } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useDeleteMilestone("u", { onSuccess }), { wrapper });
    act(() => result.current.mutate(plan.milestones[1]!));
    const ids = () => qc.getQueryData<Plan>(roadmapKeys.plan("u"))!.milestones.map((m) => m.id);
    await waitFor(() => expect(ids()).toEqual(["a"]));
    answer({ data: null, error: null });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(chain.eq).toHaveBeenCalledWith("id", "b");
    expect(onSuccess.mock.calls[0]![1]).toEqual(plan.milestones[1]);
    expect(ids()).toEqual(["a"]);
  });
});
