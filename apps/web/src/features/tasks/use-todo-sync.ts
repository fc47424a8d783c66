// For a signed-in user, the browser's task list (localStorage `todos`, the spec) and the account's
// (public.todos) are kept in step, so every device shows the same list:
// - a sync fetches the account's list, merges it with the browser's (todo-merge.ts: three-way,
//   against the list both last agreed on, kept in localStorage `todos-synced` with its user id),
//   writes the difference to the account and puts the merged list in the browser;
// - it runs at sign-in (tasks made while signed out join the account), half a second after a
//   change, when the window comes back into focus or online, and again after a failure (2 s,
//   doubling to a minute), so a write made offline or refused stays local until it lands;
// - signing out leaves the browser's list as it is; at the next sign-in of the same user the merge
//   picks up what changed meanwhile. Another user signing in here takes over the tasks this
//   browser made signed out, not the first user's (those stay in the first user's account).
// Tabs take turns through a Web Lock; each tab's list follows the others by the storage event.
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchTodos, writeTodos } from "@/data/todos/todos";
import { mergeTodos, sameList, todoChanges } from "./todo-merge";
import { parseTodos, type Task } from "./todo-store";

export const SYNCED_KEY = "todos-synced";
const LOCK = "worldloom-todos-sync";
const DEBOUNCE_MS = 500;
const RETRY_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** off: nobody signed in; saving: a sync is due or running; saved: the account holds this list; failed: will try again. */
export type SyncState = "off" | "saving" | "saved" | "failed";

interface Synced {
  user: string;
  tasks: Task[];
}

function readSynced(): Synced | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(SYNCED_KEY) ?? "null");
    if (typeof v !== "object" || v === null || typeof (v as Synced).user !== "string") return null;
    return { user: (v as Synced).user, tasks: parseTodos(JSON.stringify((v as Synced).tasks)) };
  } catch {
    return null;
  }
}

function writeSynced(value: Synced) {
  try {
    localStorage.setItem(SYNCED_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the next sync merges without it (nothing is lost, only re-sent).
  }
}

/** The browser's list without the tasks another account took and nobody changed since. */
function withoutOtherAccount(list: Task[], synced: Synced | null, user: string): Task[] {
  if (!synced || synced.user === user) return list;
  const theirs = new Map(synced.tasks.map((t) => [t.id, t]));
  return list.filter((t) => {
    const s = theirs.get(t.id);
    return !s || s.text !== t.text || s.completed !== t.completed;
  });
}

async function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (locks) await locks.request(LOCK, run);
  else await run();
}

/**
 * Runs the sync for `user` (null: signed out, nothing runs). `list` is the browser's list now;
 * `apply` gets a function from the list at that moment to the merged one.
 */
export function useTodoSync(user: string | null, list: Task[], apply: (next: (current: Task[]) => Task[]) => void): SyncState {
  const [state, setState] = useState<SyncState>("off");
  const latest = useRef(list);
  latest.current = list;
  const running = useRef(false);
  const again = useRef(false);
  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; delay: number }>({ delay: RETRY_MS });

  const sync = useCallback(async () => {
    if (!user) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    clearTimeout(retry.current.timer);
    setState("saving");
    try {
      await withLock(async () => {
        const synced = readSynced();
        const start = latest.current;
        const remote = await fetchTodos();
        const tasks = remote.map(({ id, text, completed }) => ({ id, text, completed }));
        const merged = mergeTodos(synced?.user === user ? synced.tasks : null, withoutOtherAccount(start, synced, user), tasks);
        const { upsert, remove } = todoChanges(remote, merged);
        await writeTodos(upsert, remove);
        writeSynced({ user, tasks: merged });
        // Changes made while this ran are kept on top of the merged list (and synced next).
        apply((current) => {
          const next = current === start ? merged : mergeTodos(start, current, merged);
          return sameList(next, current) ? current : next;
        });
      });
      retry.current.delay = RETRY_MS;
      setState("saved");
    } catch {
      setState("failed");
      const delay = retry.current.delay;
      retry.current.delay = Math.min(delay * 2, RETRY_MAX_MS);
      retry.current.timer = setTimeout(() => void sync(), delay);
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void sync();
      }
    }
  }, [user, apply]);

  // Sign-in (and each page load signed in), focus, coming back online.
  useEffect(() => {
    if (!user) {
      setState("off");
      return;
    }
    void sync();
    const now = () => {
      retry.current.delay = RETRY_MS;
      void sync();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") now();
    };
    window.addEventListener("focus", now);
    window.addEventListener("online", now);
    document.addEventListener("visibilitychange", onVisible);
    const r = retry.current;
    return () => {
      window.removeEventListener("focus", now);
      window.removeEventListener("online", now);
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(r.timer);
    };
  }, [user, sync]);

  // A change the account does not have yet.
  useEffect(() => {
    if (!user) return;
    const synced = readSynced();
    if (synced?.user === user && sameList(synced.tasks, list)) return;
    setState("saving");
    const t = setTimeout(() => void sync(), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [user, list, sync]);

  return state;
}
