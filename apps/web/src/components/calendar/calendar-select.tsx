// The calendar a document is dated in, picked from the writer's saved calendars (calendar generator
// items) or Gregorian: the timeline's settings and the family tree's header use this one list. The
// chosen calendar's `system` is copied into the reference, so visitors read the dates without being
// able to read the (maybe private) item.
import { toast } from "@/components/ui/toaster";
import { useItemsOfKind } from "@/data/content-items/get-items-of-kind";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { selectClass } from "@/components/ui/select-class";
import { calendarSystem } from "./calendar";
import type { CalendarRef } from "./calendar-ref";

export function CalendarSelect({
  id,
  value,
  onPick,
  className,
}: {
  id: string;
  value: CalendarRef;
  /** Called with the new reference and how to name it ("Reckoning of Ash", "the Gregorian calendar"). */
  onPick: (ref: CalendarRef, name: string) => void;
  className?: string;
}) {
  const { user } = useAuth();
  const calendars = useItemsOfKind(user?.id, "calendar");
  const current = value.kind === "gregorian" ? "" : value.itemId;
  return (
    <select
      id={id}
      className={cn(selectClass, className)}
      value={current}
      onChange={(e) => {
        const item = calendars.data?.find((c) => c.id === e.target.value);
        const system = item ? calendarSystem(item.data) : null;
        if (e.target.value && !system) return toast.error("That calendar cannot be read", { description: "Save it again from the calendar generator." });
        onPick(
          item && system ? { kind: "item", itemId: item.id, name: item.name, system } : { kind: "gregorian" },
          item ? item.name : "the Gregorian calendar",
        );
      }}
    >
      <option value="">Gregorian</option>
      {value.kind === "item" && !calendars.data?.some((c) => c.id === current) && <option value={current}>{value.name}</option>}
      {(calendars.data ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
