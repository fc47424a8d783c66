// Universe Roadmap: Plan what your universe needs next: the places, peoples and stories still to write.
import { Map } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function RoadmapPage() {
  return (
    <PageContainer>
      <PageHeader title="Universe Roadmap" description="Plan the growth of your universe." />
      <EmptyState icon={Map} title="No roadmap yet" action={<Button asChild><Link to="/my-content">See My Content</Link></Button>}>
        Plan what your universe needs next: the places, peoples and stories still to write.
      </EmptyState>
    </PageContainer>
  );
}
