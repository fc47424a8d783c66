import { describe, expect, it } from "vitest";
import { imageSrc } from "./image-src";

describe("imageSrc", () => {
  it("keeps https and http addresses and paths on this origin", () => {
    for (const ok of [
      "https://example.com/a.png",
      "https://lh3.googleusercontent.com/a/abc=s96-c",
      "http://localhost:3000/storage/v1/object/public/avatars/u/avatar.webp?v=1",
      "HTTPS://EXAMPLE.COM/A.PNG",
      "/storage/v1/object/public/covers/u/c.webp",
    ])
      expect(imageSrc(ok)).toBe(ok);
  });

  it("refuses script, data and other URLs, and anything with spaces or control characters", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "blob:https://example.com/1",
      "file:///etc/passwd",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "https://ex ample.com/x.png",
      "not a url",
      "",
      null,
      undefined,
    ])
      expect(imageSrc(bad), String(bad)).toBeUndefined();
  });
});
