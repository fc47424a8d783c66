// The tree's calendar in its header: the calendar list a timeline uses too (components/calendar/calendar-select.tsx).
// Dates keep their numbers (year, month, day) and are written in the chosen calendar; Undo puts the
// old choice back.
import { useId } from "react";
import { Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { CalendarSelect } from "@/components/calendar/calendar-select";
import type { CalendarRef } from "@/components/calendar/calendar-ref";
import type { FamilyState } from "./use-family";

export function CalendarField({ value, fam }: { value: CalendarRef; fam: FamilyState }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>Calendar</Label>
      <CalendarSelect
        id={id}
        value={value}
        onPick={(calendar, name) => {
          const before = fam.latest().calendar ?? null;
          fam.set((d) => ({ ...d, calendar }));
          toast.success(`Dated in ${name} now`, { action: { label: "Undo", onClick: () => fam.set((d) => ({ ...d, calendar: before })) } });
        }}
      />
    </div>
  );
}
