// The one storage address the supabase client has no call for: a map picture's deep-zoom tiles,
// opened with the picture's own signed token (docs/maps.md, "Deep-zoom tiles"). Hosted Supabase
// has no such route: the answer is then a 404 and the map shows the whole picture.

/** The tile set's address (`/object/sign/` becomes `/tiles/`) and token. */
export function tilesAddress(signedUrl: string): { base: string; query: string } {
  const [base = "", query = ""] = signedUrl.replace("/object/sign/", "/tiles/").split("?");
  return { base, query };
}

/** `tiles.json` of a signed picture, or null when it has no tiles (or the answer is not one). */
export async function fetchTileSet(signedUrl: string): Promise<{ maxLevel: number; size: number } | null> {
  const { base, query } = tilesAddress(signedUrl);
  const res = await fetch(`${base}/tiles.json?${query}`).catch(() => null);
  if (!res?.ok) return null;
  const set = (await res.json().catch(() => null)) as { maxLevel?: unknown; size?: unknown } | null;
  if (typeof set?.maxLevel !== "number" || typeof set.size !== "number") return null;
  return { maxLevel: set.maxLevel, size: set.size };
}
