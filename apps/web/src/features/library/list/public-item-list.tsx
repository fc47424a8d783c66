// The public list shared by /browse (every kind) and /browse/<section>: search, kind filter, sort
// (newest, oldest, name, most liked), keyset pages, and a like button on each card.
import { AlertTriangle, Library, SearchX } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { useMyLikes } from "@/data/content-likes/get-my-likes";
import { usePublicItems } from "@/data/content-items/get-public-items";
import { searchTerms } from "./highlight";
import { ItemCard, ItemGridSkeleton } from "./item-card";
import { LikeButton } from "./like-button";
import { ListControls, Pager, totalLabel, useListParams } from "./list-controls";

export function PublicItemList({
  kinds,
  filterKinds,
  noun,
}: {
  /** Kinds this list may show; null for every kind. */
  kinds: readonly string[] | null;
  /** The choices of the kind filter. */
  filterKinds: readonly string[];
  /** Plural, lower case: "characters", "entries". */
  noun: string;
}) {
  const { user } = useAuth();
  const [params, update] = useListParams();
  const chosen = params.kind && filterKinds.includes(params.kind) ? [params.kind] : kinds;
  const query = usePublicItems(chosen, { ...params, kind: "" });
  const rows = query.data?.rows ?? [];
  const liked = useMyLikes(
    user?.id,
    rows.map((r) => r.id),
  );
  const terms = searchTerms(params.q);

  return (
    <>
      <ListControls params={params} update={update} kinds={filterKinds} />
      {query.isPending ? (
        <ItemGridSkeleton />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="The library could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : rows.length === 0 && (params.q || params.kind || params.tag) ? (
        <EmptyState
          icon={SearchX}
          title="Nothing matches"
          action={
            <Button variant="outline" onClick={() => update({ q: "", kind: "", tag: "" })}>
              Clear search and filters
            </Button>
          }
        >
          No public {noun} match these words.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Library}
          title={`No shared ${noun} yet`}
          action={
            <Button asChild>
              <Link to="/generators">Open the generators</Link>
            </Button>
          }
        >
          When people publish {noun} from their worlds, you will find them here to read and borrow from.
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {totalLabel(query.data, "public entry", "public entries")}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Public items">
            {rows.map((r) => (
              <li key={r.id}>
                <ItemCard
                  terms={terms}
                  item={r}
                  href={`/browse/item/${r.id}`}
                  showVisibility={false}
                  action={<LikeButton item={r} liked={liked.has(r.id)} />}
                />
              </li>
            ))}
          </ul>
          <Pager page={query.data} update={update} />
        </>
      )}
    </>
  );
}
