// Share links: the kind is the path; seed, version, options and locks ride in the query, so
// opening the link reproduces the result. Param names avoid the ones supabase-js treats as
// auth callbacks (code, error, access_token).
import type { FieldValue, Locks } from "@worldloom/generators";

export interface ShareState {
  seed: string;
  version?: number;
  options: Record<string, string | number | boolean>;
  locks: Locks;
}

const toB64 = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64 = (s: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
      c.charCodeAt(0),
    ),
  );

export function encodeShare(state: ShareState): URLSearchParams {
  const p = new URLSearchParams();
  p.set("seed", state.seed);
  if (state.version) p.set("v", String(state.version));
  if (Object.keys(state.options).length > 0)
    p.set("opt", toB64(JSON.stringify(state.options)));
  if (Object.keys(state.locks).length > 0)
    p.set("lock", toB64(JSON.stringify(state.locks)));
  return p;
}

export function decodeShare(
  params: URLSearchParams,
): Partial<ShareState> | undefined {
  const seed = params.get("seed");
  if (!seed) return undefined;
  const out: Partial<ShareState> = { seed };
  const v = Number(params.get("v"));
  if (Number.isInteger(v) && v > 0) out.version = v;
  try {
    const opt = params.get("opt");
    if (opt) out.options = JSON.parse(fromB64(opt)) as ShareState["options"];
    const lock = params.get("lock");
    if (lock)
      out.locks = JSON.parse(fromB64(lock)) as Record<string, FieldValue>;
  } catch {
    // A damaged link still gives its seed; the options fall back to defaults.
  }
  return out;
}

export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 10);
}
