// Any feedback write: runs `fn`, then refreshes every feedback read.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { feedbackKeys } from "./keys";

export function useFeedbackMutation<V, R = void>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: feedbackKeys.all }) });
}
