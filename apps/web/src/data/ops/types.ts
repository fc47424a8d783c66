// What the server's admin-only /ops/v1 endpoints answer (supabase-js has no calls for them): the
// migration list and content upgrades. The server checks the caller is an admin.
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

/** One /ops/v1 request's JSON answer (lib/ops.ts adds the admin's token and turns errors into Errors). */
export async function opsJson<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  return (await (await opsRequest(path, init)).json()) as T;
}
