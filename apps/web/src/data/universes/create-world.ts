// Saving a starter world: one call of public.create_world (a universe, its items and their links
// in one transaction — all of it or nothing; RLS and plan limits apply on the server).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { worldPayload, type StarterWorld } from "@worldloom/generators";
import { contentItemKeys } from "@/data/content-items/keys";
import { asJson, fromJson, supabase } from "@/lib/supabase";

export interface CreatedWorld {
  universe: string;
  items: Record<string, string>;
  links: string[];
}

export async function createWorld(world: StarterWorld, genre: string): Promise<CreatedWorld> {
  const { data, error } = await supabase().rpc("create_world", { payload: asJson(worldPayload(world, genre)) });
  if (error) throw new Error(error.message);
  return fromJson<CreatedWorld>(data);
}

export function useCreateWorld() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ world, genre }: { world: StarterWorld; genre: string }) => createWorld(world, genre),
    // Items, universes and every count sit under the content_items root.
    onSuccess: () => qc.invalidateQueries({ queryKey: contentItemKeys.all }),
  });
}
