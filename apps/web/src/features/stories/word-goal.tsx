// The daily word goal beside the manuscript: today's words against the goal, as a bar, and the
// streak of days that met it. Only the author sees it (story_progress is owner only).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Flame, Target } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { localDay, summarize, touchProgress, type ProgressDay } from "./progress";

export function WordGoal({ documentId, total, ready }: { documentId: string; total: number; ready: boolean }) {
  const qc = useQueryClient();
  const id = useId();
  const totalRef = useRef(total);
  totalRef.current = total;
  const key = storyDocumentKeys.progress(documentId);
  const progress = useQuery({
    queryKey: key,
    queryFn: () => touchProgress(documentId, totalRef.current),
    enabled: ready,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");

  // The day's total follows the manuscript a moment after the typing stops.
  const loaded = progress.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const t = setTimeout(() => {
      touchProgress(documentId, total).then(
        (days) => qc.setQueryData<ProgressDay[]>(key, days),
        () => undefined,
      );
    }, 1500);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from documentId
  }, [documentId, total, loaded, qc]);

  if (!progress.data) return null;
  const s = summarize(progress.data, localDay());
  const pct = s.goal ? Math.min(100, Math.round((s.written / s.goal) * 100)) : 0;
  const save = () => {
    const goal = Number(draft);
    if (!Number.isInteger(goal) || goal < 0 || goal > 100000) {
      toast.error("That goal won't work", { description: "A daily goal is a whole number of words from 0 (no goal) to 100,000." });
      return;
    }
    touchProgress(documentId, total, goal).then(
      (days) => {
        qc.setQueryData<ProgressDay[]>(key, days);
        setEditing(false);
        toast.success(goal ? `Daily goal: ${goal.toLocaleString("en")} words` : "Daily goal turned off");
      },
      (e: Error) => toast.error("Could not set the goal", { description: e.message }),
    );
  };

  return (
    <section aria-labelledby={`${id}-h`} className="mt-6 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-h`} className="flex items-center gap-1.5 font-serif text-lg font-semibold">
          <Target className="size-4 text-primary" aria-hidden="true" /> Daily goal
        </h2>
        {!editing && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft(String(s.goal || 500));
              setEditing(true);
            }}
          >
            {s.goal ? "Change" : "Set a goal"}
          </Button>
        )}
      </div>
      {editing ? (
        <form
          className="mt-2 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-g`}>Words a day</Label>
            <Input id={`${id}-g`} type="number" inputMode="numeric" min={0} max={100000} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
          </div>
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : s.goal ? (
        <div className="mt-2 flex flex-col gap-1.5">
          <p className="text-sm" data-testid="goal-today">
            Today: <strong>{s.written.toLocaleString("en")}</strong> of {s.goal.toLocaleString("en")} words{s.metToday ? " — done!" : ""}
          </p>
          <div
            role="progressbar"
            aria-label="Today's words"
            aria-valuemin={0}
            aria-valuemax={s.goal}
            aria-valuenow={Math.min(s.written, s.goal)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn("h-full rounded-full transition-[width]", s.metToday ? "bg-emerald-600" : "bg-primary")} style={{ width: `${pct}%` }} />
          </div>
          <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="goal-streak">
            <Flame className={cn("size-3.5", s.streak ? "text-orange-600" : "")} aria-hidden="true" />
            {s.streak ? `${s.streak}-day streak` : "No streak yet: meet the goal today to start one."}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">Set a number of words a day: the bar fills as you write, and days in a row make a streak.</p>
      )}
    </section>
  );
}
