// A picture's size read from its header, nothing decoded (a 16,000 px picture would take a phone's
// memory): PNG's IHDR, WebP's VP8 / VP8L / VP8X chunk, JPEG's frame header, and a JPEG's EXIF
// orientation, which the server applies before storing (docs/maps.md), so a picture taken sideways is
// measured as it will be shown.
export interface Size {
  width: number;
  height: number;
}

const u16 = (b: Uint8Array, i: number, little = false) => (little ? b[i]! | (b[i + 1]! << 8) : (b[i]! << 8) | b[i + 1]!);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32 = (b: Uint8Array, i: number, little = false) =>
  little ? (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0 : ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

export function imageSize(b: Uint8Array): Size | null {
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 3) === "PNG" && ascii(b, 12, 4) === "IHDR") return { width: u32(b, 16), height: u32(b, 20) };
  if (b.length >= 30 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return webpSize(b);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return null;
}

function webpSize(b: Uint8Array): Size | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L" && b[20] === 0x2f) {
    const bits = u32(b, 21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return { width: u16(b, 26, true) & 0x3fff, height: u16(b, 28, true) & 0x3fff };
  return null;
}

function jpegSize(b: Uint8Array): Size | null {
  let orientation = 1;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16(b, i + 2);
    if (marker === 0xe1 && ascii(b, i + 4, 4) === "Exif") orientation = exifOrientation(b, i + 10, i + 2 + length) ?? orientation;
    // A frame header (SOF0–SOF15 but DHT, JPG and DAC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(b, i + 5);
      const width = u16(b, i + 7);
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    i += 2 + length;
  }
  return null;
}

/** The orientation tag (0x0112) of the first image directory of an EXIF block at `start`. */
function exifOrientation(b: Uint8Array, start: number, end: number): number | null {
  if (end > b.length || start + 8 > end) return null;
  const little = ascii(b, start, 2) === "II";
  const ifd = start + u32(b, start + 4, little);
  if (ifd + 2 > end) return null;
  const entries = u16(b, ifd, little);
  for (let k = 0; k < entries; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > end) return null;
    if (u16(b, e, little) === 0x0112) return u16(b, e + 8, little);
  }
  return null;
}
