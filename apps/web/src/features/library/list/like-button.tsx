// The heart on browse cards and shared items: shows the like count; a signed-in user toggles their
// like (optimistic, rolled back on failure); a visitor is asked to sign in, and the like is made then.
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { LIKE_ITEM, type ItemPayload } from "@/lib/pending-action-types";
import { deferUntilSignedIn } from "@/lib/pending-actions";
import { cn } from "@/lib/utils";
import { useToggleLike } from "@/data/content-likes/toggle-like";

export const likesLabel = (n: number) => `${n.toLocaleString()} ${n === 1 ? "like" : "likes"}`;

export function LikeButton({
  item,
  liked,
  large = false,
  className,
}: {
  item: { id: string; name: string; like_count: number };
  liked: boolean;
  /** The item page's button says "Like" beside the count; cards show the heart and count only. */
  large?: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  const toggle = useToggleLike();
  const onClick = () => {
    if (!user) {
      // The like waits for sign-in, then is made (a like, never an unlike).
      deferUntilSignedIn({
        type: LIKE_ITEM,
        key: `${LIKE_ITEM}:${item.id}`,
        label: `Liking ${item.name}`,
        payload: { id: item.id, name: item.name } satisfies ItemPayload,
      });
      return;
    }
    toggle.mutate(
      { id: item.id, like: !liked },
      { onError: (e) => toast.error(liked ? "Could not remove your like" : "Could not save your like", { description: e.message }) },
    );
  };
  const count = likesLabel(item.like_count);
  return (
    <Button
      type="button"
      variant={large ? "outline" : "ghost"}
      size="sm"
      aria-pressed={user ? liked : undefined}
      // Cards name the item (many hearts on one page); the item page's visible words are the name.
      aria-label={large ? undefined : user ? `Like ${item.name}, ${count}` : `Sign in to like ${item.name}, ${count}`}
      title={user ? (liked ? "Remove your like" : "Like") : "Sign in to like"}
      onClick={onClick}
      className={cn("relative z-10 gap-1.5 text-muted-foreground", liked && "text-primary", className)}
    >
      <Heart aria-hidden="true" className={cn(liked && "fill-current")} />
      {large && <span>Like </span>}
      <span className="tabular-nums">{item.like_count.toLocaleString()}</span>
      {large && <span className="sr-only"> {item.like_count === 1 ? "like" : "likes"}</span>}
    </Button>
  );
}
