// The side panel's Scale: what one known distance on the map is (data.scale), and the pace a journey
// is reckoned at (data.view.pace, units a day), so a path's card tells its length and travel time.
import { Ruler } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { parseCoordinate } from "./geometry";
import { formatDistance, unitsPerPixel, type MapScale } from "./shapes";

interface Props {
  scale: MapScale | null;
  pace: number;
  onSetScale: () => void;
  onClearScale: () => void;
  onPace: (pace: number) => void;
}

export function ScalePanel({ scale, pace, onSetScale, onClearScale, onPace }: Props) {
  const id = useId();
  const [text, setText] = useState(pace ? String(pace) : "");
  const [problem, setProblem] = useState("");
  const savePace = () => {
    const blank = !text.trim();
    const n = blank ? 0 : parseCoordinate(text);
    if (n === null || (!blank && n <= 0)) return setProblem("A pace is a number above 0, or blank for none.");
    setProblem("");
    if (n !== pace) onPace(n);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-2">
      <h2 id={`${id}-heading`} className="font-serif text-lg font-semibold">
        Scale
      </h2>
      {scale ? (
        <p className="text-sm">
          100 px on the picture is {formatDistance(unitsPerPixel(scale) * 100, scale.unit)}. Paths show their length, regions their size.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Not set. Mark two points a known distance apart, and paths show how long they are.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onSetScale}>
          <Ruler aria-hidden="true" /> {scale ? "Change scale" : "Set scale"}
        </Button>
        {scale && (
          <Button size="sm" variant="ghost" onClick={onClearScale}>
            Remove scale
          </Button>
        )}
      </div>
      {scale && (
        <form
          className="flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            savePace();
          }}
        >
          <Label htmlFor={`${id}-pace`}>Travel pace ({scale.unit} a day)</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-pace`}
              className="h-9"
              inputMode="decimal"
              value={text}
              placeholder="e.g. 24"
              aria-invalid={!!problem || undefined}
              onChange={(e) => setText(e.target.value)}
              onBlur={savePace}
            />
            <Button size="sm" type="submit" variant="outline">
              Save
            </Button>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
