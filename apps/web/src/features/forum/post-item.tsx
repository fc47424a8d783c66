// One post in a thread (read, like, quote, edit in place, the per-post menu) and the reply box.
import { EyeOff, Flag, Heart, History, MoreHorizontal, Pencil, Quote, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { openAuthModal } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { cn } from "@/lib/utils";
import { unhidePost } from "@/data/forum/moderate";
import { MAX_BODY, type Post, type Thread } from "@/data/forum/types";
import { useForumMutation } from "@/data/forum/use-forum-mutation";
import { editPost, reply, toggleLike } from "@/data/forum/write-posts";
import { AuthorAvatar } from "@/components/avatar";
import type { Author } from "@/data/profiles/types";
import { AuthorName } from "./author";
import { embedComponents } from "./embeds";
import { ago, fullDate, plural } from "./format";
import { SanitizedMarkdown } from "@/components/sanitized-markdown";
import { PostEditor } from "./parts";

export function ReplyBox({
  threadId,
  draft,
  setDraft,
  onPosted,
}: {
  threadId: string;
  draft: string;
  setDraft: (v: string) => void;
  onPosted: (count: number) => void;
}) {
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

export function PostItem({
  post: p,
  thread,
  author,
  liked,
  me,
  admin,
  onQuote,
  onDialog,
}: {
  post: Post;
  thread: Thread;
  author: Author | undefined;
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
    <li
      ref={ref}
      id={`post-${p.number}`}
      className={cn("scroll-mt-20 rounded-lg border border-border bg-card p-4", gone && "bg-muted/30")}
      aria-label={`Post ${p.number}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <AuthorAvatar author={p.author_id ? author : undefined} size="sm" />
        <AuthorName id={p.author_id} name={author?.name} />
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
                        onSelect={() =>
                          unhide.mutate(p.id, {
                            onSuccess: () => toast.success("Post shown again"),
                            onError: (e) => showErrorToast("Could not unhide", e.message),
                          })
                        }
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
