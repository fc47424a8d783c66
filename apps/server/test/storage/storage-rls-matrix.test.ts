// The RLS matrix for storage.objects in the avatars, covers and map-images buckets on both databases, through
// supabase-js: anon / owner / other user / admin × select (list, download) / insert / update /
// delete. Admins get nothing extra: the policies know only the folder named by the user's id.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

type Who = "anon" | "owner" | "other" | "admin";
const people = ["anon", "owner", "other", "admin"] as const;

const buckets = [
  { bucket: "avatars", file: "avatar.webp" },
  { bucket: "covers", file: "cover.webp" },
] as const;
const cases = databases.flatMap((kind) => buckets.map((b) => ({ kind, ...b })));

describe.each(cases)("storage.objects RLS matrix ($bucket) on $kind", ({ kind, bucket, file }) => {
  const suite = useSignedInUsers(kind, ["owner@example.com", "other@example.com", "admin@example.com"] as const);
  let png: Buffer;
  let path: string;
  beforeAll(async () => {
    const { server, users } = suite();
    await server.ctx.db.query(`update public.profiles set is_admin = true where id = $1`, [users[2][1]]);
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    path = `${users[0][1]}/${file}`;
    expect((await users[0][0].storage.from(bucket).upload(path, png, { contentType: "image/png" })).error).toBeNull();
  });
  const as = (who: Who) => {
    const { server, users } = suite();
    if (who === "anon") return server.client();
    return (who === "owner" ? users[0] : who === "other" ? users[1] : users[2])[0];
  };
  const etag = async () =>
    (await suite().server.ctx.db.query<{ e: string }>(`select metadata->>'eTag' as e from storage.objects where bucket_id = $1 and name = $2`, [bucket, path]))
      .rows[0]?.e;

  it("select: everyone lists and downloads (a public bucket)", async () => {
    for (const who of people) {
      const list = await as(who).storage.from(bucket).list(suite().users[0][1]);
      expect(
        list.data?.map((f) => f.name),
        who,
      ).toEqual([file]);
      const down = await as(who).storage.from(bucket).download(path);
      expect(down.error, who).toBeNull();
    }
  });

  it("insert: only into one's own folder; anon never", async () => {
    const ownerFolder = suite().users[0][1];
    for (const who of ["anon", "other", "admin"] as const) {
      const res = await as(who).storage.from(bucket).upload(`${ownerFolder}/${who}.webp`, png, { contentType: "image/png" });
      expect(res.error?.message, who).toBe("new row violates row-level security policy");
    }
    const own = await as("owner").storage.from(bucket).upload(`${ownerFolder}/second.webp`, png, { contentType: "image/png" });
    expect(own.error).toBeNull();
    const otherOwn = await as("other").storage.from(bucket).upload(`${suite().users[1][1]}/${file}`, png, { contentType: "image/png" });
    expect(otherOwn.error).toBeNull();
  });

  it("update: only the owner replaces the object", async () => {
    const before = await etag();
    for (const who of ["anon", "other", "admin"] as const) {
      // The policy hides the row from the UPDATE, so nothing matches.
      const res = await as(who).storage.from(bucket).update(path, png, { contentType: "image/png" });
      expect(res.error?.message, who).toBe("Object not found");
    }
    expect(await etag()).toBe(before);
    const bigger = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    expect((await as("owner").storage.from(bucket).update(path, bigger, { contentType: "image/png" })).error).toBeNull();
    expect(await etag()).not.toBe(before);
  });

  it("delete: only the owner removes the object", async () => {
    for (const who of ["anon", "other", "admin"] as const) {
      const res = await as(who).storage.from(bucket).remove([path]);
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    expect(await etag()).toBeDefined();
    const mine = await as("owner").storage.from(bucket).remove([path]);
    expect(mine.data?.map((r) => r.name)).toEqual([path]);
    expect(await etag()).toBeUndefined();
  });
});

// The private map-images bucket (docs/maps.md): objects at <owner id>/<map id>/<file>. The owner
// reads and writes; others read only while the map is published and not in the trash; nobody
// writes into another's folder, or under a document that is not the owner's map. The service role
// (the server, admin tools) bypasses RLS.
describe.each(databases)("storage.objects RLS matrix (map-images) on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["owner@example.com", "other@example.com", "admin@example.com"] as const);
  const bucket = "map-images";
  let png: Buffer;
  let ownerId = "";
  let pubPath = "";
  let privPath = "";
  let pubMap = "";
  let story = "";
  beforeAll(async () => {
    const { server, users } = suite();
    ownerId = users[0][1];
    await server.ctx.db.query(`update public.profiles set is_admin = true where id = $1`, [users[2][1]]);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const sb = users[0][0];
    const make = async (tool: string, visibility: string) =>
      (
        await sb
          .from("story_documents")
          .insert({ tool, title: `${tool} ${visibility}`, visibility, data: tool === "map" ? { width: 40, height: 30 } : {} })
          .select("id")
          .single()
      ).data!.id as string;
    pubMap = await make("map", "public");
    const privMap = await make("map", "private");
    story = await make("story", "public");
    pubPath = `${ownerId}/${pubMap}/map.webp`;
    privPath = `${ownerId}/${privMap}/map.webp`;
    for (const p of [pubPath, privPath]) expect((await sb.storage.from(bucket).upload(p, png, { contentType: "image/png" })).error).toBeNull();
  });
  const as = (who: Who | "service") => {
    const { server, users } = suite();
    if (who === "anon") return server.client();
    if (who === "service") return server.admin();
    return (who === "owner" ? users[0] : who === "other" ? users[1] : users[2])[0];
  };
  const rowOf = async (name: string) =>
    (await suite().server.ctx.db.query<{ e: string }>(`select metadata->>'eTag' as e from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]))
      .rows[0]?.e;
  const readable = async (who: Who | "service", path: string) => {
    const down = await as(who).storage.from(bucket).download(path);
    const signed = await as(who).storage.from(bucket).createSignedUrl(path, 60);
    expect(down.error === null, `${who} ${path}: download and signed URL agree`).toBe(signed.error === null);
    if (signed.data) expect((await fetch(signed.data.signedUrl)).status).toBe(200);
    return down.error === null;
  };

  it("select: the owner and the service role read every map's picture; others only a published map's", async () => {
    for (const who of [...people, "service"] as const) {
      const all = who === "owner" || who === "service";
      expect(await readable(who, pubPath), `${who} public`).toBe(true);
      expect(await readable(who, privPath), `${who} private`).toBe(all);
      const listed = await as(who).storage.from(bucket).list(`${ownerId}/${pubMap}`);
      expect(
        listed.data?.map((f) => f.name),
        who,
      ).toEqual(["map.webp"]);
    }
    // The bucket is not public: no address serves it without RLS.
    expect((await fetch(suite().server.client().storage.from(bucket).getPublicUrl(pubPath).data.publicUrl)).status).toBe(404);
    await as("owner").from("story_documents").update({ deleted_at: new Date().toISOString() }).eq("id", pubMap);
    try {
      for (const who of ["anon", "other", "admin"] as const) expect(await readable(who, pubPath), `${who} trashed`).toBe(false);
      expect(await readable("owner", pubPath)).toBe(true);
    } finally {
      await as("owner").from("story_documents").update({ deleted_at: null }).eq("id", pubMap);
    }
  });

  it("insert: only the owner, only under one of their own maps; the service role anywhere", async () => {
    const rls = "new row violates row-level security policy";
    for (const who of ["anon", "other", "admin"] as const) {
      const res = await as(who).storage.from(bucket).upload(`${ownerId}/${pubMap}/${who}.webp`, png, { contentType: "image/png" });
      expect(res.error?.message, who).toBe(rls);
      const mine = suite().users[who === "other" ? 1 : 2][1];
      if (who !== "anon") {
        const underTheirMap = await as(who).storage.from(bucket).upload(`${mine}/${pubMap}/x.webp`, png, { contentType: "image/png" });
        expect(underTheirMap.error?.message, who).toBe(rls);
      }
    }
    for (const path of [`${ownerId}/${story}/x.webp`, `${ownerId}/x.webp`, `${ownerId}/${crypto.randomUUID()}/x.webp`, `${ownerId}/not-a-map/x.webp`]) {
      const res = await as("owner").storage.from(bucket).upload(path, png, { contentType: "image/png" });
      expect(res.error?.message, path).toBe(rls);
    }
    expect((await as("owner").storage.from(bucket).upload(`${ownerId}/${pubMap}/second.webp`, png, { contentType: "image/png" })).error).toBeNull();
    expect((await as("service").storage.from(bucket).upload(`${ownerId}/${pubMap}/by-server.webp`, png, { contentType: "image/png" })).error).toBeNull();
  });

  it("update: only the owner and the service role replace a picture", async () => {
    const before = await rowOf(pubPath);
    for (const who of ["anon", "other", "admin"] as const) {
      const res = await as(who).storage.from(bucket).update(pubPath, png, { contentType: "image/png" });
      expect(res.error?.message, who).toBe("Object not found");
    }
    expect(await rowOf(pubPath)).toBe(before);
    const bigger = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    expect((await as("owner").storage.from(bucket).update(pubPath, bigger, { contentType: "image/png" })).error).toBeNull();
    expect(await rowOf(pubPath)).not.toBe(before);
    expect((await as("service").storage.from(bucket).update(pubPath, png, { contentType: "image/png" })).error).toBeNull();
  });

  it("delete: only the owner and the service role", async () => {
    for (const who of ["anon", "other", "admin"] as const) {
      const res = await as(who).storage.from(bucket).remove([pubPath, privPath]);
      expect([res.error, res.data], who).toEqual([null, []]);
    }
    expect(await rowOf(privPath)).toBeDefined();
    expect((await as("owner").storage.from(bucket).remove([privPath])).data?.map((r) => r.name)).toEqual([privPath]);
    expect((await as("service").storage.from(bucket).remove([pubPath])).data?.map((r) => r.name)).toEqual([pubPath]);
    expect([await rowOf(privPath), await rowOf(pubPath)]).toEqual([undefined, undefined]);
  });
});
