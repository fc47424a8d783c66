// A person's avatar, the one drawing of it everywhere (the header's account button, forum posts and
// profile cards, feedback posts and comments, the authors on Browse, the Profile page): their
// uploaded picture, or their initials on a muted disc when there is none (or it fails to load), or
// a person icon when they have no public name either. The picture address comes from the public
// profile row (profiles.avatar_url, readable by everyone) and reaches <img> only through imageSrc().
import { UserRound } from "lucide-react";
import { useState } from "react";
import type { Author } from "@/data/profiles/types";
import { imageSrc } from "@/lib/image-src";
import { cn } from "@/lib/utils";

const SIZES = {
  xs: "size-6 text-[0.625rem]",
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-16 text-xl",
  xl: "size-24 text-3xl",
} as const;

export type AvatarSize = keyof typeof SIZES;

/** Up to two letters: the first of the first word and of the last ("Ada of the Loom" → "AL"). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = [...words[0]!][0] ?? "";
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function Avatar({
  url,
  name,
  size = "sm",
  alt = "",
  preview,
  className,
}: {
  /** The stored picture address (profiles.avatar_url). */
  url: string | null | undefined;
  /** The public name the initials come from; empty for someone without one. */
  name: string | null | undefined;
  size?: AvatarSize;
  /** Empty (decorative) where the name is written next to it. */
  alt?: string;
  /** A blob: address of a file just picked on this page, shown before it is stored. */
  preview?: string | null;
  className?: string;
}) {
  const src = preview ?? imageSrc(url);
  const [broken, setBroken] = useState<string | null>(null);
  const letters = initials(name);
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-muted font-serif leading-none text-muted-foreground select-none",
        SIZES[size],
        className,
      )}
    >
      {src && broken !== src ? (
        <img src={src} alt={alt} className="size-full object-cover" data-avatar="" onError={() => setBroken(src)} />
      ) : letters ? (
        // Drawn by CSS, not as text: the letters are a picture of the name, and inside a labelled
        // button ("Account menu") visible text would have to be part of the button's name.
        <span aria-hidden="true" data-initials={letters} className="before:content-[attr(data-initials)]" />
      ) : (
        <UserRound aria-hidden="true" className="size-[55%]" />
      )}
      {/* A named avatar without its picture still says whose it is. */}
      {alt && !(src && broken !== src) && <span className="sr-only">{alt}</span>}
    </span>
  );
}

/** An author's avatar from their public profile (get-author.ts, get-names.ts); the initials fallback while it loads. */
export function AuthorAvatar({ author, size, className }: { author: Author | undefined; size?: AvatarSize; className?: string }) {
  return <Avatar url={author?.avatarUrl} name={author?.named ? author.name : null} size={size} className={className} />;
}
