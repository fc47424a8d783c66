// A page of a thread's posts (by their number), and one post's edit history (newest first).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { forumKeys } from "./keys";
import { fail, POSTS_PER_PAGE, type Post, type PostRevision } from "./types";

export async function getPosts(threadId: string, page: number): Promise<Post[]> {
  const from = page * POSTS_PER_PAGE + 1;
  const { data, error } = await supabase()
    .from("forum_posts")
    .select("id, thread_id, number, author_id, body, created_at, edited_at, deleted_at, hidden_at, hidden_reason, like_count")
    .eq("thread_id", threadId)
    .gte("number", from)
    .lt("number", from + POSTS_PER_PAGE)
    .order("number");
  fail(error);
  return data ?? [];
}

export function usePosts(threadId: string, page: number, enabled = true) {
  return useQuery({ queryKey: forumKeys.posts(threadId, page), enabled, placeholderData: keepPreviousData, queryFn: () => getPosts(threadId, page) });
}

export async function getPostHistory(postId: string): Promise<PostRevision[]> {
  const { data, error } = await supabase()
    .from("forum_post_revisions")
    .select("id, body, reason, created_at")
    .eq("post_id", postId)
    .order("id", { ascending: false });
  fail(error);
  return data ?? [];
}

export function usePostHistory(postId: string, enabled: boolean) {
  return useQuery({ queryKey: forumKeys.history(postId), enabled, queryFn: () => getPostHistory(postId) });
}
