// The profile row as the Profile page reads and edits it (public.profiles; RLS lets a user change only their row).
import type { Tables } from "@/lib/row-types";

export type Profile = Pick<Tables<"profiles">, "id" | "username" | "display_name" | "bio" | "links" | "avatar_url">;
export const PROFILE_COLUMNS = "id,username,display_name,bio,links,avatar_url" as const;

/** The longest display name (the database checks the same). */
export const DISPLAY_NAME_MAX = 80;

export type ProfileChanges = Partial<Pick<Profile, "username" | "display_name" | "bio" | "links" | "avatar_url">>;

/** What anyone may read of an author: public.profiles is readable by all and holds nothing private. */
export const AUTHOR_COLUMNS = "display_name,username,avatar_url" as const;
type AuthorRow = Pick<Tables<"profiles">, "display_name" | "username" | "avatar_url">;

/** Shown for someone who has set no public name (never anything taken from their e-mail). */
export const NO_PUBLIC_NAME = "A world-builder";

/** The name others see: the display name, else the username; null when neither is set. */
export const publicName = (p: Pick<AuthorRow, "display_name" | "username"> | null | undefined): string | null => p?.display_name?.trim() || p?.username || null;

export interface Author {
  /** The public name, or NO_PUBLIC_NAME. */
  name: string;
  /** Whether `name` is one they chose (the avatar draws initials from it, else a person icon). */
  named: boolean;
  avatarUrl: string | null;
}

export function toAuthor(p: AuthorRow | null | undefined): Author {
  const name = publicName(p);
  return { name: name ?? NO_PUBLIC_NAME, named: name !== null, avatarUrl: p?.avatar_url ?? null };
}

/** Whether a public name is the part of this e-mail address before the @ (the old default). */
export function isEmailPrefix(name: string | null | undefined, email: string | null | undefined): boolean {
  const prefix = email?.split("@")[0]?.trim().toLowerCase();
  return !!prefix && name?.trim().toLowerCase() === prefix;
}
