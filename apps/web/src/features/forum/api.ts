// The forum's reads and writes over /rest/v1 (tables and functions of
// supabase/migrations/20261125002000_forum.sql). The server enforces every rule (bans, locks,
// limits, who may edit); errors carry a message meant for people, shown as they are.
import type { TablesInsert } from "@/lib/database.types";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

export const THREADS_PER_PAGE = 20;
export const POSTS_PER_PAGE = 20;
export const MAX_BODY = 20000;
export const MAX_TITLE = 150;

export interface Category {
  id: string;
  name: string;
  description: string;
  position: number;
  admin_only_threads: boolean;
  thread_count: number;
  post_count: number;
  last_activity_at: string | null;
}

export interface Thread {
  id: string;
  category_id: string;
  author_id: string | null;
  title: string;
  created_at: string;
  last_post_at: string;
  post_count: number;
  like_count: number;
  pinned: boolean;
  locked: boolean;
}

export interface Post {
  id: string;
  thread_id: string;
  number: number;
  author_id: string | null;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  like_count: number;
}

export interface ProfileCard {
  id: string;
  display_name: string | null;
  username: string | null;
  avatar_url: string | null;
  joined_at: string;
  post_count: number;
}

export interface SearchHit {
  post_id: string;
  thread_id: string;
  thread_title: string;
  category_id: string;
  number: number;
  author_id: string | null;
  created_at: string;
  snippet: string;
}

export interface Report {
  id: string;
  post_id: string;
  reporter_id: string;
  reason: string;
  created_at: string;
  status: "open" | "resolved" | "dismissed";
  post:
    (Pick<Post, "id" | "thread_id" | "number" | "author_id" | "body" | "hidden_at" | "deleted_at"> & { thread: Pick<Thread, "id" | "title"> | null }) | null;
}

export type ThreadSort = "latest" | "newest" | "top";

export const forumKeys = {
  all: ["forum"] as const,
  categories: () => ["forum", "categories"] as const,
  threads: (category: string | null, sort: ThreadSort, page: number) => ["forum", "threads", category, sort, page] as const,
  thread: (id: string) => ["forum", "thread", id] as const,
  posts: (id: string, page: number) => ["forum", "posts", id, page] as const,
  myLikes: (ids: string[]) => ["forum", "my-likes", ids] as const,
  card: (id: string) => ["forum", "card", id] as const,
  names: (ids: string[]) => ["forum", "names", ids] as const,
  search: (q: string) => ["forum", "search", q] as const,
  reports: () => ["forum", "reports"] as const,
  history: (postId: string) => ["forum", "history", postId] as const,
  isAdmin: (userId: string) => ["forum", "is-admin", userId] as const,
  notifications: (userId: string) => ["forum", "notifications", userId] as const,
  /** Link cards for a library item or a story document shown in a post. */
  embed: (id: string) => ["forum", "embed", id] as const,
  embedDoc: (id: string) => ["forum", "embed-doc", id] as const,
};

function fail(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

export const categoriesOptions = () =>
  queryOptions({
    queryKey: forumKeys.categories(),
    queryFn: async () => {
      const { data, error } = await supabase().from("forum_categories").select("*").order("position");
      fail(error);
      return data as Category[];
    },
  });

export function useCategories() {
  return useQuery(categoriesOptions());
}

const SORT_COLUMN: Record<ThreadSort, string[]> = {
  latest: ["last_post_at"],
  newest: ["created_at"],
  top: ["like_count", "last_post_at"],
};

export function useThreads(category: string | null, sort: ThreadSort, page: number) {
  return useQuery({
    queryKey: forumKeys.threads(category, sort, page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      let q = supabase().from("forum_threads").select("*", { count: "exact" });
      if (category) q = q.eq("category_id", category);
      q = q.order("pinned", { ascending: false });
      for (const col of SORT_COLUMN[sort]) q = q.order(col, { ascending: false });
      q = q.order("id", { ascending: false }).range(page * THREADS_PER_PAGE, page * THREADS_PER_PAGE + THREADS_PER_PAGE - 1);
      const { data, error, count } = await q;
      fail(error);
      return { rows: data as Thread[], total: count ?? 0 };
    },
  });
}

export function useThread(id: string, opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: forumKeys.thread(id),
    queryFn: async () => {
      const { data, error } = await supabase().from("forum_threads").select("*").eq("id", id).maybeSingle();
      fail(error);
      return data as Thread | null;
    },
    // While the page is open, new replies show up ("N new replies"): a cheap poll of the thread row.
    refetchInterval: opts.poll ? 15_000 : false,
  });
}

export function usePosts(threadId: string, page: number, enabled = true) {
  return useQuery({
    queryKey: forumKeys.posts(threadId, page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const from = page * POSTS_PER_PAGE + 1;
      const { data, error } = await supabase()
        .from("forum_posts")
        .select("id, thread_id, number, author_id, body, created_at, edited_at, deleted_at, hidden_at, hidden_reason, like_count")
        .eq("thread_id", threadId)
        .gte("number", from)
        .lt("number", from + POSTS_PER_PAGE)
        .order("number");
      fail(error);
      return data as Post[];
    },
  });
}

export function useMyLikes(userId: string | undefined, postIds: string[]) {
  return useQuery({
    queryKey: forumKeys.myLikes(postIds),
    enabled: !!userId && postIds.length > 0,
    queryFn: async () => {
      const { data, error } = await supabase().from("forum_post_likes").select("post_id").eq("user_id", userId!).in("post_id", postIds);
      fail(error);
      return new Set((data as { post_id: string }[]).map((r) => r.post_id));
    },
  });
}

