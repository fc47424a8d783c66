// Map pictures in the map-images bucket through supabase-js on both databases (docs/maps.md,
// docs/storage.md): kept at full size without metadata (WebP up to 64 MP); a 60 MB file, an SVG with script,
// a text file and a 40,000 px image are refused with clear messages and nothing is stored; a body
// announced larger than a bucket takes is refused before it is read; and a duplicated map gets
// its own copy of the picture through storage `copy()`.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

const bucket = "map-images";

describe.each(databases)("map images on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["cartographer@example.com", "copier@example.com"] as const);
  let owner: SupabaseClient;
  let ownerId = "";
  let map = "";
  let folder = "";
  const stored = async (name: string) => {
    const { server } = suite();
    const rows = (await server.ctx.db.query(`select name from storage.objects where bucket_id = $1 and name = $2`, [bucket, name])).rows;
    return rows.length > 0 || existsSync(join(server.ctx.config.storageDir, bucket, ...name.split("/")));
  };
  beforeAll(async () => {
    [owner, ownerId] = suite().users[0];
    map = (
      await owner
        .from("story_documents")
        .insert({ tool: "map", title: "Big map", data: { width: 2400, height: 1600 } })
        .select("id")
        .single()
    ).data!.id as string;
    folder = `${ownerId}/${map}`;
  });

  it("keeps a map picture at full size, as WebP up to 64 MP, without its metadata", async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "GPS 48.85 2.35", Artist: "A. Cartographer" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const path = `${folder}/isles.webp`;
    const up = await owner.storage.from(bucket).upload(path, new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }));
    expect(up.error).toBeNull();
    const down = await owner.storage.from(bucket).download(path);
    const meta = await sharp(Buffer.from(await down.data!.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 2400, 1600, undefined]);
    // Past 64 MP a lossy WebP can overflow its encoder: a JPEG stays JPEG, at full size.
    const large = await sharp({ create: { width: 8200, height: 8000, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "A. Cartographer" } })
      .toBuffer();
    expect((await owner.storage.from(bucket).upload(`${folder}/large.jpg`, large, { contentType: "image/jpeg" })).error).toBeNull();
    const kept = await sharp(Buffer.from(await (await owner.storage.from(bucket).download(`${folder}/large.jpg`)).data!.arrayBuffer()), {
      limitInputPixels: false,
    }).metadata();
    expect([kept.format, kept.width, kept.height, kept.exif]).toEqual(["jpeg", 8200, 8000, undefined]);
    const row = await suite().server.ctx.db.query(`select metadata->>'mimetype' as m from storage.objects where bucket_id = $1 and name = $2`, [
      bucket,
      `${folder}/large.jpg`,
    ]);
    expect(row.rows).toEqual([{ m: "image/jpeg" }]);
    // The avatars bucket still shrinks to STORAGE_IMAGE_MAX_SIDE.
    const avatar = await owner.storage.from("avatars").upload(`${ownerId}/avatar.webp`, jpeg, { contentType: "image/jpeg" });
    expect(avatar.error).toBeNull();
    const small = await sharp(Buffer.from(await (await owner.storage.from("avatars").download(`${ownerId}/avatar.webp`)).data!.arrayBuffer())).metadata();
    expect([small.width, small.height]).toEqual([1024, 683]);
  });

  it("refuses a 60 MB file, an SVG, a text file and a 40,000 px image with clear messages; nothing is stored", async () => {
    const huge = Buffer.alloc(60 * 1024 * 1024, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    const svg = Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="5"/></svg>`);
    const wide = await sharp({ create: { width: 40000, height: 10, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const cases: [string, Buffer | Blob, string, string][] = [
      ["huge.png", huge, "image/png", "The object exceeded the maximum allowed size"],
      ["huge-form.png", new Blob([new Uint8Array(huge)], { type: "image/png" }), "image/png", "The object exceeded the maximum allowed size"],
      ["map.svg", svg, "image/svg+xml", "mime type image/svg+xml is not supported"],
      ["map-svg.png", new Blob([new Uint8Array(svg)], { type: "image/png" }), "image/png", "mime type image/svg+xml is not supported"],
      ["notes.png", Buffer.from("just some text, not a picture"), "image/png", "mime type unknown is not supported"],
      ["wide.png", wide, "image/png", "The image is 40000 × 10 px; a map image may be at most 16,000 px a side"],
    ];
    for (const [file, body, contentType, message] of cases) {
      const path = `${folder}/${file}`;
      const res = await owner.storage.from(bucket).upload(path, body, { contentType });
      expect(res.error?.message, file).toBe(message);
      expect(await stored(path), file).toBe(false);
    }
    // The map's own size check says the same for the document (docs/maps.md).
    const doc = await owner
      .from("story_documents")
      .update({ data: { width: 40000, height: 10 } })
      .eq("id", map);
    expect(doc.error?.message).toBe("A map is 1 to 16,000 px a side; this one would be 40000 × 10 px");
  });

  it("refuses a body announced larger than the bucket takes before reading it", async () => {
    const { server } = suite();
    const token = (await owner.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${server.url}/storage/v1/object/avatars/${ownerId}/big.webp`, {
      method: "POST",
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, "content-type": "image/png" },
      body: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    expect([res.status, await res.json()]).toEqual([
      413,
      { statusCode: "413", error: "Payload too large", message: "The object exceeded the maximum allowed size" },
    ]);
  });

  it("a duplicated map gets its own copy of the picture; nobody copies a picture they cannot read", async () => {
    const saved = await owner
      .from("story_documents")
      .update({ data: { width: 2400, height: 1600, image: { path: `${folder}/isles.webp` } } })
      .eq("id", map);
    expect(saved.error).toBeNull();
    const dup = await owner.rpc("duplicate_map", { source: map });
    expect(dup.error).toBeNull();
    const copy = dup.data as string;
    const target = `${ownerId}/${copy}/isles.webp`;
    const { data } = await owner.from("story_documents").select("data").eq("id", copy).single();
    expect(data!.data).toEqual({ width: 2400, height: 1600, image: { path: target } });
    const copied = await owner.storage.from(bucket).copy(`${folder}/isles.webp`, target);
    expect([copied.error, copied.data]).toEqual([null, { path: `${bucket}/${target}` }]);
    const a = Buffer.from(await (await owner.storage.from(bucket).download(`${folder}/isles.webp`)).data!.arrayBuffer());
    const b = Buffer.from(await (await owner.storage.from(bucket).download(target)).data!.arrayBuffer());
    expect(b.equals(a)).toBe(true);
    expect((await owner.storage.from(bucket).copy(`${folder}/isles.webp`, target)).error?.message).toBe("The resource already exists");
    // Another user cannot read the private map's picture, so cannot copy it anywhere.
    const [other, otherId] = suite().users[1];
    const theirMap = (
      await other
        .from("story_documents")
        .insert({ tool: "map", title: "Mine", data: { width: 10, height: 10 } })
        .select("id")
        .single()
    ).data!.id;
    const stolen = await other.storage.from(bucket).copy(`${folder}/isles.webp`, `${otherId}/${theirMap}/isles.webp`);
    expect(stolen.error?.message).toBe("Object not found");
    const intoOwner = await other.storage.from(bucket).copy(`${otherId}/${theirMap}/none.webp`, `${folder}/x.webp`);
    expect(intoOwner.error?.message).toBe("Object not found");
    const intoTheirFolder = await owner.storage.from(bucket).copy(`${folder}/isles.webp`, `${otherId}/${theirMap}/isles.webp`);
    expect(intoTheirFolder.error?.message).toBe("new row violates row-level security policy");
    expect(await stored(`${otherId}/${theirMap}/isles.webp`)).toBe(false);
  });
});
