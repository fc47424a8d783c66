// Universe cover pictures in the public 'covers' bucket (docs/storage.md): <uid>/<random>.webp.
// The server checks the bytes, resizes and stores WebP; the address goes in universes.cover_image_url.
import { supabase } from "@/lib/supabase";

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const BUCKET = "covers";

/** The problem with a picked file, or "" when it may be uploaded. */
export function coverFileProblem(file: { type: string; size: number }): string {
  if (!COVER_TYPES.includes(file.type)) return "Choose a PNG, JPEG, WebP or GIF picture.";
  if (file.size > COVER_MAX_BYTES) return "That picture is larger than 5 MB.";
  return "";
}

/** Uploads a cover and answers its public address. */
export async function uploadCover(userId: string, file: File): Promise<string> {
  const path = `${userId}/${crypto.randomUUID()}.webp`;
  const bucket = supabase().storage.from(BUCKET);
  const { error } = await bucket.upload(path, file, { cacheControl: "86400" });
  if (error)
    throw new Error(
      error.message === "The object exceeded the maximum allowed size"
        ? "That picture is larger than 5 MB."
        : error.message.startsWith("mime type")
          ? "That file is not a PNG, JPEG, WebP or GIF picture."
          : error.message,
    );
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** The object path when `url` is one of our stored covers, else null (an address from elsewhere). */
export function coverPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${BUCKET}/`;
  const at = url.indexOf(marker);
  return at < 0 ? null : decodeURIComponent(url.slice(at + marker.length).split("?")[0]!);
}

/** Removes stored covers no universe uses any more; addresses from elsewhere are left alone. Failures are ignored (the file stays). */
export async function removeCovers(urls: (string | null | undefined)[]): Promise<void> {
  const paths = urls.map(coverPath).filter((p): p is string => !!p);
  if (paths.length)
    await supabase()
      .storage.from(BUCKET)
      .remove(paths)
      .catch(() => undefined);
}
