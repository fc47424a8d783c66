// The one declaration of the ["content_likes"] query-key root: which items the signed-in user likes.
const all = ["content_likes"] as const;

export const contentLikeKeys = {
  all,
  mine: (userId: string, ids: readonly string[]) => [...all, "mine", userId, ids] as const,
};
