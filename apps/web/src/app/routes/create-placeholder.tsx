// Placeholder for /create and /generators until the generators engineer's index page replaces it.
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { AreaIcon } from "@/components/layout/area-icon";
import { GENERATORS } from "@/lib/catalog";

export function CreatePlaceholderPage() {
  return (
    <PageContainer>
      <PageHeader title="Content Generators" description="Pick a kind of thing to make. Every result comes from a seed, so you can share it or make it again." />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {GENERATORS.map((g) => (
          <li key={g.kind}>
            <Link to={`/generators/${g.kind}`} className="flex h-full gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <AreaIcon family={g.family} />
              <span>
                <span className="block font-serif font-semibold">{g.label}</span>
                <span className="block text-sm text-muted-foreground">{g.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
