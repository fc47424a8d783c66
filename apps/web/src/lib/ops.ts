// Requests to the server's admin-only /ops/v1 endpoints (migrations, backup, content upgrades),
// which supabase-js has no calls for: the API URL and anon key as the client has them, and the
// signed-in user's access token. Errors carry the server's message.
import { apiEndpoint, supabase } from "./supabase";

export async function opsRequest(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const { url, anonKey } = apiEndpoint();
  const { data } = await supabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error("Sign in as an admin to use this.");
  const res = await fetch(new URL(`ops/v1/${path}`, url.endsWith("/") ? url : `${url}/`), {
    method: init.method ?? "GET",
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `The server answered ${res.status}.`);
  }
  return res;
}
