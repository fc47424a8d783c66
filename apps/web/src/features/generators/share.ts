// Share links: the kind is the path; the query holds the result's recipe (its own seed, the
// options that differ from the defaults, the fields kept from earlier steps — by name, never by
// value), the version, the fields the user locked, and a fingerprint of the saved world the result
// was woven from. Param names avoid the ones supabase-js treats as auth callbacks (code, error,
// access_token). Old links that carried locked values (`lock`) still open.
import { MAX_SEED_LENGTH, type Generator, type Locks } from "@worldloom/generators/load";
import type { OptionValues, Recipe, Step } from "./recipe";

export interface ShareLink {
  recipe: Recipe;
  version?: number;
  /** Fields the user had locked (they stay locked for the next Generate). */
  locked: readonly string[];
  /** Fingerprint of the saved world the result was made with; absent when made without one. */
  world?: string;
}

export type ShareRead = { status: "none" } | { status: "ok"; link: ShareLink } | { status: "error"; message: string };

const MAX_STEPS = 60;
const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const FINGERPRINT = /^[0-9a-f]{8}$/;

const toB64 = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64 = (s: string) =>
  new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)));

const sameOptions = (a: OptionValues, b: OptionValues) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export function encodeShare(link: ShareLink): URLSearchParams {
  const steps = link.recipe.steps;
  const last = steps[steps.length - 1]!;
  const p = new URLSearchParams();
  p.set("seed", last.seed);
  if (link.version) p.set("v", String(link.version));
  if (Object.keys(last.options).length > 0) p.set("opt", toB64(JSON.stringify(last.options)));
  if (last.keep.length > 0) p.set("keep", last.keep.join("."));
  if (steps.length > 1) {
    // Earlier steps, oldest first: [seed, kept keys, options only when they differ from the last].
    const prev = steps.slice(0, -1).map((s) => (sameOptions(s.options, last.options) ? [s.seed, s.keep.join(".")] : [s.seed, s.keep.join("."), s.options]));
    p.set("prev", toB64(JSON.stringify(prev)));
  }
  if (link.recipe.legacyLocks && Object.keys(link.recipe.legacyLocks).length > 0) p.set("lock", toB64(JSON.stringify(link.recipe.legacyLocks)));
  if (link.locked.length > 0) p.set("locked", link.locked.join("."));
  if (link.world) p.set("w", link.world);
  return p;
}

class BadLink extends Error {}

function parseJson(raw: string, what: string): unknown {
  try {
    return JSON.parse(fromB64(raw));
  } catch {
    throw new BadLink(`The ${what} in this link are damaged.`);
  }
}

function parseOptions(v: unknown, what: string): OptionValues {
  if (typeof v !== "object" || v === null || Array.isArray(v) || !Object.values(v).every((x) => ["string", "number", "boolean"].includes(typeof x)))
    throw new BadLink(`The ${what} in this link are damaged.`);
  return v as OptionValues;
}

function parseSeed(v: unknown): string {
  if (typeof v !== "string" || v.length === 0) throw new BadLink("This link has no seed.");
  if (v.length > MAX_SEED_LENGTH) throw new BadLink(`This link's seed is ${v.length} characters long; a seed is at most ${MAX_SEED_LENGTH}.`);
  return v;
}

function parseKeys(v: unknown, what: string): string[] {
  if (typeof v !== "string") throw new BadLink(`The ${what} in this link are damaged.`);
  const keys = v === "" ? [] : v.split(".");
  if (!keys.every((k) => KEY.test(k))) throw new BadLink(`The ${what} in this link are damaged.`);
  return keys;
}

function parseLegacyLocks(v: unknown): Locks {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new BadLink("The locked fields in this link are damaged.");
  for (const [k, x] of Object.entries(v)) {
    if (!KEY.test(k) || typeof x !== "object" || x === null || typeof (x as { type?: unknown }).type !== "string")
      throw new BadLink("The locked fields in this link are damaged.");
  }
  return v as Locks;
}

