// What a moderator did to the user's content and why, in words, and where to see it (the notices
// themselves: data/moderation-notices). Shown in the notifications menu.
import type { ModerationNotice } from "@/data/moderation-notices/types";

const WHAT: Record<ModerationNotice["target_type"], string> = {
  forum_post: "your forum post",
  item: "your library item",
  story_document: "your story document",
};

/** "A moderator unpublished your library item" */
export const noticeText = (n: ModerationNotice) => `A moderator ${n.action === "hide" ? "hid" : "unpublished"} ${WHAT[n.target_type] ?? "your content"}`;

/** Where the user can see the thing: their own copy (an unpublished item or document stays theirs). */
export function noticeHref(n: ModerationNotice): string | null {
  if (n.target_type === "item") return `/my-content/${n.target_id}`;
  if (n.target_type === "story_document") return "/story-elements";
  return null;
}
