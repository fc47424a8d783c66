// What the profile form allows (the database checks the same: supabase/migrations, profiles) and
// the avatar file rules the storage bucket enforces. The reads and writes are in @/data/profiles.
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export { DISPLAY_NAME_MAX } from "@/data/profiles/types";
export const BIO_MAX = 2000;
export const LINKS_MAX = 5;
export const LINK_MAX = 200;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** The problem with a list of links, or "" when they are fine. */
export function linksProblem(links: string[]): string {
  if (links.length > LINKS_MAX) return `Add at most ${LINKS_MAX} links.`;
  const bad = links.find((l) => l.length > LINK_MAX || !/^https?:\/\/[^\s/$.?#][^\s]*$/.test(l));
  return bad ? `"${bad.length > 40 ? bad.slice(0, 40) + "…" : bad}" is not a web address starting with https://.` : "";
}
