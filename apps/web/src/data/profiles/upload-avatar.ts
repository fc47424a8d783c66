// The avatar in the public 'avatars' bucket (docs/storage.md): <uid>/avatar.webp. Storage RLS lets a
// user write only under their own folder; the server re-encodes the image to WebP.
import { supabase } from "@/lib/supabase";

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
