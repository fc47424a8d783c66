// "Add pin" mode: a click on the picture places the pin; without a pointer, "Place at centre" or
// a position typed in pixels does the same. Escape or Cancel leaves the mode.
import { Crosshair, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { Point } from "@/data/maps/types";
import { parseCoordinate, pointProblem } from "./geometry";
import { useEscape } from "./use-escape";

interface Props {
  width: number;
  height: number;
  centre: () => Point;
  onPlace: (p: Point) => void;
  onCancel: () => void;
}

export function PlaceBar({ width, height, centre, onPlace, onCancel }: Props) {
  const id = useId();
  const [x, setX] = useState("");
  const [y, setY] = useState("");
  const [problem, setProblem] = useState("");
  useEscape(onCancel);
  const place = () => {
    const p: Point = [parseCoordinate(x) ?? Number.NaN, parseCoordinate(y) ?? Number.NaN];
    const wrong = pointProblem(p, width, height);
    setProblem(wrong);
    if (!wrong) onPlace(p);
  };
  return (
    <div role="region" aria-label="Add a pin" className="mb-3 flex flex-col gap-3 rounded-lg border border-primary/50 bg-card p-3">
      <p className="text-sm" aria-live="polite">
        <strong>Click the map where the pin goes.</strong> Or place it at the centre of the view, or at a point in pixels from the top left (the picture is{" "}
        {width.toLocaleString("en")} × {height.toLocaleString("en")} px).
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Button size="sm" onClick={() => onPlace(centre())}>
          <Crosshair aria-hidden="true" /> Place at centre
        </Button>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            place();
          }}
        >
          <div className="flex w-24 flex-col gap-1">
            <Label htmlFor={`${id}-x`}>x</Label>
            <Input
              id={`${id}-x`}
              className="h-9"
              inputMode="decimal"
              value={x}
              onChange={(e) => setX(e.target.value)}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
          <div className="flex w-24 flex-col gap-1">
            <Label htmlFor={`${id}-y`}>y</Label>
            <Input
              id={`${id}-y`}
              className="h-9"
              inputMode="decimal"
              value={y}
              onChange={(e) => setY(e.target.value)}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
          <Button size="sm" type="submit" variant="outline">
            Place at x, y
          </Button>
        </form>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          <X aria-hidden="true" /> Cancel
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
