// The dashboard's "Universes" card: each of the user's universes with its item count. Choosing one
// makes it the current universe (the whole dashboard follows); "New universe" creates another.
import { Check, Globe2, Plus } from "lucide-react";
import { useState } from "react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { UniverseCover, UniverseDot } from "@/components/universes/universe-dot";
import { UniverseFormDialog } from "@/components/universes/universe-form-dialog";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { useVisibleUniverses } from "@/data/universes/get-universes";
import { cn } from "@/lib/utils";

const rowClass =
  "flex min-h-14 w-full items-center gap-3 rounded-md border border-border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function UniversesPanel() {
  const { user } = useAuth();
  const list = useVisibleUniverses(user?.id);
  const { universeId, setUniverseId } = useCurrentUniverse();
  const [creating, setCreating] = useState(false);
  const rows = list.data ?? [];

  return (
    <section aria-labelledby="dash-universes" className="mt-4 rounded-lg border border-border bg-card p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="dash-universes" className="flex items-center gap-2 font-serif text-xl font-semibold">
          <Globe2 className="size-5 text-primary" aria-hidden="true" /> Universes
        </h2>
        <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> New universe
        </Button>
      </div>
      {list.isPending ? (
        <RowsSkeleton className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" />
      ) : list.isError ? (
        <InlineLoadError what="Your universes" error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No universes yet. A universe gathers one world&apos;s characters, places and lore; while it is current, what you save lands in it and this dashboard
          shows only it.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">Choose a universe to focus the dashboard, My Content and the generators on it.</p>
          <ul aria-label="Your universes" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <button
                type="button"
                aria-pressed={universeId === null}
                className={cn(rowClass, universeId === null && "border-primary")}
                onClick={() => setUniverseId(null)}
              >
                <UniverseDot className="size-8 rounded-md" />
                <span className="min-w-0 flex-1 truncate font-medium">All universes</span>
                {universeId === null && <Check className="size-4 text-primary" aria-hidden="true" />}
              </button>
            </li>
            {rows.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  aria-pressed={universeId === u.id}
                  className={cn(rowClass, universeId === u.id && "border-primary")}
                  onClick={() => setUniverseId(u.id)}
                >
                  <UniverseCover universe={u} className="size-8" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{u.name}</span>
                    {u.genre && <span className="block truncate text-xs text-muted-foreground">{u.genre}</span>}
                  </span>
                  {universeId === u.id && <Check className="size-4 text-primary" aria-hidden="true" />}
                  <span className="tabular-nums text-muted-foreground">
                    {u.items} {u.items === 1 ? "item" : "items"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <UniverseFormDialog open={creating} onOpenChange={setCreating} onSaved={(id) => setUniverseId(id)} offerToBringIn />
    </section>
  );
}
