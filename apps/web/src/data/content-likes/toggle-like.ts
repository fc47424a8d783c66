// Like or unlike an item, optimistically: the heart and the count change at once in every cached
// list and item, and go back if the server refuses. The trigger behind content_likes keeps the
// real like_count; the caches are refreshed from it when the request settles.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { contentItemKeys } from "@/data/content-items/keys";
import { contentLikeKeys } from "./keys";

export interface LikeChange {
  id: string;
  like: boolean;
}

export async function toggleLike({ id, like }: LikeChange): Promise<void> {
  const likes = supabase().from("content_likes");
  const { error } = like ? await likes.insert({ item_id: id }) : await likes.delete().eq("item_id", id);
  // Liking twice (another tab got there first) leaves the item liked, as asked.
  if (error && !(like && error.code === "23505")) throw new Error(error.message);
}

type Row = { id?: unknown; like_count?: unknown };

/** A cached value with the item's like_count moved by delta (lists of rows, pages, single items). */
export function bumpLikeCount(value: unknown, id: string, delta: number): unknown {
  const bump = (r: unknown) => {
    const row = r as Row;
    return row && typeof row === "object" && row.id === id && typeof row.like_count === "number"
      ? { ...row, like_count: Math.max(0, row.like_count + delta) }
      : r;
  };
  if (Array.isArray(value)) return value.map(bump);
  if (value && typeof value === "object" && Array.isArray((value as { rows?: unknown }).rows)) {
    const page = value as { rows: unknown[] };
    return { ...page, rows: page.rows.map(bump) };
  }
  return bump(value);
}

/** The liked-id lists cached for the lists on screen, with id added or removed. */
function setLiked(value: unknown, id: string, like: boolean): unknown {
  if (!Array.isArray(value)) return value;
  const rest = (value as string[]).filter((x) => x !== id);
  return like ? [...rest, id] : rest;
}

/**
 * The cached reads that show an item's like count or order by it: the item itself and the My
 * Content and Browse lists. A like is not an edit (updated_at, versions, counts and the generators'
 * world stay as they were), so the rest of ["content_items"] is left alone.
 */
const likeCountKeys = (id: string): QueryKey[] => [contentItemKeys.item(id), contentItemKeys.mineAll, contentItemKeys.publicAll];

/** Every cache a like touches: those above and the liked-id lists (["content_likes"]). */
const likeKeys = (id: string): QueryKey[] => [...likeCountKeys(id), contentLikeKeys.all];

function snapshot(qc: QueryClient, id: string): [QueryKey, unknown][] {
  return likeKeys(id).flatMap((queryKey) => qc.getQueriesData({ queryKey }));
}

export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onMutate: async ({ id, like }: LikeChange) => {
      // Cancel (and later refetch) only what the like changes: a cancelled read elsewhere would keep its old data.
      await Promise.all(likeKeys(id).map((queryKey) => qc.cancelQueries({ queryKey })));
      const before = snapshot(qc, id);
      for (const queryKey of likeCountKeys(id)) qc.setQueriesData({ queryKey }, (v: unknown) => bumpLikeCount(v, id, like ? 1 : -1));
      // Only lists that show this item change: setLiked on a list without it just adds the id harmlessly.
      qc.setQueriesData({ queryKey: contentLikeKeys.all }, (v: unknown) => setLiked(v, id, like));
      return { before };
    },
    onError: (_e, _v, ctx) => {
      for (const [key, value] of ctx?.before ?? []) qc.setQueryData(key, value);
    },
    onSettled: (_d, _e, { id }) => Promise.all(likeKeys(id).map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
