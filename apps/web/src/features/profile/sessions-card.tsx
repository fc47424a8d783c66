// Profile → Where you're signed in: every session of the account (device, address, when it was
// last used), this one marked; Sign out ends another one (that device is signed out at its next
// token refresh, within the hour). "Sign out everywhere else" is in the Sign-in card.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useId } from "react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { endSession, listSessions } from "@/data/account/account";
import { accountKeys } from "@/data/account/keys";
import { deviceName } from "./device";

const when = (iso: string) => new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });

export function SessionsCard() {
  const id = useId();
  const qc = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: listSessions });
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => toast.success("Signed out that device", { description: "It has to sign in again." }),
    onError: (e) => toast.error("Could not sign it out", { description: e.message }),
    onSettled: () => void qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" /> Where you're signed in
      </h2>
      {sessions.isPending ? (
        <RowsSkeleton label="Loading your sessions" />
      ) : sessions.isError ? (
        <InlineLoadError what="Your sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="mt-3 divide-y divide-border" aria-label="Your sessions">
          {sessions.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {deviceName(s.user_agent)}
                  {s.current && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  Last active {when(s.refreshed_at)}
                  {s.ip ? ` · ${s.ip}` : ""} · signed in {when(s.created_at)}
                </p>
              </div>
              {!s.current && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={end.isPending}
                  onClick={() => end.mutate(s.id)}
                  aria-label={`Sign out ${deviceName(s.user_agent)}, last active ${when(s.refreshed_at)}`}
                >
                  <LogOut aria-hidden="true" /> Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
