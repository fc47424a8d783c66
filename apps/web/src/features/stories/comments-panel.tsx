// The scene's comments under its editor: write one on the selected words (the toolbar's Comment
// button or Ctrl+Alt+M), jump to the words, resolve (the words lose their highlight; the comment
// stays under "Resolved"), or delete with Undo.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { Check, MessageSquare, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { SectionRow } from "@/data/story-sections/types";
import { createComment, deleteComment, listComments, setResolved, type StoryComment } from "@/data/story-comments/comments";
import { commentRange, unmarkComment } from "./comments";

export interface CommentDraft {
  from: number;
  to: number;
  quote: string;
}

export function CommentsPanel({
  scene,
  editor,
  draft,
  onDraftDone,
}: {
  scene: SectionRow;
  editor: Editor | null;
  draft: CommentDraft | null;
  onDraftDone: () => void;
}) {
  const qc = useQueryClient();
  const id = useId();
  const key = storyDocumentKeys.comments(scene.id);
  const comments = useQuery({ queryKey: key, queryFn: () => listComments(scene.id) });
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [showResolved, setShowResolved] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (draft) box.current?.focus();
  }, [draft]);

  const open = (comments.data ?? []).filter((c) => !c.resolved);
  const resolved = (comments.data ?? []).filter((c) => c.resolved);
  const refresh = () => void qc.invalidateQueries({ queryKey: key });

  const save = async () => {
    if (!draft || !editor) return;
    if (!body.trim()) {
      toast.error("Write the comment first", { description: "A comment needs some words." });
      return;
    }
    setBusy(true);
    const commentId = crypto.randomUUID();
    try {
      await createComment({ id: commentId, document_id: scene.document_id, section_id: scene.id, body: body.trim(), quote: draft.quote.slice(0, 300) });
      editor.chain().setTextSelection({ from: draft.from, to: draft.to }).setMark("comment", { id: commentId }).run();
      setBody("");
      onDraftDone();
      refresh();
    } catch (e) {
      toast.error("Could not add the comment", { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const jump = (c: StoryComment) => {
    const range = editor && commentRange(editor, c.id);
    if (!editor || !range) {
      toast("Those words are gone", { description: `“${c.quote}” is no longer in the scene.` });
      return;
    }
    editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  };

  const resolve = (c: StoryComment) => {
    void setResolved(c.id, true).then(
      () => {
        if (editor) unmarkComment(editor, c.id);
        refresh();
      },
      (e: Error) => toast.error("Could not resolve", { description: e.message }),
    );
  };

  const remove = (c: StoryComment) => {
    const range = editor ? commentRange(editor, c.id) : null;
    void deleteComment(c.id).then(
      () => {
        if (editor) unmarkComment(editor, c.id);
        refresh();
        toast("Comment deleted", {
          action: {
            label: "Undo",
            onClick: () =>
              void createComment({ id: c.id, document_id: c.document_id, section_id: c.section_id, body: c.body, quote: c.quote, resolved: c.resolved }).then(
                () => {
                  // The mark comes back where the words still are.
                  if (editor && range && !c.resolved && editor.state.doc.textBetween(range.from, range.to, " ") === c.quote) {
                    editor.chain().setTextSelection(range).setMark("comment", { id: c.id }).run();
                  }
                  refresh();
                },
                (e: Error) => toast.error("Could not bring it back", { description: e.message }),
              ),
          },
        });
      },
      (e: Error) => toast.error("Could not delete", { description: e.message }),
    );
  };

  if (!draft && !comments.data?.length) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="mt-4 rounded-lg border border-border bg-card p-3">
      <h3 id={`${id}-h`} className="mb-2 flex items-center gap-1.5 font-serif text-base font-semibold">
        <MessageSquare className="size-4 text-primary" aria-hidden="true" /> Comments{open.length ? ` (${open.length})` : ""}
      </h3>
      {draft && (
        <form
          className="mb-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="line-clamp-2 text-sm italic text-muted-foreground">On “{draft.quote}”</p>
          <Label htmlFor={`${id}-new`} className="sr-only">
            Comment
          </Label>
          <Textarea
            id={`${id}-new`}
            ref={box}
            rows={2}
            maxLength={2000}
            placeholder="A note to yourself about these words"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") {
                e.preventDefault();
                onDraftDone();
                editor?.commands.focus();
              } else if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void save();
              }
            }}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" size="sm" variant="ghost" onClick={onDraftDone}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              Add comment
            </Button>
          </div>
        </form>
      )}
      {open.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Open comments">
          {open.map((c) => (
            <li key={c.id} className="rounded-md border border-border p-2 text-sm">
              <button
                type="button"
                onClick={() => jump(c)}
                className="line-clamp-1 text-left italic text-muted-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                “{c.quote}”
              </button>
              <p className="whitespace-pre-wrap">{c.body}</p>
              <div className="mt-1 flex justify-end gap-1">
                <Button size="sm" variant="ghost" onClick={() => resolve(c)} aria-label={`Resolve the comment on “${c.quote}”`}>
                  <Check aria-hidden="true" /> Resolve
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove(c)} aria-label={`Delete the comment on “${c.quote}”`}>
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {resolved.length > 0 && (
        <div className="mt-2">
          <Button size="sm" variant="link" className="px-0" aria-expanded={showResolved} onClick={() => setShowResolved((s) => !s)}>
            {showResolved ? "Hide" : "Show"} resolved ({resolved.length})
          </Button>
          {showResolved && (
            <ul className="flex flex-col gap-1" aria-label="Resolved comments">
              {resolved.map((c) => (
                <li key={c.id} className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
                  <span className="min-w-0">
                    <span className="italic">“{c.quote}”</span> — {c.body}
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-8 shrink-0"
                    onClick={() => remove(c)}
                    aria-label={`Delete the resolved comment on “${c.quote}”`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
