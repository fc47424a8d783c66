// The one declaration of the ["forum"] query-key root; every forum write invalidates `all`.
import type { ThreadSort } from "./types";

const all = ["forum"] as const;

export const forumKeys = {
  all,
  categories: () => [...all, "categories"] as const,
  threads: (category: string | null, sort: ThreadSort, page: number) => [...all, "threads", category, sort, page] as const,
  thread: (id: string) => [...all, "thread", id] as const,
  posts: (id: string, page: number) => [...all, "posts", id, page] as const,
  myLikes: (ids: string[]) => [...all, "my-likes", ids] as const,
  card: (id: string) => [...all, "card", id] as const,
  search: (q: string) => [...all, "search", q] as const,
  reports: () => [...all, "reports"] as const,
  history: (postId: string) => [...all, "history", postId] as const,
  isAdmin: (userId: string) => [...all, "is-admin", userId] as const,
  notifications: (userId: string) => [...all, "notifications", userId] as const,
  /** Link cards for a library item or a story document shown in a post. */
  embed: (id: string) => [...all, "embed", id] as const,
  embedDoc: (id: string) => [...all, "embed-doc", id] as const,
};
