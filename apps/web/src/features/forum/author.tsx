// An author's name that opens a small profile card: display name, avatar, joined, post count.
import { Popover } from "radix-ui";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfileCard } from "@/data/forum/get-profile-card";
import { Avatar } from "@/components/avatar";
import type { ProfileCard } from "@/data/forum/types";
import { NO_PUBLIC_NAME, publicName } from "@/data/profiles/types";

const joinedFmt = new Intl.DateTimeFormat("en", { month: "long", year: "numeric" });

/** A member's public card: avatar, name, @username, joined, post count (the popover's and /forum/u/:id's). */
export function ProfileCardBody({ card, large = false }: { card: ProfileCard; large?: boolean }) {
  const name = publicName(card);
  return (
    <div className="flex gap-3">
      <Avatar url={card.avatar_url} name={name} size={large ? "lg" : "md"} />
      <div className="min-w-0 text-sm">
        {large ? (
          <h1 className="font-serif text-2xl font-semibold break-words">{name ?? NO_PUBLIC_NAME}</h1>
        ) : (
          <p className="truncate font-semibold">{name ?? NO_PUBLIC_NAME}</p>
        )}
        {card.username && <p className={large ? "break-words text-muted-foreground" : "truncate text-muted-foreground"}>@{card.username}</p>}
        <p className="mt-1 text-muted-foreground">Joined {joinedFmt.format(new Date(card.joined_at))}</p>
        <p className="text-muted-foreground">
          {card.post_count.toLocaleString("en")} {card.post_count === 1 ? "post" : "posts"}
        </p>
      </div>
    </div>
  );
}

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
            <ProfileCardBody card={card.data} />
          )}
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
