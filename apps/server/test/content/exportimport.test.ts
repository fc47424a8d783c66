import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { databases } from "../support/databases.js";
import type { TestServer } from "../support/server.js";
import { useSignedInUsers } from "../support/users.js";

// Bundle import (20261122008400_import_bundle.sql): staged parts are the uploader's alone, one
// import_bundle() call writes all or nothing, conflicts are reported before anything is written,
// and undo_import() takes out exactly what was imported.
describe.each(databases)("import_bundle on %s", (kind) => {
  const suite = useSignedInUsers(kind, ["alice-import@example.com", "bob-import@example.com"]);
  let server: TestServer;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let aliceId: string;

  const item = (ref: string, name: string, extra: Record<string, unknown> = {}) => ({
    ref,
    kind: "character",
    name,
    summary: `About ${name}`,
    data: { fields: [], sections: [] },
    tags: ["imported"],
    visibility: "public",
    seed: "s1",
    generator_version: 1,
    notes: "",
    universe: null,
    created_at: "2026-01-02T03:04:05.000Z",
    ...extra,
  });

  async function stage(sb: SupabaseClient, payload: Record<string, unknown>, part = 0, upload = crypto.randomUUID()) {
    const { error } = await sb.from("content_import_parts").insert({ upload, part, payload: { version: 1, ...payload } });
    expect(error).toBeNull();
    return upload;
  }

  async function names(sb: SupabaseClient): Promise<string[]> {
    const { data } = await sb.from("content_items").select("name").eq("owner_id", aliceId).order("name");
    return ((data ?? []) as { name: string }[]).map((r) => r.name);
  }

  beforeAll(() => {
    ({
      server,
      users: [[alice, aliceId], [bob]],
    } = suite());
  });

  it("imports staged parts in one go: private by default, dates kept, links and universes mapped", async () => {
    const upload = await stage(alice, {
      items: [item("i0", "Aldric"), item("i1", "Port Sable", { kind: "location", universe: "u0" })],
      universes: [{ ref: "u0", name: "The Shattered Isles", description: "", genre: "", cover_color: "#336699", visibility: "public" }],
      links: [{ from: "i0", to: "i1", type: "rules" }],
    });
    await stage(alice, { items: [item("i2", "Brannoc", { created_at: "2999-01-01T00:00:00Z" })] }, 1, upload);

    const checked = await alice.rpc("import_bundle", { upload, mode: "check" });
    expect(checked.error).toBeNull();
    expect(checked.data).toMatchObject({ status: "checked", items: 3, links: 1, conflicts: [] });
    expect(await names(alice)).toEqual([]);

    const done = await alice.rpc("import_bundle", { upload, mode: "ask" });
    expect(done.error).toBeNull();
    const receipt = done.data as { status: string; inserted: string[]; links: string[]; universes: string[] };
    expect(receipt.status).toBe("imported");
    expect(receipt.inserted).toHaveLength(3);
    expect(receipt.links).toHaveLength(1);
    expect(receipt.universes).toHaveLength(1);

    const { data: rows } = await alice.from("content_items").select("name,visibility,created_at,universe_id").order("name");
    const byName = Object.fromEntries(
      ((rows ?? []) as { name: string; visibility: string; created_at: string; universe_id: string | null }[]).map((r) => [r.name, r]),
    );
    expect(Object.keys(byName)).toEqual(["Aldric", "Brannoc", "Port Sable"]);
    expect(Object.values(byName).every((r) => r.visibility === "private")).toBe(true);
    expect(new Date(byName.Aldric!.created_at).toISOString()).toBe("2026-01-02T03:04:05.000Z");
    // A date in the future is clamped to now.
    expect(new Date(byName.Brannoc!.created_at).getTime()).toBeLessThanOrEqual(Date.now() + 5000);
    expect(byName["Port Sable"]!.universe_id).toBe(receipt.universes[0]);
    const links = await alice.from("content_links").select("type").in("id", receipt.links);
    expect(links.data).toEqual([{ type: "rules" }]);
    // The staged parts are gone.
    expect((await alice.from("content_import_parts").select("upload").eq("upload", upload)).data).toEqual([]);

    // Undo takes out exactly what came in.
    const undo = await alice.rpc("undo_import", { receipt });
    expect(undo.error).toBeNull();
    expect(await names(alice)).toEqual([]);
    expect((await alice.from("universes").select("id").in("id", receipt.universes)).data).toEqual([]);
  });

  it("asks before overwriting, and replace / skip / copy do what they say (undo of replace restores)", async () => {
    const { data: mine } = await alice.from("content_items").insert({ kind: "character", name: "Maren Quill", summary: "Original" }).select("id").single();
    const id = (mine as { id: string }).id;
    const upload = await stage(alice, { items: [item("a", "maren quill", { summary: "From the bundle" }), item("b", "Someone New")] });

    const asked = await alice.rpc("import_bundle", { upload, mode: "ask" });
    expect(asked.data).toMatchObject({ status: "conflicts", conflicts: [{ index: 0, existing_id: id, existing_name: "Maren Quill" }] });
    expect(await names(alice)).toEqual(["Maren Quill"]);

    const replaced = await alice.rpc("import_bundle", { upload, mode: "replace" });
    expect(replaced.error).toBeNull();
    const receipt = replaced.data as { inserted: string[]; replaced: { id: string }[] };
    expect(receipt.replaced.map((r) => r.id)).toEqual([id]);
    expect((await alice.from("content_items").select("name,summary").eq("id", id).single()).data).toEqual({ name: "maren quill", summary: "From the bundle" });
    await alice.rpc("undo_import", { receipt });
    expect((await alice.from("content_items").select("name,summary").eq("id", id).single()).data).toEqual({ name: "Maren Quill", summary: "Original" });
    expect(await names(alice)).toEqual(["Maren Quill"]);

    const again = await stage(alice, { items: [item("a", "Maren Quill"), item("b", "Someone New")] });
    const skipped = await alice.rpc("import_bundle", { upload: again, mode: "skip" });
    expect(skipped.data).toMatchObject({ status: "imported", skipped: 1 });
    expect(await names(alice)).toEqual(["Maren Quill", "Someone New"]);

    const third = await stage(alice, { items: [item("a", "Maren Quill", { id })] });
    const copied = await alice.rpc("import_bundle", { upload: third, mode: "copy" });
    expect((copied.data as { inserted: string[] }).inserted).toHaveLength(1);
    expect(await names(alice)).toEqual(["Maren Quill", "Maren Quill", "Someone New"]);
  });

  it("undo of replace keeps earlier edits: identical content is not undone, and a twice-named item goes back once", async () => {
    const { data: mine } = await alice.from("content_items").insert({ kind: "character", name: "Tova Reed", summary: "First draft" }).select("id").single();
    const id = (mine as { id: string }).id;
    await alice.from("content_items").update({ summary: "Edited by hand" }).eq("id", id);
    const same = item("a", "Tova Reed", { summary: "Edited by hand", data: {}, tags: [], seed: null, generator_version: null, notes: "" });
    const { data: row } = await alice.from("content_items").select("data,tags,seed,generator_version").eq("id", id).single();
    Object.assign(same, row);
    const identical = await alice.rpc("import_bundle", { upload: await stage(alice, { items: [same] }), mode: "replace" });
    expect((identical.data as { replaced: unknown[] }).replaced).toEqual([]);
    await alice.rpc("undo_import", { receipt: identical.data });
    expect((await alice.from("content_items").select("summary").eq("id", id).single()).data).toEqual({ summary: "Edited by hand" });

    const twice = await stage(alice, { items: [item("a", "Tova Reed", { summary: "Bundle one" }), item("b", "tova reed", { summary: "Bundle two" })] });
    const res = await alice.rpc("import_bundle", { upload: twice, mode: "replace" });
    expect(res.error).toBeNull();
    await alice.rpc("undo_import", { receipt: res.data });
    expect((await alice.from("content_items").select("name,summary").eq("id", id).single()).data).toEqual({ name: "Tova Reed", summary: "Edited by hand" });
  });

  it("writes nothing when one item is bad", async () => {
    const before = await names(alice);
    const upload = await stage(alice, { items: [item("a", "Good One"), item("b", "")] });
    const res = await alice.rpc("import_bundle", { upload, mode: "copy" });
    expect(res.error).not.toBeNull();
    expect(await names(alice)).toEqual(before);
  });

  it("refuses a bundle of another version", async () => {
    const upload = crypto.randomUUID();
    await alice.from("content_import_parts").insert({ upload, part: 0, payload: { version: 3, items: [item("a", "Future")] } });
    const res = await alice.rpc("import_bundle", { upload, mode: "copy" });
    expect(res.error?.message).toMatch(/version/);
  });

  it("keeps staged parts private: another user can neither read nor import them, nor undo into them", async () => {
    const upload = await stage(alice, { items: [item("a", "Secret Plan")] });
    expect((await bob.from("content_import_parts").select("payload").eq("upload", upload)).data).toEqual([]);
    expect((await server.client().from("content_import_parts").select("payload").eq("upload", upload)).data ?? []).toEqual([]);
    const stolen = await bob.rpc("import_bundle", { upload, mode: "copy" });
    expect(stolen.error?.message).toMatch(/Nothing was uploaded/);
    const anon = await server.client().rpc("import_bundle", { upload, mode: "copy" });
    expect(anon.error).not.toBeNull();
    // Bob cannot stage a part in Alice's name.
    const spoof = await bob.from("content_import_parts").insert({ upload: crypto.randomUUID(), part: 0, owner_id: aliceId, payload: { version: 1 } });
    expect(spoof.error?.code).toBe("42501");
    // Bob's undo with Alice's ids removes nothing of hers.
    const { data: hers } = await alice.from("content_items").select("id").limit(1).single();
    const undo = await bob.rpc("undo_import", { receipt: { inserted: [(hers as { id: string }).id] } });
    expect(undo.data).toBe(0);
    expect(
      (
        await alice
          .from("content_items")
          .select("id")
          .eq("id", (hers as { id: string }).id)
      ).data,
    ).toHaveLength(1);
  });
});
