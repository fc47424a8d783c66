// The foot of the library's inline edit forms (a field, a prose section, the notes): what is
// wrong with the draft, then Save and Cancel.
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The draft's problems, announced as an alert; nothing when there are none. */
export function FormErrors({ errors, id, className }: { errors: readonly string[]; id?: string; className?: string }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} role="alert" className={cn("text-sm font-medium text-destructive", className)}>
      {errors.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

/** "Save <what>" (submits the form; off while saving) and Cancel. */
export function SaveCancelButtons({ saveLabel, saving, onCancel }: { saveLabel: string; saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" disabled={saving}>
        {saveLabel}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
