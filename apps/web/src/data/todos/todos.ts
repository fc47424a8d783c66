// A signed-in user's tasks in their account (public.todos, owner-only; the browser's list and its
// merge with these rows: features/tasks/use-todo-sync.ts). Plain calls, no query cache: the task
// list's state lives in TodoProvider and localStorage.
import { supabase } from "@/lib/supabase";
import type { Tables } from "@/lib/database.types";

export type TodoRow = Pick<Tables<"todos">, "id" | "text" | "completed" | "position">;

/** The account's tasks in list order. */
export async function fetchTodos(): Promise<TodoRow[]> {
  const { data, error } = await supabase().from("todos").select("id, text, completed, position").order("position").order("id");
  if (error) throw new Error(error.message);
  return data;
}

/** Writes the changed and new tasks (their text, state and place) and deletes the removed ones. */
export async function writeTodos(upsert: TodoRow[], remove: string[]): Promise<void> {
  if (upsert.length > 0) {
    const { error } = await supabase().from("todos").upsert(upsert, { onConflict: "user_id,id" });
    if (error) throw new Error(error.message);
  }
  if (remove.length > 0) {
    const { error } = await supabase().from("todos").delete().in("id", remove);
    if (error) throw new Error(error.message);
  }
}
