// /my-content: everything the user has saved, with search, filters, sort, pages and bulk actions.
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, FolderOpen, SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useMyItems } from "@/data/content-items/get-my-items";
import { useUpdateItems } from "@/data/content-items/update-items";
import { searchTerms } from "./highlight";
import { ItemCard, ItemGridSkeleton } from "./item-card";
import { ListControls, Pager, totalLabel, useListParams } from "./list-controls";
import { BulkDuplicateButton } from "../transfer/duplicate-button";
import { deleteWithUndo, itemCount, useHiddenIds } from "../pending-deletes";
import { BulkActionsBar, SelectAllCheckbox } from "./selection";
import { TrashLink } from "./trash-link";
import { BulkExportMenu, LibraryExportMenu } from "../transfer/export-menu";
import { ImportButton } from "../transfer/import-dialog";
import { MoveToUniverse } from "../transfer/move-to-universe";
import { UniverseEmptyState, UniverseFilter, useUniverseFilter } from "./universe-filter";

export function MyContentPage() {
  const { user } = useAuth();
  const [params, update] = useListParams();
  const universe = useUniverseFilter();
  const query = useMyItems(user?.id ?? "", { ...params, universe });
  const hidden = useHiddenIds();
  const qc = useQueryClient();
  const publish = useUpdateItems();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = (query.data?.rows ?? []).filter((r) => !hidden.has(r.id));
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const filtered = !!(params.q || params.kind || params.visibility || params.tag);
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));

  const bulkVisibility = (visibility: "public" | "private") =>
    publish.mutate(
      { ids: chosen, patch: { visibility } },
      {
        onSuccess: (n) => {
          toast.success(`${visibility === "public" ? "Published" : "Unpublished"} ${itemCount(n)}`);
          setSelected(new Set());
        },
        onError: (e) => toast.error("Could not change visibility", { description: e.message }),
      },
    );

  return (
    <PageContainer>
      <PageHeader title="My Content" description="Everything you have saved from the generators and story tools.">
        <div className="flex flex-wrap gap-2">
          <TrashLink />
          <ImportButton />
          <LibraryExportMenu params={params} filtered={filtered} universe={universe} />
          <Button asChild variant="outline">
            <Link to="/generators">Open the generators</Link>
          </Button>
        </div>
      </PageHeader>
      <ListControls params={params} update={update} showVisibility>
        <UniverseFilter value={universe} />
      </ListControls>
      {chosen.length > 0 && (
        <BulkActionsBar count={chosen.length} onClear={() => setSelected(new Set())}>
          <Button size="sm" variant="outline" onClick={() => bulkVisibility("public")} disabled={publish.isPending}>
            Publish {itemCount(chosen.length)}
          </Button>
          <Button size="sm" variant="outline" onClick={() => bulkVisibility("private")} disabled={publish.isPending}>
            Unpublish {itemCount(chosen.length)}
          </Button>
          <BulkDuplicateButton ids={chosen} onDone={() => setSelected(new Set())} />
          <MoveToUniverse ids={chosen} onMoved={() => setSelected(new Set())} />
          <BulkExportMenu ids={chosen} />
          <Button
            size="sm"
            variant="destructive"
            onClick={() => {
              deleteWithUndo(qc, chosen, itemCount(chosen.length));
              setSelected(new Set());
            }}
          >
            Delete {itemCount(chosen.length)}
          </Button>
        </BulkActionsBar>
      )}
      {query.isPending ? (
        <ItemGridSkeleton />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="Your library could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : rows.length === 0 && filtered ? (
        <EmptyState
          icon={SearchX}
          title="Nothing matches"
          action={
            <Button variant="outline" onClick={() => update({ q: "", kind: "", vis: "", tag: "" })}>
              Clear search and filters
            </Button>
          }
        >
          No saved item matches these words and filters. Search looks at names, summaries and tags.
        </EmptyState>
      ) : rows.length === 0 && universe ? (
        <UniverseEmptyState value={universe} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="Nothing saved yet"
          action={
            <Button asChild>
              <Link to="/generators">Open the generators</Link>
            </Button>
          }
        >
          Generate a character, a place or a whole religion, then press <strong>Save to My Content</strong>. What you save lands here, where you can rename it,
          tag it and publish it to Browse.
        </EmptyState>
      ) : (
        <>
          <SelectAllCheckbox
            id="select-page"
            label="Select all on this page"
            chosen={chosen.length}
            total={rows.length}
            onChange={(all) => setSelected(all ? new Set(rows.map((r) => r.id)) : new Set())}
          >
            {totalLabel(query.data, "saved item", "saved items")}
            {filtered ? " match" : ""}
          </SelectAllCheckbox>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved items">
            {rows.map((r) => (
              <li key={r.id}>
                <ItemCard
                  terms={searchTerms(params.q)}
                  item={r}
                  href={`/my-content/${r.id}`}
                  select={<Checkbox aria-label={`Select ${r.name}`} checked={selected.has(r.id)} onCheckedChange={(c) => toggle(r.id, c === true)} />}
                />
              </li>
            ))}
          </ul>
          <Pager page={query.data} update={update} />
        </>
      )}
    </PageContainer>
  );
}
