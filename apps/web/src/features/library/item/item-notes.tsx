// The owner's notes on an item: Markdown written with a preview, rendered sanitised (raw HTML is
// dropped, so a <script> in notes never runs). Saved optimistically; undo from the toast. They live
// in the owner-only content_item_notes table, so nobody else reads them by any request.
import { Lock, NotebookPen } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { usePatchItem } from "@/data/content-items/patch-item";
import type { ContentRow } from "@/data/content-items/types";
import { FormErrors, SaveCancelButtons } from "./edit-form-parts";
import { NOTES_MAX, parseNotes } from "./field-drafts";
import { MarkdownEditor, SafeMarkdown } from "./markdown-editor";

export function ItemNotes({ item }: { item: ContentRow }) {
  const patch = usePatchItem(item.id);
  const saved = item.notes ?? "";
  const [draft, setDraft] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const write = (notes: string, message: string, before: string | null) =>
    patch.mutate(
      { notes },
      {
        onSuccess: () => toast.success(message, before === null ? {} : { action: { label: "Undo", onClick: () => write(before, "Notes restored", null) } }),
        onError: (e) => toast.error("Could not save the notes", { description: `${e.message} Your text is still in the editor.` }),
      },
    );

  return (
    <section aria-labelledby="notes-heading" className="mt-6 rounded-lg border border-border bg-card p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="notes-heading" className="flex items-center gap-2 font-serif text-xl font-semibold">
          <NotebookPen aria-hidden="true" className="size-5 text-muted-foreground" /> Notes
        </h2>
        <span className="mr-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Lock aria-hidden="true" className="size-3" /> Only you can read them
        </span>
        {draft === null && (
          <Button variant="outline" size="sm" onClick={() => (setErrors([]), setDraft(saved))}>
            {saved ? "Edit notes" : "Add notes"}
          </Button>
        )}
      </div>
      {draft !== null ? (
        <form
          aria-label="Edit notes"
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const r = parseNotes(draft);
            if (!r.ok) return setErrors(r.errors);
            setDraft(null);
            if (r.value !== saved) write(r.value, "Notes saved", saved);
          }}
        >
          <MarkdownEditor id="item-notes" label="Notes" value={draft} onChange={setDraft} max={NOTES_MAX} rows={10} />
          <FormErrors errors={errors} />
          <SaveCancelButtons saveLabel="Save notes" saving={patch.isPending} onCancel={() => setDraft(null)} />
        </form>
      ) : saved.trim() ? (
        <div data-testid="notes-view" className="text-sm">
          <SafeMarkdown>{saved}</SafeMarkdown>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No notes yet. Keep plot hooks, reminders and anything the generator did not say here. Even on a published item, nobody else can read them.
        </p>
      )}
    </section>
  );
}
