// The Feedback board's reads and writes over /rest/v1 (supabase/migrations/20261125002100_feedback.sql).
// Votes are rows with a primary key (one per user); status and merge are admin-only functions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export const POSTS_PER_PAGE = 20;
export const MAX_TITLE = 120;
export const MAX_BODY = 10000;
export const MAX_COMMENT = 5000;

/** The board's query keys, declared once; every write invalidates `all`. */
export const feedbackKeys = {
  all: ["feedback"] as const,
  board: (f: BoardFilter) => ["feedback", "board", f] as const,
  done: () => ["feedback", "done"] as const,
  post: (id: string) => ["feedback", "post", id] as const,
  comments: (postId: string) => ["feedback", "comments", postId] as const,
  history: (postId: string) => ["feedback", "history", postId] as const,
  myVotes: (userId: string | undefined, ids: string[]) => ["feedback", "my-votes", userId, ids] as const,
  similar: (q: string) => ["feedback", "similar", q] as const,
  names: (ids: string[]) => ["feedback", "names", ids] as const,
  isAdmin: (userId: string) => ["feedback", "is-admin", userId] as const,
};

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

export interface FeedbackPost {
  id: string;
  author_id: string | null;
  type: FeedbackType;
  title: string;
  body: string;
  status: FeedbackStatus;
  status_note: string | null;
  status_changed_at: string | null;
  done_at: string | null;
  merged_into: string | null;
  vote_count: number;
  comment_count: number;
  created_at: string;
}

export interface FeedbackComment {
  id: string;
  post_id: string;
  author_id: string | null;
  body: string;
  created_at: string;
  edited_at: string | null;
}

export interface StatusChange {
  id: number;
  status: FeedbackStatus;
  note: string;
  created_at: string;
}

export interface Similar {
  id: string;
  title: string;
  type: FeedbackType;
  status: FeedbackStatus;
  vote_count: number;
}

const COLS = "id, author_id, type, title, body, status, status_note, status_changed_at, done_at, merged_into, vote_count, comment_count, created_at";

function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

export interface BoardFilter {
  sort: FeedbackSort;
  type: FeedbackType | null;
  status: FeedbackStatus | null;
  q: string;
  page: number;
}

export function useBoard(f: BoardFilter) {
  return useQuery({
    queryKey: feedbackKeys.board(f),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      let q = supabase().from("feedback_board").select(COLS, { count: "exact" }).is("merged_into", null);
      if (f.type) q = q.eq("type", f.type);
      if (f.status) q = q.eq("status", f.status);
      if (f.q.trim()) q = q.textSearch("search", f.q.trim(), { type: "websearch", config: "english" });
      if (f.sort === "trending") q = q.order("recent_votes", { ascending: false }).order("vote_count", { ascending: false });
      else if (f.sort === "top") q = q.order("vote_count", { ascending: false });
      q = q
        .order("created_at", { ascending: false })
        .order("id")
        .range(f.page * POSTS_PER_PAGE, f.page * POSTS_PER_PAGE + POSTS_PER_PAGE - 1);
      const { data, error, count } = await q;
      fail(error);
      return { rows: data as unknown as FeedbackPost[], total: count ?? 0 };
    },
  });
}

export function useDone() {
  return useQuery({
    queryKey: feedbackKeys.done(),
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("feedback_posts")
        .select(COLS)
        .eq("status", "done")
        .is("merged_into", null)
        .order("done_at", { ascending: false })
        .limit(200);
      fail(error);
      return data as FeedbackPost[];
    },
  });
}

export function usePost(id: string) {
  return useQuery({
    queryKey: feedbackKeys.post(id),
    queryFn: async () => {
      const { data, error } = await supabase().from("feedback_posts").select(COLS).eq("id", id).maybeSingle();
      fail(error);
      return data as FeedbackPost | null;
    },
  });
}

export function useComments(postId: string) {
  return useQuery({
    queryKey: feedbackKeys.comments(postId),
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("feedback_comments")
        .select("id, post_id, author_id, body, created_at, edited_at")
        .eq("post_id", postId)
        .order("created_at");
      fail(error);
      return data as FeedbackComment[];
    },
  });
}

