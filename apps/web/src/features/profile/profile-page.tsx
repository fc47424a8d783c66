// Profile: Profile details such as your display name and avatar will be editable here.
import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="Profile" description="How you appear to others." />
      <EmptyState icon={UserRound} title="Your profile" action={<Button asChild><Link to="/dashboard">Back to the dashboard</Link></Button>}>
        Profile details such as your display name and avatar will be editable here.
      </EmptyState>
    </PageContainer>
  );
}
