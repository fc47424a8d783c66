// "Content upgrades": saved items made by an older version of their generator. A dry run shows
// what upgrading each item would change (nothing is written); Upgrade all applies every change of
// the kind in one transaction; Undo puts the items back (docs/operations.md).
import { ArrowRight, FlaskConical, PackageCheck, Undo2 } from "lucide-react";
import { useState } from "react";
import { kindInfo, type KindId } from "@worldloom/generators";
import { EmptyState } from "@/components/empty-state";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { dateTime } from "./schema-section";
import { useContentUpgrades, useDryRun, useUndoUpgrade, useUpgradeAll } from "@/data/ops/content-upgrades";
import type { OutdatedKind, UpgradeChange, UpgradePlan, UpgradeRun } from "@/data/ops/types";

export function kindLabel(kind: string): string {
  try {
    return kindInfo(kind as KindId).label;
  } catch {
    return kind;
  }
}

const items = (n: number) => `${n.toLocaleString()} ${n === 1 ? "item" : "items"}`;

const box =
  "max-h-32 overflow-y-auto whitespace-pre-wrap break-words rounded px-2 py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function ChangeView({ c }: { c: UpgradeChange }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">
        {c.label}
        {!c.before && " (new)"}
      </dt>
      {c.before ? (
        <dd className="mt-0.5 grid gap-1 sm:grid-cols-[1fr_auto_1fr] sm:items-start">
          <span tabIndex={0} className={`${box} bg-destructive/10 line-through decoration-destructive/50`}>
            <span className="sr-only">Before: </span>
            {c.before}
          </span>
          <ArrowRight className="hidden size-4 self-center text-muted-foreground sm:block" aria-hidden="true" />
          <span tabIndex={0} className={`${box} bg-primary/10`}>
            <span className="sr-only">After: </span>
            {c.after || <em>(none)</em>}
          </span>
        </dd>
      ) : (
        <dd tabIndex={0} className={`${box} mt-0.5 bg-primary/10`}>
          {c.after || <em>(none)</em>}
        </dd>
      )}
    </div>
  );
}

function PlanView({ plan, open }: { plan: UpgradePlan; open: boolean }) {
  const changed = plan.changes.filter((c) => c.before).length;
  const added = plan.changes.length - changed;
  return (
    <li className="rounded-md border border-border bg-card" data-testid="upgrade-plan">
      <details open={open} className="group">
        <summary className="cursor-pointer list-none rounded-md p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="break-words text-sm font-semibold">{plan.name}</span>
            <span className="text-xs text-muted-foreground">
              {plan.error ? "Cannot be upgraded" : `${changed} changed, ${added} new`}
              <span className="group-open:hidden"> · Show</span>
            </span>
          </span>
        </summary>
        <div className="px-3 pb-3">
          {plan.error ? (
            <p className="text-sm text-destructive">{plan.error}</p>
          ) : (
            <dl className="flex flex-col gap-2 text-sm">
              {plan.changes.map((c) => (
                <ChangeView key={c.part} c={c} />
              ))}
            </dl>
          )}
        </div>
      </details>
    </li>
  );
}

function KindRow({ k, onDryRun, busy }: { k: OutdatedKind; onDryRun: () => void; busy: boolean }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="outdated-kind">
      <div className="min-w-0">
        <p className="font-medium">{kindLabel(k.kind)}</p>
        <p className="text-sm text-muted-foreground">
          {k.versions.map((v) => `${items(v.count)} on version ${v.version}`).join(", ")}; current version {k.current}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onDryRun} disabled={busy} aria-label={`Dry run ${kindLabel(k.kind)}`}>
        {busy ? <Spinner /> : <FlaskConical aria-hidden="true" />} Dry run
      </Button>
    </li>
  );
}

function RunRow({ run, onUndo, busy }: { run: UpgradeRun; onUndo: () => void; busy: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span className="min-w-0">
        {kindLabel(run.kind)}: {items(run.itemCount)} to version {run.toVersion}, {dateTime.format(new Date(run.createdAt))}
        {run.undoneAt && <span className="text-muted-foreground"> (undone)</span>}
      </span>
      {!run.undoneAt && (
        <Button variant="ghost" size="sm" onClick={onUndo} disabled={busy} aria-label={`Undo the ${kindLabel(run.kind)} upgrade`}>
          <Undo2 aria-hidden="true" /> Undo
        </Button>
      )}
    </li>
  );
}

