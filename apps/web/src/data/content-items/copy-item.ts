// "Copy to my library": a private copy of a public item, owned by the signed-in user.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asJson, supabase } from "@/lib/supabase";
import type { ContentRow } from "./types";
import { contentItemKeys } from "./keys";

export async function copyItem(item: ContentRow): Promise<string> {
  const { data, error } = await supabase()
    .from("content_items")
    .insert({
      kind: item.kind,
      name: item.name,
      summary: item.summary,
      data: asJson(item.data),
      tags: item.tags,
      seed: item.seed,
      generator_version: item.generator_version,
      visibility: "private",
    })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

export function useCopyItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: copyItem, onSuccess: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }) });
}
