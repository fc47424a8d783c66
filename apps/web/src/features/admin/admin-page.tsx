// Admin: Moderation, users and site settings will be managed here.
import { Shield } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function AdminPage() {
  return (
    <PageContainer>
      <PageHeader title="Admin" description="For administrators of this Worldloom." />
      <EmptyState icon={Shield} title="Admin panel" action={<Button asChild><Link to="/migration">Open Migration</Link></Button>}>
        Moderation, users and site settings will be managed here.
      </EmptyState>
    </PageContainer>
  );
}
