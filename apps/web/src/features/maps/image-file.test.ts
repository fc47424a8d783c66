import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mapFileProblem, mapSizeProblem, megabytes } from "./image-file";
import { imageSize } from "./image-size";

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 60 } } });
const bytes = async (p: Promise<Buffer>) => new Uint8Array(await p);

describe("a map picture's limits", () => {
  it("takes PNG, JPEG and WebP up to 50 MB and names the file it refuses", () => {
    expect(mapFileProblem({ name: "vale.png", type: "image/png", size: 1000 })).toBe("");
    expect(mapFileProblem({ name: "vale.webp", type: "image/webp", size: 50 * 1024 * 1024 })).toBe("");
    expect(mapFileProblem({ name: "vale.svg", type: "image/svg+xml", size: 10 })).toBe("“vale.svg” is not a PNG, JPEG or WebP picture.");
    expect(mapFileProblem({ name: "notes.txt", type: "text/plain", size: 10 })).toContain("is not a PNG, JPEG or WebP picture");
    expect(mapFileProblem({ name: "big.jpg", type: "image/jpeg", size: 60 * 1024 * 1024 })).toBe("“big.jpg” is 60 MB; a map picture may be at most 50 MB.");
  });

  it("takes 16,000 px a side and no more", () => {
    expect(mapSizeProblem(16_000, 16_000)).toBe("");
    expect(mapSizeProblem(40_000, 10)).toBe("The picture is 40,000 × 10 px; a map picture may be at most 16,000 px a side.");
    expect(mapSizeProblem(0, 10)).toBe("This picture has no size that can be read.");
    expect(megabytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});

describe("a picture's size from its header", () => {
  it("reads PNG, JPEG and the three kinds of WebP", async () => {
    expect(imageSize(await bytes(picture(300, 200).png().toBuffer()))).toEqual({ width: 300, height: 200 });
    expect(imageSize(await bytes(picture(300, 200).jpeg().toBuffer()))).toEqual({ width: 300, height: 200 });
    expect(imageSize(await bytes(picture(301, 203).webp().toBuffer()))).toEqual({ width: 301, height: 203 });
    expect(imageSize(await bytes(picture(301, 203).webp({ lossless: true }).toBuffer()))).toEqual({ width: 301, height: 203 });
    const alpha = sharp({ create: { width: 17, height: 9, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } });
    expect(imageSize(await bytes(alpha.webp().toBuffer()))).toEqual({ width: 17, height: 9 });
  });

  it("measures a JPEG taken sideways as it will be shown", async () => {
    const sideways = await bytes(picture(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect(imageSize(sideways)).toEqual({ width: 200, height: 300 });
    const upright = await bytes(picture(300, 200).jpeg().withMetadata({ orientation: 1 }).toBuffer());
    expect(imageSize(upright)).toEqual({ width: 300, height: 200 });
  });

  it("reads a wide picture's size without decoding it, and knows nothing of other bytes", async () => {
    const png = await bytes(
      sharp({ create: { width: 20_000, height: 2, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect(imageSize(png)).toEqual({ width: 20_000, height: 2 });
    expect(imageSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
