// The one declaration of the ["roadmap"] query-key root; every write invalidates `universe(id)`.
const all = ["roadmap"] as const;

export const roadmapKeys = {
  all,
  universe: (universeId: string) => [...all, universeId] as const,
  plan: (universeId: string) => [...all, universeId, "plan"] as const,
  progress: (universeId: string) => [...all, universeId, "progress"] as const,
};
