// An author's name that opens a small profile card: display name, avatar, joined, post count.
import { Popover } from "radix-ui";
import { UserRound } from "lucide-react";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfileCard } from "@/data/forum/get-profile-card";
import { imageSrc } from "@/lib/image-src";

const joinedFmt = new Intl.DateTimeFormat("en", { month: "long", year: "numeric" });

export function AuthorName({ id, name }: { id: string | null; name: string | undefined }) {
  const [open, setOpen] = useState(false);
  const card = useProfileCard(id, open);
  const label = id ? (name ?? "…") : "Deleted user";
  if (!id) return <span className="font-medium text-muted-foreground">{label}</span>;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="rounded font-medium text-foreground underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {label}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          align="start"
          aria-label={`About ${label}`}
          className="z-50 w-64 rounded-lg border border-border bg-popover p-4 text-popover-foreground shadow-lg outline-none"
        >
          {card.isPending ? (
            <div role="status" className="space-y-2" aria-label="Loading profile">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-4 w-40" />
            </div>
          ) : card.isError || !card.data ? (
            <p className="text-sm text-muted-foreground">This profile could not be loaded.</p>
          ) : (
            <div className="flex gap-3">
              {imageSrc(card.data.avatar_url) ? (
                <img src={imageSrc(card.data.avatar_url)} alt="" className="size-10 shrink-0 rounded-full object-cover" />
              ) : (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden="true">
                  <UserRound className="size-5 text-muted-foreground" />
                </span>
              )}
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold">{card.data.display_name || card.data.username || "A world-builder"}</p>
                {card.data.username && <p className="truncate text-muted-foreground">@{card.data.username}</p>}
                <p className="mt-1 text-muted-foreground">Joined {joinedFmt.format(new Date(card.data.joined_at))}</p>
                <p className="text-muted-foreground">
                  {card.data.post_count.toLocaleString("en")} {card.data.post_count === 1 ? "post" : "posts"}
                </p>
              </div>
            </div>
          )}
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
