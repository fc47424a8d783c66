// Undo of an import (the toast's Undo): rpc undo_import removes the items, links, universes and
// documents the import made (a map's layers and features with it) and puts replaced items back, in
// one transaction; then the pictures copied into the imported maps' folders are removed.
import { asJson, supabase } from "@/lib/supabase";
import { removeImportedPictures } from "./import-maps";
import type { ImportReceipt } from "./types";

/** Returns how many items were removed or put back. `ownerId` names the folders of the maps' pictures. */
export async function undoImport(receipt: ImportReceipt, ownerId?: string): Promise<number> {
  const { data, error } = await supabase().rpc("undo_import", { receipt: asJson(receipt) });
  if (error) throw new Error(error.message);
  if (ownerId) await removeImportedPictures(receipt, ownerId);
  return Number(data ?? 0);
}
