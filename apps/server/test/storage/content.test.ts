// The storage service's pure checks: object names that could leave the bucket's directory are
// refused, types come from magic bytes, and bucket MIME patterns match as storage's do.
import { describe, expect, it } from "vitest";
import { validObjectName } from "../../src/storage/backend.js";
import { mimeAllowed, sniffMime } from "../../src/storage/content.js";

describe("storage checks", () => {
  it("refuses names with empty, dot or dot-dot segments, backslashes and control characters", () => {
    for (const ok of ["a.png", "uid/avatar.webp", "uid/sub folder/ünïcode.webp", "a/.hidden"]) expect(validObjectName(ok), ok).toBe(true);
    for (const bad of ["", "../etc/passwd", "uid/../x", "uid/./x", "/abs", "uid//x", "uid/", "a\\b", "a\u0000b", "a\nb", "x".repeat(1025)]) {
      expect(validObjectName(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("names the type from the first bytes only", () => {
    expect(sniffMime(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffMime(Buffer.from("GIF89a....", "latin1"))).toBe("image/gif");
    expect(sniffMime(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffMime(Buffer.from("%PDF-1.7"))).toBe("application/pdf");
    expect(sniffMime(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffMime(Buffer.from("RIFF\0\0\0\0WAVEfmt ", "latin1"))).toBeNull();
  });

  it("matches bucket MIME patterns exactly or by type/*", () => {
    expect(mimeAllowed("image/png", null)).toBe(true);
    expect(mimeAllowed("image/png", ["image/*"])).toBe(true);
    expect(mimeAllowed("image/png", ["image/jpeg", "image/png"])).toBe(true);
    expect(mimeAllowed("application/pdf", ["image/*"])).toBe(false);
    expect(mimeAllowed("imagex/png", ["image/*"])).toBe(false);
  });
});
