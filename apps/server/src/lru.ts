// A bounded map that drops the least recently used entry first, for the per-request caches
// (verified tokens, built statements). A Map keeps insertion order, so "used" means moved to the
// end (a delete and a set). Moving on every hit costs two hash-table writes a lookup for nothing
// while nothing new comes in, so an entry moves only once it has fallen behind by half the
// bound: an entry used within the last max/2 insertions is never the one dropped
// (docs/decisions/0005-rest-speed.md, round 5).
export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; at: number }>();
  /** Insertions so far: an entry's `at` is this count when it was last put at the end. */
  private tick = 0;

  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) return undefined;
    if (this.tick - e.at > this.max / 2) {
      this.map.delete(key);
      e.at = this.tick;
      this.map.set(key, e);
    }
    return e.value;
  }

  set(key: K, value: V): void {
    if (!this.map.delete(key) && this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, { value, at: ++this.tick });
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /** Drops the least recently used entry. */
  dropOldest(): void {
    const k = this.map.keys().next();
    if (!k.done) this.map.delete(k.value);
  }
}
