// Query keys for universes. They sit under ["content_items"] because item counts change with every
// save, move or delete there, and those mutations already invalidate that root.
export const universeKeys = {
  all: ["content_items", "universes"] as const,
  mine: (ownerId: string) => ["content_items", "universes", "mine", ownerId] as const,
};
