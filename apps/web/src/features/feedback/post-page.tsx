// One feedback post: vote, description, the team's status notes, comments; admins set the status
// with a public note and merge a duplicate into another post.
import { ArrowRight, MessageSquarePlus, Pencil } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link, useParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { MarkdownField } from "@/components/markdown-field";
import { SanitizedMarkdown } from "@/components/sanitized-markdown";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { CommentsSection } from "./comments";
import { useComments } from "@/data/feedback/get-comments";
import { useIsFeedbackAdmin } from "@/data/feedback/get-is-admin";
import { useMyVotes } from "@/data/feedback/get-my-votes";
import { AuthorAvatar } from "@/components/avatar";
import { useAuthors } from "@/data/profiles/get-names";
import { usePost, useStatusHistory } from "@/data/feedback/get-post";
import { useSimilar } from "@/data/feedback/get-similar";
import { MAX_BODY, MAX_TITLE, STATUSES, statusLabel, type FeedbackPost, type FeedbackStatus } from "@/data/feedback/types";
import { useFeedbackMutation } from "@/data/feedback/use-feedback-mutation";
import { editPost, mergePost, setStatus } from "@/data/feedback/write-posts";
import { StatusBadge, TypeBadge, VoteButton } from "./parts";

const dateFmt = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });

