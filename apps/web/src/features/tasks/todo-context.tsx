// TodoProvider owns the task list: read from localStorage at start, written on every change,
// kept in step with other tabs through the storage event. For a signed-in user it is also kept in
// their account (use-todo-sync.ts); signed out, it makes no network calls.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useAuth } from "@/lib/auth";
import { useTodoSync, type SyncState } from "./use-todo-sync";
import { STORAGE_KEY, addTask, deleteTask, editTask, parseTodos, restoreTask, toggleTask, type Task } from "./todo-store";

export interface TodoApi {
  todos: Task[];
  addTodo: (text: string) => void;
  toggleTodo: (id: string) => void;
  editTodo: (id: string, text: string) => void;
  deleteTodo: (id: string) => void;
  /** Puts a deleted task back at its old position (undo of a delete). */
  restoreTodo: (task: Task, index: number) => void;
  /** Replaces the whole list (used by undo). */
  setTodos: (todos: Task[]) => void;
  /** Whether the list is in the signed-in user's account yet ("off" when signed out). */
  sync: SyncState;
}

const TodoContext = createContext<TodoApi | undefined>(undefined);

function read(): Task[] {
  try {
    return parseTodos(localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

export function TodoProvider({ children }: { children: ReactNode }) {
  const [todos, setState] = useState<Task[]>(read);

  const update = useCallback((next: (prev: Task[]) => Task[]) => {
    setState((prev) => {
      const value = next(prev);
      if (value !== prev) {
        try {
          localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
        } catch {
          // Storage full or blocked: the list still works for this page.
        }
      }
      return value;
    });
  }, []);
  const sync = useTodoSync(useAuth().user?.id ?? null, todos, update);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) setState(parseTodos(e.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const api = useMemo<TodoApi>(
    () => ({
      todos,
      addTodo: (text) => update((t) => addTask(t, text)),
      toggleTodo: (id) => update((t) => toggleTask(t, id)),
      editTodo: (id, text) => update((t) => editTask(t, id, text)),
      deleteTodo: (id) => update((t) => deleteTask(t, id)),
      restoreTodo: (task, index) => update((t) => restoreTask(t, task, index)),
      setTodos: (list) => update(() => list),
      sync,
    }),
    [todos, update, sync],
  );
  return <TodoContext.Provider value={api}>{children}</TodoContext.Provider>;
}

export function useTodo(): TodoApi {
  const ctx = useContext(TodoContext);
  if (!ctx) throw new Error("useTodo must be used within a TodoProvider");
  return ctx;
}
