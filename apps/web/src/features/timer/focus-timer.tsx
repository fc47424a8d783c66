// The floating focus timer (docs/spec.md §2, §4, §9): closed, open or open-collapsed; MM:SS;
// Start/Pause, Reset, and a 5–60 minute slider in steps of 5.
import { Pause, Play, RotateCcw, Timer } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { FloatingCard } from "@/components/floating-card";
import { Button } from "@/components/ui/button";
import { LazyWithTooltip as WithTooltip } from "@/components/ui/lazy-tooltip";
import { DEFAULT_MINUTES, MAX_MINUTES, MIN_MINUTES, STEP_MINUTES, formatMMSS } from "./timer-logic";
import { useFocusTimer } from "./use-focus-timer";

// Radix Slider is only drawn once the panel is open: it stays out of the first page's JavaScript.
const Slider = lazy(async () => ({ default: (await import("@/components/ui/slider")).Slider }));

type PanelState = "closed" | "open" | "collapsed";

export function FocusTimer() {
  const alarm = useRef<HTMLAudioElement>(null);
  const timer = useFocusTimer(alarm);
  const [panel, setPanel] = useState<PanelState>("closed");
  const time = formatMMSS(timer.remainingSec);

  return (
    <>
      {/* Downloaded only while a timer runs: not 24 KB on every page load (play() loads it anyway). */}
      <audio ref={alarm} src="/sounds/alarm.wav" preload={timer.running ? "auto" : "none"} data-testid="timer-alarm" />
      {panel === "closed" ? (
        <WithTooltip label="Focus timer" side="left">
          <Button
            variant="secondary"
            className="h-12 rounded-full border px-4 shadow-lg"
            aria-label={timer.running ? `Open focus timer, ${time} left` : "Open focus timer"}
            onClick={() => setPanel("open")}
          >
            <Timer className="size-5" aria-hidden="true" />
            {timer.running ? <span className="font-mono tabular-nums">{time}</span> : null}
          </Button>
        </WithTooltip>
      ) : (
        <FloatingCard
          label="Focus timer"
          title={
            <>
              <Timer className="size-4 text-primary" aria-hidden="true" /> Focus timer
              {panel === "collapsed" ? <span className="font-mono text-sm tabular-nums text-muted-foreground">{time}</span> : null}
            </>
          }
          noun="timer"
          collapsed={panel === "collapsed"}
          onToggleCollapsed={() => setPanel(panel === "collapsed" ? "open" : "collapsed")}
          onClose={() => setPanel("closed")}
          className="w-72"
        >
          <div className="flex flex-col gap-4 p-4">
            <p className="text-center font-mono text-5xl font-semibold tabular-nums" role="timer" aria-live="off" aria-label={`${time} left`}>
              {time}
            </p>
            <div className="flex justify-center gap-2">
              <Button onClick={timer.toggle} className="min-w-24">
                {timer.running ? <Pause /> : <Play />} {timer.running ? "Pause" : "Start"}
              </Button>
              <Button variant="outline" onClick={timer.reset}>
                <RotateCcw /> Reset
              </Button>
            </div>
            <div className="flex flex-col gap-2">
              <div className="flex justify-between text-sm">
                <span id="timer-duration-label">Duration</span>
                <span className="tabular-nums text-muted-foreground">{timer.durationMin} min</span>
              </div>
              {/* Same height as the slider (py-2 around its 20 px thumb), so nothing moves when it arrives. */}
              <Suspense fallback={<div className="h-9" />}>
                <Slider
                  aria-label="Timer duration in minutes"
                  min={MIN_MINUTES}
                  max={MAX_MINUTES}
                  step={STEP_MINUTES}
                  value={[timer.durationMin]}
                  onValueChange={(v) => timer.setDuration(v[0] ?? DEFAULT_MINUTES)}
                />
              </Suspense>
            </div>
          </div>
        </FloatingCard>
      )}
    </>
  );
}
