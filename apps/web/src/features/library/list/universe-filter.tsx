// The universe filter of My Content. With no ?universe= in the address the list follows the current
// universe (the switcher in the nav bar); choosing a universe here switches it, and "No universe"
// (?universe=none) lists the items that belong to none. Switching universe elsewhere drops it.
import { Globe2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { useMyUniverses, useVisibleUniverses } from "@/data/universes/get-universes";

const NONE = "none";
const PAGE_PARAMS = ["after", "before", "page"];

/** The address's search params back on the first page, with ?universe= set to "none" or dropped. */
function universeParams(prev: URLSearchParams, universe: typeof NONE | null): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const k of PAGE_PARAMS) next.delete(k);
  if (universe) next.set("universe", universe);
  else next.delete("universe");
  return next;
}

/** The universe filter for the list query: a universe id, "none", or "" for all. */
export function useUniverseFilter(): string {
  const [sp, setSp] = useSearchParams();
  const { universeId } = useCurrentUniverse();
  const seen = useRef(universeId);
  useEffect(() => {
    if (seen.current === universeId) return;
    seen.current = universeId;
    // The current universe changed: start again on the first page, in that universe.
    setSp((prev) => universeParams(prev, null), { replace: true });
  }, [universeId, setSp]);
  return sp.get("universe") === NONE ? NONE : (universeId ?? "");
}

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function UniverseFilter({ value }: { value: string }) {
  const { user } = useAuth();
  const list = useVisibleUniverses(user?.id);
  const { setUniverseId } = useCurrentUniverse();
  const [, setSp] = useSearchParams();
  const universes = list.data ?? [];

  const choose = (v: string) => {
    setSp((prev) => universeParams(prev, v === NONE ? NONE : null), { replace: true });
    if (v !== NONE) setUniverseId(v || null);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor="library-universe">Universe</Label>
      <select id="library-universe" className={selectClass} value={value} onChange={(e) => choose(e.target.value)}>
        <option value="">All universes</option>
        {universes.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
        <option value={NONE}>No universe</option>
      </select>
    </div>
  );
}

/** My Content's empty state inside one universe (or among items in none), with a way back to all. */
export function UniverseEmptyState({ value }: { value: string }) {
  const { user } = useAuth();
  const list = useMyUniverses(user?.id);
  const { setUniverseId } = useCurrentUniverse();
  const [, setSp] = useSearchParams();
  const name = list.data?.find((u) => u.id === value)?.name ?? "this universe";
  const showAll = () => {
    setSp((prev) => universeParams(prev, null), { replace: true });
    setUniverseId(null);
  };
  const action = (
    <Button variant="outline" onClick={showAll}>
      Show all universes
    </Button>
  );
  return value === NONE ? (
    <EmptyState icon={Globe2} title="Every item belongs to a universe" action={action}>
      None of your saved items is outside a universe.
    </EmptyState>
  ) : (
    <EmptyState icon={Globe2} title={`Nothing in ${name} yet`} action={action}>
      While {name} is your current universe, what you save from the generators lands here. You can also move items into it from All universes.
    </EmptyState>
  );
}
