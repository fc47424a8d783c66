// The one declaration of the ["admin"] query-key root: the admin page's users, report queue,
// feedback triage, figures and audit log. Every admin write invalidates the root (admin-mutation.ts).
const all = ["admin"] as const;

export const adminKeys = {
  all,
  users: (search: string, page: number) => [...all, "users", search, page] as const,
  queue: () => [...all, "queue"] as const,
  feedback: (status: string) => [...all, "feedback", status] as const,
  figures: (days: number) => [...all, "figures", days] as const,
  audit: (page: number) => [...all, "audit", page] as const,
};
