// "On these maps" on an item's page: the maps with a pin that opens this item, as far as the viewer
// can see such a pin (`item_maps`, docs/maps.md: a visitor never learns of a secret pin). Each links to
// the map opened on its first pin: the owner's editor, or the published map. Self-contained: the maps
// feature owns the tables, and features do not import each other.
import { Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { InlineLoadError } from "@/components/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useItemMaps } from "@/data/maps/item-maps";
import type { ItemMap } from "@/data/maps/types";
import { useAuth } from "@/lib/auth";

const href = (m: ItemMap, me: string | undefined) => {
  const base = m.owner_id === me ? `/story-elements/maps/${m.id}` : m.visibility === "public" ? `/browse/maps/${m.id}` : null;
  return base && m.feature_ids[0] ? `${base}?pin=${m.feature_ids[0]}` : base;
};

export function ItemMaps({ itemId }: { itemId: string }) {
  const { user } = useAuth();
  const query = useItemMaps(itemId, user?.id ?? "");
  if (query.isPending) return <Skeleton className="mt-8 h-10 w-full" aria-label="Loading the maps this item is on" />;
  if (query.isError)
    return (
      <div className="mt-8">
        <InlineLoadError what="The maps this item is on" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (!query.data.length) return null;
  return (
    <section aria-labelledby="item-maps-heading" className="mt-8">
      <h2 id="item-maps-heading" className="mb-2 font-serif text-xl font-semibold">
        On these maps
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Maps with a pin of this item">
        {query.data.map((m) => {
          const to = href(m, user?.id);
          const pins = m.feature_ids.length;
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <MapIcon className="size-4 shrink-0 text-area-places" aria-hidden="true" />
              {to ? (
                <Link to={to} className="min-w-0 flex-1 truncate font-medium text-primary underline underline-offset-4">
                  {m.title}
                </Link>
              ) : (
                <span className="min-w-0 flex-1 truncate font-medium">{m.title}</span>
              )}
              <span className="text-xs text-muted-foreground">
                {pins} {pins === 1 ? "pin" : "pins"}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
