// The ["maps"] query-key root: a map's layers, features, picture address (or drawn picture) and the maps an item is
// pinned on. Its own root, not under ["story_documents"], so a map's autosave (which refreshes the
// story lists) does not refetch every pin; every feature or layer write invalidates `all`.
const all = ["maps"] as const;

export const mapKeys = {
  all,
  features: (documentId: string) => [...all, "features", documentId] as const,
  layers: (documentId: string) => [...all, "layers", documentId] as const,
  /** A signed address of a picture (valid for an hour; refreshed before that). */
  imageUrl: (path: string) => [...all, "image-url", path] as const,
  /** A picture's deep-zoom tiles, by its signed address (whose token opens them). */
  tiles: (signedUrl: string) => [...all, "tiles", signedUrl] as const,
  /** A generated map's picture, drawn in the browser from its saved settings (`key`: their JSON). */
  generated: (key: string) => [...all, "generated", key] as const,
  /** The titles of the maps on a trail (maps within maps), as far as the reader may read them. */
  trail: (ids: string, viewer: string) => [...all, "trail", ids, viewer] as const,
  /** The maps the reader can see a pin of the item on. */
  itemMaps: (itemId: string, viewer: string) => [...all, "item-maps", itemId, viewer] as const,
};
