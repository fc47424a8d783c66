// Contract tests for the remaining corners: max rows, Range header, headers-only + Location,
// spread embeds, tx=rollback, HEAD rpc, Content-Profile writes, embedding from rpc rows.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAs, databases, schemaSql, userToken, useServer } from "./fixture.js";

describe.each(databases)("rest corners on %s", (kind) => {
  const server = useServer(kind, `${schemaSql}; grant insert on api_two.things to authenticated;`, { DB_MAX_ROWS: "3" });
  const raw = async (path: string, init: RequestInit = {}) =>
    fetch(`${server().url}/rest/v1/${path}`, { ...init, headers: { apikey: server().anonKey, ...(init.headers as Record<string, string>) } });

  it("caps rows at max rows, visible through Content-Range", async () => {
    const r = await server().client().from("books").select("id", { count: "exact" }).order("id");
    expect(r.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(r.count).toBe(4);
    expect(r.status).toBe(206);
    const res = await raw("books?select=id&order=id", { headers: { range: "1-1" } });
    expect(await res.json()).toEqual([{ id: 2 }]);
    expect(res.headers.get("content-range")).toBe("1-1/*");
  });

  it("answers headers-only with Location, and tx=rollback keeps nothing", async () => {
    const token = await userToken(server(), randomUUID());
    const h = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const res = await raw("genres", { method: "POST", headers: { ...h, prefer: "return=headers-only" }, body: JSON.stringify({ id: 77, name: "g77" }) });
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toBe("/genres?id=eq.77");
    expect(res.headers.get("preference-applied")).toContain("return=headers-only");
    const rb = await raw("genres", {
      method: "POST",
      headers: { ...h, prefer: "return=representation, tx=rollback" },
      body: JSON.stringify({ id: 78, name: "g78" }),
    });
    expect(await rb.json()).toEqual([{ id: 78, name: "g78" }]);
    expect((await server().client().from("genres").select("id").eq("id", 78)).data).toEqual([]);
  });

  it("writes arrays, JSON, ranges and timestamps through Postgres' own conversions", async () => {
    const user = clientAs(server(), await userToken(server(), randomUUID()));
    const ins = await user
      .from("books")
      .insert({ id: 500, title: "Typed", tags: ["a", "b,c"], data: { k: [1, { x: null }] }, during: "[1,3)", price: 1.5, created_at: "2026-02-03T04:05:06Z" })
      .select("tags, data, during, price, created_at")
      .single();
    expect(ins.error).toBeNull();
    expect(ins.data).toEqual({ tags: ["a", "b,c"], data: { k: [1, { x: null }] }, during: "[1,3)", price: 1.5, created_at: "2026-02-03T04:05:06+00:00" });
    const upd = await user.from("books").update({ tags: [], data: null }).eq("id", 500).select("tags, data").single();
    expect(upd.data).toEqual({ tags: [], data: null });
  });

  it("spreads to-one embeds and embeds from rpc rows", async () => {
    const db = server().client();
    const s = await db.from("books").select("id, ...authors!author_id(author:name)").eq("id", 3).single();
    expect(s.data).toEqual({ id: 3, author: "Terry" });
    const r = await db.rpc("books_by", { author: 2 }).select("title, covers(color)");
    expect(r.data).toEqual([{ title: "Guards! Guards!", covers: { color: "red" } }]);
  });

  it("supports HEAD rpc, Content-Profile writes and rejects unknown methods", async () => {
    const head = await server().client().rpc("numbers", { n: 2 }, { head: true, count: "exact" });
    expect(head.status).toBe(200);
    expect(head.data).toBeNull();
    const user = clientAs(server(), await userToken(server(), randomUUID()));
    const w = await user.schema("api_two").from("things").insert({ id: 2, label: "two" }).select();
    expect(w.data).toEqual([{ id: 2, label: "two" }]);
    const put = await raw("genres?id=eq.1", { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect(put.status).toBe(405);
    const badJson = await raw("genres", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { code: string }).code).toBe("PGRST102");
  });
});
