// Setting a map's scale once: two clicks on the map (or two points typed in pixels) and the distance
// between them in the world's unit; saved as the document's `data.scale` (docs/maps.md). Paths then
// show their length, regions their size, and journeys their travel time at the map's pace.
import { Ruler, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { Point } from "@/data/maps/types";
import { parseCoordinate } from "./geometry";
import { parsePoints, type MapScale } from "./shapes";
import { pointsProblem } from "./draw-bar";
import { useEscape } from "./use-escape";

interface Props {
  width: number;
  height: number;
  /** The points clicked on the map so far (the editor passes them in). */
  clicked: readonly Point[];
  current: MapScale | null;
  onSave: (scale: MapScale) => void;
  onCancel: () => void;
}

/** Why a distance and unit cannot make a scale, or "". */
export function scaleProblem(distance: string, unit: string): string {
  const d = parseCoordinate(distance);
  if (d === null || d <= 0) return "Enter the distance between the two points, a number above 0.";
  if (!unit.trim()) return "Enter the unit the distance is in (miles, leagues, km, days' march…).";
  if (unit.trim().length > 40) return "A unit is at most 40 characters.";
  return "";
}

export function ScaleBar({ width, height, clicked, current, onSave, onCancel }: Props) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [distance, setDistance] = useState(current ? String(current.distance) : "");
  const [unit, setUnit] = useState(current?.unit ?? "miles");
  const [problem, setProblem] = useState("");
  useEscape(onCancel);

  const save = () => {
    const points = clicked.length >= 2 ? clicked.slice(0, 2) : parsePoints(typed);
    const wrongPoints = points && points.length === 2 ? pointsProblem("path", points, width, height) : "Click two points on the map, or type them below.";
    const same = points && points.length === 2 && points[0]![0] === points[1]![0] && points[0]![1] === points[1]![1];
    const wrong = wrongPoints || (same ? "The two points must differ." : "") || scaleProblem(distance, unit);
    setProblem(wrong);
    if (wrong || !points) return;
    onSave({ from: points[0]!, to: points[1]!, distance: parseCoordinate(distance)!, unit: unit.trim() });
  };

  return (
    <div role="region" aria-label="Set the scale" className="mb-3 flex flex-col gap-3 rounded-lg border border-primary/50 bg-card p-3">
      <p className="text-sm" aria-live="polite">
        <strong>
          {clicked.length === 0
            ? "Click the map at two points a known distance apart (two towns, the ends of a scale bar)."
            : clicked.length === 1
              ? "Now click the second point."
              : `The points are ${Math.round(Math.hypot(clicked[1]![0] - clicked[0]![0], clicked[1]![1] - clicked[0]![1])).toLocaleString("en")} px apart. How far is that in your world?`}
        </strong>
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        {clicked.length < 2 && (
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-points`}>Or type the two points (x, y; x, y)</Label>
            <Input id={`${id}-points`} className="h-9" value={typed} placeholder="100, 200; 600, 200" onChange={(e) => setTyped(e.target.value)} />
          </div>
        )}
        <div className="flex w-28 flex-col gap-1">
          <Label htmlFor={`${id}-distance`}>Distance</Label>
          <Input id={`${id}-distance`} className="h-9" inputMode="decimal" value={distance} onChange={(e) => setDistance(e.target.value)} />
        </div>
        <div className="flex w-32 flex-col gap-1">
          <Label htmlFor={`${id}-unit`}>Unit</Label>
          <Input id={`${id}-unit`} className="h-9" maxLength={40} value={unit} onChange={(e) => setUnit(e.target.value)} />
        </div>
        <Button size="sm" type="submit">
          <Ruler aria-hidden="true" /> Save scale
        </Button>
        <Button size="sm" type="button" variant="ghost" onClick={onCancel}>
          <X aria-hidden="true" /> Cancel
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
