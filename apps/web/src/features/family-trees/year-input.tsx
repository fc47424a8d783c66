// A year field: whole numbers (negative before year 1), empty for unknown. Invalid text stays in the
// field with a message and is not saved.
import { useId, useState } from "react";
import { Input, Label } from "@/components/ui/input";

export function parseYear(s: string): number | null | undefined {
  const t = s.trim();
  if (!t) return null;
  return /^-?\d{1,7}$/.test(t) ? Number(t) : undefined;
}

export function YearInput({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: number | null;
  onChange: (y: number | null) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value === null ? "" : String(value));
  const bad = parseYear(text) === undefined;
  return (
    <div className={className ?? "flex min-w-0 flex-col gap-1"}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        placeholder="Year"
        value={text}
        aria-invalid={bad}
        aria-describedby={bad ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const y = parseYear(e.target.value);
          if (y !== undefined) onChange(y);
        }}
      />
      {bad && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          A whole year, like 412 or -30.
        </p>
      )}
    </div>
  );
}
