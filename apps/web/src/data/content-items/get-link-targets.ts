// The user's own items (not in the trash) to pick as a link's other end: by name, optionally of one kind ("" for
// any), at most 200, so the picker stays small.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "./keys";

export type LinkTarget = Pick<Tables<"content_items">, "id" | "name" | "kind">;

export async function getLinkTargets(ownerId: string, kind: string): Promise<LinkTarget[]> {
  let q = supabase().from("content_items").select("id,name,kind").eq("owner_id", ownerId).is("deleted_at", null);
  if (kind) q = q.eq("kind", kind);
  const { data, error } = await q.order("name", { ascending: true }).order("id", { ascending: true }).limit(200);
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const linkTargetsOptions = (ownerId: string, kind: string) =>
  queryOptions({ queryKey: contentItemKeys.linkTargets(ownerId, kind), queryFn: () => getLinkTargets(ownerId, kind), staleTime: 30_000 });
export const useLinkTargets = (ownerId: string | undefined, kind: string, enabled = true) =>
  useQuery({ ...linkTargetsOptions(ownerId ?? "", kind), enabled: enabled && !!ownerId });
