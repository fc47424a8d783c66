// Image addresses users set (docs/security.md, "Image URLs"), on both databases through
// supabase-js: profiles.avatar_url and universes.cover_image_url take only an https:// address or
// this install's own storage URL of their bucket (http on a local install); script URLs, data:
// documents, plain http elsewhere and relative paths are refused with 400 and change nothing,
// and a sign-up whose metadata carries a bad avatar gets a profile without one.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import { useSignedInUsers } from "../support/users.js";

const BAD = [
  "javascript:alert(1)",
  "JavaScript:alert(document.domain)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "blob:https://example.com/1234",
  "file:///etc/passwd",
  "http://evil.example/x.png",
  "//evil.example/x.png",
  "/storage/v1/object/public/avatars/someone/avatar.webp",
  "https:evil.example/x.png",
  "https://",
  "https://evil.example/x.png\n<script>",
  "https://ex ample.com/x.png",
  "http://evil.example/storage/v1/object/public/avatars/../../x.png",
  "http://evil.example/storage/v1/object/public/avatars/%2e%2e/x.png",
  `https://example.com/${"x".repeat(2000)}`,
];

describe.each(databases)("image URLs on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice-images@example.com"]);
  let alice: SupabaseClient;
  let aliceId: string;
  let origin: string;
  const avatar = async () =>
    (await suite().server.ctx.db.query<{ avatar_url: string | null }>(`select avatar_url from public.profiles where id = $1`, [aliceId])).rows[0]!.avatar_url;

  beforeAll(() => {
    ({
      users: [[alice, aliceId]],
    } = suite());
    origin = suite().server.url;
  });

  it("an avatar from our storage (as the Profile page saves it) or an https address is kept", async () => {
    const ours = `${origin}/storage/v1/object/public/avatars/${aliceId}/avatar.webp?v=1764640000000`;
    expect(ours).toMatch(/^http:\/\//);
    for (const good of [ours, "https://lh3.googleusercontent.com/a/abc=s96-c", "https://example.com/pictures/me.png?size=2#x", null]) {
      const r = await alice.from("profiles").update({ avatar_url: good }).eq("id", aliceId).select("avatar_url").single();
      expect(r.error, String(good)).toBeNull();
      expect(r.data).toEqual({ avatar_url: good });
    }
  });

  it("refuses script, data and other addresses for the avatar with 400 and a clear message, changing nothing", async () => {
    const kept = "https://example.com/kept.png";
    expect((await alice.from("profiles").update({ avatar_url: kept }).eq("id", aliceId)).error).toBeNull();
    for (const bad of [...BAD, `${origin}/storage/v1/object/public/covers/${aliceId}/x.webp`]) {
      const r = await alice.from("profiles").update({ avatar_url: bad }).eq("id", aliceId).select("id");
      expect(r.status, bad).toBe(400);
      expect(r.error?.code, bad).toBe("23514");
      expect(r.error?.message).toBe("The avatar must be a picture uploaded here or an https:// address.");
      expect(await avatar()).toBe(kept);
    }
  });

  it("universe covers follow the same rule (their own bucket's storage URL, or https)", async () => {
    const ours = `${origin}/storage/v1/object/public/covers/${aliceId}/6b1f3c1e-6d1e-4c55-9a51-1f6bfe1a0c11.webp`;
    const made = await alice.from("universes").insert({ name: "Cover Isles", cover_image_url: ours }).select("id, cover_image_url").single();
    expect(made.error).toBeNull();
    const id = (made.data as { id: string }).id;
    expect((await alice.from("universes").update({ cover_image_url: "https://example.com/cover.jpg" }).eq("id", id)).error).toBeNull();
    for (const bad of [...BAD, `${origin}/storage/v1/object/public/avatars/${aliceId}/avatar.webp`]) {
      const upd = await alice.from("universes").update({ cover_image_url: bad }).eq("id", id);
      expect(upd.status, bad).toBe(400);
      expect(upd.error?.message).toBe("The cover must be a picture uploaded here or an https:// address.");
      const ins = await alice.from("universes").insert({ name: "Bad Cover", cover_image_url: bad });
      expect(ins.status, bad).toBe(400);
      expect(ins.error?.code).toBe("23514");
    }
    const row = await suite().server.ctx.db.query(`select cover_image_url from public.universes where owner_id = $1`, [aliceId]);
    expect(row.rows).toEqual([{ cover_image_url: "https://example.com/cover.jpg" }]);
  });

  it("a sign-up whose metadata names a script avatar gets a profile without one; a good one is kept", async () => {
    const sb = suite().server.client();
    const bad = await sb.auth.signUp({
      email: "mallory-images@example.com",
      password: "contract-pass",
      options: { data: { avatar_url: "javascript:alert(1)" } },
    });
    expect(bad.error).toBeNull();
    const good = await sb.auth.signUp({
      email: "grace-images@example.com",
      password: "contract-pass",
      options: { data: { avatar_url: "https://example.com/grace.png" } },
    });
    expect(good.error).toBeNull();
    const rows = await suite().server.ctx.db.query<{ avatar_url: string | null }>(
      `select p.avatar_url from public.profiles p join auth.users u on u.id = p.id where u.email in ('mallory-images@example.com', 'grace-images@example.com') order by u.email`,
    );
    expect(rows.rows).toEqual([{ avatar_url: "https://example.com/grace.png" }, { avatar_url: null }]);
  });
});
