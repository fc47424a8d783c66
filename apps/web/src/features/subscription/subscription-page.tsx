// Subscription (/subscription, /subscription/success, /subscription/cancel): Free and Pro side by
// side with the user's usage of each limit, and upgrade / manage / cancel through the billing
// service. The success page reads the real state from the server (docs/subscription.md).
import { CheckCircle2, Info, Loader2, XCircle } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { InlineLoadError } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useBillingAction, useSubscriptionState } from "@/data/subscription/billing";
import { usePlans } from "@/data/subscription/get-plans";
import { useUsage } from "@/data/subscription/get-usage";
import type { BillingAction, SubscriptionState } from "@/data/subscription/types";
import { PlanCard } from "./plan-card";

/** How long the success page waits for the payment provider's webhook. */
const SUCCESS_WAIT_MS = 45_000;

const day = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" }) : "");

function Notice({ icon, tone = "muted", children }: { icon: ReactNode; tone?: "muted" | "good" | "bad"; children: ReactNode }) {
  const tones = { muted: "border-border bg-muted/40", good: "border-primary/40 bg-primary/5", bad: "border-destructive/40 bg-destructive/5" };
  return (
    <div role="status" className={`mb-6 flex items-start gap-3 rounded-lg border p-4 text-sm ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function SuccessNotice({ state, waiting }: { state: SubscriptionState | undefined; waiting: boolean }) {
  const sub = state?.subscription;
  if (state && state.plan !== "free") {
    return (
      <Notice tone="good" icon={<CheckCircle2 className="size-5 text-primary" aria-hidden="true" />}>
        <p className="font-medium">You are on Pro.</p>
        <p className="text-muted-foreground">
          {sub?.current_period_end ? `${sub.cancel_at_period_end ? "It ends" : "It renews"} on ${day(sub.current_period_end)}. ` : ""}Your new limits apply now.
        </p>
      </Notice>
    );
  }
  if (!state || waiting) {
    return (
      <Notice icon={<Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />}>
        <p className="font-medium">Checking your subscription…</p>
        <p className="text-muted-foreground">The payment provider tells us when the payment is through; this takes a few seconds.</p>
      </Notice>
    );
  }
  return (
    <Notice tone="bad" icon={<Info className="size-5 text-destructive" aria-hidden="true" />}>
      <p className="font-medium">Your payment has not reached us yet.</p>
      <p className="text-muted-foreground">You are still on Free for now. If you paid, reload this page in a minute; nothing is charged twice.</p>
    </Notice>
  );
}

export function SubscriptionPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = pathname.endsWith("/success") ? "success" : pathname.endsWith("/cancel") ? "cancel" : "plans";
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (mode !== "success") return;
    setWaited(false);
    const t = setTimeout(() => setWaited(true), SUCCESS_WAIT_MS);
    return () => clearTimeout(t);
  }, [mode]);
  const plans = usePlans();
  const usage = useUsage();
  const state = useSubscriptionState(mode === "success" && !waited);
  const waiting = mode === "success" && !waited && (state.data?.plan ?? "free") === "free";
  const action = useBillingAction();

  const run = (what: BillingAction) =>
    action.mutate(what, {
      onSuccess: (res) => {
        if (res.url && (what === "portal" || state.data?.provider === "stripe")) return window.location.assign(res.url);
        if (what === "checkout") return void navigate("/subscription/success");
        if (what === "cancel") {
          toast.success("Pro is cancelled", {
            description: `You keep Pro until ${day(res.subscription?.current_period_end)}. Nothing you made is deleted.`,
            action: { label: "Undo", onClick: () => run("resume") },
          });
        } else if (what === "resume") toast.success("Pro continues", { description: "Your plan renews as before." });
      },
      onError: (e) =>
        toast.error(what === "checkout" ? "Could not upgrade" : what === "portal" ? "Could not open billing" : "Could not change your plan", {
          description: e.message,
        }),
    });

  const s = state.data;
  const paid = s ? s.plan !== "free" : false;
  const cancelling = Boolean(s?.subscription?.cancel_at_period_end);
  const busy = action.isPending;
  const failed = plans.error ?? state.error ?? usage.error;

  return (
    <PageContainer>
      <PageHeader title="Subscription" description="Your plan, what it allows, and how much of it you use." />
      {mode === "success" && <SuccessNotice state={s} waiting={waiting} />}
      {mode === "cancel" && (
        <Notice icon={<XCircle className="size-5 text-muted-foreground" aria-hidden="true" />}>
          <p className="font-medium">Checkout was cancelled. Nothing changed.</p>
          <p className="text-muted-foreground">{s ? `You are still on ${paid ? "Pro" : "Free"}; nothing was charged.` : "Nothing was charged."}</p>
        </Notice>
      )}
      {s?.provider === "local" && (
        <Notice icon={<Info className="size-5 text-muted-foreground" aria-hidden="true" />}>
          <p>Payments are not set up on this install; upgrading is free here.</p>
        </Notice>
      )}
      {failed ? (
        <InlineLoadError what="Your plan" error={failed} onRetry={() => void Promise.all([plans.refetch(), state.refetch(), usage.refetch()])} />
      ) : !plans.data || !s ? (
        <div className="grid gap-6 md:grid-cols-2" role="status" aria-busy="true" aria-label="Loading plans">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {plans.data.map((plan) => {
            const current = plan.id === s.plan;
            const isFree = plan.id === "free";
            let note: ReactNode;
            let buttons: ReactNode;
            if (isFree) {
              note = paid
                ? cancelling
                  ? `You move to Free on ${day(s.subscription?.current_period_end)}.`
                  : undefined
                : "Over a limit after a downgrade? Everything you made stays readable and editable; only new things wait until there is room.";
            } else if (!paid) {
              buttons = (
                <Button disabled={busy || waiting} onClick={() => run("checkout")}>
                  Upgrade to {plan.name}
                </Button>
              );
            } else if (current) {
              note = cancelling
                ? `Cancelled: you keep ${plan.name} until ${day(s.subscription?.current_period_end)}, then move to Free. Nothing is deleted.`
                : s.subscription?.current_period_end
                  ? `Renews on ${day(s.subscription.current_period_end)}.`
                  : undefined;
              buttons = (
                <>
                  {cancelling ? (
                    <Button disabled={busy} onClick={() => run("resume")}>
                      Resume {plan.name}
                    </Button>
                  ) : (
                    <Button variant="outline" disabled={busy} onClick={() => run("cancel")}>
                      Cancel {plan.name}
                    </Button>
                  )}
                  {s.provider === "stripe" && s.subscription?.provider === "stripe" && (
                    <Button variant="secondary" disabled={busy} onClick={() => run("portal")}>
                      Manage billing
                    </Button>
                  )}
                </>
              );
            }
            return <PlanCard key={plan.id} plan={plan} usage={usage.data} current={current} note={note} action={buttons} />;
          })}
        </div>
      )}
    </PageContainer>
  );
}
