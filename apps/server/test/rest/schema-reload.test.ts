// The schema cache reloads on NOTIFY pgrst, 'reload schema', as PostgREST's does.
import { describe, expect, it, vi } from "vitest";
import { databases, useServer } from "./fixture.js";

describe.each(databases)("schema cache on %s", (kind) => {
  const server = useServer(kind, "select 1");

  it("sees a new table after NOTIFY pgrst", async () => {
    const db = server().client();
    expect((await db.from("late_table").select("*")).error?.code).toBe("PGRST205");
    await server().ctx.db.exec(
      `create table public.late_table (id int primary key); grant select on public.late_table to anon; insert into public.late_table values (7);`,
    );
    await server().ctx.db.query(`notify pgrst, 'reload schema'`);
    await vi.waitFor(async () => expect((await db.from("late_table").select("*")).data).toEqual([{ id: 7 }]), { timeout: 5000, interval: 50 });
  });
});
