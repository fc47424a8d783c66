// Reads the signed-in user's admin flag: profiles.is_admin for their id (docs/spec.md §7).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileKeys } from "@/data/profiles/keys";
import { getSupabase } from "@/lib/supabase";

export { profileKeys };

export async function getIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await getSupabase().from("profiles").select("is_admin").eq("id", userId).single();
  if (error) throw new Error(error.message);
  return data.is_admin === true;
}

export const isAdminQueryOptions = (userId: string) =>
  // The guard decides on the first answer: no retries, so a failure shows at once.
  queryOptions({ queryKey: profileKeys.isAdmin(userId), queryFn: () => getIsAdmin(userId), retry: false, staleTime: 30_000 });

export function useIsAdmin(userId: string | undefined) {
  return useQuery({ ...isAdminQueryOptions(userId ?? ""), enabled: !!userId });
}
