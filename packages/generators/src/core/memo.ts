// Bounded caches for pure functions of a key (a stock language, a stock calendar): results are
// reused across generations, never hold random state, and the cache is emptied when full.

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
