// Query keys of the generator pages. They sit under the library's ["content_items"] root, so a
// save anywhere (which invalidates that root) refreshes the world the generators weave in.
export const generatorKeys = {
  all: ["content_items"] as const,
  world: (userId: string, universeId: string | null) => ["content_items", "world", userId, universeId] as const,
};
