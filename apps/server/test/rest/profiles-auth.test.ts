// End to end with the real auth service: a user signs up through supabase-js, gets a profile
// from the trigger, runs the spec's admin check, and cannot make themself admin.
import { describe, expect, it } from "vitest";
import { databases, useServer } from "./fixture.js";

describe.each(databases)("profiles with real sign-up on %s", (kind) => {
  const server = useServer(kind, "select 1", { AUTH_AUTOCONFIRM: "true" });

  it("creates the profile, answers the admin check and refuses self-promotion", async () => {
    const supabase = server().client();
    const email = `writer-${kind}@example.com`;
    const signUp = await supabase.auth.signUp({ email, password: "correct horse battery", options: { data: { username: `writer_${kind}` } } });
    expect(signUp.error).toBeNull();
    const { data: auth } = await supabase.auth.signInWithPassword({ email, password: "correct horse battery" });
    const user = auth.user!;
    const check = await supabase.from("profiles").select("is_admin").eq("id", user.id).single();
    expect(check.error).toBeNull();
    expect(check.data).toEqual({ is_admin: false });
    const promote = await supabase.from("profiles").update({ is_admin: true }).eq("id", user.id);
    expect([promote.status, promote.error?.code]).toEqual([403, "42501"]);
    const rename = await supabase.from("profiles").update({ display_name: "Writer" }).eq("id", user.id).select("username, display_name").single();
    expect(rename.data).toEqual({ username: `writer_${kind}`, display_name: "Writer" });
    await server().ctx.db.query(`update public.profiles set is_admin = true where id = $1`, [user.id]);
    const again = await supabase.from("profiles").select("is_admin").eq("id", user.id).single();
    expect(again.data).toEqual({ is_admin: true });
  });
});
