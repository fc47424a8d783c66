// A date in the timeline's calendar: year (with its era written beside it), month and day selects.
// Reports the day number when the date exists, and says why when it does not.
import { useId, useState } from "react";
import { Input, Label } from "@/components/ui/input";
import { selectClass } from "@/components/ui/select-class";
import { dateProblem, monthDays, toDate, toDay, yearLabel, type TLCalendar } from "@/components/calendar/calendar";

export function DateInput({
  cal,
  label,
  value,
  onChange,
}: {
  cal: TLCalendar;
  label: string;
  value: number;
  onChange: (day: number | null, problem: string | null) => void;
}) {
  const ids = useId();
  const start = toDate(cal, value);
  const [year, setYear] = useState(String(start.year));
  const [month, setMonth] = useState(start.month);
  const [day, setDay] = useState(start.day);
  const y = Number(year.trim());
  const problem = year.trim() === "" ? "Enter a year." : dateProblem(cal, y, month, day);
  const days = !problem || Number.isInteger(y) ? monthDaysSafe(cal, y, month) : 31;
  const emit = (ny: string, nm: number, nd: number) => {
    const yy = Number(ny.trim());
    const p = ny.trim() === "" ? "Enter a year." : dateProblem(cal, yy, nm, nd);
    onChange(p ? null : toDay(cal, { year: yy, month: nm, day: nd }), p);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-[minmax(0,6rem)_minmax(0,1fr)_minmax(0,4.5rem)] gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-y`} className="text-xs text-muted-foreground">
            Year
          </Label>
          <Input
            id={`${ids}-y`}
            inputMode="numeric"
            value={year}
            aria-invalid={problem?.startsWith("Enter") ? true : undefined}
            aria-describedby={problem ? `${ids}-err` : `${ids}-era`}
            onChange={(e) => {
              setYear(e.target.value);
              emit(e.target.value, month, day);
            }}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-m`} className="text-xs text-muted-foreground">
            Month
          </Label>
          <select
            id={`${ids}-m`}
            className={selectClass}
            value={month}
            onChange={(e) => {
              const m = Number(e.target.value);
              setMonth(m);
              emit(year, m, day);
            }}
          >
            {cal.months.map((m, i) => (
              <option key={i} value={i + 1}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-d`} className="text-xs text-muted-foreground">
            Day
          </Label>
          <select
            id={`${ids}-d`}
            className={selectClass}
            value={day}
            aria-invalid={problem && !problem.startsWith("Enter") && !problem.startsWith("Pick") ? true : undefined}
            onChange={(e) => {
              const d = Number(e.target.value);
              setDay(d);
              emit(year, month, d);
            }}
          >
            {Array.from({ length: Math.max(days, day) }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem ? (
        <p id={`${ids}-err`} className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${ids}-era`} className="text-xs text-muted-foreground">
          {yearLabel(cal, y)}
          {cal.gregorian ? "" : ` · ${cal.name}`}
        </p>
      )}
    </fieldset>
  );
}

function monthDaysSafe(cal: TLCalendar, year: number, month: number): number {
  try {
    return monthDays(cal, Number.isInteger(year) ? year : 1, month);
  } catch {
    return 31;
  }
}
