// Files in an S3-compatible service (S3_*): the backend on its own against a stand-in S3, and the
// storage service through supabase-js with it, on both databases. Who may do what is still
// decided by storage.objects in Postgres; S3 only keeps bytes under "<prefix><bucket>/<name>".
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type S3Config } from "../../src/config.js";
import { s3Backend } from "../../src/storage/s3.js";
import { databases } from "../support/databases.js";
import { startFakeS3, type FakeS3 } from "../support/fake-s3.js";
import { useSignedInUsers } from "../support/users.js";

const KEY = "AKIAWORLDLOOMTEST";
let fake: FakeS3;
const cfg = (): S3Config => ({
  endpoint: fake.url,
  region: "us-east-1",
  bucket: "wl-files",
  accessKeyId: KEY,
  secretAccessKey: "secret-secret-secret",
  prefix: "prod/",
  forcePathStyle: true,
});
const read = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  fake = await startFakeS3(KEY);
});
afterAll(async () => {
  await fake.close();
});

describe("S3 backend", () => {
  it("puts, gets and removes bytes under <prefix><bucket>/<name>, signed; a missing key reads as nothing", async () => {
    const b = s3Backend(cfg());
    await b.put("avatars", "u1/avatar.webp", Buffer.from("picture bytes"));
    expect([...fake.objects.keys()]).toContain("wl-files/prod/avatars/u1/avatar.webp");
    const got = await b.get("avatars", "u1/avatar.webp");
    expect(got?.size).toBe(13);
    expect((await read(got!.stream)).toString()).toBe("picture bytes");
    expect(await b.get("avatars", "u1/none.webp")).toBeNull();
    await b.put("covers", "u1/a b&c.webp", Buffer.from("x"));
    await b.remove("covers", ["u1/a b&c.webp", "u1/never-there.webp"]);
    expect(fake.objects.has("wl-files/prod/covers/u1/a b&c.webp")).toBe(false);
    expect(fake.unsigned).toBe(0);
  });

  it("refuses names that would climb out of their bucket, and reports S3's failures", async () => {
    const b = s3Backend(cfg());
    await expect(b.put("avatars", "../covers/x.webp", Buffer.from("x"))).rejects.toThrow(/invalid object name/);
    await expect(b.get("avatars", "u1//x")).rejects.toThrow(/invalid object name/);
    const wrong = s3Backend({ ...cfg(), accessKeyId: "SOMEONE-ELSE" });
    await expect(wrong.put("avatars", "u1/x.webp", Buffer.from("x"))).rejects.toThrow(/signature/i);
    fake.failNext(10);
    await expect(b.get("avatars", "u1/avatar.webp")).rejects.toThrow();
    fake.failNext(0);
  }, 60_000);

  it("is chosen by S3_BUCKET, and half a configuration is refused clearly", () => {
    const base = { JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/wl-s3-config" };
    expect(loadConfig({ ...base }).s3).toBeUndefined();
    expect(loadConfig({ ...base, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_ENDPOINT: "http://minio:9000" }).s3).toEqual({
      endpoint: "http://minio:9000",
      region: "us-east-1",
      bucket: "b",
      accessKeyId: "k",
      secretAccessKey: "s",
      prefix: "",
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "http://minio:9000" })).toThrow(/S3_BUCKET must be set/);
    expect(() => loadConfig({ ...base, S3_BUCKET: "b" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_PREFIX: "/x" })).toThrow(/S3_PREFIX/);
  });
});

describe.each(databases)("storage service with S3 on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice@example.com", "bob@example.com"] as const, {
    overrides: {
      get s3() {
        return cfg();
      },
    },
  });
  it("stores an upload's WebP bytes in S3, serves them, and deletes them with the object; RLS still decides", async () => {
    const {
      server,
      users: [[alice, aliceId], [bob]],
    } = suite();
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer();
    const path = `${aliceId}/avatar.webp`;
    expect((await alice.storage.from("avatars").upload(path, new Blob([png], { type: "image/png" }))).error).toBeNull();
    const stored = fake.objects.get(`wl-files/prod/avatars/${path}`);
    expect(stored && (await sharp(stored).metadata()).format).toBe("webp");
    const res = await fetch(server.client().storage.from("avatars").getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(stored!)).toBe(true);
    // Bob may not write into Alice's folder: refused in Postgres, so nothing reaches S3.
    const before = fake.objects.size;
    expect((await bob.storage.from("avatars").upload(`${aliceId}/bob.webp`, new Blob([png], { type: "image/png" }))).error?.message).toBe(
      "new row violates row-level security policy",
    );
    expect(fake.objects.size).toBe(before);
    expect((await alice.storage.from("avatars").remove([path])).data?.map((r) => r.name)).toEqual([path]);
    expect(fake.objects.has(`wl-files/prod/avatars/${path}`)).toBe(false);
  }, 60_000);
});
