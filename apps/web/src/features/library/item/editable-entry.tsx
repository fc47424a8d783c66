// The owner's sourcebook entry on /my-content/:id: each field gets Edit (a typed editor) and
// Regenerate (a new value from the item's generator, kept or discarded), each prose section Edit
// (Markdown with preview). Saves are optimistic and undoable from the toast.
import type { FieldValue } from "@worldloom/generators";
import { useQueryClient } from "@tanstack/react-query";
import { Info, Pencil, RefreshCw } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { FieldValueView } from "@/components/field-value";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { usePatchItem } from "@/data/content-items/patch-item";
import type { ItemPatch } from "@/data/content-items/update-items";
import type { ContentRow, SavedData, SavedField, SavedSection } from "@/data/content-items/types";
import { FormErrors, SaveCancelButtons } from "./edit-form-parts";
import { calendarOf, parseSection } from "./field-drafts";
import { FieldEditor } from "./field-editors";
import { kindLabel } from "../kinds";
import { MarkdownEditor } from "./markdown-editor";
import { fieldChange, freshSeeds, regenerateField, regenInfo } from "./regenerate-field";
import { SourcebookEntry } from "./sourcebook-entry";
import { contentItemKeys } from "@/data/content-items/keys";

/** Keyboard users land back on the button that opened an editor once it closes. */
const refocus = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

function Action({ id, label, onClick, children }: { id: string; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button id={id} type="button" variant="ghost" size="icon" className="size-8 text-muted-foreground" title={label} onClick={onClick}>
      {children}
      <span className="sr-only">{label}</span>
    </Button>
  );
}

