// A feedback post's comments: read, write, edit your own (marked edited), delete your own (or any,
// as an admin) with Undo — the row is hidden at once and deleted when the toast has gone.
import { Pencil, Trash2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { AuthorAvatar } from "@/components/avatar";
import { MarkdownField } from "@/components/markdown-field";
import { SanitizedMarkdown } from "@/components/sanitized-markdown";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast, TOAST_DURATION_MS } from "@/components/ui/toaster";
import { openAuthModal, useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { useComments } from "@/data/feedback/get-comments";
import { feedbackKeys } from "@/data/feedback/keys";
import { MAX_COMMENT, type FeedbackComment } from "@/data/feedback/types";
import type { Author } from "@/data/profiles/types";
import { useFeedbackMutation } from "@/data/feedback/use-feedback-mutation";
import { addComment, deleteComment, editComment } from "@/data/feedback/write-comments";

const dateFmt = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });

export function CommentsSection({
  postId,
  count,
  authors,
  admin,
  closed,
}: {
  postId: string;
  count: number;
  authors: Map<string, Author> | undefined;
  admin: boolean;
  closed: boolean;
}) {
  const { user } = useAuth();
  const comments = useComments(postId);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const qc = useQueryClient();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const remove = (c: FeedbackComment) => {
    setHidden((h) => new Set(h).add(c.id));
    const unhide = () =>
      setHidden((h) => {
        const next = new Set(h);
        next.delete(c.id);
        return next;
      });
    const refresh = () => qc.invalidateQueries({ queryKey: feedbackKeys.all });
    // Runs even if the page has been left meanwhile: the deletion the user asked for still happens.
    const timer = setTimeout(() => {
      timers.current.delete(c.id);
      deleteComment(c.id).then(refresh, (e: Error) => {
        unhide();
        showErrorToast("Could not delete the comment", e.message);
      });
    }, TOAST_DURATION_MS + 1000);
    timers.current.set(c.id, timer);
    toast("Comment deleted", {
      action: {
        label: "Undo",
        onClick: () => {
          const pending = timers.current.get(c.id);
          timers.current.delete(c.id);
          unhide();
          if (pending !== undefined) return clearTimeout(pending);
          // The toast was held open (hovered) past the deletion: post the words again.
          addComment({ postId, body: c.body }).then(refresh, (e: Error) => showErrorToast("Could not restore the comment", e.message));
        },
      },
    });
  };

  const shown = comments.data?.filter((c) => !hidden.has(c.id)) ?? [];
  return (
    <section aria-labelledby="comments-heading" className="mt-8">
      <h2 id="comments-heading" className="mb-3 font-serif text-lg font-semibold">
        Comments ({Math.max(0, count - hidden.size)})
      </h2>
      {comments.isPending ? (
        <Skeleton className="h-20" />
      ) : comments.isError ? (
        <p role="alert" className="text-sm">
          The comments could not be loaded: {comments.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Comments">
          {shown.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              author={c.author_id ? authors?.get(c.author_id) : undefined}
              name={authors?.get(c.author_id ?? "")?.name ?? (c.author_id ? "…" : "a former user")}
              mine={!!user && c.author_id === user.id}
              admin={admin}
              onDelete={() => remove(c)}
            />
          ))}
        </ul>
      )}
      <div className="mt-4">
        {!user ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted-foreground">Sign in to vote and comment. Anyone can read the board.</p>
            <Button onClick={() => openAuthModal()}>Sign in</Button>
          </div>
        ) : closed ? null : (
          <CommentForm postId={postId} />
        )}
      </div>
    </section>
  );
}

function CommentItem({
  comment: c,
  author,
  name,
  mine,
  admin,
  onDelete,
}: {
  comment: FeedbackComment;
  author: Author | undefined;
  name: string;
  mine: boolean;
  admin: boolean;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(c.body);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useFeedbackMutation(editComment);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setProblem("A comment cannot be empty. Delete it instead.");
    if (body.length > MAX_COMMENT) return setProblem(`A comment can be at most ${MAX_COMMENT.toLocaleString("en")} characters.`);
    setProblem(null);
    save.mutate(
      { id: c.id, body },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success("Comment updated");
        },
        onError: (err) => showErrorToast("Could not save the comment", err.message),
      },
    );
  };
  return (
    <li className="rounded-lg border border-border bg-card p-3">
      <div className="mb-1 flex items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <AuthorAvatar author={author} size="xs" />
          <span className="min-w-0 truncate font-medium">{name}</span>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
          {dateFmt.format(new Date(c.created_at))}
          {c.edited_at && <span title={`Edited ${dateFmt.format(new Date(c.edited_at))}`}>· edited</span>}
          {mine && !editing && (
            <Button variant="ghost" size="icon" className="size-8" aria-label="Edit comment" onClick={() => (setBody(c.body), setEditing(true))}>
              <Pencil aria-hidden="true" />
            </Button>
          )}
          {(mine || admin) && (
            <Button variant="ghost" size="icon" className="size-8" aria-label="Delete comment" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </span>
      </div>
      {editing ? (
        <form onSubmit={submit} className="space-y-2" noValidate>
          <MarkdownField id={`edit-comment-${c.id}`} label="Edit your comment" value={body} onChange={setBody} max={MAX_COMMENT} rows={4} autoFocus />
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => (setEditing(false), setProblem(null))}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save comment"}
            </Button>
          </div>
        </form>
      ) : (
        <SanitizedMarkdown className="text-sm">{c.body}</SanitizedMarkdown>
      )}
    </li>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = useFeedbackMutation(addComment);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setProblem("Write something before commenting.");
    if (body.length > MAX_COMMENT) return setProblem(`A comment can be at most ${MAX_COMMENT.toLocaleString("en")} characters.`);
    setProblem(null);
    add.mutate(
      { postId, body },
      {
        onSuccess: () => {
          setBody("");
          toast.success("Comment posted");
        },
        onError: (err) => showErrorToast("Could not post your comment", err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <MarkdownField id="comment-body" label="Your comment" value={body} onChange={setBody} max={MAX_COMMENT} rows={4} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
          Post comment
        </Button>
      </div>
    </form>
  );
}
