// GET /rest/v1/ describes the API in PostgREST's OpenAPI 2.0 shape, following the caller's
// privileges: anon sees what anon may do, a signed-in user more, and nothing the role cannot use.
import { describe, expect, it } from "vitest";
import { databases, useTestServer } from "../support/databases.js";
import type { TestServer } from "../support/server.js";

type Doc = {
  swagger: string;
  basePath: string;
  host: string;
  paths: Record<
    string,
    Record<string, { parameters?: { $ref?: string; in?: string; schema?: { required?: string[]; properties: Record<string, unknown> } }[] }>
  >;
  definitions: Record<string, { required?: string[]; properties: Record<string, { type?: string; format?: string; description?: string }> }>;
  parameters: Record<string, unknown>;
};

async function openapi(server: TestServer, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; doc: Doc }> {
  const res = await fetch(`${server.url}/rest/v1/`, {
    headers: { apikey: server.ctx.keys.anon, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: res.status, type: res.headers.get("content-type"), doc: (await res.json()) as Doc };
}

describe.each(databases)("OpenAPI description on %s", (kind) => {
  const server = useTestServer(kind, { env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });

  it("describes tables, columns and functions in PostgREST's shape, following anon's privileges", async () => {
    const { status, type, doc } = await openapi(server());
    expect(status).toBe(200);
    expect(type).toBe("application/openapi+json; charset=utf-8");
    expect(doc.swagger).toBe("2.0");
    expect(doc.basePath).toBe("/rest/v1/");
    expect(doc.host).toBe(new URL(server().url).host);
    // anon may read content_items but not write it; notes it may ask for (and gets no row).
    expect(Object.keys(doc.paths["/content_items"]!).sort()).toEqual(["get"]);
    const items = doc.definitions.content_items!;
    expect(items.properties.id).toMatchObject({ type: "string", format: "uuid" });
    expect(items.properties.id!.description).toContain("<pk/>");
    expect(items.properties.tags).toMatchObject({ type: "array", format: "text[]" });
    expect(items.properties.data).toMatchObject({ format: "jsonb" });
    expect(items.properties.universe_id!.description).toContain("<fk table='universes' column='id'/>");
    expect(items.required).toEqual(expect.arrayContaining(["kind", "name"]));
    expect(items.properties).not.toHaveProperty("notes");
    const get = doc.paths["/content_items"]!.get!;
    expect(get.parameters).toEqual(
      expect.arrayContaining([{ $ref: "#/parameters/rowFilter.content_items.kind" }, { $ref: "#/parameters/select" }, { $ref: "#/parameters/order" }]),
    );
    expect(doc.parameters).toHaveProperty(["rowFilter.content_items.kind"]);
    // Functions anon may execute are there; the ones for signed-in users are not.
    expect(doc.paths).toHaveProperty(["/rpc/is_admin"]);
    expect(doc.paths).not.toHaveProperty(["/rpc/restore_content_item"]);
    expect(doc.paths).not.toHaveProperty(["/rpc/import_bundle"]);
    // Tables anon has no privilege on at all do not appear.
    expect(doc.paths).not.toHaveProperty(["/content_item_versions"]);
  });

  it("shows a signed-in user the writes and functions that role may use", async () => {
    const email = `openapi-${kind}@example.com`;
    await server().admin().auth.admin.createUser({ email, password: "openapi-pass", email_confirm: true });
    const sb = server().client();
    const { data } = await sb.auth.signInWithPassword({ email, password: "openapi-pass" });
    const { doc } = await openapi(server(), data.session!.access_token);
    expect(Object.keys(doc.paths["/content_items"]!).sort()).toEqual(["delete", "get", "patch", "post"]);
    expect(Object.keys(doc.paths["/content_item_versions"]!)).toEqual(["get"]);
    const restore = doc.paths["/rpc/restore_content_item"]!.post!;
    expect(restore.parameters![0]).toMatchObject({ in: "body", name: "args", schema: { required: ["item", "snapshot"] } });
    // A volatile function is POST only; a stable one can be called with GET too.
    expect(Object.keys(doc.paths["/rpc/restore_content_item"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/rpc/is_admin"]!).sort()).toEqual(["get", "post"]);
  });

  it("refuses a schema that is not exposed", async () => {
    const { status, doc } = await openapi(server(), undefined, { "accept-profile": "auth" });
    expect(status).toBe(406);
    expect((doc as unknown as { code: string }).code).toBe("PGRST106");
  });
});

describe.each(databases)("nulls=stripped on %s", (kind) => {
  const server = useTestServer(kind, { env: { RATE_LIMIT_AUTH_PER_IP: "1000", RATE_LIMIT_AUTH_PER_EMAIL: "1000" } });

  it("leaves null fields out when the client asks (postgrest-js stripNulls), for lists and single objects", async () => {
    const email = `nulls-${kind}@example.com`;
    await server().admin().auth.admin.createUser({ email, password: "nulls-pass", email_confirm: true });
    const sb = server().client();
    await sb.auth.signInWithPassword({ email, password: "nulls-pass" });
    const made = await sb.from("content_items").insert({ kind: "character", name: "Nobody's child" }).select("id").single();
    const id = (made.data as { id: string }).id;
    const plain = await sb.from("content_items").select("id,seed,universe_id,deleted_at").eq("id", id);
    expect(plain.data).toEqual([{ id, seed: null, universe_id: null, deleted_at: null }]);
    const list = await sb.from("content_items").select("id,seed,universe_id,deleted_at,tags").eq("id", id).stripNulls();
    expect(list.error).toBeNull();
    expect(list.data).toEqual([{ id, tags: [] }]);
    const one = await sb.from("content_items").select("id,seed").eq("id", id).stripNulls().single();
    expect(one.data).toEqual({ id });
    // Embedded objects are stripped too; a null embed goes.
    const embed = await sb.from("content_items").select("id,universes(name),content_item_notes(notes)").eq("id", id).stripNulls().single();
    expect(embed.data).toEqual({ id });
    const res = await fetch(`${server().url}/rest/v1/content_items?select=id&id=eq.${id}`, {
      headers: {
        apikey: server().ctx.keys.anon,
        authorization: `Bearer ${(await sb.auth.getSession()).data.session!.access_token}`,
        accept: "application/vnd.pgrst.array+json;nulls=stripped",
      },
    });
    expect(res.headers.get("content-type")).toBe("application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8");
  });
});
