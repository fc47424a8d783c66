// Renders the app icons in public/ from public/favicon.svg (run after changing the SVG:
// `node apps/web/scripts/make-icons.mjs`). The PNGs are committed; the build does not run this.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const pub = new URL("../public/", import.meta.url);
const svg = readFileSync(new URL("favicon.svg", pub));
const background = "#7a3b1d";

async function png(size, file, { maskable = false } = {}) {
  // A maskable icon keeps its mark inside the central 80 % "safe zone" on a full-bleed square.
  const inner = maskable ? Math.round(size * 0.8) : size;
  let img = sharp(svg, { density: Math.ceil((72 * inner) / 64) }).resize(inner, inner);
  if (maskable) {
    const mark = await img.png().toBuffer();
    img = sharp({ create: { width: size, height: size, channels: 4, background } }).composite([{ input: mark, gravity: "center" }]);
  }
  const out = await img.png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(new URL(file, pub), out);
  return out;
}

/** A .ico holding one PNG image (allowed since Windows Vista; every browser reads it). */
function icoOf(pngData, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, pngData]);
}

const small = await png(32, "icons/favicon-32.png");
writeFileSync(new URL("favicon.ico", pub), icoOf(small, 32));
await png(180, "apple-touch-icon.png");
await png(192, "icons/icon-192.png");
await png(512, "icons/icon-512.png");
await png(512, "icons/icon-maskable-512.png", { maskable: true });
console.log("icons written to apps/web/public");
