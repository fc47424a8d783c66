// Dashboard: Recent saves, stories in progress and your tasks will show up here as you build.
import { LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function DashboardPage() {
  return (
    <PageContainer>
      <PageHeader title="Dashboard" description="An overview of your worlds." />
      <EmptyState icon={LayoutDashboard} title="Your worlds start here" action={<Button asChild><Link to="/generators">Generate something</Link></Button>}>
        Recent saves, stories in progress and your tasks will show up here as you build.
      </EmptyState>
    </PageContainer>
  );
}
