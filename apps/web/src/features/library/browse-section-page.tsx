// /browse/<section>: public items of the section's kinds (races shares the characters page), with
// search, kind filter and sort. Story-element sections say plainly that nothing is shared yet.
import { AlertTriangle, Library, SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { BROWSE_SECTIONS } from "@/lib/catalog";
import { usePublicItems } from "./api/get-public-items";
import { searchTerms } from "./highlight";
import { ItemCard, ItemGridSkeleton } from "./item-card";
import { SECTION_KINDS } from "./kinds";
import { ListControls, Pager, useListParams } from "./list-controls";

export function BrowseSectionPage() {
  const slug = useLocation().pathname.split("/")[2] ?? "";
  const section = BROWSE_SECTIONS.find((b) => b.slug === slug) ?? BROWSE_SECTIONS[0]!;
  const kinds = SECTION_KINDS[section.slug] ?? [];
  const noun = section.title.replace(/^Browse /, "").toLowerCase();
  const [params, update] = useListParams();
  const query = usePublicItems(params.kind && kinds.includes(params.kind) ? [params.kind] : kinds, { ...params, kind: "" });

  if (kinds.length === 0)
    return (
      <PageContainer>
        <PageHeader title={section.title} description={section.blurb} />
        <EmptyState icon={Library} title={`No shared ${noun} yet`} action={<Button asChild><Link to="/browse">See what is shared</Link></Button>}>
          The story-element tools that make {noun} do not save to the library yet. Once they do, public {noun} will be listed here.
        </EmptyState>
      </PageContainer>
    );

  const rows = query.data?.rows ?? [];
  return (
    <PageContainer>
      <PageHeader title={section.title} description={section.blurb} />
      <ListControls params={params} update={update} kinds={kinds} />
      {query.isPending ? (
        <ItemGridSkeleton />
      ) : query.isError ? (
        <EmptyState icon={AlertTriangle} title="The library could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {query.error.message}
        </EmptyState>
      ) : rows.length === 0 && (params.q || params.kind || params.tag) ? (
        <EmptyState icon={SearchX} title="Nothing matches" action={<Button variant="outline" onClick={() => update({ q: "", kind: "", tag: "" })}>Clear search and filters</Button>}>
          No public {noun} match these words.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState icon={Library} title={`No shared ${noun} yet`} action={<Button asChild><Link to="/generators">Open the generators</Link></Button>}>
          When people publish {noun} from their worlds, you will find them here to read and borrow from.
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            {query.data.total} public {query.data.total === 1 ? "entry" : "entries"}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Public items">
            {rows.map((r) => (
              <li key={r.id}>
                <ItemCard terms={searchTerms(params.q)} item={r} href={`/browse/item/${r.id}`} showVisibility={false} />
              </li>
            ))}
          </ul>
          <Pager page={params.page} total={query.data.total} update={update} />
        </>
      )}
    </PageContainer>
  );
}
