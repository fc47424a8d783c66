// The one declaration of the ["subscription"] query-key root: plans, usage, the billing state and
// the caller's batch size. A change of plan invalidates the root, so all of them follow it.
const all = ["subscription"] as const;

export const subscriptionKeys = {
  all,
  plans: [...all, "plans"] as const,
  usage: [...all, "usage"] as const,
  state: [...all, "state"] as const,
  batchLimit: (userId: string | null) => [...all, "batch-limit", userId] as const,
};
