// The floating focus timer (spec §2, §4, §9): closed, open or open-collapsed; MM:SS;
// Start/Pause, Reset, and a 5–60 minute slider in steps of 5.
import { ChevronDown, ChevronUp, Pause, Play, RotateCcw, Timer, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { WithTooltip } from "@/components/ui/tooltip";
import { DEFAULT_MINUTES, MAX_MINUTES, MIN_MINUTES, STEP_MINUTES, formatMMSS } from "./timer-logic";
import { useFocusTimer } from "./use-focus-timer";

type PanelState = "closed" | "open" | "collapsed";

export function FocusTimer() {
  const alarm = useRef<HTMLAudioElement>(null);
  const timer = useFocusTimer(alarm);
  const [panel, setPanel] = useState<PanelState>("closed");
  const time = formatMMSS(timer.remainingSec);

  return (
    <>
      <audio ref={alarm} src="/sounds/alarm.wav" preload="auto" data-testid="timer-alarm" />
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
        <section aria-label="Focus timer" className="w-72 rounded-xl border bg-card text-card-foreground shadow-xl">
          <header className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 className="flex items-center gap-2 font-serif text-base font-semibold">
              <Timer className="size-4 text-primary" aria-hidden="true" /> Focus timer
              {panel === "collapsed" ? <span className="font-mono text-sm tabular-nums text-muted-foreground">{time}</span> : null}
            </h2>
            <div className="flex gap-1">
              <WithTooltip label={panel === "collapsed" ? "Expand" : "Collapse"}>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={panel === "collapsed" ? "Expand timer" : "Collapse timer"}
                  aria-expanded={panel === "open"}
                  onClick={() => setPanel(panel === "collapsed" ? "open" : "collapsed")}
                >
                  {panel === "collapsed" ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
                </Button>
              </WithTooltip>
              <WithTooltip label="Close">
                <Button variant="ghost" size="icon" className="size-8" aria-label="Close timer" onClick={() => setPanel("closed")}>
                  <X aria-hidden="true" />
                </Button>
              </WithTooltip>
            </div>
          </header>
          {panel === "open" ? (
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
                <Slider
                  aria-label="Timer duration in minutes"
                  min={MIN_MINUTES}
                  max={MAX_MINUTES}
                  step={STEP_MINUTES}
                  value={[timer.durationMin]}
                  onValueChange={(v) => timer.setDuration(v[0] ?? DEFAULT_MINUTES)}
                />
              </div>
            </div>
          ) : null}
        </section>
      )}
    </>
  );
}
