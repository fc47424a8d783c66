// Feedback: Ideas, bug reports and requests for new generators will be collected and answered here.
import { MessageSquareHeart } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function FeedbackPage() {
  return (
    <PageContainer>
      <PageHeader title="Feedback" description="Tell us what would make Worldloom better." />
      <EmptyState icon={MessageSquareHeart} title="No feedback yet" action={<Button asChild><Link to="/generators">Open the generators</Link></Button>}>
        Ideas, bug reports and requests for new generators will be collected and answered here.
      </EmptyState>
    </PageContainer>
  );
}
