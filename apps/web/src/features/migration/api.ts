// The server's admin-only /ops/v1 endpoints (supabase-js has no calls for them): the migration
// list, the backup download and content upgrades. The server checks the caller is an admin.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { opsRequest } from "@/lib/ops";

export interface MigrationStatus {
  kind: "platform" | "app";
  version: string;
  name: string;
  checksum: string | null;
  appliedChecksum: string | null;
  appliedAt: string | null;
  status: "applied" | "pending" | "changed" | "missing";
}

export interface OutdatedKind {
  kind: string;
  current: number;
  total: number;
  versions: { version: number; count: number }[];
}

export interface UpgradeRun {
  id: string;
  kind: string;
  toVersion: number;
  itemCount: number;
  createdAt: string;
  undoneAt: string | null;
}

export interface UpgradeChange {
  part: string;
  label: string;
  before: string;
  after: string;
}

export interface UpgradePlan {
  id: string;
  name: string;
  fromVersion: number | null;
  toVersion: number;
  changes: UpgradeChange[];
  error?: string;
}

export const migrationKeys = {
  all: ["migration"] as const,
  schema: () => [...migrationKeys.all, "schema"] as const,
  upgrades: () => [...migrationKeys.all, "upgrades"] as const,
};

async function opsJson<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  return (await (await opsRequest(path, init)).json()) as T;
}

export function useMigrations() {
  return useQuery({
    queryKey: migrationKeys.schema(),
    queryFn: async () => (await opsJson<{ migrations: MigrationStatus[] }>("migrations")).migrations,
  });
}

/** Downloads a full backup as a file (fetch with the admin's token, then a blob link). */
export async function downloadBackup(): Promise<{
  fileName: string;
  bytes: number;
}> {
  const res = await opsRequest("backup");
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "worldloom-backup.jsonl.gz";
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return { fileName, bytes: blob.size };
}

export function useContentUpgrades() {
  return useQuery({
    queryKey: migrationKeys.upgrades(),
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
    onSettled: () => qc.invalidateQueries({ queryKey: migrationKeys.upgrades() }),
  });
}

export function useUndoUpgrade() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      opsJson<{ restored: number; skipped: number }>(`content-upgrades/runs/${encodeURIComponent(runId)}/undo`, { method: "POST", body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: migrationKeys.upgrades() }),
  });
}
