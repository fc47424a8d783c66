// Contract tests through supabase-js's .explain(): Accept: application/vnd.pgrst.plan answered
// with the statement's EXPLAIN when DB_PLAN_ENABLED is on (PostgREST's db-plan-enabled), and
// 406 PGRST107 when it is off, the default; GeoJSON is always 406 (docs/wire-protocol.md §3.8).
import { describe, expect, it } from "vitest";
import { databases, schemaSql, useServer } from "./fixture.js";

interface JsonPlan {
  Plan: { "Node Type": string; "Actual Rows"?: number; Plans?: unknown[] };
}

describe.each(databases)("rest explain on %s", (kind) => {
  const server = useServer(kind, schemaSql, { DB_PLAN_ENABLED: "true" });

  it("answers a read's plan as text or JSON, with PostgREST's Content-Type", async () => {
    const db = server().client();
    const text = await db.from("books").select("id, authors!author_id(name)").eq("id", 1).explain({ verbose: true });
    expect(text.error).toBeNull();
    expect(typeof text.data).toBe("string");
    expect(text.data as unknown as string).toMatch(/public\.books/);
    expect(text.data as unknown as string).toMatch(/public\.authors/);
    const json = await db.from("books").select("id").explain({ format: "json", analyze: true });
    expect(json.error).toBeNull();
    const plan = (json.data as unknown as JsonPlan[])[0]!;
    expect(typeof plan.Plan["Node Type"]).toBe("string");
    expect(plan.Plan["Actual Rows"]).toBe(1);
    const res = await fetch(`${server().url}/rest/v1/books?select=id`, {
      headers: { apikey: server().anonKey, Accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe('application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; charset=utf-8');
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it("explains writes and functions, and EXPLAIN ANALYZE never keeps a write", async () => {
    const admin = server().admin();
    const ins = await admin.from("genres").insert({ id: 99, name: "explained" }).explain({ analyze: true, format: "json" });
    expect(ins.error).toBeNull();
    expect((ins.data as unknown as JsonPlan[])[0]!.Plan["Node Type"]).toBeTruthy();
    const after = await admin.from("genres").select("id").eq("id", 99);
    expect(after.data).toEqual([]);
    const rpc = await server().client().rpc("books_by", { author: 1 }).explain();
    expect(rpc.error).toBeNull();
    expect(rpc.data as unknown as string).toMatch(/books_by|Function Scan|Seq Scan/);
    const bad = await fetch(`${server().url}/rest/v1/books`, { headers: { apikey: server().anonKey, Accept: "application/vnd.pgrst.plan; options=fast" } });
    expect(bad.status).toBe(406);
    expect(((await bad.json()) as { code: string }).code).toBe("PGRST107");
  });
});

describe("rest explain when DB_PLAN_ENABLED is off (the default)", () => {
  const server = useServer("pglite", schemaSql);

  it("answers 406 PGRST107, as PostgREST without db-plan-enabled", async () => {
    const r = await server().client().from("books").select("id").explain();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe("PGRST107");
  });

  it("answers GeoJSON with 406 PGRST107 too: there is no PostGIS to build it", async () => {
    const res = await fetch(`${server().url}/rest/v1/books?select=id`, { headers: { apikey: server().anonKey, Accept: "application/geo+json" } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: "PGRST107", message: "None of these media types are available: application/geo+json", details: null, hint: null });
  });
});
