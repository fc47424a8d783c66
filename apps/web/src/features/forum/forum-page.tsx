// Forum: Discussions about world-building, the generators and your campaigns will gather here.
import { MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function ForumPage() {
  return (
    <PageContainer>
      <PageHeader title="Forum" description="Talk shop with other world-builders." />
      <EmptyState icon={MessagesSquare} title="No threads yet" action={<Button asChild><Link to="/generators">Open the generators</Link></Button>}>
        Discussions about world-building, the generators and your campaigns will gather here.
      </EmptyState>
    </PageContainer>
  );
}
