// Profile: the public profile (avatar, display name, username, bio, links), then the account:
// e-mail and password, ways to sign in, two-step verification, other sessions, deleting it.
import { PageContainer, PageHeader } from "@/components/empty-state";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { useAuth } from "@/lib/auth";
import { useOwnProfile } from "@/data/profiles/get-profile";
import { ProfileForm } from "./profile-form";
import { DeleteAccountCard } from "./delete-account-card";
import { ExportCard } from "./export-card";
import { SessionsCard } from "./sessions-card";
import { MethodsCard } from "./methods-card";
import { SignInCard } from "./sign-in-card";
import { TwoFactorCard } from "./two-factor-card";

export function ProfilePage() {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const profile = useOwnProfile(userId);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Profile" description="How you appear to others, and how you sign in." />
      <div className="space-y-6">
        {profile.isPending ? (
          <RowsSkeleton className="space-y-3 rounded-lg border border-border bg-card p-5" label="Loading your profile" />
        ) : profile.isError ? (
          <div className="rounded-lg border border-border bg-card p-5">
            <InlineLoadError what="Your profile" error={profile.error} onRetry={() => void profile.refetch()} />
          </div>
        ) : (
          <ProfileForm key={profile.data.id} profile={profile.data} email={user?.email ?? ""} />
        )}
        <SignInCard />
        <MethodsCard />
        <SessionsCard />
        <TwoFactorCard />
        <ExportCard />
        <DeleteAccountCard />
      </div>
    </PageContainer>
  );
}
