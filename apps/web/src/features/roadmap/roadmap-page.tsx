// Universe Roadmap: plan what a universe needs next, phase by phase. The universe switcher picks
// the universe; with "All universes" the page asks for one, and with none it teaches how to start.
import { Globe2, Map as MapIcon, Plus } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { UniverseCover } from "@/components/universes/universe-dot";
import { UniverseFormDialog } from "@/components/universes/universe-form-dialog";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { useVisibleUniverses } from "@/data/universes/get-universes";
import { Roadmap } from "./roadmap";

export function RoadmapPage() {
  const { user } = useAuth();
  const list = useVisibleUniverses(user?.id);
  const { universeId, universe } = useCurrentUniverse();
  const current = universeId ? (universe ?? list.data?.find((u) => u.id === universeId)) : undefined;

  return (
    <PageContainer>
      <PageHeader
        title="Universe Roadmap"
        description={
          current ? (
            <>Plan what {current.name} needs next: the places, peoples and stories still to write.</>
          ) : (
            "Plan the growth of your universe, phase by phase."
          )
        }
      />
      {list.isPending ? (
        <RowsSkeleton className="grid gap-3" label="Loading your universes" />
      ) : list.isError ? (
        <InlineLoadError what="Your universes" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <NoUniverse />
      ) : current ? (
        <Roadmap key={current.id} universeId={current.id} />
      ) : (
        <PickUniverse universes={list.data} />
      )}
    </PageContainer>
  );
}

function NoUniverse() {
  const { setUniverseId } = useCurrentUniverse();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <EmptyState
        icon={MapIcon}
        title="Start with a universe"
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Create a universe
          </Button>
        }
      >
        A roadmap belongs to a universe: one world&apos;s peoples, places and stories. Create one and you get a starter plan (Foundations, Peoples, Places,
        Powers, History, Stories) that counts what you save into it.
      </EmptyState>
      <UniverseFormDialog open={creating} onOpenChange={setCreating} onSaved={(id) => setUniverseId(id)} offerToBringIn />
    </>
  );
}

function PickUniverse({ universes }: { universes: { id: string; name: string; genre: string; cover_color: string; cover_image_url: string | null }[] }) {
  const { setUniverseId } = useCurrentUniverse();
  return (
    <section aria-labelledby="roadmap-pick" className="rounded-lg border border-dashed border-border bg-card/60 p-5 sm:p-8">
      <h2 id="roadmap-pick" className="flex items-center gap-2 font-serif text-xl font-semibold">
        <Globe2 className="size-5 text-primary" aria-hidden="true" /> Which universe will you plan?
      </h2>
      <p className="mt-2 max-w-prose text-sm text-muted-foreground">
        Each universe has its own roadmap. Choose one here or in the universe switcher at the top.
      </p>
      <ul aria-label="Your universes" className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {universes.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              onClick={() => setUniverseId(u.id)}
              className="flex min-h-14 w-full items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <UniverseCover universe={u} className="size-8" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">Plan {u.name}</span>
                {u.genre && <span className="block truncate text-xs text-muted-foreground">{u.genre}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
