// How much one REST request may ask of the database (docs/security.md "Bounded requests and
// statement timeouts"). PGlite runs in the server's own thread and has no working statement
// timeout, and deep recursion inside it (a JSON value, a JSON path or a text-search query nested
// thousands of levels) corrupts its state for every later query; so whatever reaches SQL is kept
// shallow and small here, before anything is planned. Pure; a breach is a PostgREST-shaped 400.
import { RestError } from "./errors.js";

export const LIMITS = {
  /** Nesting of a JSON body (objects and arrays), inserts and function arguments alike. */
  bodyDepth: 64,
  /** Nesting of (), {} and [] in one query-string value: logic trees, embeds, lists, JSON literals. */
  queryDepth: 16,
  /** Filters in one request, every and()/or() term counted. */
  filterTerms: 300,
  /** Values in one in.() list or {…} of an (any)/(all) filter. */
  listValues: 1000,
  /** Items in a select tree, embeds and their columns counted. */
  selectItems: 300,
  /** Steps of one JSON path (data->a->b). */
  jsonPath: 32,
  /** Characters of one full-text filter value (fts, plfts, phfts, wfts). */
  ftsLength: 1000,
  /** Named arguments of one function call. */
  rpcArgs: 64,
} as const;

const tooDeepBody = () => new RestError(400, "PGRST102", "The request body is nested too deeply", `At most ${LIMITS.bodyDepth} levels of objects and arrays.`);

/** Throws a 400 when a parsed JSON body nests deeper than LIMITS.bodyDepth (iterative: a deep body cannot overflow the stack here). */
export function checkBodyDepth(body: unknown): void {
  if (typeof body !== "object" || body === null) return;
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (depth > LIMITS.bodyDepth) throw tooDeepBody();
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === "object" && x !== null) stack.push([x, depth + 1]);
    } else {
      for (const k in v as Record<string, unknown>) {
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === "object" && x !== null) stack.push([x, depth + 1]);
      }
    }
  }
}

/** Throws a 400 when one query-string value nests brackets deeper than LIMITS.queryDepth (quotes ignored: the count errs on the safe side). */
export function checkQueryDepth(key: string, value: string): void {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > LIMITS.queryDepth) {
        throw new RestError(400, "PGRST100", `"failed to parse ${key}"`, `At most ${LIMITS.queryDepth} levels of nested (), [] and {} in one parameter.`);
      }
    } else if (c === 41 || c === 93 || c === 125) depth = Math.max(0, depth - 1);
  }
}

/** A count over its limit → 400 PGRST100 naming what and how many are allowed. */
export function tooMany(what: string, limit: number): RestError {
  return new RestError(400, "PGRST100", `"too many ${what}"`, `At most ${limit} ${what} in one request.`);
}
