// /story-elements/<tool>: one story tool.
import { PenLine } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { STORY_TOOLS } from "@/lib/catalog";

export function StoryToolPage() {
  const slug = useLocation().pathname.split("/")[2];
  const tool = STORY_TOOLS.find((t) => t.slug === slug) ?? STORY_TOOLS[0]!;
  return (
    <PageContainer>
      <PageHeader title={tool.title} description={tool.blurb} />
      <EmptyState icon={PenLine} title="Nothing here yet" action={<Button asChild variant="outline"><Link to="/story-elements">All story tools</Link></Button>}>
        This tool is being built. What you make with it will be saved with your worlds.
      </EmptyState>
    </PageContainer>
  );
}
