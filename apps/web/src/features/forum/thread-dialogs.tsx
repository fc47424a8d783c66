// The thread page's dialogs (delete, report, hide, ban, history, delete thread) and the admins' thread tools.
import { Lock, Pin, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { showErrorToast } from "@/lib/toast-store";
import { useCategories } from "@/data/forum/get-categories";
import { usePostHistory } from "@/data/forum/get-posts";
import { banUser, deleteThread, hidePost, moderateThread } from "@/data/forum/moderate";
import type { Post, Thread } from "@/data/forum/types";
import { useForumMutation } from "@/data/forum/use-forum-mutation";
import { deletePost, reportPost } from "@/data/forum/write-posts";
import { fullDate, plural } from "./format";
import { SanitizedMarkdown } from "@/components/sanitized-markdown";
import { ErrorNote } from "./parts";

export function ThreadModeration({ thread: t, onDelete }: { thread: Thread; onDelete: () => void }) {
  const mod = useForumMutation(moderateThread);
  const categories = useCategories();
  const run = (patch: Parameters<typeof moderateThread>[0]["patch"], done: string) =>
    mod.mutate({ id: t.id, patch }, { onSuccess: () => toast.success(done), onError: (e) => showErrorToast("Could not change the thread", e.message) });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => run({ pinned: !t.pinned }, t.pinned ? "Thread unpinned" : "Thread pinned")}>
        <Pin aria-hidden="true" /> {t.pinned ? "Unpin" : "Pin"}
      </Button>
      <Button variant="outline" size="sm" onClick={() => run({ locked: !t.locked }, t.locked ? "Thread unlocked" : "Thread locked")}>
        <Lock aria-hidden="true" /> {t.locked ? "Unlock" : "Lock"}
      </Button>
      <Select value={t.category_id} onValueChange={(v) => run({ category_id: v }, "Thread moved")}>
        <SelectTrigger className="h-9 w-44" aria-label="Move to category">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {categories.data?.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button variant="outline" size="sm" onClick={onDelete}>
        <Trash2 aria-hidden="true" /> Delete thread
      </Button>
    </div>
  );
}

export function DeleteDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const del = useForumMutation(deletePost);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Delete this post?"
      description="The post is replaced by “This post was deleted.” so replies keep their place. Its text stays in the edit history for you and the moderators."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={del.isPending}
            onClick={() =>
              del.mutate(post.id, {
                onSuccess: () => {
                  toast.success("Post deleted");
                  onClose();
                },
                onError: (e) => showErrorToast("Could not delete the post", e.message),
              })
            }
          >
            Delete post
          </Button>
        </>
      }
    />
  );
}

export function DeleteThreadDialog({ thread, onClose }: { thread: Thread; onClose: () => void }) {
  const del = useForumMutation(deleteThread);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Delete this thread?"
      description={`“${thread.title}” disappears from the forum for everyone but admins.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            onClick={() =>
              del.mutate(thread.id, {
                onSuccess: () => {
                  toast.success("Thread deleted");
                  onClose();
                },
                onError: (e) => showErrorToast("Could not delete the thread", e.message),
              })
            }
          >
            Delete thread
          </Button>
        </>
      }
    />
  );
}

function ReasonDialog({
  title,
  description,
  label,
  action,
  onSubmit,
  onClose,
  pending,
  extra,
}: {
  title: string;
  description: string;
  label: string;
  action: string;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  pending: boolean;
  extra?: React.ReactNode;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal isOpen onClose={onClose} title={title} description={description}>
      <form
        className="space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setProblem("Give a reason.");
          if (reason.length > 500) return setProblem("Keep the reason under 500 characters.");
          onSubmit(reason.trim());
        }}
      >
        {extra}
        <Label htmlFor="reason-text">{label}</Label>
        <Textarea id="reason-text" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} aria-invalid={!!problem || undefined} />
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function ReportDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const send = useForumMutation(reportPost);
  return (
    <ReasonDialog
      title={`Report post #${post.number}`}
      description="The moderators will look at it. Only they see your report."
      label="What is wrong with it?"
      action="Send report"
      pending={send.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        send.mutate(
          { postId: post.id, reason },
          {
            onSuccess: () => {
              toast.success("Report sent to the moderators");
              onClose();
            },
            onError: (e) => showErrorToast("Could not send the report", e.message),
          },
        )
      }
    />
  );
}

export function HideDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const hide = useForumMutation(hidePost);
  return (
    <ReasonDialog
      title={`Hide post #${post.number}`}
      description="The post's text is replaced by your reason, which everyone (and the author) sees. You can unhide it later."
      label="Reason"
      action="Hide post"
      pending={hide.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        hide.mutate(
          { id: post.id, reason },
          {
            onSuccess: () => {
              toast.success("Post hidden");
              onClose();
            },
            onError: (e) => showErrorToast("Could not hide the post", e.message),
          },
        )
      }
    />
  );
}

export function BanDialog({ post, name, onClose }: { post: Post; name: string; onClose: () => void }) {
  const ban = useForumMutation(banUser);
  const [days, setDays] = useState("7");
  return (
    <ReasonDialog
      title={`Ban ${name} from posting`}
      description="They can still read the forum. They see the reason when they try to post."
      label="Reason"
      action="Ban"
      pending={ban.isPending}
      onClose={onClose}
      extra={
        <div className="space-y-2">
          <Label htmlFor="ban-days">Days</Label>
          <Input id="ban-days" type="number" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} className="w-32" />
        </div>
      }
      onSubmit={(reason) => {
        const n = Math.round(Number(days));
        if (!(n >= 1 && n <= 3650)) return showErrorToast("Could not ban", "Give a number of days from 1 to 3650.");
        ban.mutate(
          { userId: post.author_id!, days: n, reason },
          {
            onSuccess: () => {
              toast.success(`${name} is banned from posting for ${plural(n, "day")}`);
              onClose();
            },
            onError: (e) => showErrorToast("Could not ban", e.message),
          },
        );
      }}
    />
  );
}

export function HistoryDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const history = usePostHistory(post.id, true);
  const label = { edit: "Before an edit", delete: "Before it was deleted", hide: "Before it was hidden" } as Record<string, string>;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`History of post #${post.number}`}
      description="Earlier versions, newest first. Only you and the moderators see them."
      size="lg"
    >
      <div className="max-h-[60vh] space-y-3 overflow-y-auto">
        {history.isPending ? (
          <Skeleton className="h-24" />
        ) : history.isError ? (
          <ErrorNote title="The history could not be loaded." error={history.error} />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No earlier versions.</p>
        ) : (
          history.data.map((r) => (
            <div key={r.id} className="rounded-md border border-border p-3">
              <p className="mb-2 text-xs text-muted-foreground">
                {label[r.reason] ?? r.reason} · {fullDate(r.created_at)}
              </p>
              <SanitizedMarkdown className="text-sm">{r.body}</SanitizedMarkdown>
            </div>
          ))
        )}
      </div>
    </Modal>
  );
}
