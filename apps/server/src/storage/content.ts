// What an upload really is: the type comes from its first bytes, never from its name or the
// Content-Type the client sent. Images for image buckets are re-encoded to WebP with sharp,
// which also drops metadata (EXIF, GPS) and proves the file decodes. Most image buckets shrink
// pictures to STORAGE_IMAGE_MAX_SIDE; map images keep their size (docs/maps.md).
import sharp from "sharp";
import { StorageError } from "./errors.js";

const signatures: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: "image/png", test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: "image/jpeg", test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/gif", test: (b) => b.length > 6 && (b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a") },
  { mime: "image/webp", test: (b) => b.length > 12 && b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
  { mime: "application/pdf", test: (b) => b.length > 5 && b.subarray(0, 5).toString("latin1") === "%PDF-" },
];

/** The MIME type the bytes say they are, or null when we do not recognise them. */
export function sniffMime(bytes: Buffer): string | null {
  return signatures.find((s) => s.test(bytes))?.mime ?? null;
}

/** What to call bytes we do not store as a type, in a refusal: SVG is named, as it is the usual try. */
export function refusedType(bytes: Buffer): string {
  const head = bytes
    .subarray(0, 512)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("<svg") || (/^<\?xml|^<!doctype svg|^<!--/.test(head) && head.includes("<svg"))) return "image/svg+xml";
  return "unknown";
}

/** True when mime matches one of the patterns ("image/png", "image/*"). */
export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((a) => a === mime || (a.endsWith("/*") && mime.startsWith(a.slice(0, -1))));
}

/** An image re-encoded as WebP, no side longer than maxSide, EXIF orientation applied. */
export async function toWebp(bytes: Buffer, maxSide: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 64_000_000, animated: false })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** The bucket that keeps its pictures at full size, and the largest side it takes (map_limits() in the database). */
export const MAP_IMAGE_BUCKET = "map-images";
export const MAP_IMAGE_MAX_SIDE = 16_000;

const unreadable = () => new StorageError(415, "invalid_mime_type", "The file is not an image we can read");

/** Above this, lossy WebP may fail (a detailed 16,000 × 12,000 picture did: libwebp caps its first partition at 512 KB). */
const WEBP_MAX_PIXELS = 64_000_000;

export interface StoredImage {
  bytes: Buffer;
  mimetype: "image/webp" | "image/jpeg" | "image/png";
}

/**
 * A map image as stored: at most MAP_IMAGE_MAX_SIDE px a side (read from the header before
 * anything is decoded), at its full size, EXIF orientation applied and metadata dropped. WebP
 * (quality 88, effort 2) up to WEBP_MAX_PIXELS; above that, or when the WebP encoder gives up,
 * a JPEG stays JPEG (quality 90) and anything else becomes PNG, lossless, alpha kept (docs/maps.md
 * has the figures).
 */
export async function toMapImage(bytes: Buffer): Promise<StoredImage> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { width, height } = meta;
  if (!width || !height) throw unreadable();
  if (width > MAP_IMAGE_MAX_SIDE || height > MAP_IMAGE_MAX_SIDE) {
    throw new StorageError(
      400,
      "InvalidRequest",
      `The image is ${width} × ${height} px; a map image may be at most ${MAP_IMAGE_MAX_SIDE.toLocaleString("en")} px a side`,
    );
  }
  const source = () => sharp(bytes, { limitInputPixels: MAP_IMAGE_MAX_SIDE * MAP_IMAGE_MAX_SIDE, animated: false }).rotate();
  if (width * height <= WEBP_MAX_PIXELS) {
    const webp = await source()
      .webp({ quality: 88, effort: 2 })
      .toBuffer()
      .catch(() => undefined);
    if (webp) return { bytes: webp, mimetype: "image/webp" };
  }
  const jpeg = meta.format === "jpeg" || (meta.format === "webp" && !meta.hasAlpha);
  // optimiseCoding would hold every coefficient of the picture in memory (1.2 GB at 16,000 × 12,000).
  const out = jpeg ? source().jpeg({ quality: 90, optimiseCoding: false }) : source().png({ compressionLevel: 6 });
  return {
    bytes: await out.toBuffer().catch(() => {
      throw unreadable();
    }),
    mimetype: jpeg ? "image/jpeg" : "image/png",
  };
}

/** How an image bucket stores an upload: map images at full size, the rest as WebP no longer than maxSide. */
export async function storedImage(bucketId: string, bytes: Buffer, maxSide: number): Promise<StoredImage> {
  if (bucketId === MAP_IMAGE_BUCKET) return toMapImage(bytes);
  const webp = await toWebp(bytes, maxSide).catch(() => {
    throw unreadable();
  });
  return { bytes: webp, mimetype: "image/webp" };
}
