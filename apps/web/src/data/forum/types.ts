// The forum's rows and limits (tables and functions of supabase/migrations/20261125002000_forum.sql).
// The server enforces every rule (bans, locks, limits, who may edit); errors carry a message meant
// for people, shown as they are.
import type { Database } from "@/lib/database.types";
import type { Narrow, Tables } from "@/lib/row-types";

export const THREADS_PER_PAGE = 20;
export const POSTS_PER_PAGE = 20;
export const MAX_BODY = 20000;
export const MAX_TITLE = 150;

type Returns<F extends keyof Database["public"]["Functions"]> = Database["public"]["Functions"][F]["Returns"];

export type Category = Tables<"forum_categories">;
export type Thread = Tables<"forum_threads">;
export type Post = Omit<Tables<"forum_posts">, "search">;
export type ProfileCard = Returns<"forum_profile_card">[number];
export type SearchHit = Omit<Returns<"forum_search">[number], "rank">;
export type PostRevision = Pick<Tables<"forum_post_revisions">, "id" | "body" | "reason" | "created_at">;

export type ReportStatus = "open" | "resolved" | "dismissed";
export type Report = Narrow<Pick<Tables<"forum_reports">, "id" | "post_id" | "reporter_id" | "reason" | "created_at" | "status">, { status: ReportStatus }> & {
  post:
    (Pick<Post, "id" | "thread_id" | "number" | "author_id" | "body" | "hidden_at" | "deleted_at"> & { thread: Pick<Thread, "id" | "title"> | null }) | null;
};

export type ThreadSort = "latest" | "newest" | "top";

export type ForumNotification = Narrow<
  Pick<Tables<"forum_notifications">, "id" | "kind" | "created_at" | "read_at" | "actor_id">,
  { kind: "mention" | "reply" }
> & {
  post: (Pick<Post, "number" | "thread_id"> & { thread: Pick<Thread, "title"> | null }) | null;
};

export function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}
