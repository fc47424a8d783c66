// The focus timer's state in React: ticks once per second while running, persists across
// reloads, and at zero stops, plays the alarm and shows the spec's notification.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toaster";
import * as T from "./timer-logic";

export const TICK_MS = 1000;
export const FINISHED_TITLE = "Timer Finished!";
export const FINISHED_TEXT = "Your timer has ended. Time for a break!";
export const FINISHED_TOAST_MS = 5000;

/** The spec's timer-finished notification (sonner, 5000 ms: docs/decisions/0002-two-toasters.md). */
const showFinished = () => toast(FINISHED_TITLE, { description: FINISHED_TEXT, duration: FINISHED_TOAST_MS });

function load(): T.TimerState {
  try {
    return T.parseTimer(localStorage.getItem(T.STORAGE_KEY));
  } catch {
    return T.initialTimer();
  }
}

export function useFocusTimer(alarm: React.RefObject<HTMLAudioElement | null>) {
  const [state, setState] = useState<T.TimerState>(load);
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  stateRef.current = state;

  const commit = useCallback((next: T.TimerState) => {
    // Update the ref at once: ticks queued by a throttled tab must not finish twice.
    stateRef.current = next;
    setState(next);
    try {
      localStorage.setItem(T.STORAGE_KEY, JSON.stringify(next));
    } catch {
      // The timer still runs for this page.
    }
  }, []);

  const finish = useCallback(() => {
    const audio = alarm.current;
    if (audio) {
      audio.currentTime = 0;
      void audio.play().catch(() => undefined);
    }
    showFinished();
  }, [alarm]);

  // A timer that ran out while no page was open: on load it goes back to idle at its full
  // duration and says so once (the state is saved at once, so a reload does not repeat it). No
  // alarm: the moment has passed, and browsers refuse to play sound before a user gesture.
  useEffect(() => {
    const { state: ended, finished } = T.settle(stateRef.current, Date.now());
    if (!finished) return;
    commit(T.reset(ended));
    showFinished();
  }, [commit]);

  const running = T.isRunning(state);
  useEffect(() => {
    // While this page is open: at zero, stop, ring and notify.
    const check = () => {
      const t = Date.now();
      setNow(t);
      const { state: next, finished } = T.settle(stateRef.current, t);
      if (finished) {
        commit(next);
        finish();
      }
    };
    check();
    if (!running) return;
    const id = window.setInterval(check, TICK_MS);
    return () => window.clearInterval(id);
  }, [running, commit, finish]);

  const stopAlarm = () => {
    const audio = alarm.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
  };

  return {
    durationMin: state.durationMin,
    remainingSec: T.remaining(state, now),
    running,
    toggle: () => {
      const t = Date.now();
      setNow(t);
      commit(T.toggle(stateRef.current, t));
    },
    reset: () => {
      stopAlarm();
      setNow(Date.now());
      commit(T.reset(stateRef.current));
    },
    setDuration: (m: number) => {
      const t = Date.now();
      setNow(t);
      commit(T.setDuration(stateRef.current, m, t));
    },
  };
}
