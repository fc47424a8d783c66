// A thread: its posts page by page, reply (with quotes), like, edit, delete own, report; admins
// pin, lock, move, hide posts and ban authors. While the page is open the thread row is polled and
// a bar offers the new replies without a reload.
import { Lock, MessagesSquare, Pin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { EmptyState, PageContainer } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { useCategories } from "@/data/forum/get-categories";
import { useIsForumAdmin } from "@/data/forum/get-is-admin";
import { useMyLikes } from "@/data/forum/get-my-likes";
import { useAuthors, useNames } from "@/data/profiles/get-names";
import { usePosts } from "@/data/forum/get-posts";
import { useThread } from "@/data/forum/get-threads";
import { type Post, POSTS_PER_PAGE } from "@/data/forum/types";
import { lastRead, markRead } from "./read-position";
import { plural } from "./format";
import { quoteMarkdown } from "@/components/sanitized-markdown";
import { Crumbs, ErrorNote, Pager, SignInToTakePart } from "./parts";
import { PostItem, ReplyBox } from "./post-item";
import { BanDialog, DeleteDialog, DeleteThreadDialog, HideDialog, HistoryDialog, ReportDialog, ThreadModeration } from "./thread-dialogs";

type Dialog = { kind: "delete" | "report" | "hide" | "ban" | "history"; post: Post } | { kind: "delete-thread" } | null;

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
  const authors = useAuthors(posts.data?.map((p) => p.author_id) ?? []);
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
        <EmptyState
          icon={MessagesSquare}
          title="Thread not found"
          action={
            <Button asChild>
              <Link to="/forum">Back to the forum</Link>
            </Button>
          }
        >
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
        <div role="status" className="space-y-3" aria-label="Loading posts">
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
              author={authors.data?.get(p.author_id ?? "")}
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
      {dialog?.kind === "ban" && (
        <BanDialog post={dialog.post} name={names.data?.get(dialog.post.author_id ?? "") ?? "this user"} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "history" && <HistoryDialog post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === "delete-thread" && <DeleteThreadDialog thread={t} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}
