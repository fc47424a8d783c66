// An item's author on Browse ("Shared by …", "By …"): their avatar and public name, from the public
// profile row (get-author.ts). The name is "…" while it loads.
import { useAuthor } from "@/data/profiles/get-author";
import { cn } from "@/lib/utils";
import { AuthorAvatar, type AvatarSize } from "./avatar";

export function AuthorChip({ id, size = "xs", className }: { id: string | undefined; size?: AvatarSize; className?: string }) {
  const author = useAuthor(id).data;
  return (
    <span className={cn("inline-flex max-w-full items-center gap-1.5 align-middle", className)} data-testid="author-chip">
      <AuthorAvatar author={author} size={size} />
      <span className="min-w-0 truncate font-medium text-foreground">{author?.name ?? "…"}</span>
    </span>
  );
}
