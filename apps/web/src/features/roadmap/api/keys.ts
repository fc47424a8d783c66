// Query keys for the roadmap; every mutation invalidates `universe(id)` (or `all`).
export const roadmapKeys = {
  all: ["roadmap"] as const,
  universe: (universeId: string) => ["roadmap", universeId] as const,
  plan: (universeId: string) => ["roadmap", universeId, "plan"] as const,
  progress: (universeId: string) => ["roadmap", universeId, "progress"] as const,
};
