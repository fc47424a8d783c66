// A moderation notice (moderation_notices) as the notifications menu reads it.
import type { Narrow, Tables } from "@/lib/row-types";

export type ModerationNoticeNarrowing = { target_type: "forum_post" | "item" | "story_document"; action: "hide" | "unpublish" };

export type ModerationNotice = Narrow<
  Pick<Tables<"moderation_notices">, "id" | "target_type" | "target_id" | "action" | "reason" | "created_at" | "read_at">,
  ModerationNoticeNarrowing
>;
