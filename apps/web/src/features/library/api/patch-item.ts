// One item's edit from the item page (a field, a section, the notes), applied optimistically to
// the cached item and rolled back if the server refuses; writes through updateItems.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "./keys";
import type { ContentRow } from "./types";
import { updateItems, type ItemPatch } from "./update-items";

export async function patchItem(id: string, patch: ItemPatch): Promise<void> {
  const n = await updateItems([id], patch);
  if (n === 0) throw new Error("The item was not saved: it may have been deleted, or it is not yours.");
}

export function usePatchItem(id: string) {
  const qc = useQueryClient();
  const key = libraryKeys.item(id);
  return useMutation({
    mutationFn: (patch: ItemPatch) => patchItem(id, patch),
    onMutate: async (patch) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<ContentRow | null>(key);
      if (before) qc.setQueryData<ContentRow | null>(key, { ...before, ...patch });
      return { before };
    },
    onError: (_e, _patch, ctx) => {
      if (ctx?.before !== undefined) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
