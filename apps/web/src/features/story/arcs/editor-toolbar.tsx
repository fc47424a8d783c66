// The bar above the arc and campaign editors: save state, visibility, publish, the visitors' view,
// Markdown, delete (with Undo). Also the title field both editors share.
import { useQueryClient } from "@tanstack/react-query";
import { Download, Globe, Lock, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { TOOL_NOUN, type StoryDoc } from "../api/types";
import { downloadMarkdown } from "../markdown";
import { trashWithUndo } from "../pending-deletes";
import { SaveStatus } from "../save-status";
import type { Autosave } from "../use-autosave";

export const LIST_PATH = "/story-elements/arcs-campaigns";
export const publicArcPath = (id: string) => `/browse/arcs-campaigns/${id}`;

export function EditorToolbar({ doc, autosave, markdown }: { doc: StoryDoc; autosave: Autosave; markdown: () => string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [noun] = TOOL_NOUN[doc.tool];
  const pub = doc.visibility === "public";
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <SaveStatus autosave={autosave} />
      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        {pub ? <Globe className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
        {pub ? "Public" : "Private"}
      </span>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={pub ? "outline" : "default"}
          disabled={autosave.state === "conflict"}
          onClick={() => {
            autosave.change({ visibility: pub ? "private" : "public" });
            void autosave.flush().then(() => toast.success(pub ? `The ${noun} is private again` : "Published: anyone with the link can read it"));
          }}
        >
          {pub ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
          {pub ? "Make private" : "Publish"}
        </Button>
        {pub && (
          <Button size="sm" variant="outline" asChild>
            <Link to={publicArcPath(doc.id)}>See it as visitors do</Link>
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => downloadMarkdown(doc.title, markdown())}>
          <Download aria-hidden="true" /> Markdown
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            void autosave.flush();
            trashWithUndo(qc, [doc.id], `“${doc.title}”`);
            void navigate(doc.tool === "campaign" ? `${LIST_PATH}?tab=campaigns` : LIST_PATH);
          }}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
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
