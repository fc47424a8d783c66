// /browse/<section>: public items of the section's kinds (races shares the characters page), with
// search, kind filter, sort, likes and keyset pages. Story-element sections say plainly that
// nothing is shared yet.
import { Library } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { BROWSE_SECTIONS } from "@/lib/catalog";
import { SECTION_KINDS } from "../kinds";
import { PublicItemList } from "./public-item-list";

export function BrowseSectionPage() {
  const slug = useLocation().pathname.split("/")[2] ?? "";
  const section = BROWSE_SECTIONS.find((b) => b.slug === slug) ?? BROWSE_SECTIONS[0]!;
  const kinds = SECTION_KINDS[section.slug] ?? [];
  const noun = section.title.replace(/^Browse /, "").toLowerCase();

  return (
    <PageContainer>
      <PageHeader title={section.title} description={section.blurb} />
      {kinds.length === 0 ? (
        <EmptyState
          icon={Library}
          title={`No shared ${noun} yet`}
          action={
            <Button asChild>
              <Link to="/browse">See what is shared</Link>
            </Button>
          }
        >
          The story-element tools that make {noun} do not save to the library yet. Once they do, public {noun} will be listed here.
        </EmptyState>
      ) : (
        <PublicItemList kinds={kinds} filterKinds={kinds} noun={noun} />
      )}
    </PageContainer>
  );
}
