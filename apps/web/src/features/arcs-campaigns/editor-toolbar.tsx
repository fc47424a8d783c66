// The bar above the arc and campaign editors: save state, visibility, publish, the visitors' view,
// Markdown, delete (with Undo), from the pieces of document-header.tsx. Also the title field both editors share.
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { StoryDoc } from "@/data/story-documents/types";
import { TOOL_NOUN } from "@/components/story-documents/tools";
import { downloadMarkdown } from "@/components/story-documents/markdown";
import { DeleteButton, PublishButtons, VisibilityBadge } from "@/components/story-documents/document-header";
import { SaveStatus } from "@/components/story-documents/save-status";
import type { Autosave } from "@/components/story-documents/use-autosave";

export const LIST_PATH = "/story-elements/arcs-campaigns";
export const publicArcPath = (id: string) => `/browse/arcs-campaigns/${id}`;

export function EditorToolbar({ doc, autosave, markdown }: { doc: StoryDoc; autosave: Autosave; markdown: () => string }) {
  const [noun] = TOOL_NOUN[doc.tool];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <SaveStatus autosave={autosave} />
      <VisibilityBadge visibility={doc.visibility} />
      <div className="ml-auto flex flex-wrap gap-2">
        <PublishButtons
          doc={doc}
          autosave={autosave}
          noun={noun}
          publishing={{ browsePath: publicArcPath(doc.id), publishedText: "Published: anyone with the link can read it" }}
        />
        <Button size="sm" variant="outline" onClick={() => downloadMarkdown(doc.title, markdown())}>
          <Download aria-hidden="true" /> Markdown
        </Button>
        <DeleteButton doc={doc} autosave={autosave} listPath={doc.tool === "campaign" ? `${LIST_PATH}?tab=campaigns` : LIST_PATH} />
      </div>
    </div>
  );
}

/** The document's title: an empty one is refused and the last one kept. */
export function TitleField({ doc, autosave, label }: { doc: StoryDoc; autosave: Autosave; label: string }) {
  const id = useId();
  const [title, setTitle] = useState(doc.title);
  const error = !title.trim() ? `A ${TOOL_NOUN[doc.tool][0]} needs a title.` : null;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="font-serif text-lg"
        value={title}
        maxLength={200}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setTitle(e.target.value);
          if (e.target.value.trim()) autosave.change({ title: e.target.value.trim() });
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error} The last title is kept until you type one.
        </p>
      )}
    </div>
  );
}
