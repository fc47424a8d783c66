// Deep-zoom tiles for large map pictures (docs/maps.md, "Deep-zoom tiles"). After a map image with
// a side over MAP_TILE_MIN_SIDE is stored, a queue in the process cuts it with sharp's `tile()`
// (Google layout: level 0 is the whole picture in one 256 px tile, each level doubles, the last is
// full size; tiles are cut from the top left) into the backend under `~tiles/<object name>/`, with
// `tiles.json` written last, so its presence means the set is complete. No user object can live
// there: every object name in the bucket starts with its owner's id. Tiles are not rows of
// storage.objects: they are not listed and do not count toward the plan's storage.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { StorageBackend } from "./backend.js";
import { MAP_IMAGE_BUCKET, MAP_IMAGE_MAX_SIDE } from "./content.js";

export const TILE_SIZE = 256;

/** What `tiles.json` holds. */
export interface TileSet {
  size: number;
  /** The level at full size (levels run 0..maxLevel). */
  maxLevel: number;
  width: number;
  height: number;
  format: "webp";
  /** The eTag of the object the tiles were cut from: a replaced picture's old tiles are never served. */
  etag: string;
}

export const tilesPrefix = (name: string) => `~tiles/${name}`;
const tileKey = (name: string, level: number, y: number, x: number) => `${tilesPrefix(name)}/${level}/${y}/${x}.webp`;

/** The tiles at a level that hold some of the picture (the layout pads it to a square). */
function tilesAt(set: Pick<TileSet, "size" | "maxLevel" | "width" | "height">, level: number): { columns: number; rows: number } {
  const scale = 2 ** (level - set.maxLevel);
  return { columns: Math.ceil((set.width * scale) / set.size), rows: Math.ceil((set.height * scale) / set.size) };
}

export function levelsFor(width: number, height: number): number {
  return Math.max(0, Math.ceil(Math.log2(Math.max(width, height) / TILE_SIZE)));
}

/** Every key a tile set uses, tiles.json included. */
export function tileKeys(name: string, set: TileSet): string[] {
  const keys: string[] = [];
  for (let level = 0; level <= set.maxLevel; level++) {
    const { columns, rows } = tilesAt(set, level);
    for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) keys.push(tileKey(name, level, y, x));
  }
  keys.push(`${tilesPrefix(name)}/tiles.json`);
  return keys;
}

async function readAll(backend: StorageBackend, bucket: string, key: string): Promise<Buffer | null> {
  const file = await backend.get(bucket, key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  } catch {
    // Removed while it was read (the picture was replaced): as good as absent.
    return null;
  }
  return Buffer.concat(chunks);
}

export async function readTileSet(backend: StorageBackend, bucket: string, name: string): Promise<TileSet | null> {
  const raw = await readAll(backend, bucket, `${tilesPrefix(name)}/tiles.json`);
  if (!raw) return null;
  try {
    return JSON.parse(raw.toString("utf8")) as TileSet;
  } catch {
    return null;
  }
}

/** A tile's bytes, or null when the set, the level or the tile does not exist. */
export async function readTile(backend: StorageBackend, bucket: string, name: string, set: TileSet, level: number, y: number, x: number) {
  if (level > set.maxLevel) return null;
  const { columns, rows } = tilesAt(set, level);
  if (x >= columns || y >= rows) return null;
  return backend.get(bucket, tileKey(name, level, y, x));
}

/** Removes an object's tiles, if it has any. */
export async function removeTiles(backend: StorageBackend, bucket: string, names: readonly string[]): Promise<void> {
  if (bucket !== MAP_IMAGE_BUCKET) return;
  for (const name of names) {
    const set = await readTileSet(backend, bucket, name);
    if (set) await backend.remove(bucket, tileKeys(name, set).reverse());
  }
}

/**
 * Cuts the picture into tiles and stores them, tiles.json last. The tiles keep an alpha channel,
 * so the part of an edge tile beyond the picture is clear, not white.
 */
export async function cutTiles(backend: StorageBackend, bucket: string, name: string, bytes: Buffer, etag: string): Promise<TileSet> {
  const meta = await sharp(bytes, { limitInputPixels: MAP_IMAGE_MAX_SIDE * MAP_IMAGE_MAX_SIDE }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const set: TileSet = { size: TILE_SIZE, maxLevel: levelsFor(width, height), width, height, format: "webp", etag };
  const dir = await mkdtemp(join(tmpdir(), "worldloom-tiles-"));
  try {
    await sharp(bytes, { limitInputPixels: MAP_IMAGE_MAX_SIDE * MAP_IMAGE_MAX_SIDE })
      .ensureAlpha()
      .webp({ quality: 82, effort: 2 })
      .tile({ size: TILE_SIZE, layout: "google", skipBlanks: -1, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .toFile(join(dir, "out"));
    await removeTiles(backend, bucket, [name]);
    for (let level = 0; level <= set.maxLevel; level++) {
      const { columns, rows } = tilesAt(set, level);
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < columns; x++) {
          const file = join(dir, "out", String(level), String(y), `${x}.webp`);
          await backend.put(bucket, tileKey(name, level, y, x), await readFile(file));
        }
      }
    }
    await backend.put(bucket, `${tilesPrefix(name)}/tiles.json`, Buffer.from(JSON.stringify(set)));
    return set;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface TileQueue {
  /** Queues the picture for tiling when a side is over the threshold; returns at once. */
  add(bucket: string, name: string, bytes: Buffer, etag: string): void;
  /** Resolves when every queued picture is cut (or failed). */
  idle(): Promise<void>;
}

/** One picture at a time, so a burst of uploads never holds several 16,000 px pictures in memory. */
export function tileQueue(backend: StorageBackend, minSide: number, log: (msg: string, err?: unknown) => void): TileQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(bucket, name, bytes, etag) {
      if (bucket !== MAP_IMAGE_BUCKET) return;
      tail = tail.then(async () => {
        try {
          const meta = await sharp(bytes).metadata();
          // A picture replaced by a smaller one loses the old tiles.
          if (Math.max(meta.width ?? 0, meta.height ?? 0) <= minSide) return await removeTiles(backend, bucket, [name]);
          await cutTiles(backend, bucket, name, bytes, etag);
        } catch (err) {
          // The viewer falls back to the whole picture when there are no tiles.
          log(`tiling ${bucket}/${name} failed`, err);
        }
      });
    },
    idle: () => tail,
  };
}
