// On a public item's page: the universe it belongs to, when its author has made the universe
// public — its cover, name, genre and description, and the other public items in it.
import { Link } from "react-router";
import { UniverseCover } from "@/components/universes/universe-dot";
import { Button } from "@/components/ui/button";
import { usePublicUniverse } from "@/data/content-items/get-public-universe";
import type { ContentRow } from "@/data/content-items/types";
import { kindLabel } from "../kinds";

const sectionClass = "mt-6 rounded-lg border border-border bg-card p-5 sm:p-6";

export function PublicUniverse({ item }: { item: Pick<ContentRow, "id" | "universe_id"> }) {
  const query = usePublicUniverse(item.universe_id, item.id);
  // Nothing while it loads: the universe may be private, and a placeholder that then vanished
  // would make the page jump (the card comes last, so its arrival moves nothing above it).
  if (!item.universe_id || query.isPending) return null;
  if (query.isError)
    return (
      <p role="alert" className={`${sectionClass} text-sm text-muted-foreground`}>
        The universe of this item could not be loaded.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  const u = query.data;
  if (!u) return null;
  const more = u.otherCount - u.others.length;
  return (
    <section aria-labelledby="public-universe-heading" className={sectionClass}>
      <div className="flex items-start gap-3">
        <UniverseCover universe={u} className="size-12" />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Part of the universe</p>
          <h2 id="public-universe-heading" className="break-words font-serif text-xl font-semibold">
            {u.name}
          </h2>
          {u.genre && <p className="text-sm text-muted-foreground">{u.genre}</p>}
        </div>
      </div>
      {u.description && <p className="mt-3 whitespace-pre-line break-words text-sm">{u.description}</p>}
      {u.others.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Nothing else from this universe is shared yet.</p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold">Also in {u.name}</h3>
          <ul aria-label={`Also in ${u.name}`} className="mt-1 divide-y divide-border">
            {u.others.map((o) => (
              <li key={o.id} className="py-2">
                <Link to={`/browse/item/${o.id}`} className="font-medium underline-offset-4 hover:underline focus-visible:underline">
                  {o.name}
                </Link>{" "}
                <span className="text-xs text-muted-foreground">{kindLabel(o.kind)}</span>
                {o.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{o.summary}</p>}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-2 text-sm text-muted-foreground">and {more.toLocaleString("en")} more.</p>}
        </>
      )}
    </section>
  );
}
