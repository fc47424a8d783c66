// Feedback triage: newest posts (not merged) with their status; change the status with a public
// note, or merge a duplicate into another post (votes and comments move).
import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { showErrorToast } from "@/lib/toast-store";
import { useAdminMutation } from "@/data/admin/admin-mutation";
import { useTriage } from "@/data/admin/get-triage";
import { mergeFeedback, setFeedbackStatus } from "@/data/admin/triage-feedback";
import type { TriagePost } from "@/data/admin/types";
import { day, ErrorNote } from "./parts";

// The statuses of feedback_set_status (supabase/migrations/20261125002100_feedback.sql).
const STATUSES = [
  { value: "open", label: "Open" },
  { value: "under_review", label: "Under review" },
  { value: "planned", label: "Planned" },
  { value: "in_progress", label: "In progress" },
  { value: "done", label: "Done" },
  { value: "declined", label: "Declined" },
];
const statusLabel = (s: string) => STATUSES.find((x) => x.value === s)?.label ?? s;

export function FeedbackTab() {
  const [filter, setFilter] = useState("open");
  const posts = useTriage(filter);
  const setStatus = useAdminMutation(setFeedbackStatus);
  const merge = useAdminMutation(mergeFeedback);
  const [editing, setEditing] = useState<{ post: TriagePost; status: string; note: string } | null>(null);
  const [merging, setMerging] = useState<{ post: TriagePost; target: string } | null>(null);

  const saveStatus = () =>
    editing &&
    setStatus.mutate(
      { post: editing.post.id, status: editing.status, note: editing.note },
      {
        onSuccess: () => (toast.success(`Status set to ${statusLabel(editing.status)}`), setEditing(null)),
        onError: (e) => showErrorToast("Could not set the status", e.message),
      },
    );
  const doMerge = () =>
    merging &&
    merge.mutate(
      { duplicate: merging.post.id, target: merging.target },
      { onSuccess: () => (toast.success("Merged; votes and comments moved"), setMerging(null)), onError: (e) => showErrorToast("Could not merge", e.message) },
    );

  let body: React.ReactNode;
  if (posts.isPending) body = <Skeleton className="h-48" />;
  else if (posts.isError) body = <ErrorNote title="Feedback could not be loaded." error={posts.error} onRetry={() => void posts.refetch()} />;
  else if (posts.data.length === 0)
    body = (
      <EmptyState icon={Lightbulb} title="Nothing to triage">
        No feedback posts with this status.
      </EmptyState>
    );
  else
    body = (
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Feedback posts">
        {posts.data.map((p) => (
          <li key={p.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <Link to={`/feedback/p/${p.id}`} className="font-medium break-words underline-offset-2 hover:underline">
                {p.title}
              </Link>
              <p className="text-xs text-muted-foreground">
                {p.type === "bug" ? "Bug" : "Idea"} · {p.vote_count} votes · {p.comment_count} comments · {day(p.created_at)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{statusLabel(p.status)}</Badge>
              <Button size="sm" variant="outline" onClick={() => setEditing({ post: p, status: p.status, note: "" })}>
                Status…
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMerging({ post: p, target: "" })}>
                Merge…
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  const others = posts.data?.filter((p) => p.id !== merging?.post.id) ?? [];
  return (
    <section aria-label="Feedback triage">
      <div className="mb-4 flex max-w-xs flex-col gap-2">
        <Label htmlFor="triage-filter">Show</Label>
        <Select value={filter} onValueChange={setFilter}>
          <SelectTrigger id="triage-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {STATUSES.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {body}
      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title="Change status"
        description={editing?.post.title}
        footer={
          <Button disabled={setStatus.isPending} onClick={saveStatus}>
            Save status
          </Button>
        }
      >
        {editing && (
          <div className="space-y-4">
            <Select value={editing.status} onValueChange={(status) => setEditing({ ...editing, status })}>
              <SelectTrigger aria-label="New status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUSES.map((s) => (
                  <SelectItem key={s.value} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <div className="space-y-2">
              <Label htmlFor="status-note">Public note (optional)</Label>
              <Input id="status-note" maxLength={1000} value={editing.note} onChange={(e) => setEditing({ ...editing, note: e.target.value })} />
            </div>
          </div>
        )}
      </Modal>
      <Modal
        isOpen={merging !== null}
        onClose={() => setMerging(null)}
        title="Merge a duplicate"
        description={merging ? `“${merging.post.title}” moves its votes and comments into the post you pick.` : undefined}
        footer={
          <Button disabled={!merging?.target || merge.isPending} onClick={doMerge}>
            Merge
          </Button>
        }
      >
        {merging && (
          <Select value={merging.target} onValueChange={(target) => setMerging({ ...merging, target })}>
            <SelectTrigger aria-label="Merge into">
              <SelectValue placeholder="Merge into…" />
            </SelectTrigger>
            <SelectContent>
              {others.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Modal>
    </section>
  );
}
