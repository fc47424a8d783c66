// Undo of an import (the toast's Undo): rpc undo_import removes the items, links and universes the
// import made and puts replaced items back, in one transaction.
import { asJson, supabase } from "@/lib/supabase";
import type { ImportReceipt } from "./types";

/** Returns how many items were removed or put back. */
export async function undoImport(receipt: ImportReceipt): Promise<number> {
  const { data, error } = await supabase().rpc("undo_import", { receipt: asJson(receipt) });
  if (error) throw new Error(error.message);
  return Number(data ?? 0);
}
