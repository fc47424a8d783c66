// The trail back through the maps a visitor came by (maps within maps): "The Vale › Harbour
// Quarter › Ysolde's office", each earlier map a link with its own trail. Shown only when the map
// was opened from another; a map the reader may no longer read drops off it.
import { ChevronRight, Map as MapIcon } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useTrail } from "@/data/maps/get-trail";
import { useAuth } from "@/lib/auth";
import { backTo, readTrail } from "./map-trail";

export function MapTrailNav({ mapId, title }: { mapId: string; title: string }) {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const from = params.get("from") ?? "";
  const ids = useMemo(() => readTrail(new URLSearchParams({ from }), mapId), [from, mapId]);
  const trail = useTrail(ids, user?.id ?? "");
  const maps = trail.data ?? [];
  if (!ids.length || !maps.length) return null;
  const kept = maps.map((m) => m.id);
  return (
    <nav aria-label="Map trail" className="mb-3 text-sm text-muted-foreground" data-testid="map-trail">
      <ol className="flex flex-wrap items-center gap-1">
        {maps.map((m, i) => (
          <li key={m.id} className="flex min-w-0 max-w-full items-center gap-1">
            {i === 0 ? <MapIcon className="size-3.5 shrink-0" aria-hidden="true" /> : <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />}
            <Link to={backTo(kept, i, !!user && m.owner_id === user.id)} className="truncate hover:text-foreground hover:underline">
              {m.title.trim() || "Untitled map"}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 max-w-full items-center gap-1">
          <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
          <span aria-current="page" className="truncate font-medium text-foreground">
            {title.trim() || "Untitled map"}
          </span>
        </li>
      </ol>
    </nav>
  );
}
