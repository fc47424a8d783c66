// The focus timer as pure data. Remaining time is computed from a wall-clock end time, so a
// throttled background tab still ends on time and a running timer survives a reload.
export const MIN_MINUTES = 5;
export const MAX_MINUTES = 60;
export const STEP_MINUTES = 5;
export const DEFAULT_MINUTES = 25;
export const STORAGE_KEY = "focus-timer";

export interface TimerState {
  durationMin: number;
  /** Seconds left while paused or idle. */
  remainingSec: number;
  /** Wall-clock ms when a running timer reaches zero; null when not running. */
  endsAt: number | null;
}

export const initialTimer = (durationMin = DEFAULT_MINUTES): TimerState => ({ durationMin, remainingSec: durationMin * 60, endsAt: null });

export function clampDuration(m: number): number {
  if (!Number.isFinite(m)) return DEFAULT_MINUTES;
  const stepped = Math.round(m / STEP_MINUTES) * STEP_MINUTES;
  return Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, stepped));
}

export const isRunning = (s: TimerState) => s.endsAt !== null;

export function remaining(s: TimerState, now: number): number {
  if (s.endsAt === null) return s.remainingSec;
  return Math.max(0, Math.ceil((s.endsAt - now) / 1000));
}

export function start(s: TimerState, now: number): TimerState {
  if (s.endsAt !== null) return s;
  const secs = s.remainingSec > 0 ? s.remainingSec : s.durationMin * 60;
  return { ...s, remainingSec: secs, endsAt: now + secs * 1000 };
}

export function pause(s: TimerState, now: number): TimerState {
  return s.endsAt === null ? s : { ...s, remainingSec: remaining(s, now), endsAt: null };
}

export const toggle = (s: TimerState, now: number) => (isRunning(s) ? pause(s, now) : start(s, now));

export const reset = (s: TimerState): TimerState => initialTimer(s.durationMin);

/**
 * docs/spec.md §4: a new duration resets the remaining time to it. The run state is kept: a running timer
 * keeps running from the new full duration, an idle one stays idle.
 */
export function setDuration(s: TimerState, minutes: number, now: number): TimerState {
  const next = initialTimer(clampDuration(minutes));
  return isRunning(s) ? { ...next, endsAt: now + next.remainingSec * 1000 } : next;
}

/** Stops a running timer that has reached zero; `finished` says whether this call ended it. */
export function settle(s: TimerState, now: number): { state: TimerState; finished: boolean } {
  if (s.endsAt !== null && remaining(s, now) === 0) return { state: { ...s, remainingSec: 0, endsAt: null }, finished: true };
  return { state: s, finished: false };
}

export function formatMMSS(totalSec: number): string {
  const m = Math.floor(totalSec / 60);
  const s = totalSec % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

export function parseTimer(raw: string | null): TimerState {
  if (!raw) return initialTimer();
  try {
    const v = JSON.parse(raw) as Partial<TimerState>;
    const durationMin = clampDuration(Number(v.durationMin));
    const remainingSec = Number.isInteger(v.remainingSec) && v.remainingSec! >= 0 && v.remainingSec! <= durationMin * 60 ? v.remainingSec! : durationMin * 60;
    const endsAt = typeof v.endsAt === "number" && Number.isFinite(v.endsAt) ? v.endsAt : null;
    return { durationMin, remainingSec, endsAt };
  } catch {
    return initialTimer();
  }
}