/** Display names for a set of author ids (one request per list on screen). */
export function useNames(ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((x): x is string => !!x))].sort();
  return useQuery({
    queryKey: forumKeys.names(unique),
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

export function useProfileCard(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: forumKeys.card(id ?? ""),
    enabled: enabled && !!id,
    queryFn: async () => {
      const { data, error } = await supabase()
        .rpc("forum_profile_card", { uid: id ?? "" })
        .maybeSingle();
      fail(error);
      return data as ProfileCard | null;
    },
  });
}

export function useSearch(q: string) {
  return useQuery({
    queryKey: forumKeys.search(q),
    enabled: q.trim().length > 0,
    queryFn: async () => {
      const { data, error } = await supabase().rpc("forum_search", { q, lim: 50 });
      fail(error);
      return data as SearchHit[];
    },
  });
}

export function usePostHistory(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: forumKeys.history(postId),
    enabled,
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("forum_post_revisions")
        .select("id, body, reason, created_at")
        .eq("post_id", postId)
        .order("id", { ascending: false });
      fail(error);
      return data as { id: number; body: string; reason: string; created_at: string }[];
    },
  });
}

export function useReports(enabled: boolean) {
  return useQuery({
    queryKey: forumKeys.reports(),
    enabled,
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("forum_reports")
        .select(
          "id, post_id, reporter_id, reason, created_at, status, post:forum_posts(id, thread_id, number, author_id, body, hidden_at, deleted_at, thread:forum_threads(id, title))",
        )
        .eq("status", "open")
        .order("created_at");
      fail(error);
      return data as unknown as Report[];
    },
  });
}

/** Any forum write: runs `fn`, then refreshes every forum read. */
export function useForumMutation<V, R = void>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: forumKeys.all }) });
}

export async function createThread(v: { category: string; title: string; body: string }): Promise<string> {
  const { data, error } = await supabase().rpc("forum_create_thread", v);
  fail(error);
  return data as string;
}

export async function reply(v: { threadId: string; body: string }): Promise<number> {
  const { data, error } = await supabase()
    .from("forum_posts")
    .insert({ thread_id: v.threadId, body: v.body } as TablesInsert<"forum_posts">) // number: set by a trigger
    .select("number")
    .single();
  fail(error);
  return (data as { number: number }).number;
}

export async function editPost(v: { id: string; body: string }): Promise<void> {
  const { data, error } = await supabase().from("forum_posts").update({ body: v.body }).eq("id", v.id).select("id");
  fail(error);
  if (!data?.length) throw new Error("You can edit only your own posts.");
}

export async function deletePost(id: string): Promise<void> {
  fail((await supabase().rpc("forum_delete_post", { post: id })).error);
}

export async function toggleLike(v: { postId: string; like: boolean }): Promise<void> {
  const likes = supabase().from("forum_post_likes");
  const { error } = v.like ? await likes.insert({ post_id: v.postId }) : await likes.delete().eq("post_id", v.postId);
  if (error && !(v.like && error.code === "23505")) throw new Error(error.message);
}

export async function reportPost(v: { postId: string; reason: string }): Promise<void> {
  const { error } = await supabase().from("forum_reports").insert({ post_id: v.postId, reason: v.reason });
  if (error?.code === "23505") throw new Error("You have already reported this post.");
  fail(error);
}

export async function moderateThread(v: { id: string; patch: Partial<Pick<Thread, "pinned" | "locked" | "category_id" | "title">> }): Promise<void> {
  fail((await supabase().from("forum_threads").update(v.patch).eq("id", v.id)).error);
}

export async function hidePost(v: { id: string; reason: string }): Promise<void> {
  fail((await supabase().rpc("forum_hide_post", { post: v.id, reason: v.reason })).error);
}

export async function unhidePost(id: string): Promise<void> {
  fail((await supabase().rpc("forum_unhide_post", { post: id })).error);
}

export async function banUser(v: { userId: string; days: number; reason: string }): Promise<void> {
  const until = new Date(Date.now() + v.days * 86_400_000).toISOString();
  fail((await supabase().from("forum_bans").upsert({ user_id: v.userId, until, reason: v.reason })).error);
}

export async function resolveReport(v: { id: string; status: "resolved" | "dismissed" }): Promise<void> {
  fail((await supabase().from("forum_reports").update({ status: v.status }).eq("id", v.id)).error);
}

export async function deleteThread(id: string): Promise<void> {
  fail((await supabase().rpc("forum_delete_thread", { thread: id })).error);
}

/** Whether the signed-in user is an admin (public.is_admin(); the server checks it on every write). */
export function useIsForumAdmin(userId: string | undefined) {
  return useQuery({
    queryKey: forumKeys.isAdmin(userId ?? ""),
    enabled: !!userId,
    staleTime: 60_000,
    queryFn: async () => {
      const { data, error } = await supabase().rpc("is_admin");
      fail(error);
      return data === true;
    },
  });
}

export interface ForumNotification {
  id: number;
  kind: "mention" | "reply";
  created_at: string;
  read_at: string | null;
  actor_id: string | null;
  post: { number: number; thread_id: string; thread: { title: string } | null } | null;
}

/** The signed-in user's latest notifications (polled while a forum page is open). */
export function useNotifications(userId: string | undefined) {
  return useQuery({
    queryKey: forumKeys.notifications(userId ?? ""),
    enabled: !!userId,
    refetchInterval: 30_000,
    queryFn: async () => {
      const { data, error } = await supabase()
        .from("forum_notifications")
        .select("id, kind, created_at, read_at, actor_id, post:forum_posts(number, thread_id, thread:forum_threads(title))")
        .order("created_at", { ascending: false })
        .limit(20);
      fail(error);
      return data as unknown as ForumNotification[];
    },
  });
}

export async function markNotificationsRead(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  fail((await supabase().from("forum_notifications").update({ read_at: new Date().toISOString() }).in("id", ids)).error);
}
