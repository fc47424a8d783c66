// Profile → Ways to sign in: the identities on the account (e-mail and password, Google), link
// Google, and remove one after asking — never the last one (the server refuses that too).
import type { UserIdentity } from "@supabase/supabase-js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { linkGoogle, listIdentities, unlinkIdentity } from "@/data/account/account";
import { accountKeys } from "@/data/account/keys";

const label = (i: UserIdentity) => (i.provider === "email" ? "E-mail and password" : i.provider === "google" ? "Google" : i.provider);
const detail = (i: UserIdentity) => (typeof i.identity_data?.email === "string" ? i.identity_data.email : "");

export function MethodsCard() {
  const id = useId();
  const qc = useQueryClient();
  const methods = useQuery({ queryKey: accountKeys.identities, queryFn: listIdentities });
  const [confirm, setConfirm] = useState<UserIdentity | null>(null);
  const [busy, setBusy] = useState(false);
  const list = methods.data?.identities ?? [];
  const hasGoogle = list.some((i) => i.provider === "google");

  const link = async () => {
    setBusy(true);
    try {
      await linkGoogle(); // the browser goes to Google and comes back to /profile
    } catch (err) {
      toast.error("Could not link Google", { description: (err as Error).message });
      setBusy(false);
    }
  };

  const unlink = async (identity: UserIdentity) => {
    setBusy(true);
    try {
      await unlinkIdentity(identity);
      toast.success(`${label(identity)} removed`, { description: "You can no longer sign in with it." });
    } catch (err) {
      toast.error("Could not remove it", { description: (err as Error).message });
    } finally {
      setBusy(false);
      setConfirm(null);
      void qc.invalidateQueries({ queryKey: accountKeys.identities });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <Link2 className="size-5 text-muted-foreground" aria-hidden="true" /> Ways to sign in
      </h2>
      <div className="mt-4">
        {methods.isPending ? (
          <RowsSkeleton className="space-y-2" label="Loading your ways to sign in" />
        ) : methods.isError ? (
          <InlineLoadError what="Your ways to sign in" error={methods.error} onRetry={() => void methods.refetch()} />
        ) : (
          <>
            <ul className="divide-y divide-border rounded-md border border-border">
              {list.map((i) => (
                <li key={i.identity_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{label(i)}</p>
                    {detail(i) && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{detail(i)}</p>}
                  </div>
                  {list.length > 1 ? (
                    <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirm(i)}>
                      Remove<span className="sr-only"> {label(i)}</span>
                    </Button>
                  ) : (
                    <p className="text-xs text-muted-foreground">Your only way in</p>
                  )}
                </li>
              ))}
            </ul>
            {methods.data.googleEnabled && !hasGoogle && (
              <Button variant="outline" className="mt-3" disabled={busy} onClick={() => void link()}>
                Link a Google account
              </Button>
            )}
          </>
        )}
      </div>
      <Modal
        isOpen={confirm !== null}
        onClose={() => setConfirm(null)}
        title={`Remove ${confirm ? label(confirm) : ""}?`}
        description="You will no longer be able to sign in that way. Your other ways to sign in keep working."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => confirm && void unlink(confirm)}>
              Remove
            </Button>
          </>
        }
      />
    </section>
  );
}
