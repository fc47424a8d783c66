// Users for contract tests: confirmed through the admin API and signed in on their own
// supabase-js client, so requests go through /rest/v1 exactly as the app's do.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, expect } from "vitest";
import { useTestServer, type DbKind } from "./databases.js";
import type { TestServer, TestServerOptions } from "./server.js";

/** A signed-in client and the user's id. */
export type SignedInUser = [client: SupabaseClient, id: string];

/** Creates a confirmed user with `email` and returns a fresh client signed in as them, and their id. */
export async function signedInUser(server: TestServer, email: string, password = "contract-pass"): Promise<SignedInUser> {
  const created = await server.admin().auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  const sb = server.client();
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return [sb, data.user!.id];
}

export interface SignedInSuite<Emails extends readonly string[]> {
  server: TestServer;
  /** One per email given, in the same order. */
  users: { [K in keyof Emails]: SignedInUser };
}

/**
 * Starts a test server on `kind` before the suite (stopped after it, see useTestServer) and signs
 * in one user per email. Hooks registered after this call see the server and users ready.
 */
export function useSignedInUsers<const Emails extends readonly string[]>(
  kind: DbKind,
  emails: Emails,
  opts: Omit<TestServerOptions, "databaseUrl"> = {},
): () => SignedInSuite<Emails> {
  const started = useTestServer(kind, opts);
  let suite: SignedInSuite<Emails> | undefined;
  beforeAll(async () => {
    const server = started();
    const users: SignedInUser[] = [];
    for (const email of emails) users.push(await signedInUser(server, email));
    suite = { server, users: users as { [K in keyof Emails]: SignedInUser } };
  });
  return () => suite!;
}
