// The profile row as the Profile page reads and edits it (public.profiles; RLS lets a user change only their row).
import type { Tables } from "@/lib/row-types";

export type Profile = Pick<Tables<"profiles">, "id" | "username" | "display_name" | "bio" | "links" | "avatar_url">;
export const PROFILE_COLUMNS = "id,username,display_name,bio,links,avatar_url" as const;

export type ProfileChanges = Partial<Pick<Profile, "username" | "display_name" | "bio" | "links" | "avatar_url">>;
