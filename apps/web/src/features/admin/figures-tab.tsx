// Site figures: one admin_figures call (all computed in SQL), drawn with recharts. This module is
// loaded only when the Figures tab opens, so the charts library stays out of other pages.
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Label } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useFigures } from "@/data/admin/get-figures";
import type { DayCount } from "@/data/admin/types";
import { ErrorNote } from "./parts";

const shortDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border bg-card p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value.toLocaleString("en")}</p>
    </div>
  );
}

function Chart({ title, data, dataKey, xKey, xFormat }: { title: string; data: object[]; dataKey: string; xKey: string; xFormat?: (v: string) => string }) {
  return (
    <figure className="rounded-lg border border-border bg-card p-3">
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
            <XAxis dataKey={xKey} tickFormatter={xFormat} fontSize={11} tickLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={11} tickLine={false} />
            <Tooltip labelFormatter={(v) => (xFormat ? xFormat(String(v)) : String(v))} />
            <Bar dataKey={dataKey} fill="var(--color-primary, #6366f1)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

const total = (xs: DayCount[]) => xs.reduce((n, x) => n + x.count, 0);

export function FiguresTab() {
  const [days, setDays] = useState("30");
  const figures = useFigures(Number(days));
  if (figures.isPending) return <Skeleton className="h-64" />;
  if (figures.isError) return <ErrorNote title="The figures could not be loaded." error={figures.error} onRetry={() => void figures.refetch()} />;
  const f = figures.data;
  return (
    <section aria-label="Site figures" className="space-y-4">
      <div className="flex max-w-xs flex-col gap-2">
        <Label htmlFor="figures-days">Period</Label>
        <Select value={days} onValueChange={setDays}>
          <SelectTrigger id="figures-days">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="7">Last 7 days</SelectItem>
            <SelectItem value="30">Last 30 days</SelectItem>
            <SelectItem value="90">Last 90 days</SelectItem>
            <SelectItem value="365">Last year</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Accounts" value={f.users} />
        <Stat label="Active, 7 days" value={f.active_7d} />
        <Stat label="Active, 30 days" value={f.active_30d} />
        <Stat label={`Sign-ups, ${f.days} days`} value={total(f.signups)} />
        <Stat label="Saved items" value={f.items} />
        <Stat label="Public items" value={f.public_items} />
        <Stat label={`Forum posts, ${f.days} days`} value={total(f.posts)} />
        <Stat label="Open reports" value={f.open_reports} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Chart title="Sign-ups per day" data={f.signups} dataKey="count" xKey="day" xFormat={shortDay} />
        <Chart title="Forum posts per day" data={f.posts} dataKey="count" xKey="day" xFormat={shortDay} />
      </div>
      {f.items_by_kind.length > 0 ? (
        <Chart title="Saved items by kind" data={f.items_by_kind.slice(0, 15)} dataKey="count" xKey="kind" />
      ) : (
        <p className="text-sm text-muted-foreground">No saved items yet.</p>
      )}
    </section>
  );
}
