// The app's one network client. Its URL and anon key come from build-time VITE_SUPABASE_URL /
// VITE_SUPABASE_ANON_KEY (hosted Supabase) or, by default, from the serving origin's /config.json.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

let client: SupabaseClient | undefined;

/** docs/spec.md §9: realtime heartbeat every 30 s. */
export const REALTIME_HEARTBEAT_MS = 30_000;

export interface SupabaseConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Where auth mail goes when the server has no SMTP (the embedded server's outbox). */
  outboxUrl?: string;
}

let outbox: string | undefined;

/** The server's outbox page when auth mail goes there instead of to a mail server. */
export function outboxUrl(): string | undefined {
  return outbox;
}

async function loadConfig(): Promise<SupabaseConfig> {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && key) return { supabaseUrl: url, supabaseAnonKey: key };
  const res = await fetch("/config.json", { cache: "no-store" });
  if (!res.ok) throw new Error(`Could not load /config.json (${res.status})`);
  return (await res.json()) as SupabaseConfig;
}

export function createSupabase(config: SupabaseConfig): SupabaseClient {
  outbox = config.outboxUrl;
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true, flowType: "implicit" },
    realtime: { heartbeatIntervalMs: REALTIME_HEARTBEAT_MS },
  });
}

/** Loads the config once and creates the client; call before rendering. */
export async function initSupabase(): Promise<SupabaseClient> {
  client ??= createSupabase(await loadConfig());
  return client;
}

/** Installs a client directly (unit tests). */
export function setSupabase(c: SupabaseClient): void {
  client = c;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error("The supabase client is not initialised; call initSupabase() first.");
  return client;
}

/** Short form of getSupabase() for API files: `supabase().from(...)`. */
export const supabase = getSupabase;
