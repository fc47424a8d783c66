// A band under the navigation asking a signed-in user to choose their public name, when they have
// none (what they share is signed "A world-builder") or it is still the start of their e-mail
// address (an account made before names stopped defaulting to it). Save name writes the display
// name at once; Not now hides the band on this browser for this account. Not on the Profile page,
// whose form has the same field.
import { useQueryClient } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useOwnProfile } from "@/data/profiles/get-profile";
import { profileKeys } from "@/data/profiles/keys";
import { saveProfile } from "@/data/profiles/save-profile";
import { DISPLAY_NAME_MAX, NO_PUBLIC_NAME, isEmailPrefix, publicName } from "@/data/profiles/types";

const dismissedKey = (userId: string) => `worldloom:name-prompt-dismissed:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === "1";
  } catch {
    return false;
  }
}

export function NamePrompt() {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const profile = useOwnProfile(userId).data;
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));

  if (!user || !profile || dismissed || pathname === "/profile") return null;
  const current = publicName(profile);
  const fromEmail = isEmailPrefix(profile.display_name, user.email);
  if (current && !fromEmail) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const chosen = name.trim();
    if (!chosen) return setProblem("Write the name you want others to see, or choose Not now.");
    setProblem("");
    setBusy(true);
    try {
      await saveProfile(profile.id, { display_name: chosen });
      await qc.invalidateQueries({ queryKey: profileKeys.all });
      toast.success("Name saved", { description: `What you share now says “${chosen}”.` });
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const notNow = () => {
    try {
      localStorage.setItem(dismissedKey(profile.id), "1");
    } catch {
      // Private mode without storage: hidden until the next visit.
    }
    setDismissed(true);
  };

  return (
    <section aria-labelledby="name-prompt-title" className="border-b border-border bg-accent/40">
      <form onSubmit={(e) => void submit(e)} noValidate className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          <UserRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <h2 id="name-prompt-title" className="font-semibold">
              Choose the name others see
            </h2>
            <p className="text-muted-foreground">
              {fromEmail ? (
                <>Your public name is the start of your email address, “{profile.display_name}”. Pick another, or keep it by choosing Not now.</>
              ) : (
                <>Until you do, what you share and post is signed “{NO_PUBLIC_NAME}”.</>
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-1 md:w-72">
          <Label htmlFor="name-prompt-input" className="sr-only">
            Display name
          </Label>
          <Input
            id="name-prompt-input"
            value={name}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="nickname"
            placeholder="Display name"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "name-prompt-problem" : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {problem && (
            <p id="name-prompt-problem" role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy} className="flex-1 md:flex-none">
            {busy ? "Saving…" : "Save name"}
          </Button>
          <Button type="button" variant="ghost" onClick={notNow}>
            Not now
          </Button>
        </div>
      </form>
    </section>
  );
}
