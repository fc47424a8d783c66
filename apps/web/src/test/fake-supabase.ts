// A small stand-in for the supabase client in unit tests: a session, auth events and the
// profiles read the admin guard makes.
import type { Session, SupabaseClient, User } from "@supabase/supabase-js";
import { vi } from "vitest";

export interface FakeOptions {
  user?: Partial<User> | null;
  isAdmin?: boolean | Error;
  /** Never answer getSession (the session is still loading). */
  pending?: boolean;
}

export function fakeSupabase(opts: FakeOptions = {}) {
  const session = opts.user ? ({ user: { id: "u1", email: "u@example.com", ...opts.user } } as Session) : null;
  const auth = {
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
    getSession: vi.fn(() => (opts.pending ? new Promise(() => {}) : Promise.resolve({ data: { session }, error: null }))),
    signInWithPassword: vi.fn(),
    signUp: vi.fn(),
    resetPasswordForEmail: vi.fn(),
    resend: vi.fn(),
    signInWithOAuth: vi.fn(),
    signOut: vi.fn(),
  };
  const single = vi.fn(() =>
    Promise.resolve(
      opts.isAdmin instanceof Error ? { data: null, error: { message: opts.isAdmin.message } } : { data: { is_admin: opts.isAdmin ?? false }, error: null },
    ),
  );
  const eq = vi.fn(() => ({ single }));
  const select = vi.fn(() => ({ eq }));
  const from = vi.fn(() => ({ select }));
  return { client: { auth, from } as unknown as SupabaseClient, auth, from, select, eq, single };
}
