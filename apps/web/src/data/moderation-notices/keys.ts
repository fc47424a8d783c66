// The one declaration of the ["moderation_notices"] query-key root: what a moderator did to the
// user's content (written by the admin's moderate action, read only by the user it is about).
const all = ["moderation_notices"] as const;

export const moderationNoticeKeys = {
  all,
  mine: (userId: string | undefined) => [...all, userId ?? ""] as const,
};
