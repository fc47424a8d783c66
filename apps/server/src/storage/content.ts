// What an upload really is: the type comes from its first bytes, never from its name or the
// Content-Type the client sent. Images for image buckets are re-encoded to WebP with sharp,
// which also drops metadata (EXIF, GPS) and proves the file decodes.
import sharp from "sharp";

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
