// Query keys for the dashboard's reads; they sit under ["content_items"] so any save, edit or
// delete in the library or generators invalidates them too.
export const dashboardKeys = {
  counts: (ownerId: string, universeId: string | null = null) => ["content_items", "dashboard", "counts", ownerId, universeId] as const,
  recent: (ownerId: string, universeId: string | null = null) => ["content_items", "dashboard", "recent", ownerId, universeId] as const,
};
