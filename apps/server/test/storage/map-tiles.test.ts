// Deep-zoom tiles of a large map picture (docs/maps.md, "Deep-zoom tiles"), on both databases: after
// the upload the picture is cut in the background; the object's signed token opens tiles.json and
// every tile (top left first, the picture's own pixels, clear past its edge), nothing else; a
// replaced picture's old tiles are never served, and deleting the object removes them.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

const bucket = "map-images";

/** A 1,300 × 900 picture, blue, with a red square in the top-left tile and a yellow one at the bottom right. */
async function picture(): Promise<Buffer> {
  const square = (color: string) =>
    sharp({ create: { width: 100, height: 100, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1300, height: 900, channels: 3, background: "#0000ff" } })
    .composite([
      { input: await square("#ff0000"), left: 20, top: 20 },
      { input: await square("#ffff00"), left: 1190, top: 790 },
    ])
    .png()
    .toBuffer();
}

/** The pixel's [r, g, b, alpha] at (x, y) of a tile. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 12);

async function poll(url: string, status: number): Promise<Response> {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(url);
    if (res.status === status) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered ${status}`);
}

describe.each(databases)("map tiles on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["tiler@example.com", "tile-visitor@example.com"] as const, { overrides: { mapTileMinSide: 1000 } });
  let owner: SupabaseClient;
  let folder = "";
  beforeAll(async () => {
    const [client, id] = suite().users[0];
    owner = client;
    const map = (
      await owner
        .from("story_documents")
        .insert({ tool: "map", title: "Tiled", data: { width: 1300, height: 900 } })
        .select("id")
        .single()
    ).data!.id as string;
    folder = `${id}/${map}`;
  });

  it("cuts a picture over MAP_TILE_MIN_SIDE into tiles its signed token opens", async () => {
    const path = `${folder}/vale.webp`;
    expect((await owner.storage.from(bucket).upload(path, await picture(), { contentType: "image/png" })).error).toBeNull();
    const signed = await owner.storage.from(bucket).createSignedUrl(path, 600);
    expect(signed.error).toBeNull();
    const [base, query] = signed.data!.signedUrl.replace("/object/sign/", "/tiles/").split("?") as [string, string];
    const set = await (await poll(`${base}/tiles.json?${query}`, 200)).json();
    // 1,300 px needs 3 doublings of 256 px (2,048 ≥ 1,300).
    expect(set).toEqual({ size: 256, maxLevel: 3, width: 1300, height: 900, format: "webp" });

    const tile = async (level: number, y: number, x: number) => {
      const res = await fetch(`${base}/${level}/${y}/${x}.webp?${query}`);
      return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const topLeft = await tile(3, 0, 0);
    expect([topLeft.status, topLeft.type]).toEqual([200, "image/webp"]);
    const meta = await sharp(topLeft.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(near(await pixel(topLeft.bytes, 60, 60), [255, 0, 0, 255])).toBe(true);
    expect(near(await pixel(topLeft.bytes, 200, 200), [0, 0, 255, 255])).toBe(true);
    // The last row and column: 900 = 3 × 256 + 132 and 1,300 = 5 × 256 + 20; past the picture, clear.
    const corner = await tile(3, 3, 5);
    expect(corner.status).toBe(200);
    expect(near(await pixel(corner.bytes, 5, 100), [255, 255, 0, 255])).toBe(true);
    expect((await pixel(corner.bytes, 100, 200))[3]).toBe(0);
    // The whole picture in one tile at level 0, half size at level 2.
    const whole = await tile(0, 0, 0);
    expect(near(await pixel(whole.bytes, 5, 5), [255, 0, 0, 255])).toBe(true);
    expect((await pixel(whole.bytes, 100, 250))[3]).toBe(0);
    expect((await tile(2, 1, 2)).status).toBe(200);
    // Nothing past the picture, no level past full size.
    expect((await tile(3, 4, 0)).status).toBe(404);
    expect((await tile(3, 0, 6)).status).toBe(404);
    expect((await tile(4, 0, 0)).status).toBe(404);

    // No token, a tampered one, or the token of another object: refused.
    expect((await fetch(`${base}/3/0/0.webp`)).status).toBe(400);
    expect((await fetch(`${base}/3/0/0.webp?${query.slice(0, -3)}abc`)).status).toBe(400);
    const other = `${folder}/small.webp`;
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#00ff00" } })
      .png()
      .toBuffer();
    expect((await owner.storage.from(bucket).upload(other, small, { contentType: "image/png" })).error).toBeNull();
    const otherSigned = (await owner.storage.from(bucket).createSignedUrl(other, 600)).data!.signedUrl;
    expect((await fetch(`${base}/3/0/0.webp?${otherSigned.split("?")[1]}`)).status).toBe(400);
    // A small picture has no tiles: the viewer shows it whole.
    const [smallBase, smallQuery] = otherSigned.replace("/object/sign/", "/tiles/").split("?");
    expect((await fetch(`${smallBase}/tiles.json?${smallQuery}`)).status).toBe(404);
    // A visitor cannot sign a private map's picture, so cannot reach its tiles.
    const [visitor] = suite().users[1];
    expect((await visitor.storage.from(bucket).createSignedUrl(path, 600)).error).not.toBeNull();
  });

  it("never serves a replaced picture's tiles, and removes them with the object", async () => {
    const path = `${folder}/replaced.webp`;
    expect((await owner.storage.from(bucket).upload(path, await picture(), { contentType: "image/png" })).error).toBeNull();
    const signed = (await owner.storage.from(bucket).createSignedUrl(path, 600)).data!.signedUrl;
    const [base, query] = signed.replace("/object/sign/", "/tiles/").split("?") as [string, string];
    await poll(`${base}/tiles.json?${query}`, 200);
    const dir = join(suite().server.ctx.config.storageDir, bucket, "~tiles", ...path.split("/"));
    expect(existsSync(join(dir, "3", "0", "0.webp"))).toBe(true);

    // Replaced by a picture below the threshold: the old tiles stop at once, then go.
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#00ff00" } })
      .png()
      .toBuffer();
    expect((await owner.storage.from(bucket).upload(path, small, { contentType: "image/png", upsert: true })).error).toBeNull();
    expect((await fetch(`${base}/3/0/0.webp?${query}`)).status).toBe(404);
    for (let i = 0; i < 100 && existsSync(join(dir, "tiles.json")); i++) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(join(dir, "tiles.json"))).toBe(false);
    expect(existsSync(join(dir, "3", "0", "0.webp"))).toBe(false);

    // Large again, then deleted: the tiles go with the object.
    expect((await owner.storage.from(bucket).upload(path, await picture(), { contentType: "image/png", upsert: true })).error).toBeNull();
    await poll(`${base}/tiles.json?${query}`, 200);
    expect((await owner.storage.from(bucket).remove([path])).error).toBeNull();
    expect(existsSync(join(dir, "tiles.json"))).toBe(false);
    expect(existsSync(join(dir, "0", "0", "0.webp"))).toBe(false);
  });
});
