// The GM's private notes on a campaign: story_document_notes, readable by the owner only, even when
// the campaign is published. Saved a moment after typing stops, shown in the editor's save state.
import { useQueryClient } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useNotes } from "@/data/story-documents/get-notes";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { saveNotes } from "@/data/story-documents/save-notes";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";

export function GmNotes({ doc, autosave }: { doc: StoryDoc; autosave: Autosave }) {
  const query = useNotes(doc.id);
  return (
    <section aria-labelledby="gm-notes-heading" className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="gm-notes-heading" className="flex items-center gap-2 font-serif text-xl font-semibold">
        <Lock className="size-4 text-muted-foreground" aria-hidden="true" /> GM notes
      </h2>
      <p className="mb-2 text-sm text-muted-foreground">
        Only you see these, even when the campaign is published: secrets, twists, what the players must not read.
      </p>
      {query.isPending ? (
        <RowsSkeleton label="Loading your notes" />
      ) : query.isError ? (
        <InlineLoadError what="Your notes" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <NotesField doc={doc} autosave={autosave} initial={query.data ?? ""} />
      )}
    </section>
  );
}

function NotesField({ doc, autosave, initial }: { doc: StoryDoc; autosave: Autosave; initial: string }) {
  const qc = useQueryClient();
  const [notes, setNotes] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const save = () => {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    const text = pending.current;
    pending.current = null;
    void autosave
      .track(saveNotes(doc.id, text))
      .then(() => qc.setQueryData(storyDocumentKeys.notes(doc.id), text))
      .catch(() => undefined);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => () => saveRef.current(), []);
  return (
    <>
      <Label htmlFor="gm-notes" className="sr-only">
        GM notes (private)
      </Label>
      <Textarea
        id="gm-notes"
        rows={5}
        maxLength={20000}
        value={notes}
        placeholder="The duke is the cult leader. Do not reveal before session 6."
        onChange={(e) => {
          setNotes(e.target.value);
          pending.current = e.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(save, 700);
        }}
        onBlur={save}
      />
    </>
  );
}
