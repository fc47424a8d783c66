// The one declaration of the ["content_links"] query-key root: the typed links touching one item.
// A link's add or removal invalidates both ends' keys (add-link.ts, delete-link.ts).
const all = ["content_links"] as const;

export const contentLinkKeys = {
  all,
  /** The links from and to one item, both ways. */
  item: (id: string) => [...all, id] as const,
};
