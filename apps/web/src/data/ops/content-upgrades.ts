// Content upgrades: the kinds with items saved by an older generator version and the past runs,
// a dry run, upgrading every item of a kind, and undoing a run (/ops/v1/content-upgrades).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { opsKeys } from "./keys";
import { opsJson, type OutdatedKind, type UpgradePlan, type UpgradeRun } from "./types";

export function useContentUpgrades() {
  return useQuery({
    queryKey: opsKeys.upgrades(),
    queryFn: () => opsJson<{ kinds: OutdatedKind[]; runs: UpgradeRun[] }>("content-upgrades"),
  });
}

export function useDryRun() {
  return useMutation({
    mutationFn: async (kind: string) => await opsJson<{ kind: string; items: UpgradePlan[] }>("content-upgrades/dry-run", { method: "POST", body: { kind } }),
  });
}

export function useUpgradeAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (kind: string) =>
      (
        await opsJson<{ run: UpgradeRun }>("content-upgrades/apply", {
          method: "POST",
          body: { kind },
        })
      ).run,
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.upgrades() }),
  });
}

export function useUndoUpgrade() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      opsJson<{ restored: number; skipped: number }>(`content-upgrades/runs/${encodeURIComponent(runId)}/undo`, { method: "POST", body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.upgrades() }),
  });
}
