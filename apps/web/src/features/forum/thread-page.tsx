// A thread: its posts page by page, reply (with quotes), like, edit, delete own, report; admins
// pin, lock, move, hide posts and ban authors. While the page is open the thread row is polled and
// a bar offers the new replies without a reload.
import { EyeOff, Flag, Heart, History, Lock, MessagesSquare, MoreHorizontal, Pencil, Pin, Quote, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { openAuthModal, useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { cn } from "@/lib/utils";
import {
  banUser,
  deletePost,
  deleteThread,
  editPost,
  hidePost,
  MAX_BODY,
  moderateThread,
  POSTS_PER_PAGE,
  reply,
  reportPost,
  toggleLike,
  unhidePost,
  useCategories,
  useForumMutation,
  useIsForumAdmin,
  useMyLikes,
  useNames,
  usePostHistory,
  usePosts,
  useThread,
  type Post,
  type Thread,
} from "./api";
import { AuthorName } from "./author";
import { embedComponents } from "./embeds";
import { NotificationsMenu } from "./notifications";
import { lastRead, markRead } from "./read-position";
import { ago, fullDate, plural } from "./format";
import { SanitizedMarkdown, quoteMarkdown } from "@/components/sanitized-markdown";
import { Crumbs, ErrorNote, Pager, PostEditor, SignInToTakePart } from "./parts";

type Dialog =
  | { kind: "delete" | "report" | "hide" | "ban" | "history"; post: Post }
  | { kind: "delete-thread" }
  | null;

export function ThreadPage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const admin = useIsForumAdmin(user?.id).data === true;
  const thread = useThread(id, { poll: true });
  const t = thread.data;
  const pages = Math.max(1, Math.ceil((t?.post_count ?? 0) / POSTS_PER_PAGE));
  const asked = params.get("page") === "last" ? pages - 1 : Number(params.get("page") ?? "1") - 1 || 0;
  const page = Math.min(Math.max(0, asked), pages - 1);
  const posts = usePosts(id, page, !!t);
  const names = useNames(posts.data?.map((p) => p.author_id) ?? []);
  const likes = useMyLikes(user?.id, posts.data?.map((p) => p.id) ?? []);
  const categories = useCategories();
  const [draft, setDraft] = useState("");
  const [dialog, setDialog] = useState<Dialog>(null);
  // The post count when this page last showed the newest replies: more than that means new replies.
  const [seen, setSeen] = useState<number | null>(null);
  useEffect(() => {
    if (t && seen === null) setSeen(t.post_count);
  }, [t, seen]);
  const fresh = t && seen !== null ? t.post_count - seen : 0;

  // Opened without a page or post in the address: go to where the reader left off.
  const location = useLocation();
  const navigate = useNavigate();
  const resumed = useRef(false);
  useEffect(() => {
    if (!t || resumed.current) return;
    resumed.current = true;
    if (params.has("page") || location.hash) return;
    const left = lastRead(t.id);
    if (left > 0 && left < t.post_count) {
      const next = left + 1;
      const p = Math.floor((next - 1) / POSTS_PER_PAGE);
      void navigate({ search: p ? `?page=${p + 1}` : "", hash: `#post-${next}` }, { replace: true });
    }
  }, [t, params, location.hash, navigate]);
  useEffect(() => {
    const last = posts.data?.at(-1);
    if (last) markRead(id, last.number);
  }, [posts.data, id]);

  const goPage = (p: number | "last") =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p === 0) next.delete("page");
      else next.set("page", p === "last" ? "last" : String(p + 1));
      return next;
    });

  const showNew = () => {
    setSeen(t!.post_count);
    void posts.refetch();
    goPage("last");
  };

  const quote = (p: Post) => {
    setDraft((d) => `${d}${d && !d.endsWith("\n\n") ? "\n\n" : ""}${quoteMarkdown(names.data?.get(p.author_id ?? "") ?? "Someone", p.body)}`);
    const box = document.getElementById("reply-body") as HTMLTextAreaElement | null;
    box?.focus();
    box?.scrollIntoView({ block: "center" });
  };

  if (thread.isPending) {
    return (
      <PageContainer className="max-w-4xl">
        <Skeleton className="mb-4 h-5 w-48" />
        <Skeleton className="mb-8 h-10 w-3/4" />
        <Skeleton className="h-40" />
      </PageContainer>
    );
  }
  if (thread.isError) {
    return (
      <PageContainer className="max-w-4xl">
        <ErrorNote title="This thread could not be loaded." error={thread.error} onRetry={() => void thread.refetch()} />
      </PageContainer>
    );
  }
  if (!t) {
    return (
      <PageContainer className="max-w-4xl">
        <EmptyState icon={MessagesSquare} title="Thread not found" action={<Button asChild><Link to="/forum">Back to the forum</Link></Button>}>
          This thread does not exist or was deleted.
        </EmptyState>
      </PageContainer>
    );
  }
  const cat = categories.data?.find((c) => c.id === t.category_id);

  return (
    <PageContainer className="max-w-4xl">
      <Crumbs items={[{ to: "/forum", label: "Forum" }, { to: `/forum/c/${t.category_id}`, label: cat?.name ?? "…" }, { label: t.title }]} />
      <header className="mb-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 font-serif text-2xl font-semibold tracking-tight break-words [overflow-wrap:anywhere] sm:text-3xl">{t.title}</h1>
          <NotificationsMenu compact />
          {admin && <ThreadModeration thread={t} onDelete={() => setDialog({ kind: "delete-thread" })} />}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t.pinned && (
            <Badge variant="secondary">
              <Pin className="size-3" aria-hidden="true" /> Pinned
            </Badge>
          )}
          {t.locked && (
            <Badge variant="outline">
              <Lock className="size-3" aria-hidden="true" /> Locked
            </Badge>
          )}
          <span>
            {plural(Math.max(0, t.post_count - 1), "reply", "replies")} · {plural(t.like_count, "like")}
          </span>
        </div>
      </header>

      {fresh > 0 && (
        <div role="status" className="sticky top-16 z-10 mb-4 flex justify-center">
          <Button size="sm" onClick={showNew} className="shadow-md">
            {fresh === 1 ? "1 new reply" : `${fresh} new replies`} — show
          </Button>
        </div>
      )}

      {posts.isPending ? (
        <div className="space-y-3" aria-label="Loading posts">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : posts.isError ? (
        <ErrorNote title="The posts could not be loaded." error={posts.error} onRetry={() => void posts.refetch()} />
      ) : (
        <ol className="space-y-4" aria-label="Posts">
          {posts.data.map((p) => (
            <PostItem
              key={p.id}
              post={p}
              thread={t}
              name={names.data?.get(p.author_id ?? "")}
              liked={likes.data?.has(p.id) ?? false}
              me={user?.id}
              admin={admin}
              onQuote={() => quote(p)}
              onDialog={(kind) => setDialog({ kind, post: p })}
            />
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} onPage={goPage} label="Post pages" />

      <section aria-labelledby="reply-heading" className="mt-8">
        <h2 id="reply-heading" className="mb-3 font-serif text-xl font-semibold">
          Reply
        </h2>
        {!user ? (
          <SignInToTakePart>Sign in to reply, like or report. Anyone can read the forum.</SignInToTakePart>
        ) : t.locked && !admin ? (
          <p className="rounded-lg border border-border bg-muted/40 p-4 text-sm text-muted-foreground">
            <Lock className="mr-1 inline size-4" aria-hidden="true" /> This thread is locked: it takes no new replies.
          </p>
        ) : (
          <ReplyBox
            threadId={t.id}
            draft={draft}
            setDraft={setDraft}
            onPosted={(count) => {
              setSeen(count);
              goPage("last");
            }}
          />
        )}
      </section>

      {dialog?.kind === "delete" && <DeleteDialog post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === "report" && <ReportDialog post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === "hide" && <HideDialog post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === "ban" && <BanDialog post={dialog.post} name={names.data?.get(dialog.post.author_id ?? "") ?? "this user"} onClose={() => setDialog(null)} />}
      {dialog?.kind === "history" && <HistoryDialog post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === "delete-thread" && <DeleteThreadDialog thread={t} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}

function ReplyBox({ threadId, draft, setDraft, onPosted }: { threadId: string; draft: string; setDraft: (v: string) => void; onPosted: (count: number) => void }) {
  const send = useForumMutation(reply);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return setProblem("Write something before posting.");
    if (draft.length > MAX_BODY) return setProblem(`A post can be at most ${MAX_BODY.toLocaleString("en")} characters.`);
    setProblem(null);
    send.mutate(
      { threadId, body: draft },
      {
        onSuccess: (n) => {
          setDraft("");
          onPosted(n);
          toast.success("Reply posted");
        },
        onError: (err) => showErrorToast("Could not post your reply", err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <PostEditor id="reply-body" label="Your reply" value={draft} onChange={setDraft} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? "Posting…" : "Post reply"}
        </Button>
      </div>
    </form>
  );
}

function PostItem({
  post: p,
  thread,
  name,
  liked,
  me,
  admin,
  onQuote,
  onDialog,
}: {
  post: Post;
  thread: Thread;
  name: string | undefined;
  liked: boolean;
  me: string | undefined;
  admin: boolean;
  onQuote: () => void;
  onDialog: (kind: "delete" | "report" | "hide" | "ban" | "history") => void;
}) {
  const mine = !!me && p.author_id === me;
  const gone = !!p.deleted_at || !!p.hidden_at;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(p.body);
  const [likedNow, setLikedNow] = useState(liked);
  const [count, setCount] = useState(p.like_count);
  useEffect(() => setLikedNow(liked), [liked]);
  useEffect(() => setCount(p.like_count), [p.like_count]);
  const like = useForumMutation(toggleLike);
  const save = useForumMutation(editPost);
  const unhide = useForumMutation(unhidePost);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (window.location.hash === `#post-${p.number}`) ref.current?.scrollIntoView({ block: "start" });
  }, [p.number]);

  const onLike = () => {
    if (!me) return openAuthModal();
    const next = !likedNow;
    setLikedNow(next);
    setCount((c) => Math.max(0, c + (next ? 1 : -1)));
    like.mutate(
      { postId: p.id, like: next },
      {
        onError: (err) => {
          setLikedNow(!next);
          setCount((c) => Math.max(0, c + (next ? -1 : 1)));
          showErrorToast("Could not save your like", err.message);
        },
      },
    );
  };
  const onSave = () => {
    if (!text.trim()) return showErrorToast("Could not save your edit", "Write something before posting.");
    save.mutate(
      { id: p.id, body: text },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success("Post updated");
        },
        onError: (err) => showErrorToast("Could not save your edit", err.message),
      },
    );
  };

  return (
    <li ref={ref} id={`post-${p.number}`} className={cn("scroll-mt-20 rounded-lg border border-border bg-card p-4", gone && "bg-muted/30")} aria-label={`Post ${p.number}`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <AuthorName id={p.author_id} name={name} />
        <span className="text-muted-foreground">·</span>
        <a href={`#post-${p.number}`} className="text-muted-foreground hover:underline">
          #{p.number}
        </a>
        <span className="text-muted-foreground">·</span>
        <time dateTime={p.created_at} title={fullDate(p.created_at)} className="text-muted-foreground">
          {ago(p.created_at)}
        </time>
        {p.edited_at && !gone && (
          <span className="text-xs text-muted-foreground" title={`Edited ${fullDate(p.edited_at)}`}>
            (edited)
          </span>
        )}
      </div>
      <div className="mt-3">
        {p.deleted_at ? (
          <p className="text-sm text-muted-foreground italic">This post was deleted.</p>
        ) : p.hidden_at ? (
          <p className="text-sm text-muted-foreground italic">
            <EyeOff className="mr-1 inline size-4" aria-hidden="true" />
            Hidden by a moderator: {p.hidden_reason}
          </p>
        ) : editing ? (
          <div className="space-y-3">
            <PostEditor id={`edit-${p.id}`} label="Edit your post" value={text} onChange={setText} autoFocus />
            <div className="flex justify-end gap-2">
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setText(p.body);
                }}
              >
                Cancel
              </Button>
              <Button onClick={onSave} disabled={save.isPending}>
                {save.isPending ? "Saving…" : "Save edit"}
              </Button>
            </div>
          </div>
        ) : (
          <SanitizedMarkdown components={embedComponents}>{p.body}</SanitizedMarkdown>
        )}
      </div>
      {!editing && (
        <div className="mt-3 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={likedNow}
            aria-label={`Like post ${p.number}, ${plural(count, "like")}`}
            disabled={gone}
            onClick={onLike}
          >
            <Heart className={cn(likedNow && "fill-current text-primary")} aria-hidden="true" /> {count}
          </Button>
          {me && !gone && (!thread.locked || admin) && (
            <Button variant="ghost" size="sm" onClick={onQuote}>
              <Quote aria-hidden="true" /> Quote
            </Button>
          )}
          {mine && !gone && (!thread.locked || admin) && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          )}
          {me && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm" aria-label={`More actions for post ${p.number}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {(mine || admin) && (p.edited_at || gone) && (
                  <DropdownMenuItem onSelect={() => onDialog("history")}>
                    <History aria-hidden="true" /> Edit history
                  </DropdownMenuItem>
                )}
                {!mine && !gone && (
                  <DropdownMenuItem onSelect={() => onDialog("report")}>
                    <Flag aria-hidden="true" /> Report
                  </DropdownMenuItem>
                )}
                {(mine || admin) && !p.deleted_at && (
                  <DropdownMenuItem onSelect={() => onDialog("delete")}>
                    <Trash2 aria-hidden="true" /> Delete
                  </DropdownMenuItem>
                )}
                {admin && (
                  <>
                    <DropdownMenuSeparator />
                    {p.hidden_at ? (
                      <DropdownMenuItem
                        onSelect={() => unhide.mutate(p.id, { onSuccess: () => toast.success("Post shown again"), onError: (e) => showErrorToast("Could not unhide", e.message) })}
                      >
                        <EyeOff aria-hidden="true" /> Unhide
                      </DropdownMenuItem>
                    ) : (
                      !p.deleted_at && (
                        <DropdownMenuItem onSelect={() => onDialog("hide")}>
                          <EyeOff aria-hidden="true" /> Hide with a reason
                        </DropdownMenuItem>
                      )
                    )}
                    {p.author_id && p.author_id !== me && <DropdownMenuItem onSelect={() => onDialog("ban")}>Ban author from posting</DropdownMenuItem>}
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      )}
    </li>
  );
}

function ThreadModeration({ thread: t, onDelete }: { thread: Thread; onDelete: () => void }) {
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

function DeleteDialog({ post, onClose }: { post: Post; onClose: () => void }) {
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

function DeleteThreadDialog({ thread, onClose }: { thread: Thread; onClose: () => void }) {
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

function ReportDialog({ post, onClose }: { post: Post; onClose: () => void }) {
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

function HideDialog({ post, onClose }: { post: Post; onClose: () => void }) {
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

function BanDialog({ post, name, onClose }: { post: Post; name: string; onClose: () => void }) {
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

function HistoryDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const history = usePostHistory(post.id, true);
  const label = { edit: "Before an edit", delete: "Before it was deleted", hide: "Before it was hidden" } as Record<string, string>;
  return (
    <Modal isOpen onClose={onClose} title={`History of post #${post.number}`} description="Earlier versions, newest first. Only you and the moderators see them." size="lg">
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
