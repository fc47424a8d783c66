// GET /auth/v1/user/export: the signed-in user's whole account as JSON — their rows in every
// table they own, their files — and nothing of anyone else's; no export without a session.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { databases, useTestServer } from "../support/databases.js";
import { signedInUser } from "../support/users.js";

describe.each(databases)("account export on %s", (kind) => {
  const server = useTestServer(kind);

  it("exports the caller's profile, library, stories, posts and files, and nothing of others", async () => {
    const s = server();
    const [sb, id] = await signedInUser(s, "exporter@example.com");
    const [other, otherId] = await signedInUser(s, "someone-else@example.com");
    expect((await sb.from("profiles").update({ username: "exporter", bio: "I keep everything" }).eq("id", id)).error).toBeNull();
    expect((await sb.from("content_items").insert({ kind: "character", name: "Mara Quell" })).error).toBeNull();
    expect((await other.from("content_items").insert({ kind: "character", name: "Not yours" })).error).toBeNull();
    const doc = await sb.from("story_documents").insert({ tool: "story", title: "The Drowned Bell" }).select("id").single();
    expect(doc.error).toBeNull();
    expect((await sb.from("story_sections").insert({ document_id: doc.data!.id, kind: "chapter", title: "Low Tide" })).error).toBeNull();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#335577" } })
      .png()
      .toBuffer();
    expect((await sb.storage.from("avatars").upload(`${id}/avatar.webp`, png, { contentType: "image/png" })).error).toBeNull();

    const token = (await sb.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${s.url}/auth/v1/user/export`, { headers: { apikey: s.anonKey, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="worldloom-export-\d{4}-\d{2}-\d{2}\.json"/);
    const body = (await res.json()) as {
      format: string;
      account: { email: string; sign_in_methods: string[] };
      profile: { username: string };
      tables: Record<string, { name?: string; title?: string; owner_id?: string }[]>;
      files: { bucket: string; name: string }[];
    };
    expect(body.format).toBe("worldloom-account-export");
    expect(body.account.email).toBe("exporter@example.com");
    expect(body.account.sign_in_methods).toContain("email");
    expect(body.profile.username).toBe("exporter");
    expect(body.tables.content_items!.map((r) => r.name)).toEqual(["Mara Quell"]);
    expect(body.tables.story_documents!.map((r) => r.title)).toEqual(["The Drowned Bell"]);
    expect(body.tables.story_sections!.map((r) => r.title)).toEqual(["Low Tide"]);
    expect(body.files).toEqual([expect.objectContaining({ bucket: "avatars", name: `${id}/avatar.webp` })]);
    // Nothing of the other user anywhere in it.
    const text = JSON.stringify(body);
    expect(text).not.toContain(otherId);
    expect(text).not.toContain("Not yours");

    const anon = await fetch(`${s.url}/auth/v1/user/export`, { headers: { apikey: s.anonKey } });
    expect(anon.status).toBe(401);
  });
});
