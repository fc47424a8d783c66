// The editor's save state ("Saving… / Saved") and the conflict banner with its two ways out.
import { AlertTriangle, Check, CircleDot, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveStateLabel } from "./save";
import type { Autosave } from "./use-autosave";

export function SaveStatus({ autosave }: { autosave: Pick<Autosave<never>, "state"> }) {
  const { state } = autosave;
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center gap-1 text-sm text-muted-foreground" data-save-state={state}>
      {state === "saving" ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : state === "conflict" || state === "error" ? (
        <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
      ) : state === "dirty" ? (
        // Edits waiting for the autosave: never a tick beside "Unsaved changes".
        <CircleDot className="size-4" aria-hidden="true" />
      ) : (
        <Check className="size-4" aria-hidden="true" />
      )}
      {saveStateLabel[state]}
    </span>
  );
}

export function ConflictBanner({ autosave, what = "document" }: { autosave: Autosave<never>; what?: string }) {
  if (autosave.state === "error")
    return (
      <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
        <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span className="min-w-0 flex-1">Your last change was not saved: {autosave.error}</span>
        <Button size="sm" variant="outline" onClick={() => void autosave.flush()}>
          Try again
        </Button>
      </div>
    );
  if (autosave.state !== "conflict") return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        This {what} changed in another tab or window. Your latest changes are not saved yet.
      </p>
      <p className="mt-1 text-muted-foreground">
        Reload to see the other version (your unsaved changes here are dropped), or keep yours and save them over it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void autosave.reloadTheirs()}>
          Reload theirs
        </Button>
        <Button size="sm" onClick={() => void autosave.keepMine()}>
          Keep mine
        </Button>
      </div>
    </div>
  );
}
