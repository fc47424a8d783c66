// Feedback: the board of ideas and bug reports (vote, filter, sort, search, post with similar
// posts shown while typing) and "What's new", the done items by month. Visitors read; signing in
// is needed to post, vote and comment.
import { MessageSquare, MessageSquarePlus, Search, Sparkles } from "lucide-react";
import { useDeferredValue, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { MarkdownField } from "@/components/markdown-field";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { openAuthModal, useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { useBoard, useDone } from "@/data/feedback/get-board";
import { useMyVotes } from "@/data/feedback/get-my-votes";
import { useSimilar } from "@/data/feedback/get-similar";
import { MAX_BODY, MAX_TITLE, POSTS_PER_PAGE, STATUSES, type FeedbackSort, type FeedbackStatus, type FeedbackType } from "@/data/feedback/types";
import { useFeedbackMutation } from "@/data/feedback/use-feedback-mutation";
import { createPost } from "@/data/feedback/write-posts";
import { StatusBadge, TypeBadge, VoteButton } from "./parts";

const SORTS: { value: FeedbackSort; label: string }[] = [
  { value: "top", label: "Top" },
  { value: "newest", label: "Newest" },
  { value: "trending", label: "Trending" },
];
const monthFmt = new Intl.DateTimeFormat("en", { month: "long", year: "numeric" });

export function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "whats-new" ? "whats-new" : "board";
  const [composing, setComposing] = useState(false);
  const { user } = useAuth();
  const start = () => (user ? setComposing(true) : openAuthModal());
  return (
    <PageContainer>
      <PageHeader title="Feedback" description="Ideas and bug reports for Worldloom. Vote for what matters to you; the team sets a status and says why.">
        <Button onClick={start} className="w-full sm:w-auto">
          <MessageSquarePlus aria-hidden="true" /> New post
        </Button>
      </PageHeader>
      <Tabs
        value={view}
        onValueChange={(v) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            if (v === "board") next.delete("view");
            else next.set("view", v);
            return next;
          })
        }
      >
        <TabsList aria-label="Feedback views" className="mb-6">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="whats-new">What&apos;s new</TabsTrigger>
        </TabsList>
        <TabsContent value="board">
          <Board onNew={start} />
        </TabsContent>
        <TabsContent value="whats-new">
          <WhatsNew />
        </TabsContent>
      </Tabs>
      {composing && <NewPostDialog onClose={() => setComposing(false)} />}
    </PageContainer>
  );
}

