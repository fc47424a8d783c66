// The task list as pure data: parsing what localStorage holds (garbage gives an empty list,
// never a crash) and the four changes a user can make.
export interface Task {
  id: string;
  text: string;
  completed: boolean;
}

export const STORAGE_KEY = "todos";

function isTask(v: unknown): v is Task {
  if (typeof v !== "object" || v === null) return false;
  const t = v as Record<string, unknown>;
  return typeof t.id === "string" && typeof t.text === "string" && typeof t.completed === "boolean";
}

export function parseTodos(raw: string | null): Task[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isTask) : [];
  } catch {
    return [];
  }
}

export function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Appends a task; blank text (after trimming) changes nothing. */
export function addTask(tasks: Task[], text: string, id = newId()): Task[] {
  const t = text.trim();
  return t ? [...tasks, { id, text: t, completed: false }] : tasks;
}

export const toggleTask = (tasks: Task[], id: string): Task[] => tasks.map((t) => (t.id === id ? { ...t, completed: !t.completed } : t));

/** Replaces the text only; blank text changes nothing. */
export function editTask(tasks: Task[], id: string, text: string): Task[] {
  const t = text.trim();
  return t ? tasks.map((x) => (x.id === id ? { ...x, text: t } : x)) : tasks;
}

export const deleteTask = (tasks: Task[], id: string): Task[] => tasks.filter((t) => t.id !== id);

/** Puts a deleted task back where it was (undo); a task whose id is already there changes nothing. */
export function restoreTask(tasks: Task[], task: Task, index: number): Task[] {
  if (tasks.some((t) => t.id === task.id)) return tasks;
  const at = Math.max(0, Math.min(index, tasks.length));
  return [...tasks.slice(0, at), task, ...tasks.slice(at)];
}
