// The app's one network client. Its URL and anon key come from build-time VITE_SUPABASE_URL /
// VITE_SUPABASE_ANON_KEY (hosted Supabase) or, by default, from the serving origin's /config.json.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

let client: SupabaseClient | undefined;

/** Spec §9: realtime heartbeat every 30 s. */
export const REALTIME_HEARTBEAT_MS = 30_000;

export interface SupabaseConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Where auth mail goes when the server has no SMTP (the embedded server's outbox). */
  outboxUrl?: string;
}

let outbox: string | undefined;
let authSettingsRequest: { url: string; anonKey: string } | undefined;

/** What the auth service says it offers (GoTrue's GET /auth/v1/settings); fields we read. */
export interface AuthSettings {
  external: { email?: boolean; google?: boolean };
  mailer_autoconfirm?: boolean;
}

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

/**
 * Reads the auth service's settings (which sign-in providers are enabled). supabase-js has no
 * call for it, so this is a plain GET with the anon key, like the client's own requests.
 */
export async function fetchAuthSettings(): Promise<AuthSettings> {
  if (!authSettingsRequest) throw new Error("The supabase client is not initialised; call initSupabase() first.");
  const { url, anonKey } = authSettingsRequest;
  const res = await fetch(new URL("auth/v1/settings", url.endsWith("/") ? url : `${url}/`), { headers: { apikey: anonKey } });
  if (!res.ok) throw new Error(`Could not read the sign-in settings (${res.status})`);
  return (await res.json()) as AuthSettings;
}

export function createSupabase(config: SupabaseConfig): SupabaseClient {
  outbox = config.outboxUrl;
  authSettingsRequest = { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
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
