// The head of every story tool's editor: the save state, Public / Private, the tool's own buttons,
// Publish / Make private with "See it as visitors do", exports, Delete (to the trash, Undo in the
// toast), the conflict banner, and the document's name and description fields.
import { useQueryClient } from "@tanstack/react-query";
import { Globe, Lock, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import type { StoryDoc } from "@/data/story-documents/types";
import { trashWithUndo } from "./pending-deletes";
import { ConflictBanner, SaveStatus } from "./save-status";
import type { Autosave } from "./use-autosave";

export interface Publishing {
  /** Where visitors read the published document, e.g. `/browse/timelines/<id>`. */
  browsePath: string;
  /** "See it as visitors do" unless said otherwise. */
  seeLabel?: string;
  /** The toast on publishing; "Published: anyone can read it under Browse" unless said otherwise. */
  publishedText?: string;
  /** A line under the toast on publishing, when there is something to say. */
  publishedNote?: () => string | undefined;
}

export interface DocumentHeaderProps {
  doc: StoryDoc;
  autosave: Autosave;
  /** Re-mounts the editor after "Reload theirs". */
  onReloaded: () => void;
  /** What the document is called in messages: "map", "tree", "story"… */
  noun: string;
  /** The tool's list, where Delete goes back to. */
  listPath: string;
  /** null: the tool's documents stay private (no Publish button). */
  publishing: Publishing | null;
  /** After Public / Private (e.g. a word count). */
  status?: ReactNode;
  /** The tool's own buttons, before Publish. */
  tools?: ReactNode;
  /** Export buttons, after Publish. */
  exports?: ReactNode;
  /** The name and description fields (see DocumentFields), below the banner. */
  children?: ReactNode;
}

export function DocumentHeader({ doc, autosave, onReloaded, noun, listPath, publishing, status, tools, exports, children }: DocumentHeaderProps) {
  const wrapped = { ...autosave, reloadTheirs: () => autosave.reloadTheirs().then(onReloaded) };
  return (
    <>
      <h1 className="sr-only">{doc.title}</h1>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SaveStatus autosave={autosave} />
        <VisibilityBadge visibility={publishing ? doc.visibility : "private"} />
        {status}
        <div className="ml-auto flex flex-wrap gap-2">
          {tools}
          {publishing && <PublishButtons doc={doc} autosave={autosave} noun={noun} publishing={publishing} />}
          {exports}
          <DeleteButton doc={doc} autosave={autosave} listPath={listPath} />
        </div>
      </div>
      <ConflictBanner autosave={wrapped} what={noun} />
      {children}
    </>
  );
}

export function VisibilityBadge({ visibility }: { visibility: StoryDoc["visibility"] }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      {visibility === "public" ? <Globe className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
      {visibility === "public" ? "Public" : "Private"}
    </span>
  );
}

/** Publish / Make private, and "See it as visitors do" while public. */
export function PublishButtons({ doc, autosave, noun, publishing }: { doc: StoryDoc; autosave: Autosave; noun: string; publishing: Publishing }) {
  const pub = doc.visibility === "public";
  const toggle = () => {
    autosave.change({ visibility: pub ? "private" : "public" });
    const note = pub ? undefined : publishing.publishedNote?.();
    void autosave
      .flush()
      .then(() =>
        pub
          ? toast.success(`The ${noun} is private again`)
          : toast.success(publishing.publishedText ?? "Published: anyone can read it under Browse", note ? { description: note } : undefined),
      );
  };
  return (
    <>
      <Button size="sm" variant={pub ? "outline" : "default"} disabled={autosave.state === "conflict"} onClick={toggle}>
        {pub ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
        {pub ? "Make private" : "Publish"}
      </Button>
      {pub && (
        <Button size="sm" variant="outline" asChild>
          <Link to={publishing.browsePath}>{publishing.seeLabel ?? "See it as visitors do"}</Link>
        </Button>
      )}
    </>
  );
}

/** Delete: saves what is pending, moves the document to the trash (Undo in the toast) and goes back to the list. */
export function DeleteButton({ doc, autosave, listPath }: { doc: StoryDoc; autosave: Autosave; listPath: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => {
        void autosave.flush();
        trashWithUndo(qc, [doc.id], `“${doc.title}”`);
        void navigate(listPath);
      }}
    >
      <Trash2 aria-hidden="true" /> Delete
    </Button>
  );
}

/** The document's title and summary as edited: the typed text, saved when it is valid. */
export function useDocumentText(doc: StoryDoc, autosave: Autosave) {
  const [title, setTitle] = useState(doc.title);
  const [summary, setSummary] = useState(doc.summary);
  return {
    title,
    summary,
    /** The title to show and export: the typed one, or the last saved while it is blank. */
    shownTitle: title.trim() || doc.title,
    setTitle: (value: string) => {
      setTitle(value);
      if (value.trim()) autosave.change({ title: value.trim() });
    },
    setSummary: (value: string) => {
      setSummary(value);
      autosave.change({ summary: value });
    },
  };
}
export type DocumentText = ReturnType<typeof useDocumentText>;

export function TitleField({
  id,
  text,
  noun,
  label = "Name",
  className = "font-serif text-lg",
}: {
  id: string;
  text: DocumentText;
  noun: string;
  label?: "Name" | "Title";
  className?: string;
}) {
  const blank = !text.title.trim();
  const word = label.toLowerCase();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={`${id}-name`}>{label}</Label>
      <Input
        id={`${id}-name`}
        className={className}
        value={text.title}
        maxLength={200}
        aria-invalid={blank}
        aria-describedby={blank ? `${id}-name-error` : undefined}
        onChange={(e) => text.setTitle(e.target.value)}
      />
      {blank && (
        <p id={`${id}-name-error`} className="text-sm text-destructive">
          A {noun} needs a {word}. The last {word === "name" ? "name" : "one"} is kept until you type one.
        </p>
      )}
    </div>
  );
}

export function SummaryField({
  id,
  text,
  label = "Description",
  placeholder,
  rows = 2,
  counter = false,
}: {
  id: string;
  text: DocumentText;
  label?: string;
  placeholder: string;
  rows?: number;
  counter?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={`${id}-summary`}>{label}</Label>
      <Textarea
        id={`${id}-summary`}
        rows={rows}
        maxLength={4000}
        placeholder={placeholder}
        value={text.summary}
        onChange={(e) => text.setSummary(e.target.value)}
      />
      {counter && <p className="text-xs text-muted-foreground">{text.summary.length.toLocaleString()} / 4,000</p>}
    </div>
  );
}

/** Name and description side by side in a card (stacked on a phone), with room for one more field. */
export function DocumentFields({
  id,
  text,
  noun,
  placeholder,
  extra,
  className,
}: {
  id: string;
  text: DocumentText;
  noun: string;
  placeholder?: string;
  extra?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-4 grid gap-3 rounded-lg border border-border bg-card p-4", placeholder !== undefined && "sm:grid-cols-2", className)}>
      <TitleField id={id} text={text} noun={noun} />
      {placeholder !== undefined && <SummaryField id={id} text={text} placeholder={placeholder} />}
      {extra}
    </div>
  );
}
