// A story's daily word goal and streak (story_progress, owner only). The server keeps one row per
// local day: the total when the day began and the total now; what was written that day is the
// difference. The streak counts days in a row that met their goal, ending today, or yesterday while
// today is still open.
import { touchProgress as touch, type ProgressDay } from "@/data/story-progress/touch-progress";

export type { ProgressDay };

/** The writer's local date as YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

const dayBefore = (day: string): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

export const writtenOn = (d: ProgressDay) => Math.max(0, d.words - d.start_words);
const met = (d: ProgressDay | undefined) => !!d && d.goal > 0 && writtenOn(d) >= d.goal;

export function summarize(days: readonly ProgressDay[], today: string): { goal: number; written: number; streak: number; metToday: boolean } {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const current = byDay.get(today);
  const goal = current?.goal ?? [...days].sort((a, b) => a.day.localeCompare(b.day)).at(-1)?.goal ?? 0;
  let streak = 0;
  let day = met(current) ? today : dayBefore(today);
  while (met(byDay.get(day))) {
    streak++;
    day = dayBefore(day);
  }
  return { goal, written: current ? writtenOn(current) : 0, streak, metToday: met(current) };
}

/** Records today's total (and the goal, when given) and answers every day's row. */
export function touchProgress(documentId: string, words: number, goal?: number): Promise<ProgressDay[]> {
  return touch(documentId, localDay(), words, goal);
}
