// Moderation: open reports of forum posts, public items and story documents, one card per
// reported thing. Dismiss, or hide (posts) / unpublish (items, documents) with a reason that the
// author gets as a moderation notice.
import { Flag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { showErrorToast } from "@/lib/toast-store";
import { useAdminMutation } from "@/data/admin/admin-mutation";
import { useQueue } from "@/data/admin/get-queue";
import { moderate } from "@/data/admin/moderate";
import type { QueueEntry } from "@/data/admin/types";
import { dateTime, ErrorNote } from "./parts";

const KIND: Record<QueueEntry["target_type"], string> = { forum_post: "Forum post", item: "Library item", story_document: "Story document" };

export function ModerationTab() {
  const queue = useQueue();
  const act = useAdminMutation(moderate);
  const [acting, setActing] = useState<QueueEntry | null>(null);
  const [reason, setReason] = useState("");
  const verb = acting?.target_type === "forum_post" ? "hide" : "unpublish";

  const dismiss = (e: QueueEntry) =>
    act.mutate(
      { target_type: e.target_type, target_id: e.target_id, action: "dismiss", reason: "" },
      { onSuccess: () => toast.success("Reports dismissed"), onError: (err) => showErrorToast("Could not dismiss", err.message) },
    );
  const apply = () => {
    if (!acting) return;
    act.mutate(
      { target_type: acting.target_type, target_id: acting.target_id, action: verb, reason },
      {
        onSuccess: () => {
          toast.success(verb === "hide" ? "Post hidden; the author was told why" : "Unpublished; the author was told why");
          setActing(null);
          setReason("");
        },
        onError: (err) => showErrorToast(`Could not ${verb}`, err.message),
      },
    );
  };

  if (queue.isPending) return <Skeleton className="h-48" />;
  if (queue.isError) return <ErrorNote title="The report queue could not be loaded." error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0)
    return (
      <EmptyState icon={Flag} title="No open reports">
        When someone reports a forum post, a public item or a story document, it waits here.
      </EmptyState>
    );
  return (
    <section aria-label="Report queue">
      <ul className="space-y-3">
        {queue.data.map((e) => (
          <li key={`${e.target_type}:${e.target_id}`} className="rounded-lg border border-border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{KIND[e.target_type]}</Badge>
              <Badge variant="secondary">
                {e.report_count} {e.report_count === 1 ? "report" : "reports"}
              </Badge>
              <span className="text-xs text-muted-foreground">first {dateTime(e.first_reported_at)}</span>
            </div>
            <p className="mt-2 font-medium break-words">
              <Link to={e.link} className="underline">
                {e.title}
              </Link>
            </p>
            {e.excerpt && <p className="mt-1 line-clamp-3 break-words text-muted-foreground">{e.excerpt}</p>}
            <p className="mt-1 text-xs text-muted-foreground">By {e.author_email ?? "a deleted account"}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {e.reasons.map((r, i) => (
                <li key={i} className="break-words">
                  “{r}”
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" size="sm" disabled={act.isPending} onClick={() => dismiss(e)}>
                Dismiss
              </Button>
              <Button size="sm" variant="destructive" disabled={act.isPending} onClick={() => setActing(e)}>
                {e.target_type === "forum_post" ? "Hide post…" : "Unpublish…"}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        isOpen={acting !== null}
        onClose={() => setActing(null)}
        title={verb === "hide" ? "Hide this post" : "Unpublish this"}
        description="The author is told, with your reason. All open reports of it are resolved."
        footer={
          <>
            <Button variant="ghost" onClick={() => setActing(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={reason.trim() === "" || act.isPending} onClick={apply}>
              {verb === "hide" ? "Hide" : "Unpublish"}
            </Button>
          </>
        }
      >
        <div className="space-y-2">
          <Label htmlFor="moderation-reason">Reason the author sees</Label>
          <Textarea id="moderation-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      </Modal>
    </section>
  );
}
