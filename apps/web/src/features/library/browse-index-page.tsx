// /browse: the sections of the public library.
import { Link } from "react-router";
import { AreaIcon } from "@/components/layout/area-icon";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { BROWSE_SECTIONS } from "@/lib/catalog";

export function BrowseIndexPage() {
  return (
    <PageContainer>
      <PageHeader title="Browse" description="The public library: what world-builders have made and chosen to share." />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {BROWSE_SECTIONS.filter((b) => b.slug !== "races").map((b) => (
          <li key={b.slug}>
            <Link to={`/browse/${b.slug}`} className="flex h-full items-center gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <AreaIcon family={b.family} />
              <span>
                <span className="block font-serif font-semibold">{b.title.replace(/^Browse /, "")}</span>
                <span className="block text-sm text-muted-foreground">{b.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
