// The words a person sees when an auth call fails. auth-js turns every 5xx answer and every
// network failure into an AuthRetryableFetchError whose message is "{}" (it never reads the
// body of those), so the server's own words cannot reach the page: these say what happened.
// Anything else keeps the server's message (GoTrue's wording, as the spec's toasts expect).

export const OFFLINE_MESSAGE = "Worldloom can't be reached. Check your connection and try again.";
export const UNAVAILABLE_MESSAGE = "Worldloom can't do that right now, and nothing was changed. Try again in a moment.";

export function authErrorMessage(error: { name?: string; message?: string; status?: number }): string {
  if (error.name === "AuthRetryableFetchError") return error.status ? UNAVAILABLE_MESSAGE : OFFLINE_MESSAGE;
  return error.message || "Something went wrong. Try again.";
}
