// /story-elements: the story tools.
import { Link } from "react-router";
import { AreaIcon } from "@/components/layout/area-icon";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { STORY_TOOLS } from "@/lib/catalog";

export function StoryIndexPage() {
  return (
    <PageContainer>
      <PageHeader title="Story Elements" description="Tools that weave what you generate into stories." />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {STORY_TOOLS.map((t) => (
          <li key={t.slug}>
            <Link to={`/story-elements/${t.slug}`} className="flex h-full items-start gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <AreaIcon family={t.family} />
              <span>
                <span className="block font-serif font-semibold">{t.title}</span>
                <span className="block text-sm text-muted-foreground">{t.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