function SectionEditor({
  section,
  index,
  saving,
  onSave,
  onCancel,
}: {
  section: SavedSection;
  index: number;
  saving: boolean;
  onSave: (s: SavedSection) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(section.title);
  const [markdown, setMarkdown] = useState(section.markdown);
  const [errors, setErrors] = useState<string[]>([]);
  const id = `section-${index}`;
  return (
    <form
      aria-label={`Edit section ${section.title}`}
      className="space-y-3 rounded-md border border-border bg-background p-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const r = parseSection(title, markdown);
        if (!r.ok) return setErrors(r.errors);
        onSave(r.value);
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-title`}>Section title</Label>
        <Input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <MarkdownEditor id={`${id}-text`} label={`${section.title} text`} value={markdown} onChange={setMarkdown} max={20000} rows={10} />
      <FormErrors errors={errors} />
      <SaveCancelButtons saveLabel="Save section" saving={saving} onCancel={onCancel} />
    </form>
  );
}

export function EditableEntry({ item }: { item: ContentRow }) {
  const qc = useQueryClient();
  const patch = usePatchItem(item.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [proposal, setProposal] = useState<{ key: string; value: FieldValue } | null>(null);
  const calendar = useMemo(() => calendarOf(item.data.fields, item.data.system), [item.data.fields, item.data.system]);
  const info = useMemo(() => regenInfo(item), [item]);

  // Undo puts back only what this edit changed, on top of whatever the item holds by then.
  const latestRow = (): ContentRow => qc.getQueryData<ContentRow | null>(contentItemKeys.item(item.id)) ?? item;
  const latest = (): SavedData => latestRow().data;
  const save = (change: ItemPatch, message: string, undo: () => ItemPatch) =>
    patch.mutate(change, {
      onSuccess: () =>
        toast.success(message, {
          action: {
            label: "Undo",
            onClick: () =>
              patch.mutate(undo(), {
                onSuccess: () => toast.success("Change undone"),
                onError: (e) => toast.error("Could not undo", { description: e.message }),
              }),
          },
        }),
      onError: (e) => toast.error("Could not save", { description: `${e.message} Your change was not kept.` }),
    });

  const saveField = (f: SavedField, value: FieldValue, message: string) => {
    setEditing(null);
    setProposal(null);
    refocus(`edit-field-${f.key}`);
    const { change, rewritten } = fieldChange(item, f.key, value);
    // The "Name" field is the item's name too while the two agree, so renaming it renames the item.
    const renames = f.key === "name" && f.value.type === "text" && f.value.value === item.name && value.type === "text" && value.value.length <= 200;
    if (renames) change.name = value.value;
    // Undo works from the item as it is when pressed: the old value goes back, and prose that is
    // still the generator's own is rewritten around it (prose edited since is left alone).
    const undo = (): ItemPatch => ({ ...fieldChange(latestRow(), f.key, f.value).change, ...(renames ? { name: item.name } : {}) });
    save(change, rewritten ? `${message}; the prose now matches` : message, undo);
  };

  const regenerate = (f: SavedField) => {
    try {
      setEditing(null);
      setProposal({ key: f.key, value: regenerateField(item, f.key, freshSeeds(6)) });
    } catch (e) {
      toast.error("Could not regenerate", { description: e instanceof Error ? e.message : String(e) });
    }
  };

  const renderField = (f: SavedField, view: ReactNode) => {
    if (editing === f.key) {
      return (
        <FieldEditor
          field={f}
          calendar={calendar}
          saving={patch.isPending}
          onSave={(v) => saveField(f, v, `${f.label} saved`)}
          onCancel={() => (setEditing(null), refocus(`edit-field-${f.key}`))}
        />
      );
    }
    if (proposal?.key === f.key) {
      return (
        <div role="group" aria-label={`New ${f.label}`} className="space-y-2 rounded-md border border-primary/40 bg-background p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Now</p>
          <div className="text-muted-foreground line-through decoration-muted-foreground/50">{view}</div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Regenerated</p>
          <div data-testid="regenerated-value">
            <FieldValueView value={proposal.value} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => saveField(f, proposal.value, `${f.label} regenerated`)}>
              Keep
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => regenerate(f)}>
              Try another
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => (setProposal(null), refocus(`regen-field-${f.key}`))}>
              Discard
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">{view}</div>
        <Action id={`edit-field-${f.key}`} label={`Edit ${f.label}`} onClick={() => (setProposal(null), setEditing(f.key))}>
          <Pencil aria-hidden="true" />
        </Action>
        {info.current !== undefined && (
          <Action id={`regen-field-${f.key}`} label={`Regenerate ${f.label}`} onClick={() => regenerate(f)}>
            <RefreshCw aria-hidden="true" />
          </Action>
        )}
      </div>
    );
  };

  const renderSection = (s: SavedSection, i: number, view: ReactNode) => {
    if (editing === `section:${i}`) {
      return (
        <SectionEditor
          section={s}
          index={i}
          saving={patch.isPending}
          onCancel={() => (setEditing(null), refocus(`edit-section-${i}`))}
          onSave={(next) => {
            setEditing(null);
            refocus(`edit-section-${i}`);
            const at = (d: SavedData, v: SavedSection): SavedData => ({ ...d, sections: (d.sections ?? []).map((x, k) => (k === i ? v : x)) });
            save({ data: at(item.data, next) }, `${next.title} saved`, () => ({ data: at(latest(), s) }));
          }}
        />
      );
    }
    return (
      <div className="group relative">
        {view}
        <Button
          id={`edit-section-${i}`}
          type="button"
          variant="ghost"
          size="sm"
          className="mt-1 px-2 text-muted-foreground"
          onClick={() => (setProposal(null), setEditing(`section:${i}`))}
        >
          <Pencil aria-hidden="true" /> Edit {s.title}
        </Button>
      </div>
    );
  };

  return (
    <>
      {info.savedDiffers !== undefined && (
        <p role="note" className="mb-3 flex items-start gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            This item was made with version {info.savedDiffers} of the {kindLabel(item.kind).toLowerCase()} generator; it is now at version {info.current}.
            Regenerated fields come from the current version and may read differently.
          </span>
        </p>
      )}
      <SourcebookEntry
        item={item}
        kindLabel={kindLabel(item.kind)}
        tagHref={(t) => `/my-content?tag=${encodeURIComponent(t)}`}
        renderField={renderField}
        renderSection={renderSection}
      />
    </>
  );
}
