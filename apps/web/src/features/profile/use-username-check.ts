// The username's state while typing: unchanged, badly formed, checking, free or taken. The check
// waits until typing pauses (400 ms) and ignores answers for a name no longer in the box.
import { useEffect, useState } from "react";
import { usernameAvailable } from "@/data/profiles/username-available";
import { USERNAME_PATTERN } from "./profile-rules";

export type UsernameState = "unchanged" | "empty" | "invalid" | "checking" | "available" | "taken" | "error";

export function useUsernameCheck(value: string, saved: string | null): UsernameState {
  const [result, setResult] = useState<{ name: string; state: UsernameState } | null>(null);
  const name = value.trim();
  const local: UsernameState | null =
    name.toLowerCase() === (saved ?? "").toLowerCase() ? "unchanged" : name === "" ? "empty" : !USERNAME_PATTERN.test(name) ? "invalid" : null;

  useEffect(() => {
    if (local) return;
    let live = true;
    const timer = setTimeout(() => {
      usernameAvailable(name).then(
        (free) => live && setResult({ name, state: free ? "available" : "taken" }),
        () => live && setResult({ name, state: "error" }),
      );
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, local]);

  if (local) return local;
  return result?.name === name ? result.state : "checking";
}

export const usernameMessages: Record<UsernameState, string> = {
  unchanged: "",
  empty: "",
  invalid: "3 to 32 letters, digits, dots, dashes or underscores.",
  checking: "Checking…",
  available: "That username is free.",
  taken: "That username is taken.",
  error: "Could not check the username just now.",
};
