// The one declaration of the ["auth"] query-key root: what the Profile page reads of the signed-in
// account from /auth/v1 (sign-in methods, sessions, authenticator apps). None of it is a table.
const all = ["auth"] as const;

export const accountKeys = {
  all,
  identities: [...all, "identities"] as const,
  sessions: [...all, "sessions"] as const,
  factors: [...all, "factors"] as const,
};
