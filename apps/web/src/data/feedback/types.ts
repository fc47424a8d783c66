// The Feedback board's rows and limits (supabase/migrations/20261125002100_feedback.sql). Votes are
// rows with a primary key (one per user); status and merge are admin-only functions.
import type { Database } from "@/lib/database.types";
import type { Narrow, Tables } from "@/lib/row-types";

export const POSTS_PER_PAGE = 20;
export const MAX_TITLE = 120;
export const MAX_BODY = 10000;
export const MAX_COMMENT = 5000;

export type FeedbackType = "idea" | "bug";
export type FeedbackStatus = "open" | "under_review" | "planned" | "in_progress" | "done" | "declined";
export type FeedbackSort = "top" | "newest" | "trending";

export const STATUSES: { value: FeedbackStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "under_review", label: "Under review" },
  { value: "planned", label: "Planned" },
  { value: "in_progress", label: "In progress" },
  { value: "done", label: "Done" },
  { value: "declined", label: "Declined" },
];
export const statusLabel = (s: FeedbackStatus) => STATUSES.find((x) => x.value === s)?.label ?? s;
export const typeLabel = (t: FeedbackType) => (t === "bug" ? "Bug" : "Idea");

/** The columns every read of a post selects (from feedback_posts, or the feedback_board view). */
export const POST_COLUMNS =
  "id, author_id, type, title, body, status, status_note, status_changed_at, done_at, merged_into, vote_count, comment_count, created_at" as const;

/** The check-constrained columns of a post, as the app reads them. */
export type PostNarrowing = { type: FeedbackType; status: FeedbackStatus };

export type FeedbackPost = Narrow<
  Pick<
    Tables<"feedback_posts">,
    | "id"
    | "author_id"
    | "type"
    | "title"
    | "body"
    | "status"
    | "status_note"
    | "status_changed_at"
    | "done_at"
    | "merged_into"
    | "vote_count"
    | "comment_count"
    | "created_at"
  >,
  PostNarrowing
>;

export type FeedbackComment = Pick<Tables<"feedback_comments">, "id" | "post_id" | "author_id" | "body" | "created_at" | "edited_at">;

export type StatusChange = Narrow<Pick<Tables<"feedback_status_changes">, "id" | "status" | "note" | "created_at">, { status: FeedbackStatus }>;

/** A post like the one being written (rpc feedback_similar). */
export type Similar = Narrow<Omit<Database["public"]["Functions"]["feedback_similar"]["Returns"][number], "rank">, PostNarrowing>;

export interface BoardFilter {
  sort: FeedbackSort;
  type: FeedbackType | null;
  status: FeedbackStatus | null;
  q: string;
  page: number;
}

export function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}
