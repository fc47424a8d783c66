// Whether the signed-in user is an admin (public.is_admin(); the server checks it on every write).
import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { feedbackKeys } from "./keys";
import { fail } from "./types";

export async function getIsAdmin(): Promise<boolean> {
  const { data, error } = await supabase().rpc("is_admin");
  fail(error);
  return data === true;
}

export function useIsFeedbackAdmin(userId: string | undefined) {
  return useQuery({ queryKey: feedbackKeys.isAdmin(userId ?? ""), enabled: !!userId, staleTime: 60_000, queryFn: getIsAdmin });
}
