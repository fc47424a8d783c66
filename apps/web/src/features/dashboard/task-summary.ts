// Reads the task list straight from localStorage ("todos", spec: [{id,text,completed}]) so the
// dashboard need not import the tasks feature; it follows changes from other tabs too.
import { useSyncExternalStore } from "react";

export interface TaskSummary {
  total: number;
  done: number;
  open: string[];
}

let lastRaw: string | null | undefined;
let last: TaskSummary = { total: 0, done: 0, open: [] };

export function summarise(raw: string | null): TaskSummary {
  if (raw === lastRaw) return last;
  lastRaw = raw;
  let list: unknown = [];
  try {
    list = raw ? JSON.parse(raw) : [];
  } catch {
    list = [];
  }
  const tasks = Array.isArray(list)
    ? list.filter((t): t is { text: string; completed: boolean } => !!t && typeof t === "object" && typeof (t as { text?: unknown }).text === "string")
    : [];
  last = { total: tasks.length, done: tasks.filter((t) => t.completed === true).length, open: tasks.filter((t) => t.completed !== true).map((t) => t.text) };
  return last;
}

const read = () => {
  try {
    return localStorage.getItem("todos");
  } catch {
    return null;
  }
};

export function useTaskSummary(): TaskSummary {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener("storage", cb);
      const t = setInterval(cb, 2000); // same-tab edits raise no storage event
      return () => {
        window.removeEventListener("storage", cb);
        clearInterval(t);
      };
    },
    () => summarise(read()),
  );
}
