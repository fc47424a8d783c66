// Profile: the account's security (two-step verification) today; display name, avatar and the
// rest of the profile arrive with the account work (see the open issue on Profile).
import { UserRound } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { useAuth } from "@/lib/auth";
import { TwoFactorCard } from "./two-factor-card";

export function ProfilePage() {
  const { user } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Profile" description="How you appear to others, and how you sign in." />
      <div className="space-y-6">
        <section aria-labelledby="account-heading" className="rounded-lg border border-border bg-card p-5 sm:p-6">
          <h2 id="account-heading" className="flex items-center gap-2 font-serif text-xl font-semibold">
            <UserRound className="size-5 text-muted-foreground" aria-hidden="true" /> Account
          </h2>
          <p className="mt-2 break-all text-sm">
            Signed in as <span className="font-medium">{user?.email}</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">A display name, avatar and bio are coming to this page.</p>
        </section>
        <TwoFactorCard />
      </div>
    </PageContainer>
  );
}
