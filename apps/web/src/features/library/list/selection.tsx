// Selecting several library items at once (My Content, Trash): the select-all checkbox above a
// list, and the sticky bar of bulk actions shown while anything is selected.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { itemCount } from "../pending-deletes";

/** "N items selected", the page's actions, and Clear. */
export function BulkActionsBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky top-2 z-20 mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-3 shadow-sm"
    >
      <span className="mr-auto text-sm font-medium">{itemCount(count)} selected</span>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}

/** A checkbox that selects all `total` shown rows (mixed when some are chosen), labelled by `children`. */
export function SelectAllCheckbox({
  id,
  label,
  chosen,
  total,
  onChange,
  children,
}: {
  id: string;
  label: string;
  chosen: number;
  total: number;
  onChange: (all: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="mb-2 flex items-center gap-2 text-sm text-muted-foreground">
      <Checkbox id={id} aria-label={label} checked={chosen === total ? true : chosen ? "indeterminate" : false} onCheckedChange={(c) => onChange(c === true)} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
