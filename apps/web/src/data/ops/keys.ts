// The one declaration of the ["migration"] query-key root: the admin's schema migrations and
// content upgrades (the server's /ops/v1 endpoints). An upgrade or its undo invalidates `upgrades`.
const all = ["migration"] as const;

export const opsKeys = {
  all,
  schema: () => [...all, "schema"] as const,
  upgrades: () => [...all, "upgrades"] as const,
};
