// A family-tree date: a year (required for a date at all), then optionally the month and the day,
// picked from the calendar's own months and their lengths (leap years included). A year alone is
// a whole date. What cannot be in the calendar stays in the fields with a message and is not saved.
import { useId, useState } from "react";
import { Input, Label } from "@/components/ui/input";
import { selectClass } from "@/components/ui/select-class";
import { GREGORIAN, monthDays, type TLCalendar } from "@/components/calendar/calendar";
import { famDateProblem, famYear, type FamDate } from "@/components/story-documents/family-dates";
import { parseYear } from "./year-input";

export interface FamDateInputProps {
  /** The visible label of the year field ("Born"). */
  label: string;
  /** What the month and day belong to, for their names: "birth" gives "Month of birth". */
  what: string;
  cal: TLCalendar | null;
  value: FamDate | null;
  onChange: (d: FamDate | null) => void;
}

function safeMonthDays(cal: TLCalendar, year: number | null | undefined, month: number): number {
  try {
    return monthDays(cal, typeof year === "number" ? year : 1, month);
  } catch {
    return 31;
  }
}

export function FamDateInput({ label, what, cal, value, onChange }: FamDateInputProps) {
  const id = useId();
  const c = cal ?? GREGORIAN;
  const [year, setYear] = useState(value ? String(value.year) : "");
  const [month, setMonth] = useState(value?.month ?? 0);
  const [day, setDay] = useState(value?.day ?? 0);
  const y = parseYear(year);
  const problem =
    y === undefined
      ? "A whole year, like 412 or -30."
      : y === null
        ? month
          ? "Enter the year too."
          : null
        : famDateProblem(cal, { year: y, month: month || null, day: day || null });
  const days = month ? safeMonthDays(c, y, month) : 0;
  const emit = (ty: string, m: number, d: number) => {
    const yy = parseYear(ty);
    if (yy === undefined) return;
    if (yy === null) return onChange(null);
    const next: FamDate = { year: yy, month: m || null, day: m && d ? d : null };
    if (!famDateProblem(cal, next)) onChange(next);
  };
  const hint = cal && typeof y === "number" && !problem ? `${famYear(cal, y)} · ${c.name}` : "";
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="grid grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)_minmax(0,4.5rem)] items-end gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-y`}>{label}</Label>
          <Input
            id={`${id}-y`}
            inputMode="numeric"
            placeholder="Year"
            value={year}
            aria-invalid={y === undefined || (y === null && !!month)}
            aria-describedby={problem ? `${id}-error` : hint ? `${id}-hint` : undefined}
            onChange={(e) => {
              setYear(e.target.value);
              emit(e.target.value, month, day);
            }}
          />
        </div>
        <select
          aria-label={`Month of ${what}`}
          className={selectClass}
          value={month}
          onChange={(e) => {
            const m = Number(e.target.value);
            setMonth(m);
            if (!m) setDay(0);
            emit(year, m, m ? day : 0);
          }}
        >
          <option value={0}>Month</option>
          {c.months.map((m, i) => (
            <option key={i} value={i + 1}>
              {m.name}
            </option>
          ))}
        </select>
        <select
          aria-label={`Day of ${what}`}
          className={selectClass}
          value={day}
          disabled={!month}
          aria-invalid={!!problem && !!month && !!day && y !== undefined && y !== null}
          onChange={(e) => {
            const d = Number(e.target.value);
            setDay(d);
            emit(year, month, d);
          }}
        >
          <option value={0}>Day</option>
          {Array.from({ length: Math.max(days, day) }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {problem}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
