// "Add a relation" (and "Edit the relation"): from, type, to, direction, strength and a note, so a
// whole map can be made without a mouse. Drawing an edge on the canvas fills in from and to.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { selectClass } from "@/components/ui/select-class";
import { Textarea } from "@/components/ui/textarea";
import type { GraphNode } from "./graph";
import { LABEL_MAX, NOTE_MAX, RELATION_TYPES, strengthWord, TYPE_LABEL, type Relation, type RelationType } from "./relation-data";

export type RelationDraft = Omit<Relation, "id">;
export const emptyDraft = (from = "", to = ""): RelationDraft => ({ from, to, type: "ally", label: "", mutual: false, strength: 3, note: "" });

/**
 * What is wrong with a draft, if anything. Before a submit only what the user just did is judged
 * (the same item at both ends); "pick both" and "name it" wait for the submit, so a fresh form never
 * opens with an error.
 */
export function draftProblem(draft: RelationDraft, submitted: boolean): string | null {
  if (draft.from && draft.from === draft.to) return "A relation joins two different items.";
  if (!submitted) return null;
  if (!draft.from || !draft.to) return "Pick who the relation is from and to.";
  if (draft.type === "custom" && !draft.label.trim()) return "Name the custom relation.";
  return null;
}

export function RelationForm({
  nodes,
  draft,
  setDraft,
  editing,
  onSubmit,
  onCancel,
  typeRef,
}: {
  nodes: GraphNode[];
  draft: RelationDraft;
  setDraft: (d: RelationDraft) => void;
  editing: boolean;
  onSubmit: (d: RelationDraft) => void;
  onCancel: () => void;
  typeRef?: React.Ref<HTMLSelectElement>;
}) {
  const ids = useId();
  // Validation shows only after the user changed a field (touched) or pressed the button (submitted).
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const error = touched || submitted ? draftProblem(draft, submitted) : null;
  const set = (patch: Partial<RelationDraft>) => {
    setTouched(true);
    setSubmitted(false);
    setDraft({ ...draft, ...patch });
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (draftProblem(draft, true)) return setSubmitted(true);
    setTouched(false);
    setSubmitted(false);
    onSubmit({ ...draft, label: draft.type === "custom" ? draft.label.trim() : "", note: draft.note.trim() });
  };
  const itemSelect = (which: "from" | "to", label: string) => (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={`${ids}-${which}`}>{label}</Label>
      <select id={`${ids}-${which}`} className={selectClass} value={draft[which]} onChange={(e) => set({ [which]: e.target.value })}>
        <option value="">Choose an item</option>
        {nodes.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form onSubmit={submit} aria-labelledby={`${ids}-title`} className="grid gap-3 rounded-lg border border-border bg-card p-4" noValidate>
      <h3 id={`${ids}-title`} className="font-serif text-lg font-semibold">
        {editing ? "Edit the relation" : "Add a relation"}
      </h3>
      <div className="grid gap-3">
        {itemSelect("from", "From")}
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-type`}>Relation</Label>
          <select id={`${ids}-type`} ref={typeRef} className={selectClass} value={draft.type} onChange={(e) => set({ type: e.target.value as RelationType })}>
            {RELATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </div>
        {itemSelect("to", "To")}
      </div>
      {draft.type === "custom" && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-label`}>Name of the relation</Label>
          <Input
            id={`${ids}-label`}
            value={draft.label}
            maxLength={LABEL_MAX}
            placeholder="Sworn to, betrayed, hunts…"
            onChange={(e) => set({ label: e.target.value })}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Direction</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <label className="inline-flex items-center gap-2">
              <input type="radio" name={`${ids}-dir`} checked={!draft.mutual} onChange={() => set({ mutual: false })} /> One way
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" name={`${ids}-dir`} checked={draft.mutual} onChange={() => set({ mutual: true })} /> Mutual
            </label>
          </div>
        </fieldset>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-strength`}>
            Strength: {draft.strength} ({strengthWord(draft.strength)})
          </Label>
          <input
            id={`${ids}-strength`}
            type="range"
            min={1}
            max={5}
            step={1}
            value={draft.strength}
            aria-valuetext={`${draft.strength}, ${strengthWord(draft.strength)}`}
            onChange={(e) => set({ strength: Number(e.target.value) })}
            className="h-10 w-full accent-primary"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-note`}>Note</Label>
        <Textarea
          id={`${ids}-note`}
          rows={2}
          maxLength={NOTE_MAX}
          placeholder="How it started, what it costs them."
          value={draft.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{editing ? "Save the relation" : "Add relation"}</Button>
        {editing && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