/** Reads a link's query. Either the whole link is good or nothing of it is used. */
export function decodeShare(params: URLSearchParams): ShareRead {
  if (!params.has("seed")) return { status: "none" };
  try {
    const seed = parseSeed(params.get("seed"));
    const vRaw = params.get("v");
    const version = vRaw === null ? undefined : Number(vRaw);
    if (version !== undefined && !(Number.isInteger(version) && version > 0)) throw new BadLink("This link's generator version is not a number.");
    const optRaw = params.get("opt");
    const options = optRaw ? parseOptions(parseJson(optRaw, "options"), "options") : {};
    const keep = parseKeys(params.get("keep") ?? "", "kept fields");
    const steps: Step[] = [];
    const prevRaw = params.get("prev");
    if (prevRaw) {
      const prev = parseJson(prevRaw, "earlier steps");
      if (!Array.isArray(prev) || prev.length === 0 || prev.length >= MAX_STEPS) throw new BadLink("The earlier steps in this link are damaged.");
      for (const s of prev) {
        if (!Array.isArray(s) || s.length < 2 || s.length > 3) throw new BadLink("The earlier steps in this link are damaged.");
        steps.push({ seed: parseSeed(s[0]), keep: parseKeys(s[1], "kept fields"), options: s.length === 3 ? parseOptions(s[2], "options") : options });
      }
    }
    if ((steps.length === 0) !== (keep.length === 0)) throw new BadLink("The kept fields in this link do not match its earlier steps.");
    steps.push({ seed, options, keep });
    const lockRaw = params.get("lock");
    const legacyLocks = lockRaw ? parseLegacyLocks(parseJson(lockRaw, "locked fields")) : undefined;
    const locked = parseKeys(params.get("locked") ?? "", "locked fields");
    const world = params.get("w") ?? undefined;
    if (world !== undefined && !FINGERPRINT.test(world)) throw new BadLink("This link's world fingerprint is damaged.");
    return {
      status: "ok",
      link: {
        recipe: legacyLocks ? { steps, legacyLocks } : { steps },
        ...(version !== undefined ? { version } : {}),
        locked,
        ...(world ? { world } : {}),
      },
    };
  } catch (e) {
    if (e instanceof BadLink) return { status: "error", message: `${e.message} A new result was made instead.` };
    throw e;
  }
}

/**
 * Checks a decoded link against the generator it is for: every option valid, every field known.
 * Returns a message for the first problem, or undefined when the link fits.
 */
export function checkShare(gen: Generator, link: ShareLink): string | undefined {
  const fields = new Set(gen.fields.map((f) => f.key));
  try {
    for (const s of link.recipe.steps) gen.resolveOptions(s.options);
  } catch (e) {
    return `This link's options do not fit the ${gen.label} generator: ${e instanceof Error ? e.message : String(e)} A new result was made instead.`;
  }
  const keys = [...link.recipe.steps.flatMap((s) => s.keep), ...link.locked, ...Object.keys(link.recipe.legacyLocks ?? {})];
  const unknown = keys.find((k) => !fields.has(k));
  return unknown === undefined ? undefined : `This link names a field the ${gen.label} generator does not have ("${unknown}"). A new result was made instead.`;
}

export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 10);
}

// The last result shown for each kind, as its share link, kept in sessionStorage: coming back to a
// generator in the same tab (after signing in, which goes to /create, or from another page) shows
// the result that was there instead of a new one. A reload keeps it through the address bar.
const lastKey = (kind: string) => `worldloom-generator:${kind}`;

export function keepLastShare(kind: string, params: URLSearchParams): void {
  try {
    sessionStorage.setItem(lastKey(kind), params.toString());
  } catch {
    // Storage blocked or full: coming back makes a new result, as before.
  }
}

export function lastShare(kind: string): URLSearchParams | undefined {
  try {
    const raw = sessionStorage.getItem(lastKey(kind));
    return raw ? new URLSearchParams(raw) : undefined;
  } catch {
    return undefined;
  }
}
