// The kind's options (setting, tone and its own) as labelled selects and number inputs.
import type { OptionsSpec } from "@worldloom/generators/load";
import { Input, Label } from "@/components/ui/input";

export type OptionValues = Record<string, string | number | boolean>;

const selectClass = "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring";

export function OptionsForm({ spec, values, onChange }: { spec: OptionsSpec; values: OptionValues; onChange: (v: OptionValues) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {Object.entries(spec).map(([key, o]) => {
        const id = `opt-${key}`;
        const value = values[key] ?? o.default;
        return (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={id}>{o.label}</Label>
            {o.type === "enum" ? (
              <select id={id} className={selectClass} value={String(value)} onChange={(e) => onChange({ ...values, [key]: e.target.value })}>
                {o.values.map((v) => (
                  <option key={v} value={v}>
                    {o.labels?.[v] ?? v.replace(/-/g, " ")}
                  </option>
                ))}
              </select>
            ) : o.type === "number" ? (
              <Input
                id={id}
                type="number"
                min={o.min}
                max={o.max}
                step={o.integer ? 1 : "any"}
                value={Number(value)}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isFinite(n))
                    onChange({
                      ...values,
                      [key]: Math.min(o.max, Math.max(o.min, n)),
                    });
                }}
              />
            ) : (
              <input id={id} type="checkbox" className="size-5" checked={Boolean(value)} onChange={(e) => onChange({ ...values, [key]: e.target.checked })} />
            )}
          </div>
        );
      })}
    </div>
  );
}
