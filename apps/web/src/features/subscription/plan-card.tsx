// One plan: its price, its limits, and the user's usage of each limit as a bar against it.
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { LimitKey, Plan, Usage } from "@/data/subscription/types";

export const limitLabels: Record<LimitKey, string> = {
  universes: "Universes",
  items: "Saved library items",
  story_documents: "Story documents",
  storage_bytes: "Storage",
  batch_size: "Batch size",
};

const limitColumns: Record<LimitKey, keyof Plan> = {
  universes: "max_universes",
  items: "max_items",
  story_documents: "max_story_documents",
  storage_bytes: "max_storage_bytes",
  batch_size: "max_batch_size",
};

export function planLimit(plan: Plan, key: LimitKey): number {
  return Number(plan[limitColumns[key]]);
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} B`;
}

const fmt = (key: LimitKey, n: number) => (key === "storage_bytes" ? formatBytes(n) : n.toLocaleString("en-US"));

function UsageBar({ label, used, max, valueText }: { label: string; used: number; max: number; valueText: string }) {
  const pct = max > 0 ? Math.min(100, (used / max) * 100) : 100;
  const full = used >= max;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(used, max)}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn("h-full rounded-full transition-[width]", full ? "bg-destructive" : pct >= 80 ? "bg-amber-500" : "bg-primary")}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

export function PlanCard({
  plan,
  usage,
  current,
  note,
  action,
}: {
  plan: Plan;
  usage: Usage | undefined;
  current: boolean;
  note?: ReactNode;
  action?: ReactNode;
}) {
  const keys = Object.keys(limitLabels) as LimitKey[];
  return (
    <Card role="region" className={cn("flex flex-col", current && "border-primary ring-1 ring-primary")} aria-labelledby={`plan-${plan.id}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={`plan-${plan.id}`}>{plan.name}</CardTitle>
          {current && <Badge>Your plan</Badge>}
        </div>
        <p className="text-sm font-medium">{plan.price_label}</p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="flex flex-col gap-3" aria-label={`${plan.name} limits`}>
          {keys.map((key) => {
            const max = planLimit(plan, key);
            if (key === "batch_size") {
              return (
                <li key={key} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>Generate up to {max} results in one batch</span>
                </li>
              );
            }
            const used = usage?.used[key] ?? 0;
            const text = `${fmt(key, used)} of ${fmt(key, max)}`;
            return (
              <li key={key} className="flex flex-col gap-1.5 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span>{limitLabels[key]}</span>
                  <span className={cn("tabular-nums text-muted-foreground", used >= max && "font-medium text-destructive")}>
                    {usage ? text : `up to ${fmt(key, max)}`}
                  </span>
                </div>
                {usage && <UsageBar label={`${plan.name}: ${limitLabels[key]}`} used={used} max={max} valueText={text} />}
              </li>
            );
          })}
        </ul>
        {note && <div className="text-sm text-muted-foreground">{note}</div>}
        {action && <div className="mt-auto flex flex-wrap gap-2 pt-2">{action}</div>}
      </CardContent>
    </Card>
  );
}
