// Profile data access: the signed-in user's row in public.profiles, the username check, and the
// avatar in the public 'avatars' bucket (docs/storage.md). RLS lets a user change only their row
// and write only under their own folder; the server re-encodes the image to WebP.
import { supabase } from "@/lib/supabase";

export interface Profile {
  id: string;
  username: string | null;
  display_name: string | null;
  bio: string | null;
  links: string[];
  avatar_url: string | null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const DISPLAY_NAME_MAX = 80;
export const BIO_MAX = 2000;
export const LINKS_MAX = 5;
export const LINK_MAX = 200;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

export const profileKey = (id: string) => ["profile", id] as const;

export async function fetchProfile(id: string): Promise<Profile> {
  const { data, error } = await supabase().from("profiles").select("id, username, display_name, bio, links, avatar_url").eq("id", id).single();
  if (error) throw error;
  return data;
}

export type ProfileChanges = Partial<Pick<Profile, "username" | "display_name" | "bio" | "links" | "avatar_url">>;

/** Saves changes; a taken username comes back as a readable Error. */
export async function saveProfile(id: string, changes: ProfileChanges): Promise<void> {
  const { error } = await supabase().from("profiles").update(changes).eq("id", id);
  if (!error) return;
  if (error.code === "23505") throw new Error("That username is taken.");
  if (error.code === "23514") throw new Error("Something in the form is not allowed: check the username, bio and links.");
  throw error;
}

/** Whether someone else already uses the name (any letter case). */
export async function usernameAvailable(name: string): Promise<boolean> {
  const { data, error } = await supabase().rpc("username_available", { name });
  if (error) throw error;
  return data;
}

/** Uploads the picture as the user's avatar and returns its public URL (with a version to beat caches). */
export async function uploadAvatar(userId: string, file: File): Promise<string> {
  const path = `${userId}/avatar.webp`;
  const bucket = supabase().storage.from("avatars");
  const { error } = await bucket.upload(path, file, { upsert: true, cacheControl: "3600" });
  if (error)
    throw new Error(
      error.message === "The object exceeded the maximum allowed size"
        ? "That picture is larger than 2 MB."
        : error.message.startsWith("mime type")
          ? "That file is not a PNG, JPEG, WebP or GIF picture."
          : error.message,
    );
  return `${bucket.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
}

/** The problem with a list of links, or "" when they are fine. */
export function linksProblem(links: string[]): string {
  if (links.length > LINKS_MAX) return `Add at most ${LINKS_MAX} links.`;
  const bad = links.find((l) => l.length > LINK_MAX || !/^https?:\/\/[^\s/$.?#][^\s]*$/.test(l));
  return bad ? `"${bad.length > 40 ? bad.slice(0, 40) + "…" : bad}" is not a web address starting with https://.` : "";
}