export function useStatusHistory(postId: string) {
  return useQuery({
    queryKey: feedbackKeys.history(postId),
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("feedback_status_changes")
        .select("id, status, note, created_at")
        .eq("post_id", postId)
        .order("id", { ascending: false });
      fail(error);
      return data as StatusChange[];
    },
  });
}

export function useMyVotes(userId: string | undefined, ids: string[]) {
  return useQuery({
    queryKey: feedbackKeys.myVotes(userId, ids),
    enabled: !!userId && ids.length > 0,
    queryFn: async () => {
      const { data, error } = await supabase().from("feedback_votes").select("post_id").eq("user_id", userId!).in("post_id", ids);
      fail(error);
      return new Set((data as { post_id: string }[]).map((r) => r.post_id));
    },
  });
}

export function useSimilar(q: string) {
  return useQuery({
    queryKey: feedbackKeys.similar(q),
    enabled: q.trim().length >= 4,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error } = await supabase().rpc("feedback_similar", { q, lim: 5 });
      fail(error);
      return data as Similar[];
    },
  });
}

export function useNames(ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((x): x is string => !!x))].sort();
  return useQuery({
    queryKey: feedbackKeys.names(unique),
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const { data, error } = await supabase().from("profiles").select("id, display_name, username").in("id", unique);
      fail(error);
      return new Map(
        (data as { id: string; display_name: string | null; username: string | null }[]).map((p) => [p.id, p.display_name || p.username || "A world-builder"]),
      );
    },
  });
}

export function useIsFeedbackAdmin(userId: string | undefined) {
  return useQuery({
    queryKey: feedbackKeys.isAdmin(userId ?? ""),
    enabled: !!userId,
    staleTime: 60_000,
    queryFn: async () => {
      const { data, error } = await supabase().rpc("is_admin");
      fail(error);
      return data === true;
    },
  });
}

export function useFeedbackMutation<V, R = void>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: feedbackKeys.all }) });
}

export async function createPost(v: { type: FeedbackType; title: string; body: string }): Promise<string> {
  const { data, error } = await supabase().from("feedback_posts").insert(v).select("id").single();
  fail(error);
  return (data as { id: string }).id;
}

export async function setVote(v: { postId: string; vote: boolean }): Promise<void> {
  const votes = supabase().from("feedback_votes");
  const { error } = v.vote ? await votes.insert({ post_id: v.postId }) : await votes.delete().eq("post_id", v.postId);
  // A second vote (another tab, a double click) is refused by the primary key: the vote stands, once.
  if (error && !(v.vote && error.code === "23505")) throw new Error(error.message);
}

export async function addComment(v: { postId: string; body: string }): Promise<void> {
  fail((await supabase().from("feedback_comments").insert({ post_id: v.postId, body: v.body })).error);
}

export async function editComment(v: { id: string; body: string }): Promise<void> {
  const { data, error } = await supabase().from("feedback_comments").update({ body: v.body }).eq("id", v.id).select("id");
  fail(error);
  if (!data?.length) throw new Error("You can edit only your own comments.");
}

export async function deleteComment(id: string): Promise<void> {
  fail((await supabase().from("feedback_comments").delete().eq("id", id)).error);
}

export async function setStatus(v: { postId: string; status: FeedbackStatus; note: string }): Promise<void> {
  fail((await supabase().rpc("feedback_set_status", { post: v.postId, status: v.status, note: v.note })).error);
}

export async function mergePost(v: { duplicate: string; target: string }): Promise<void> {
  fail((await supabase().rpc("feedback_merge", v)).error);
}

export async function editPost(v: { id: string; title: string; body: string }): Promise<void> {
  const { data, error } = await supabase().from("feedback_posts").update({ title: v.title, body: v.body }).eq("id", v.id).select("id");
  fail(error);
  if (!data?.length) throw new Error("You can edit only your own posts.");
}
