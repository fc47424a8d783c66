// One typed editor per field kind (text, number, list, link, links, date, table, pairs) inside a
// small form: the draft is validated on Save (field-drafts.ts); bad input shows why and saves nothing.
import type { Calendar, FieldValue } from "@worldloom/generators";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth";
import { useLinkTargets } from "@/data/content-items/get-link-targets";
import type { SavedField } from "@/data/content-items/types";
import { FormErrors, SaveCancelButtons } from "./edit-form-parts";
import { parseDraft, toDraft, type FieldDraft, type LinkDraft } from "./field-drafts";
import { kindLabel } from "../kinds";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

function move<T>(xs: readonly T[], i: number, d: -1 | 1): T[] {
  const j = i + d;
  if (j < 0 || j >= xs.length) return [...xs];
  const out = [...xs];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

function IconButton({ label, onClick, children, disabled }: { label: string; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="button" variant="ghost" size="icon" className="size-9" onClick={onClick} disabled={disabled} title={label}>
      {children}
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** Rows of a list-like draft with reorder / remove controls and an "Add" button. */
function RowList<T>({
  rows,
  onChange,
  blank,
  what,
  render,
}: {
  rows: T[];
  onChange: (rows: T[]) => void;
  blank: T;
  what: string;
  render: (row: T, i: number, set: (row: T) => void) => ReactNode;
}) {
  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {rows.map((row, i) => (
          <li key={i} className="flex items-start gap-1">
            <div className="min-w-0 flex-1">{render(row, i, (r) => onChange(rows.map((x, k) => (k === i ? r : x))))}</div>
            <IconButton label={`Move ${what} ${i + 1} up`} disabled={i === 0} onClick={() => onChange(move(rows, i, -1))}>
              <ArrowUp aria-hidden="true" />
            </IconButton>
            <IconButton label={`Move ${what} ${i + 1} down`} disabled={i === rows.length - 1} onClick={() => onChange(move(rows, i, 1))}>
              <ArrowDown aria-hidden="true" />
            </IconButton>
            <IconButton label={`Remove ${what} ${i + 1}`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
              <X aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, blank])}>
        <Plus aria-hidden="true" /> Add {what}
      </Button>
    </div>
  );
}

/** A link's other end: one of the user's own items of the field's kind, or any name typed in. */
function LinkPicker({ id, kind, value, onChange, label }: { id: string; kind: string; value: LinkDraft; onChange: (v: LinkDraft) => void; label: string }) {
  const { user } = useAuth();
  const targets = useLinkTargets(user?.id, kind);
  const options = targets.data ?? [];
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="space-y-1">
        <Label htmlFor={`${id}-pick`} className="text-xs">
          {label}: your {kindLabel(kind).toLowerCase()}s
        </Label>
        <select
          id={`${id}-pick`}
          className={selectClass}
          value={value.id && options.some((o) => o.id === value.id) ? value.id : ""}
          onChange={(e) => {
            const t = options.find((o) => o.id === e.target.value);
            onChange(t ? { name: t.name, id: t.id } : { name: value.name });
          }}
        >
          <option value="">{targets.isPending ? "Loading…" : options.length ? "— not one of yours —" : "— none saved yet —"}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`} className="text-xs">
          {label}: name
        </Label>
        {/* Typing a name makes it free text: the link no longer points at a saved item. */}
        <Input id={`${id}-name`} value={value.name} maxLength={200} onChange={(e) => onChange({ name: e.target.value })} />
      </div>
    </div>
  );
}

function DraftEditor({
  field,
  draft,
  setDraft,
  calendar,
  id,
}: {
  field: SavedField;
  draft: FieldDraft;
  setDraft: (d: FieldDraft) => void;
  calendar?: Calendar | undefined;
  id: string;
}) {
  const v = field.value;
  switch (draft.type) {
    case "text": {
      const long = draft.value.length > 80 || draft.value.includes("\n");
      return long ? (
        <Textarea id={id} aria-label={field.label} rows={4} value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} />
      ) : (
        <Input id={id} aria-label={field.label} value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} />
      );
    }
    case "number":
      return (
        <div className="flex items-center gap-2">
          {/* Text, not type=number, so anything typed can be checked and explained. */}
          <Input
            id={id}
            aria-label={field.label}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-48"
            value={draft.value}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          />
          {v.type === "number" && v.unit ? <span className="text-sm text-muted-foreground">{v.unit}</span> : null}
        </div>
      );
    case "list":
      return (
        <RowList
          rows={draft.items}
          what="item"
          blank=""
          onChange={(items) => setDraft({ ...draft, items })}
          render={(item, i, set) => <Input aria-label={`${field.label}, item ${i + 1}`} value={item} onChange={(e) => set(e.target.value)} />}
        />
      );
    case "link": {
      const kind = v.type === "link" ? v.link.kind : "character";
      return <LinkPicker id={id} kind={kind} label={field.label} value={draft.link} onChange={(link) => setDraft({ ...draft, link })} />;
    }
    case "links": {
      const kind = v.type === "links" ? (v.links[0]?.kind ?? "character") : "character";
      return (
        <RowList
          rows={draft.links}
          what="link"
          blank={{ name: "" }}
          onChange={(links) => setDraft({ ...draft, links })}
          render={(l, i, set) => <LinkPicker id={`${id}-${i}`} kind={kind} label={`Link ${i + 1}`} value={l} onChange={set} />}
        />
      );
    }
    case "date":
      return (
        <div className="space-y-2">
          <div className="grid grid-cols-3 gap-2">
            <div className="space-y-1">
              <Label htmlFor={`${id}-year`} className="text-xs">
                Year
              </Label>
              <Input id={`${id}-year`} inputMode="numeric" value={draft.year} onChange={(e) => setDraft({ ...draft, year: e.target.value })} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-month`} className="text-xs">
                Month
              </Label>
              {calendar ? (
                <select id={`${id}-month`} className={selectClass} value={draft.month} onChange={(e) => setDraft({ ...draft, month: e.target.value })}>
                  {calendar.months.map((m, i) => (
                    <option key={i} value={String(i + 1)}>
                      {m.name}
                    </option>
                  ))}
                </select>
              ) : (
                <Input id={`${id}-month`} inputMode="numeric" value={draft.month} onChange={(e) => setDraft({ ...draft, month: e.target.value })} />
              )}
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-day`} className="text-xs">
                Day
              </Label>
              <Input id={`${id}-day`} inputMode="numeric" value={draft.day} onChange={(e) => setDraft({ ...draft, day: e.target.value })} />
            </div>
          </div>
          {calendar ? (
            <p className="text-xs text-muted-foreground">Calendar: {calendar.name}. The weekday, month name and era are written for you.</p>
          ) : (
            <div className="space-y-1">
              <Label htmlFor={`${id}-text`} className="text-xs">
                As it reads
              </Label>
              <Input id={`${id}-text`} value={draft.text} maxLength={200} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
            </div>
          )}
        </div>
      );
    case "table":
      return (
        <RowList
          rows={draft.rows}
          what="row"
          blank={draft.columns.map(() => "")}
          onChange={(rows) => setDraft({ ...draft, rows })}
          render={(row, i, set) => (
            <fieldset className="grid gap-2 rounded-md border border-border p-2 sm:grid-cols-2">
              <legend className="px-1 text-xs text-muted-foreground">Row {i + 1}</legend>
              {draft.columns.map((c, j) => (
                <Input
                  key={j}
                  aria-label={`${c}, row ${i + 1}`}
                  placeholder={c}
                  value={row[j] ?? ""}
                  onChange={(e) => set(row.map((x, k) => (k === j ? e.target.value : x)))}
                />
              ))}
            </fieldset>
          )}
        />
      );
    case "pairs":
      return (
        <RowList
          rows={draft.pairs}
          what="row"
          blank={{ label: "", value: "" }}
          onChange={(pairs) => setDraft({ ...draft, pairs })}
          render={(p, i, set) => (
            <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
              <Input aria-label={`Label ${i + 1}`} placeholder="Label" value={p.label} onChange={(e) => set({ ...p, label: e.target.value })} />
              <Input aria-label={`Value ${i + 1}`} placeholder="Value" value={p.value} onChange={(e) => set({ ...p, value: e.target.value })} />
            </div>
          )}
        />
      );
  }
}

export function FieldEditor({
  field,
  calendar,
  saving,
  onSave,
  onCancel,
}: {
  field: SavedField;
  calendar?: Calendar | undefined;
  saving: boolean;
  onSave: (v: FieldValue) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<FieldDraft>(() => toDraft(field.value));
  const [errors, setErrors] = useState<string[]>([]);
  const uid = useId();
  const id = `field-${uid}`;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("input, textarea, select")?.focus(), []);
  return (
    <form
      ref={form}
      aria-label={`Edit ${field.label}`}
      aria-describedby={errors.length ? `${id}-errors` : undefined}
      className="space-y-3 rounded-md border border-border bg-background p-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const r = parseDraft(field.value, draft, draft.type === "date" ? calendar : undefined);
        if (!r.ok) return setErrors(r.errors);
        setErrors([]);
        onSave(r.value);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
    >
      <DraftEditor field={field} draft={draft} setDraft={setDraft} calendar={calendar} id={id} />
      <FormErrors errors={errors} id={`${id}-errors`} className="space-y-0.5" />
      <SaveCancelButtons saveLabel={`Save ${field.label}`} saving={saving} onCancel={onCancel} />
    </form>
  );
}
