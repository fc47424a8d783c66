// The one declaration of the ["profiles"] query-key root: author names, the admin flag and
// @mention suggestions all read public.profiles.
const all = ["profiles"] as const;

export const profileKeys = {
  all,
  /** An author's display name (the library and the story tools share this cache). */
  author: (id: string) => [...all, "author", id] as const,
  isAdmin: (userId: string) => [...all, userId, "is_admin"] as const,
  /** Display names of a sorted set of ids (the forum's and the feedback board's lists). */
  names: (ids: string[]) => [...all, "names", ids] as const,
  mention: (prefix: string) => [...all, "mention", prefix] as const,
  /** The signed-in user's own full row (Profile page). */
  own: (id: string) => [...all, "own", id] as const,
};