function Board({ onNew }: { onNew: () => void }) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const sort = (SORTS.find((s) => s.value === params.get("sort"))?.value ?? "top") as FeedbackSort;
  const type = (["idea", "bug"].includes(params.get("type") ?? "") ? params.get("type") : null) as FeedbackType | null;
  const status = (STATUSES.some((s) => s.value === params.get("status")) ? params.get("status") : null) as FeedbackStatus | null;
  const q = params.get("q") ?? "";
  const page = Math.max(0, Number(params.get("page") ?? "1") - 1 || 0);
  const board = useBoard({ sort, type, status, q, page });
  const votes = useMyVotes(user?.id, board.data?.rows.map((r) => r.id) ?? []);
  const [text, setText] = useState(q);
  const pages = Math.ceil((board.data?.total ?? 0) / POSTS_PER_PAGE);
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
      if (key !== "page") next.delete("page");
      return next;
    });
  const search = (e: FormEvent) => {
    e.preventDefault();
    set("q", text.trim() || null);
  };
  const filtered = !!(type || status || q);

  return (
    <div>
      <div className="mb-4 grid gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
        <form role="search" onSubmit={search} className="flex gap-2">
          <Input type="search" aria-label="Search feedback" placeholder="Search feedback" value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" variant="outline" aria-label="Search">
            <Search aria-hidden="true" />
          </Button>
        </form>
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <Select value={type ?? "all"} onValueChange={(v) => set("type", v === "all" ? null : v)}>
            <SelectTrigger aria-label="Type" className="sm:w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All types</SelectItem>
              <SelectItem value="idea">Ideas</SelectItem>
              <SelectItem value="bug">Bugs</SelectItem>
            </SelectContent>
          </Select>
          <Select value={status ?? "any"} onValueChange={(v) => set("status", v === "any" ? null : v)}>
            <SelectTrigger aria-label="Status" className="sm:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="any">Any status</SelectItem>
              {STATUSES.map((s) => (
                <SelectItem key={s.value} value={s.value}>
                  {s.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={sort} onValueChange={(v) => set("sort", v === "top" ? null : v)}>
            <SelectTrigger aria-label="Sort" className="col-span-2 sm:col-span-1 sm:w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORTS.map((s) => (
                <SelectItem key={s.value} value={s.value}>
                  {s.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {board.isPending ? (
        <div role="status" className="space-y-2" aria-label="Loading feedback">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : board.isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm">
          <p className="font-medium">The board could not be loaded.</p>
          <p className="text-muted-foreground">{board.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </div>
      ) : board.data.rows.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="Nothing matches"
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setText("");
                  setParams(new URLSearchParams());
                }}
              >
                Clear filters
              </Button>
            }
          >
            No post matches these filters.
          </EmptyState>
        ) : (
          <EmptyState icon={MessageSquarePlus} title="No feedback yet" action={<Button onClick={onNew}>Share an idea</Button>}>
            Tell the team what would make Worldloom better, or what is broken.
          </EmptyState>
        )
      ) : (
        <ul className="space-y-2" aria-label="Feedback posts">
          {board.data.rows.map((p) => (
            <li key={p.id} className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 sm:p-4">
              <VoteButton postId={p.id} title={p.title} count={p.vote_count} voted={votes.data?.has(p.id) ?? false} signedIn={!!user} />
              <div className="min-w-0 flex-1">
                <Link to={`/feedback/p/${p.id}`} className="font-medium break-words [overflow-wrap:anywhere] hover:underline">
                  {p.title}
                </Link>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <TypeBadge type={p.type} />
                  <StatusBadge status={p.status} />
                  <span className="inline-flex items-center gap-1">
                    <MessageSquare className="size-3.5" aria-hidden="true" />
                    {p.comment_count} {p.comment_count === 1 ? "comment" : "comments"}
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Feedback pages" className="mt-6 flex items-center justify-between">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => set("page", page === 1 ? null : String(page))}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page + 1} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => set("page", String(page + 2))}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function WhatsNew() {
  const done = useDone();
  if (done.isPending) return <Skeleton className="h-40" />;
  if (done.isError)
    return (
      <p role="alert" className="text-sm">
        What&apos;s new could not be loaded: {done.error.message}
      </p>
    );
  if (done.data.length === 0)
    return (
      <EmptyState icon={Sparkles} title="Nothing shipped yet">
        Ideas and fixes the team finishes are listed here by month.
      </EmptyState>
    );
  const months = new Map<string, typeof done.data>();
  for (const p of done.data) {
    const m = monthFmt.format(new Date(p.done_at ?? p.created_at));
    months.set(m, [...(months.get(m) ?? []), p]);
  }
  return (
    <div className="space-y-8">
      {[...months].map(([month, posts]) => (
        <section key={month} aria-labelledby={`month-${month.replace(/\W+/g, "-")}`}>
          <h2 id={`month-${month.replace(/\W+/g, "-")}`} className="mb-3 font-serif text-xl font-semibold">
            {month}
          </h2>
          <ul className="space-y-2">
            {posts.map((p) => (
              <li key={p.id} className="rounded-lg border border-border bg-card p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <TypeBadge type={p.type} />
                  <Link to={`/feedback/p/${p.id}`} className="font-medium break-words hover:underline">
                    {p.title}
                  </Link>
                </div>
                {p.status_note && <p className="mt-2 text-sm text-muted-foreground">{p.status_note}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function NewPostDialog({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<FeedbackType>("idea");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const deferred = useDeferredValue(title);
  const similar = useSimilar(deferred);
  const create = useFeedbackMutation(createPost);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    if (t.length < 5 || t.length > MAX_TITLE) return setProblem(`A title needs 5 to ${MAX_TITLE} characters.`);
    if (body.length > MAX_BODY) return setProblem(`A description can be at most ${MAX_BODY.toLocaleString("en")} characters.`);
    setProblem(null);
    create.mutate(
      { type, title: t, body },
      {
        onSuccess: (id) => {
          onClose();
          void navigate(`/feedback/p/${id}`);
        },
        onError: (err) => showErrorToast("Could not post", err.message),
      },
    );
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="New post"
      description="One idea or one bug per post. Check the similar posts first: a vote there counts more than a duplicate."
      size="lg"
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor="feedback-type">Type</Label>
          <Select value={type} onValueChange={(v) => setType(v as FeedbackType)}>
            <SelectTrigger id="feedback-type" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="idea">Idea</SelectItem>
              <SelectItem value="bug">Bug</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="feedback-title">Title</Label>
          <Input
            id="feedback-title"
            value={title}
            maxLength={MAX_TITLE}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={type === "bug" ? "What goes wrong?" : "What would you like?"}
          />
        </div>
        {similar.data && similar.data.length > 0 && title.trim().length >= 4 && (
          <section aria-label="Similar posts" className="rounded-md border border-border bg-muted/40 p-3">
            <h3 className="mb-2 text-sm font-medium">Similar posts</h3>
            <ul className="space-y-1 text-sm">
              {similar.data.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-2">
                  <Link to={`/feedback/p/${s.id}`} onClick={onClose} className="min-w-0 truncate hover:underline">
                    {s.title}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {s.vote_count} {s.vote_count === 1 ? "vote" : "votes"}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="space-y-2">
          <Label htmlFor="feedback-body">Description</Label>
          <MarkdownField id="feedback-body" label="Description" value={body} onChange={setBody} max={MAX_BODY} rows={6} />
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Posting…" : "Post"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
