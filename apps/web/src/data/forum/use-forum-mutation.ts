// Any forum write: runs `fn`, then refreshes every forum read.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { forumKeys } from "./keys";

export function useForumMutation<V, R = void>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: forumKeys.all }) });
}
