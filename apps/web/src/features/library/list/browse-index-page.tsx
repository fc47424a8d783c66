// /browse: the sections of the public library, then every public item of every kind (so kinds
// that belong to no section — monsters, languages, calendars… — are reachable too).
import { Link } from "react-router";
import { AreaIcon } from "@/components/layout/area-icon";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { BROWSE_SECTIONS } from "@/lib/catalog";
import { EVERY_KIND } from "../kinds";
import { PublicItemList } from "./public-item-list";

export function BrowseIndexPage() {
  return (
    <PageContainer>
      <PageHeader title="Browse" description="The public library: what world-builders have made and chosen to share." />
      <nav aria-labelledby="browse-sections" className="mb-8">
        <h2 id="browse-sections" className="mb-3 font-serif text-lg font-semibold">
          Sections
        </h2>
        <ul className="flex flex-wrap gap-2">
          {BROWSE_SECTIONS.filter((b) => b.slug !== "races").map((b) => (
            <li key={b.slug}>
              <Link
                to={`/browse/${b.slug}`}
                title={b.blurb}
                className="inline-flex items-center gap-2 rounded-full border border-border bg-card py-1 pl-1 pr-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <AreaIcon family={b.family} className="size-7 rounded-full [&>svg]:size-4" />
                {b.title.replace(/^Browse /, "")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-3 font-serif text-lg font-semibold">Everything shared</h2>
      <PublicItemList kinds={null} filterKinds={EVERY_KIND} noun="entries" />
    </PageContainer>
  );
}
