// "Draw region" and "Draw path" mode: each click on the map adds a point (a click on a region's first
// point closes it); Enter or Finish ends the shape, Escape or Cancel drops it. Without a pointer, the
// points can be typed in pixels instead ("120, 340" per line, or separated by ";").
import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { Point } from "@/data/maps/types";
import { pointProblem } from "./geometry";
import { MAX_POINTS, MIN_POINTS, parsePoints, type ShapeKind } from "./shapes";
import { useEscape } from "./use-escape";

interface Props {
  kind: ShapeKind;
  width: number;
  height: number;
  onFinish: () => void;
  onTyped: (points: Point[]) => void;
  onCancel: () => void;
}

const WHAT: Record<ShapeKind, string> = {
  region: "Click the map at each corner of the region; click its first point, press Enter or Finish to close it.",
  path: "Click the map at each point of the path, from its start to its end; press Enter or Finish to end it.",
};

/** Why typed points cannot make the shape, or "". */
export function pointsProblem(kind: ShapeKind, points: Point[] | null, width: number, height: number): string {
  if (!points) return "Write one point per line as x, y (for example 120, 340).";
  const min = MIN_POINTS[kind];
  if (points.length < min) return `A ${kind} needs at least ${min} points; this one has ${points.length}.`;
  if (points.length > MAX_POINTS) return `A ${kind} has at most ${MAX_POINTS.toLocaleString("en")} points; this one has ${points.length.toLocaleString("en")}.`;
  for (const p of points) {
    const wrong = pointProblem(p, width, height);
    if (wrong) return wrong;
  }
  return "";
}

export function DrawBar({ kind, width, height, onFinish, onTyped, onCancel }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState("");
  useEscape(onCancel);
  const typed = () => {
    const points = parsePoints(text);
    const wrong = pointsProblem(kind, points, width, height);
    setProblem(wrong);
    if (!wrong && points) onTyped(points);
  };
  return (
    <div role="region" aria-label={`Draw a ${kind}`} className="mb-3 flex flex-col gap-3 rounded-lg border border-primary/50 bg-card p-3">
      <p className="text-sm" aria-live="polite">
        <strong>{WHAT[kind]}</strong> Escape cancels.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onFinish}>
          <Check aria-hidden="true" /> Finish
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          <X aria-hidden="true" /> Cancel
        </Button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Or type its points in pixels</summary>
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            typed();
          }}
        >
          <Label htmlFor={`${id}-points`}>
            Points, one per line as x, y (the picture is {width.toLocaleString("en")} × {height.toLocaleString("en")} px)
          </Label>
          <Textarea
            id={`${id}-points`}
            rows={4}
            value={text}
            placeholder={"120, 340\n480, 300\n400, 620"}
            aria-invalid={!!problem || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <Button size="sm" type="submit" variant="outline" className="self-start">
            Add the {kind}
          </Button>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-destructive">
              {problem}
            </p>
          )}
        </form>
      </details>
    </div>
  );
}
