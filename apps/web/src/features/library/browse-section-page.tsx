// /browse/<section>: one section of the public library (races shares the characters page).
import { Library } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { BROWSE_SECTIONS } from "@/lib/catalog";

export function BrowseSectionPage() {
  const slug = useLocation().pathname.split("/")[2];
  const section = BROWSE_SECTIONS.find((b) => b.slug === slug) ?? BROWSE_SECTIONS[0]!;
  const noun = section.title.replace(/^Browse /, "").toLowerCase();
  return (
    <PageContainer>
      <PageHeader title={section.title} description={section.blurb} />
      <EmptyState
        icon={Library}
        title={`No shared ${noun} yet`}
        action={
          <Button asChild>
            <Link to="/generators">Open the generators</Link>
          </Button>
        }
      >
        When people share {noun} from their worlds, you will find them here to read and borrow from.
      </EmptyState>
    </PageContainer>
  );
}
