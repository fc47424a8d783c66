// Subscription: Everything in Worldloom is open to you today. Paid plans are not offered yet.
import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function SubscriptionPage() {
  return (
    <PageContainer>
      <PageHeader title="Subscription" description="Your plan and billing." />
      <EmptyState icon={CreditCard} title="You are on the free plan" action={<Button asChild><Link to="/dashboard">Back to the dashboard</Link></Button>}>
        Everything in Worldloom is open to you today. Paid plans are not offered yet.
      </EmptyState>
    </PageContainer>
  );
}
