// A mutation that refreshes everything admin afterwards (lists, queue, figures, audit).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "./keys";

export function useAdminMutation<V, R = void>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }) });
}
