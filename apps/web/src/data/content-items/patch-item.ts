// One item's edit from the item page (a field, a section, the notes), applied optimistically to
// the cached item and rolled back if the server refuses; writes through updateItems.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { ContentRow } from "./types";
import { updateItems, type ItemPatch } from "./update-items";
import { contentItemKeys } from "./keys";

/** An item edit; `notes` go to the owner-only notes table, everything else to the item. */
export type ItemPagePatch = ItemPatch & { notes?: string };

const NOT_SAVED = "The item was not saved: it may have been deleted, or it is not yours.";

export async function saveNotes(itemId: string, notes: string): Promise<void> {
  const { data, error } = await supabase().from("content_item_notes").upsert({ item_id: itemId, notes }, { onConflict: "item_id" }).select("item_id");
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error(NOT_SAVED);
}

export async function patchItem(id: string, patch: ItemPagePatch): Promise<void> {
  const { notes, ...rest } = patch;
  if (Object.keys(rest).length > 0) {
    const n = await updateItems([id], rest);
    if (n === 0) throw new Error(NOT_SAVED);
  }
  if (notes !== undefined) await saveNotes(id, notes);
}

export function usePatchItem(id: string) {
  const qc = useQueryClient();
  const key = contentItemKeys.item(id);
  return useMutation({
    mutationFn: (patch: ItemPagePatch) => patchItem(id, patch),
    onMutate: async (patch) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<ContentRow | null>(key);
      if (before) qc.setQueryData<ContentRow | null>(key, { ...before, ...patch });
      return { before };
    },
    onError: (_e, _patch, ctx) => {
      if (ctx?.before !== undefined) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }),
  });
}
