import type { User } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { sameUser } from "./auth";

const user = (over: Partial<User> = {}): User =>
  ({
    id: "u1",
    aud: "authenticated",
    email: "ada@example.com",
    app_metadata: {},
    user_metadata: { name: "Ada" },
    created_at: "2026-01-01T00:00:00Z",
    ...over,
  }) as User;

describe("sameUser", () => {
  it("keeps the object already held when a fresh copy says the same", () => {
    const held = user();
    expect(sameUser(held, user())).toBe(held);
  });

  it("takes the new user when anything in it changed", () => {
    const held = user();
    const renamed = user({ user_metadata: { name: "Ada L." } });
    expect(sameUser(held, renamed)).toBe(renamed);
    const other = user({ id: "u2" });
    expect(sameUser(held, other)).toBe(other);
  });

  it("follows sign-in and sign-out", () => {
    const u = user();
    expect(sameUser(null, u)).toBe(u);
    expect(sameUser(u, null)).toBeNull();
    expect(sameUser(null, null)).toBeNull();
  });
});
