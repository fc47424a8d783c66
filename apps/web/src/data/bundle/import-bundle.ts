// Import of a checked bundle: its parts are staged (content_import_parts, each request under the
// server's body limit), then rpc import_bundle writes everything in one transaction — or, in
// "check" mode, only reports which items are already in the library. See
// supabase/migrations/20261122008400_import_bundle.sql.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, fromJson, supabase } from "@/lib/supabase";
import type { ImportMode, ImportResult } from "./types";
import { contentItemKeys } from "@/data/content-items/keys";

/** Uploads a bundle's parts (splitBundle's, in order) under a new upload id (nothing in the library changes). */
export async function stageParts(parts: readonly object[]): Promise<string> {
  const upload = crypto.randomUUID();
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
    onSettled: (_d, _e, v) => (v.mode === "check" ? undefined : qc.invalidateQueries({ queryKey: contentItemKeys.all })),
  });
}
