// The seed box: any text up to the engine's limit (64 characters). Longer text is cut at the
// limit and the user is told, rather than the engine refusing it later.
import { useState } from "react";
import { MAX_SEED_LENGTH } from "@worldloom/generators/load";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";

export function SeedField({ value, onChange, onUse }: { value: string; onChange: (v: string) => void; onUse: (seed: string) => void }) {
  const [cut, setCut] = useState(false);
  const use = () => {
    const s = value.trim();
    if (s) onUse(s);
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="seed">Seed</Label>
      <div className="flex gap-2">
        <Input
          id="seed"
          value={value}
          aria-describedby="seed-hint"
          aria-invalid={cut || undefined}
          onChange={(e) => {
            const v = e.target.value;
            setCut(v.length > MAX_SEED_LENGTH);
            onChange(v.slice(0, MAX_SEED_LENGTH));
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") use();
          }}
        />
        <Button variant="outline" onClick={use} disabled={!value.trim()}>
          Use
        </Button>
      </div>
      <p id="seed-hint" className={cut ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"} aria-live="polite">
        {cut
          ? `A seed is at most ${MAX_SEED_LENGTH} characters, so the rest was cut off.`
          : `Any text up to ${MAX_SEED_LENGTH} characters; the same seed gives the same result.`}
      </p>
    </div>
  );
}
