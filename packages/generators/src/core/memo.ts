// Bounded caches for pure functions of a key (a stock language, a word of a language): results
// are reused across generations, never hold random state, and the cache is emptied when full.

/** A cache of at most `limit` entries for a pure function of a string key. */
export function boundedMemo<V>(limit: number): (key: string, make: () => V) => V {
  let cache = new Map<string, V>();
  return (key, make) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const v = make();
    if (cache.size >= limit) cache = new Map();
    cache.set(key, v);
    return v;
  };
}

/** Per-object caches: entries live as long as the object they belong to (e.g. a language's inventory). */
export function objectMemo<V>(): (owner: object, key: string, make: () => V) => V {
  const owners = new WeakMap<object, Map<string, V>>();
  return (owner, key, make) => {
    let cache = owners.get(owner);
    if (!cache) {
      cache = new Map();
      owners.set(owner, cache);
    }
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const v = make();
    cache.set(key, v);
    return v;
  };
}