export function UpgradesSection() {
  const q = useContentUpgrades();
  const dry = useDryRun();
  const apply = useUpgradeAll();
  const undo = useUndoUpgrade();
  const [kind, setKind] = useState<string>();
  const plans = dry.data && dry.data.kind === kind ? dry.data.items : undefined;
  const blocked = plans?.some((p) => p.error);

  const doUndo = (runId: string) =>
    undo.mutate(runId, {
      onSuccess: (r) =>
        toast.success("Upgrade undone", {
          description:
            r.skipped > 0 ? `${items(r.restored)} restored; ${items(r.skipped)} edited since were left as they are.` : `${items(r.restored)} restored.`,
        }),
      onError: (e) => toast.error("Could not undo the upgrade", { description: e.message }),
    });
  const runDry = (k: string) => {
    setKind(k);
    dry.mutate(k, {
      onError: (e) => toast.error("The dry run failed", { description: e.message }),
    });
  };
  const upgradeAll = () => {
    if (!kind) return;
    apply.mutate(kind, {
      onSuccess: (run) => {
        setKind(undefined);
        dry.reset();
        toast.success(`Upgraded ${items(run.itemCount)}`, {
          description: `${kindLabel(run.kind)} items are on version ${run.toVersion}.`,
          action: { label: "Undo", onClick: () => doUndo(run.id) },
        });
      },
      onError: (e) => toast.error("Nothing was upgraded", { description: e.message }),
    });
  };

  return (
    <Card aria-labelledby="upgrades-title">
      <CardHeader>
        <CardTitle id="upgrades-title">Content upgrades</CardTitle>
        <CardDescription>
          Saved items made by an older version of their generator. An upgrade keeps every field value and any text the owner edited; it adds what the new
          version makes and rewrites prose that is still the generator&apos;s own.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {q.isPending ? (
          <RowsSkeleton className="flex flex-col gap-2" label="Loading content versions" />
        ) : q.isError ? (
          <InlineLoadError what="Content versions" error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.kinds.length === 0 ? (
          <EmptyState icon={PackageCheck} title="Everything is up to date" className="py-8">
            Every saved item is on its generator&apos;s current version.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Kinds with older items">
            {q.data.kinds.map((k) => (
              <KindRow key={k.kind} k={k} busy={dry.isPending && kind === k.kind} onDryRun={() => runDry(k.kind)} />
            ))}
          </ul>
        )}

        {kind && plans && (
          <section aria-labelledby="dry-run-title" className="rounded-lg border border-border bg-muted/30 p-3 sm:p-4">
            <h3 id="dry-run-title" className="font-semibold">
              Dry run: {kindLabel(kind)}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground" role="status">
              {plans.length === 0 ? "Nothing to upgrade any more." : `${items(plans.length)} would change. Nothing has been changed yet.`}
              {blocked && " Some items cannot be upgraded, so Upgrade all is off."}
            </p>
            <ul className="mt-3 flex flex-col gap-3" aria-label="Changes per item">
              {plans.map((p, i) => (
                <PlanView key={p.id} plan={p} open={i === 0 || Boolean(p.error)} />
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={upgradeAll} disabled={apply.isPending || blocked || plans.length === 0}>
                {apply.isPending && <Spinner />} Upgrade all ({plans.length})
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setKind(undefined);
                  dry.reset();
                }}
              >
                Cancel
              </Button>
            </div>
          </section>
        )}

        {q.data && q.data.runs.length > 0 && (
          <section aria-labelledby="runs-title">
            <h3 id="runs-title" className="text-sm font-semibold">
              Recent upgrades
            </h3>
            <ul className="divide-y divide-border">
              {q.data.runs.map((r) => (
                <RunRow key={r.id} run={r} busy={undo.isPending} onUndo={() => doUndo(r.id)} />
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
