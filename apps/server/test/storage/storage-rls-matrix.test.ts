// The RLS matrix for storage.objects in the avatars and covers buckets on both databases, through
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
