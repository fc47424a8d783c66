// Finishes what a visitor asked for before signing in (lib/pending-actions.ts), as soon as a user
// is signed in: after the auth dialog's sign-in (which still goes on to /create), after the e-mail
// confirmation link, or on the first sign-in later. Each outcome is a toast; "Open" goes to the
// saved item. A failure says what did not finish and offers to try again.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { claimPendingActions, runPendingActions, type PendingAction, type PendingContext, type PendingRun } from "@/lib/pending-actions";
import { registerPendingActionHandlers } from "./pending-action-handlers";

registerPendingActionHandlers();

const OUTCOME_TOAST_MS = 10_000;

export function PendingActionsRunner() {
  const { user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const nav = useRef(navigate);
  nav.current = navigate;

  useEffect(() => {
    if (!userId) return;
    const ctx: PendingContext = { queryClient, userId };
    const report = (runs: PendingRun[]) => {
      for (const run of runs) {
        if (run.error !== undefined) {
          const again = run.action;
          // Stays until dismissed: it holds the only way to finish what the visitor asked for.
          toast.error(`${again.label} did not finish`, {
            duration: Infinity,
            description: run.error,
            action: { label: "Try again", onClick: () => void retry(again) },
          });
        } else if (run.outcome) {
          const { title, description, open } = run.outcome;
          // Longer than the default 4 s: it carries the one way to the new item.
          toast.success(title, {
            duration: OUTCOME_TOAST_MS,
            ...(description ? { description } : {}),
            ...(open ? { action: { label: "Open", onClick: () => void nav.current(open) } } : {}),
          });
        }
      }
    };
    const retry = async (action: PendingAction) => report(await runPendingActions([action], ctx));
    void claimPendingActions().then(async (actions) => {
      if (actions.length > 0) report(await runPendingActions(actions, ctx));
    });
  }, [userId, queryClient]);

  return null;
}
