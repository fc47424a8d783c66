// The admin's user list: one page of admin_list_users (search by e-mail or name), with the total.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { adminKeys } from "./keys";
import { fail, USERS_PER_PAGE, type AdminUser, type AdminUserNulls } from "./types";

export async function getUsers(search: string, page: number): Promise<{ rows: AdminUser[]; total: number }> {
  const { data, error } = await supabase()
    .rpc("admin_list_users", { search, page: page + 1, per_page: USERS_PER_PAGE })
    .overrideTypes<AdminUserNulls[]>();
  fail(error);
  const rows = data ?? [];
  return { rows, total: rows[0]?.total ?? 0 };
}

export function useUsers(search: string, page: number) {
  return useQuery({ queryKey: adminKeys.users(search, page), placeholderData: keepPreviousData, queryFn: () => getUsers(search, page) });
}
