// Import of a checked bundle: its parts are staged (content_import_parts, each request under the
// server's body limit), then rpc import_bundle writes everything in one transaction — or, in
// "check" mode, only reports which items are already in the library. See
// supabase/migrations/20261122008400_import_bundle.sql.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, fromJson, supabase } from "@/lib/supabase";
import { splitBundle } from "../transfer/bundle/build";
import type { Bundle } from "../transfer/bundle/schema";
import { libraryKeys } from "./keys";

export type ImportMode = "check" | "ask" | "copy" | "replace" | "skip";

export interface ImportConflict {
  /** 0-based position of the bundle item. */
  index: number;
  name: string;
  kind: string;
  existing_id: string;
  existing_name: string;
}

/** What import_bundle wrote: exactly what undo_import takes out again. */
export interface ImportReceipt {
  status: "imported";
  inserted: string[];
  replaced: { id: string; version: number | null }[];
  skipped: number;
  links: string[];
  universes: string[];
  /** Story documents written (bundle version 2; absent from older servers' receipts). */
  stories?: string[];
}

export type ImportResult =
  | { status: "checked"; items: number; links: number; stories?: number; conflicts: ImportConflict[] }
  | { status: "conflicts"; items: number; links: number; conflicts: ImportConflict[] }
  | ImportReceipt;

/** Uploads the bundle's parts under a new upload id (nothing in the library changes). */
export async function stageBundle(bundle: Bundle): Promise<string> {
  const upload = crypto.randomUUID();
  const parts = splitBundle(bundle);
  for (const [part, payload] of parts.entries()) {
    const { error } = await supabase()
      .from("content_import_parts")
      .insert({ upload, part, payload: asJson(payload) });
    if (error) {
      await discardUpload(upload);
      throw new Error(error.message);
    }
  }
  return upload;
}

/** Forgets a staged bundle that will not be imported. */
export async function discardUpload(upload: string): Promise<void> {
  await supabase().from("content_import_parts").delete().eq("upload", upload);
}

export async function importBundle(upload: string, mode: ImportMode, keepVisibility: boolean): Promise<ImportResult> {
  const { data, error } = await supabase().rpc("import_bundle", { upload, mode, keep_visibility: keepVisibility });
  if (error) throw new Error(error.message);
  return fromJson<ImportResult>(data);
}

export function useImportBundle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, mode, keepVisibility }: { upload: string; mode: ImportMode; keepVisibility: boolean }) => importBundle(upload, mode, keepVisibility),
    onSettled: (_d, _e, v) => (v.mode === "check" ? undefined : qc.invalidateQueries({ queryKey: libraryKeys.all })),
  });
}
