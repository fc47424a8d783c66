// /forum/u/:id: a member's public forum profile (what a mention links to): the same card their name
// opens in a thread, on a page of its own. Public fields only (rpc forum_profile_card).
import { UserRound } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { mentionedMember, memberPath } from "@/components/mentions";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfileCard } from "@/data/forum/get-profile-card";
import { ProfileCardBody } from "./author";
import { Crumbs, ErrorNote } from "./parts";

export function MemberPage() {
  const { id: raw = "" } = useParams();
  const id = mentionedMember(memberPath(raw));
  const card = useProfileCard(id, true);
  const name = card.data ? card.data.display_name || card.data.username || "A world-builder" : "Member";
  return (
    <PageContainer className="max-w-2xl">
      <Crumbs items={[{ to: "/forum", label: "Forum" }, { label: name }]} />
      {id && card.isPending ? (
        <div role="status" aria-label="Loading profile" className="flex gap-3 rounded-xl border bg-card p-6">
          <Skeleton className="size-16 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      ) : card.isError ? (
        <ErrorNote title="This profile could not be loaded." error={card.error} onRetry={() => void card.refetch()} />
      ) : !card.data ? (
        <EmptyState
          icon={UserRound}
          title="No such member"
          action={
            <Button asChild>
              <Link to="/forum">Back to the forum</Link>
            </Button>
          }
        >
          This account does not exist, or it was deleted.
        </EmptyState>
      ) : (
        <section aria-label={`About ${name}`} className="rounded-xl border bg-card p-6">
          <ProfileCardBody card={card.data} large />
        </section>
      )}
    </PageContainer>
  );
}
