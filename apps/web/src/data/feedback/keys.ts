// The one declaration of the ["feedback"] query-key root; every write invalidates `all`.
import type { BoardFilter } from "./types";

const all = ["feedback"] as const;

export const feedbackKeys = {
  all,
  board: (f: BoardFilter) => [...all, "board", f] as const,
  done: () => [...all, "done"] as const,
  post: (id: string) => [...all, "post", id] as const,
  comments: (postId: string) => [...all, "comments", postId] as const,
  history: (postId: string) => [...all, "history", postId] as const,
  myVotes: (userId: string | undefined, ids: string[]) => [...all, "my-votes", userId, ids] as const,
  similar: (q: string) => [...all, "similar", q] as const,
  isAdmin: (userId: string) => [...all, "is-admin", userId] as const,
};
