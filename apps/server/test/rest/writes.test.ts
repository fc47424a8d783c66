// Contract tests through supabase-js: insert, upsert, update, delete, return preferences,
// JWT handling, the apikey rule, safe-update and error mapping.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAs, databases, schemaSql, userToken, useServer } from "./fixture.js";

describe.each(databases)("rest writes on %s", (kind) => {
  const server = useServer(kind, schemaSql);

  it("inserts objects and arrays with return preferences", async () => {
    const db = clientAs(server(), await userToken(server(), randomUUID()));
    const minimal = await db.from("genres").insert({ id: 10, name: "horror" });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const rep = await db
      .from("genres")
      .insert([
        { id: 11, name: "poetry" },
        { id: 12, name: "drama" },
      ])
      .select("id, name");
    expect(rep.status).toBe(201);
    expect(rep.data).toEqual([
      { id: 11, name: "poetry" },
      { id: 12, name: "drama" },
    ]);
    const one = await db.from("authors").insert({ name: "Iain" }).select("id, name, born").single();
    expect(one.data).toEqual({ id: 101, name: "Iain", born: null });
    const dflt = await db
      .from("books")
      .insert([{ title: "X", pages: 10 }, { title: "Y" }], { defaultToNull: false })
      .select("title, pages, created_at")
      .order("title");
    expect(dflt.error).toBeNull();
    expect(dflt.data).toEqual([
      { title: "X", pages: 10, created_at: "2026-01-01T00:00:00+00:00" },
      { title: "Y", pages: null, created_at: "2026-01-01T00:00:00+00:00" },
    ]);
    const counted = await db.from("genres").insert(
      [
        { id: 13, name: "a" },
        { id: 14, name: "b" },
      ],
      { count: "exact" },
    );
    expect(counted.count).toBe(2);
  });

  it("rejects unknown columns, mismatched keys and duplicates with PostgREST codes", async () => {
    const db = clientAs(server(), await userToken(server(), randomUUID()));
    const unknown = await db.from("genres").insert({ id: 20, nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe("PGRST204");
    const res = await fetch(`${server().url}/rest/v1/genres`, {
      method: "POST",
      headers: { apikey: server().anonKey, Authorization: `Bearer ${await userToken(server(), randomUUID())}`, "Content-Type": "application/json" },
      body: JSON.stringify([{ id: 21, name: "x" }, { id: 22 }]),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("PGRST102");
    const dup = await db.from("genres").insert({ id: 1, name: "again" });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe("23505");
    const fk = await db.from("books").insert({ title: "Orphan", author_id: 9999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe("23503");
    const notNull = await db.from("authors").insert({ born: "2000-01-01" });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe("23502");
    const bad = await db.from("books").insert({ title: "T", pages: "many" });
    expect(bad.error?.code).toBe("22P02");
  });

  it("upserts with merge and ignore", async () => {
    const db = clientAs(server(), await userToken(server(), randomUUID()));
    const merged = await db.from("genres").upsert({ id: 2, name: "science fiction" }).select();
    expect(merged.data).toEqual([{ id: 2, name: "science fiction" }]);
    expect(merged.status).toBe(200);
    const fresh = await db
      .from("genres")
      .upsert([
        { id: 2, name: "sf" },
        { id: 90, name: "new" },
      ])
      .select("id");
    expect([fresh.status, fresh.data]).toEqual([201, [{ id: 2 }, { id: 90 }]]);
    const ignored = await db.from("genres").upsert({ id: 3, name: "ignored" }, { ignoreDuplicates: true }).select();
    expect(ignored.data).toEqual([]);
    const onName = await db.from("genres").upsert({ id: 30, name: "fantasy" }, { onConflict: "name", ignoreDuplicates: true }).select();
    expect(onName.data).toEqual([]);
    const kept = await db.from("genres").select("name").eq("id", 3).single();
    expect(kept.data).toEqual({ name: "humour" });
  });

  it("updates and deletes with filters, and refuses them without", async () => {
    const db = clientAs(server(), await userToken(server(), randomUUID()));
    await db.from("genres").insert([
      { id: 40, name: "g40" },
      { id: 41, name: "g41" },
    ]);
    const upd = await db.from("genres").update({ name: "G40" }).eq("id", 40).select();
    expect(upd.status).toBe(200);
    expect(upd.data).toEqual([{ id: 40, name: "G40" }]);
    const updMin = await db.from("genres").update({ name: "g41!" }).eq("id", 41);
    expect(updMin.status).toBe(204);
    const all = await db.from("genres").update({ name: "all" });
    expect(all.status).toBe(400);
    expect(all.error?.code).toBe("21000");
    const delAll = await db.from("genres").delete();
    expect(delAll.error?.code).toBe("21000");
    const del = await db.from("genres").delete({ count: "exact" }).in("id", [40, 41]).select("id");
    expect(del.data).toEqual([{ id: 40 }, { id: 41 }]);
    expect(del.count).toBe(2);
    await db.from("genres").insert([
      { id: 60, name: "g60" },
      { id: 61, name: "g61" },
    ]);
    const singleFail = await db.from("genres").delete().in("id", [60, 61]).select().single();
    expect(singleFail.status).toBe(406);
    expect(singleFail.error?.code).toBe("PGRST116");
    // .single() on a write that touched two rows rolls it back.
    expect((await db.from("genres").select("id", { count: "exact", head: true }).in("id", [60, 61])).count).toBe(2);
    const strictUrl = `${server().url}/rest/v1/genres?id=gte.0`;
    const strictHeaders = { apikey: server().anonKey, Authorization: `Bearer ${await userToken(server(), randomUUID())}`, "Content-Type": "application/json" };
    const bogus = await fetch(strictUrl, { method: "PATCH", headers: { ...strictHeaders, prefer: "handling=strict, bogus=1" }, body: "{}" });
    expect([bogus.status, ((await bogus.json()) as { code: string }).code]).toEqual([400, "PGRST122"]);
    const tooMany = await fetch(`${server().url}/rest/v1/books?id=in.(1,2)`, {
      method: "PATCH",
      headers: { ...strictHeaders, prefer: "handling=strict, max-affected=1" },
      body: JSON.stringify({ summary: "x" }),
    });
    expect([tooMany.status, ((await tooMany.json()) as { code: string }).code]).toEqual([400, "PGRST124"]);
    expect((await db.from("books").select("summary").eq("id", 1).single()).data).toEqual({ summary: "The wizard Ged learns" });
    const unknown = await db.from("genres").update({ nope: 1 }).eq("id", 1);
    expect(unknown.error?.code).toBe("PGRST204");
  });

  it("runs as the JWT's role with claims, and maps permission errors by role", async () => {
    const sub = randomUUID();
    const user = clientAs(server(), await userToken(server(), sub));
    const ins = await user.from("notes").insert({ body: "mine" }).select("owner, body").single();
    expect(ins.data).toEqual({ owner: sub, body: "mine" });
    expect((await user.rpc("whoami")).data).toBe(sub);
    const other = clientAs(server(), await userToken(server(), randomUUID()));
    expect((await other.from("notes").select("*")).data).toEqual([]);
    const forged = await other.from("notes").insert({ owner: sub, body: "forged" });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe("42501");
    const anon = await server().client().from("notes").select("*");
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe("42501");
    const anonWrite = await server().client().from("genres").insert({ id: 50, name: "x" });
    expect(anonWrite.status).toBe(401);
    const admin = await server().admin().from("notes").select("body").eq("owner", sub);
    expect(admin.data).toEqual([{ body: "mine" }]);
  });

  it("rejects expired, forged and missing credentials", async () => {
    const expired = clientAs(server(), await userToken(server(), randomUUID(), { expiresIn: -120 }));
    const e = await expired.from("books").select("id");
    expect(e.status).toBe(401);
    expect(e.error?.code).toBe("PGRST303");
    expect(e.error?.message).toBe("JWT expired");
    const skew = clientAs(server(), await userToken(server(), randomUUID(), { expiresIn: -10 }));
    expect((await skew.from("books").select("id").limit(1)).status).toBe(200);
    const tampered = (await userToken(server(), randomUUID())).slice(0, -4) + "AAAA";
    const t = await fetch(`${server().url}/rest/v1/books`, { headers: { apikey: server().anonKey, Authorization: `Bearer ${tampered}` } });
    expect(t.status).toBe(401);
    expect(t.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    expect(((await t.json()) as { code: string }).code).toBe("PGRST301");
    const noKey = await fetch(`${server().url}/rest/v1/books`);
    expect(noKey.status).toBe(401);
    const queryKey = await fetch(`${server().url}/rest/v1/books?select=id&id=eq.1&apikey=${server().anonKey}`);
    expect(await queryKey.json()).toEqual([{ id: 1 }]);
    const wrongKey = await fetch(`${server().url}/rest/v1/books`, {
      headers: { apikey: "not-a-key", Authorization: `Bearer ${await userToken(server(), randomUUID())}` },
    });
    expect(wrongKey.status).toBe(401);
    const badRole = clientAs(server(), await userToken(server(), randomUUID(), { role: "nosuchrole" }));
    expect((await badRole.from("books").select("id")).status).toBe(401);
  });
});
