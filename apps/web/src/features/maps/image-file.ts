// What a map picture may be (docs/maps.md): PNG, JPEG or WebP, up to 50 MB and 16,000 px a side. The
// server refuses anything else too; checking here first says so before a long upload.
import { MAP_IMAGE_TYPES, MAP_LIMITS } from "@/data/maps/types";
import { imageSize } from "./image-size";

export const LIMITS_TEXT = "PNG, JPEG or WebP, up to 50 MB and 16,000 px a side.";

/** The problem with a picked file, or "" when it may be uploaded. */
export function mapFileProblem(file: { type: string; size: number; name: string }): string {
  if (!(MAP_IMAGE_TYPES as readonly string[]).includes(file.type)) return `“${file.name}” is not a PNG, JPEG or WebP picture.`;
  if (file.size > MAP_LIMITS.maxBytes) return `“${file.name}” is ${megabytes(file.size)}; a map picture may be at most 50 MB.`;
  return "";
}

/** The problem with a picture's size, or "" when it fits. */
export function mapSizeProblem(width: number, height: number): string {
  if (width < 1 || height < 1) return "This picture has no size that can be read.";
  if (width > MAP_LIMITS.maxSide || height > MAP_LIMITS.maxSide)
    return `The picture is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} px; a map picture may be at most 16,000 px a side.`;
  return "";
}

export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString("en", { maximumFractionDigits: bytes < 10 * 1024 * 1024 ? 1 : 0 })} MB`;

/** The picture's size in pixels from its first bytes, or null when it is not a picture we can read. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  // A JPEG's size and orientation sit in its first markers; 256 KB covers an EXIF block with a thumbnail.
  return imageSize(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
}