export function FeedbackPostPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const admin = useIsFeedbackAdmin(user?.id).data === true;
  const post = usePost(id);
  const p = post.data;
  const votes = useMyVotes(user?.id, p ? [p.id] : []);
  const comments = useComments(id);
  const history = useStatusHistory(id);
  const authors = useAuthors([p?.author_id ?? null, ...(comments.data?.map((c) => c.author_id) ?? [])]);
  const target = usePost(p?.merged_into ?? "");
  const [editing, setEditing] = useState(false);

  if (post.isPending)
    return (
      <PageContainer className="max-w-3xl">
        <Skeleton className="mb-6 h-10 w-3/4" />
        <Skeleton className="h-40" />
      </PageContainer>
    );
  if (post.isError)
    return (
      <PageContainer className="max-w-3xl">
        <p role="alert">This post could not be loaded: {post.error.message}</p>
      </PageContainer>
    );
  if (!p)
    return (
      <PageContainer className="max-w-3xl">
        <EmptyState
          icon={MessageSquarePlus}
          title="Post not found"
          action={
            <Button asChild>
              <Link to="/feedback">Back to Feedback</Link>
            </Button>
          }
        >
          This post does not exist or was removed.
        </EmptyState>
      </PageContainer>
    );

  return (
    <PageContainer className="max-w-3xl">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <Link to="/feedback" className="hover:underline">
          Feedback
        </Link>
      </nav>
      {p.merged_into && (
        <div role="note" className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          Merged into
          <Link to={`/feedback/p/${p.merged_into}`} className="inline-flex items-center gap-1 font-medium underline">
            {target.data?.title ?? "another post"} <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
          — votes and comments moved there.
        </div>
      )}
      <div className="flex items-start gap-4">
        <VoteButton postId={p.id} title={p.title} count={p.vote_count} voted={votes.data?.has(p.id) ?? false} signedIn={!!user} disabled={!!p.merged_into} />
        <div className="min-w-0 flex-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight break-words [overflow-wrap:anywhere] sm:text-3xl">{p.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <TypeBadge type={p.type} />
            <StatusBadge status={p.status} />
            <span className="inline-flex min-w-0 items-center gap-1.5">
              by <AuthorAvatar author={p.author_id ? authors.data?.get(p.author_id) : undefined} size="xs" />
              {authors.data?.get(p.author_id ?? "")?.name ?? (p.author_id ? "…" : "a former user")} · {dateFmt.format(new Date(p.created_at))}
            </span>
          </div>
        </div>
      </div>
      {editing ? (
        <EditPostForm post={p} onDone={() => setEditing(false)} />
      ) : (
        <>
          {p.body.trim() && <SanitizedMarkdown className="mt-6">{p.body}</SanitizedMarkdown>}
          {user && p.author_id === user.id && !p.merged_into && (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit post
            </Button>
          )}
        </>
      )}

      {history.data && history.data.length > 0 && (
        <section aria-labelledby="status-heading" className="mt-8">
          <h2 id="status-heading" className="mb-3 font-serif text-lg font-semibold">
            From the team
          </h2>
          <ol className="space-y-2">
            {history.data.map((h) => (
              <li key={h.id} className="rounded-md border-l-4 border-primary bg-card p-3 text-sm">
                <p className="font-medium">
                  {statusLabel(h.status)} · <span className="font-normal text-muted-foreground">{dateFmt.format(new Date(h.created_at))}</span>
                </p>
                {h.note && <p className="mt-1 break-words">{h.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}

      {admin && <AdminPanel post={p} />}

      <CommentsSection postId={p.id} count={p.comment_count} authors={authors.data} admin={admin} closed={!!p.merged_into} />
    </PageContainer>
  );
}

function AdminPanel({ post }: { post: FeedbackPost }) {
  const [status, setStatusValue] = useState<FeedbackStatus>(post.status);
  const [note, setNote] = useState("");
  const save = useFeedbackMutation(setStatus);
  const [merging, setMerging] = useState(false);
  return (
    <section aria-labelledby="admin-heading" className="mt-8 rounded-lg border border-dashed border-border p-4">
      <h2 id="admin-heading" className="mb-3 font-serif text-lg font-semibold">
        Team
      </h2>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { postId: post.id, status, note },
            {
              onSuccess: () => {
                setNote("");
                toast.success(`Status set to ${statusLabel(status)}`);
              },
              onError: (err) => showErrorToast("Could not set the status", err.message),
            },
          );
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="status-select">Status</Label>
          <Select value={status} onValueChange={(v) => setStatusValue(v as FeedbackStatus)}>
            <SelectTrigger id="status-select" className="w-48">
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
        </div>
        <div className="space-y-2">
          <Label htmlFor="status-note">Public note</Label>
          <Textarea
            id="status-note"
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Why, and what happens next"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {!post.merged_into && (
            <Button type="button" variant="outline" onClick={() => setMerging(true)}>
              Merge into another post…
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            Update status
          </Button>
        </div>
      </form>
      {merging && <MergeDialog post={post} onClose={() => setMerging(false)} />}
    </section>
  );
}

function MergeDialog({ post, onClose }: { post: FeedbackPost; onClose: () => void }) {
  const [q, setQ] = useState(post.title);
  const deferred = useDeferredValue(q);
  const similar = useSimilar(deferred);
  const merge = useFeedbackMutation(mergePost);
  const candidates = (similar.data ?? []).filter((s) => s.id !== post.id);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Merge this post"
      description="Its votes and comments move to the post you choose; someone who voted for both keeps one vote."
      size="lg"
    >
      <div className="space-y-3">
        <Label htmlFor="merge-search">Find the post to keep</Label>
        <Input id="merge-search" value={q} onChange={(e) => setQ(e.target.value)} />
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{q.trim().length < 4 ? "Type at least 4 characters." : "No matching post."}</p>
        ) : (
          <ul className="space-y-2" aria-label="Merge candidates">
            {candidates.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 rounded-md border border-border p-2 text-sm">
                <span className="min-w-0 break-words">
                  {c.title}{" "}
                  <span className="text-xs text-muted-foreground">
                    ({c.vote_count} {c.vote_count === 1 ? "vote" : "votes"})
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={merge.isPending}
                  aria-label={`Merge here: ${c.title}`}
                  onClick={() =>
                    merge.mutate(
                      { duplicate: post.id, target: c.id },
                      {
                        onSuccess: () => {
                          toast.success(`Merged into “${c.title}”`);
                          onClose();
                        },
                        onError: (e) => showErrorToast("Could not merge", e.message),
                      },
                    )
                  }
                >
                  Merge here
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function EditPostForm({ post, onDone }: { post: FeedbackPost; onDone: () => void }) {
  const [title, setTitle] = useState(post.title);
  const [body, setBody] = useState(post.body);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useFeedbackMutation(editPost);
  return (
    <form
      className="mt-6 space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const t = title.trim();
        if (t.length < 5 || t.length > MAX_TITLE) return setProblem(`A title needs 5 to ${MAX_TITLE} characters.`);
        if (body.length > MAX_BODY) return setProblem(`A description can be at most ${MAX_BODY.toLocaleString("en")} characters.`);
        setProblem(null);
        save.mutate(
          { id: post.id, title: t, body },
          {
            onSuccess: () => {
              toast.success("Post updated");
              onDone();
            },
            onError: (err) => showErrorToast("Could not save your post", err.message),
          },
        );
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="edit-title">Title</Label>
        <Input id="edit-title" value={title} maxLength={MAX_TITLE} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="edit-body">Description</Label>
        <MarkdownField id="edit-body" label="Description" value={body} onChange={setBody} max={MAX_BODY} rows={6} />
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
