// Pieces the Feedback pages share: the vote button, status and type badges.
import { Bug, ChevronUp, Lightbulb } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { openAuthModal } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { cn } from "@/lib/utils";
import { statusLabel, typeLabel, type FeedbackStatus, type FeedbackType } from "@/data/feedback/types";
import { useFeedbackMutation } from "@/data/feedback/use-feedback-mutation";
import { setVote } from "@/data/feedback/write-posts";

export function VoteButton({
  postId,
  title,
  count,
  voted,
  signedIn,
  disabled,
}: {
  postId: string;
  title: string;
  count: number;
  voted: boolean;
  signedIn: boolean;
  disabled?: boolean;
}) {
  const [on, setOn] = useState(voted);
  const [n, setN] = useState(count);
  useEffect(() => setOn(voted), [voted]);
  useEffect(() => setN(count), [count]);
  const vote = useFeedbackMutation(setVote);
  const click = () => {
    if (!signedIn) return openAuthModal();
    const next = !on;
    setOn(next);
    setN((c) => Math.max(0, c + (next ? 1 : -1)));
    vote.mutate(
      { postId, vote: next },
      {
        onError: (e) => {
          setOn(!next);
          setN((c) => Math.max(0, c + (next ? -1 : 1)));
          showErrorToast("Could not save your vote", e.message);
        },
      },
    );
  };
  return (
    <button
      type="button"
      onClick={click}
      disabled={disabled || vote.isPending}
      aria-pressed={signedIn ? on : undefined}
      aria-label={`Vote for ${title}, ${n} ${n === 1 ? "vote" : "votes"}`}
      className={cn(
        "flex w-14 shrink-0 flex-col items-center rounded-md border px-2 py-1.5 text-sm font-semibold tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
        on ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:border-primary/60",
      )}
    >
      <ChevronUp className="size-4" aria-hidden="true" />
      {n}
    </button>
  );
}

const STATUS_TONE: Record<FeedbackStatus, string> = {
  open: "border-border text-foreground",
  under_review: "border-transparent bg-secondary text-secondary-foreground",
  planned: "border-transparent bg-area-systems/15 text-area-systems",
  in_progress: "border-transparent bg-area-places/15 text-area-places",
  done: "border-transparent bg-primary text-primary-foreground",
  declined: "border-transparent bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge variant="outline" className={STATUS_TONE[status]}>
      {statusLabel(status)}
    </Badge>
  );
}

export function TypeBadge({ type }: { type: FeedbackType }) {
  const Icon = type === "bug" ? Bug : Lightbulb;
  return (
    <Badge variant="outline">
      <Icon className="size-3" aria-hidden="true" /> {typeLabel(type)}
    </Badge>
  );
}
