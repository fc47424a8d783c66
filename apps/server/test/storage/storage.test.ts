// The storage service through the real supabase-js client on both databases: upload, download,
// public and signed URLs, list, remove; RLS on storage.objects (owner-only folders in the
// avatars bucket, anon cannot write); content checks (magic bytes, size, WebP re-encoding).
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe.each(databases)("storage service on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice@example.com", "bob@example.com"] as const);
  let image: Buffer;
  beforeAll(async () => {
    image = await png(1600, 800);
  });
  const fileOnDisk = (name: string) => join(suite().server.ctx.config.storageDir, "avatars", ...name.split("/"));

  it("uploads an image under the user's folder as WebP, resized, and serves it publicly and privately", async () => {
    const {
      server,
      users: [[alice, aliceId]],
    } = suite();
    const path = `${aliceId}/avatar.webp`;
    const up = await alice.storage.from("avatars").upload(path, new Blob([image], { type: "image/png" }), { upsert: true });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await alice.storage.from("avatars").download(path);
    expect(down.error).toBeNull();
    const bytes = Buffer.from(await down.data!.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1024, 512]);

    const { data: pub } = server.client().storage.from("avatars").getPublicUrl(path);
    expect(pub.publicUrl).toBe(`${server.url}/storage/v1/object/public/avatars/${path}`);
    const res = await fetch(pub.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    const row = await server.ctx.db.query<{ owner: string; metadata: { mimetype: string; size: number } }>(
      `select owner, metadata from storage.objects where bucket_id = 'avatars' and name = $1`,
      [path],
    );
    expect(row.rows[0]!.owner).toBe(aliceId);
    expect(row.rows[0]!.metadata).toMatchObject({ mimetype: "image/webp", size: bytes.length });
    expect(existsSync(fileOnDisk(path))).toBe(true);
  });

  it("replaces an object with upsert and refuses a second create without it", async () => {
    const {
      users: [[alice, aliceId]],
    } = suite();
    const path = `${aliceId}/replace.webp`;
    expect((await alice.storage.from("avatars").upload(path, await png(10, 10))).error).toBeNull();
    const again = await alice.storage.from("avatars").upload(path, await png(20, 20), { contentType: "image/png" });
    expect(again.error?.message).toBe("The resource already exists");
    const upsert = await alice.storage.from("avatars").upload(path, await png(30, 30), { upsert: true, contentType: "image/png" });
    expect(upsert.error).toBeNull();
    const meta = await sharp(Buffer.from(await (await alice.storage.from("avatars").download(path)).data!.arrayBuffer())).metadata();
    expect(meta.width).toBe(30);
  });

  it("another user cannot write, overwrite or delete in someone else's folder", async () => {
    const {
      server,
      users: [[alice, aliceId], [bob]],
    } = suite();
    const path = `${aliceId}/guarded.webp`;
    expect((await alice.storage.from("avatars").upload(path, await png(40, 40))).error).toBeNull();
    const before = (await server.ctx.db.query<{ metadata: { eTag: string } }>(`select metadata from storage.objects where name = $1`, [path])).rows[0]!.metadata
      .eTag;

    const forged = await bob.storage.from("avatars").upload(`${aliceId}/bob-was-here.webp`, await png(10, 10));
    expect(forged.error?.message).toBe("new row violates row-level security policy");
    const overwrite = await bob.storage.from("avatars").upload(path, await png(10, 10), { upsert: true });
    expect(overwrite.error?.message).toBe("new row violates row-level security policy");
    const update = await bob.storage.from("avatars").update(path, await png(10, 10));
    expect(update.error?.message).toBe("Object not found");
    const removed = await bob.storage.from("avatars").remove([path]);
    expect(removed).toMatchObject({ error: null, data: [] });

    const after = (await server.ctx.db.query<{ metadata: { eTag: string } }>(`select metadata from storage.objects where name = $1`, [path])).rows[0]!.metadata
      .eTag;
    expect(after).toBe(before);
    expect(existsSync(fileOnDisk(path))).toBe(true);
    expect(existsSync(fileOnDisk(`${aliceId}/bob-was-here.webp`))).toBe(false);
  });

  it("anon may read public avatars but cannot upload", async () => {
    const {
      server,
      users: [, [, bobId]],
    } = suite();
    const anon = server.client();
    const up = await anon.storage.from("avatars").upload(`${bobId}/anon.webp`, await png(10, 10));
    expect(up.error?.message).toBe("new row violates row-level security policy");
    const count = await server.ctx.db.query(`select 1 from storage.objects where name = $1`, [`${bobId}/anon.webp`]);
    expect(count.rows).toHaveLength(0);
  });

  it("refuses files that are not images by their bytes, whatever their name and type say", async () => {
    const {
      server,
      users: [[alice, aliceId]],
    } = suite();
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const res = await alice.storage.from("avatars").upload(`${aliceId}/evil.png`, new Blob([html], { type: "image/png" }));
    expect(res.error?.message).toBe("mime type unknown is not supported");
    const pdf = await alice.storage.from("avatars").upload(`${aliceId}/doc.png`, Buffer.from("%PDF-1.4 fake"), { contentType: "image/png" });
    expect(pdf.error?.message).toBe("mime type application/pdf is not supported");
    // PNG magic bytes but no image behind them: sharp cannot decode it.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const bad = await alice.storage.from("avatars").upload(`${aliceId}/broken.png`, broken, { contentType: "image/png" });
    expect(bad.error?.message).toBe("The file is not an image we can read");
    const rows = await server.ctx.db.query(`select name from storage.objects where name in ($1, $2, $3)`, [
      `${aliceId}/evil.png`,
      `${aliceId}/doc.png`,
      `${aliceId}/broken.png`,
    ]);
    expect(rows.rows).toHaveLength(0);
  });

  it("refuses a file over the bucket's size limit", async () => {
    const {
      users: [[alice, aliceId]],
    } = suite();
    // 2 MiB + 1 of PNG signature and padding: over the avatars bucket's limit.
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(2 * 1024 * 1024, 0)]);
    const res = await alice.storage.from("avatars").upload(`${aliceId}/big.png`, big, { contentType: "image/png" });
    expect(res.error?.message).toBe("The object exceeded the maximum allowed size");
  });

  it("lists a folder, signs a URL, and removes objects with their files", async () => {
    const {
      server,
      users: [[alice, aliceId]],
    } = suite();
    await alice.storage.from("avatars").upload(`${aliceId}/sub/one.webp`, await png(5, 5), { upsert: true });
    const root = await alice.storage.from("avatars").list(aliceId);
    expect(root.error).toBeNull();
    const names = root.data!.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(["avatar.webp", "sub"]));
    expect(root.data!.find((e) => e.name === "sub")!.id).toBeNull();

    const signed = await alice.storage.from("avatars").createSignedUrl(`${aliceId}/sub/one.webp`, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    const tampered = signed.data!.signedUrl.replace("one.webp", "two.webp");
    expect((await fetch(tampered)).status).toBe(400);

    const removed = await alice.storage.from("avatars").remove([`${aliceId}/sub/one.webp`]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((r) => r.name)).toEqual([`${aliceId}/sub/one.webp`]);
    expect(existsSync(fileOnDisk(`${aliceId}/sub/one.webp`))).toBe(false);
    expect((await fetch(`${server.url}/storage/v1/object/public/avatars/${aliceId}/sub/one.webp`)).status).toBe(404);
  });
});
