// The admin's figures over the last `days` days (admin_figures builds them as one jsonb object).
import { useQuery } from "@tanstack/react-query";
import { fromJson, supabase } from "@/lib/supabase";
import { adminKeys } from "./keys";
import { fail, type Figures } from "./types";

export async function getFigures(days: number): Promise<Figures> {
  const { data, error } = await supabase().rpc("admin_figures", { days });
  fail(error);
  return fromJson<Figures>(data);
}

export const useFigures = (days: number) => useQuery({ queryKey: adminKeys.figures(days), queryFn: () => getFigures(days) });
