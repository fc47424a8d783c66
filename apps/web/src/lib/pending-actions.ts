// Pending actions: what a visitor asked for before signing in (save this result, like this item,
// copy it to my library…), kept in localStorage and run once they are signed in — right after the
// sign-in, or on the first sign-in after a sign-up whose e-mail still had to be confirmed (the
// confirmation link may open in another tab, so sessionStorage would not do).
//
// A feature registers a handler for its action type once (see app/pending-action-handlers.ts) and,
// for a visitor, calls `deferUntilSignedIn` instead of acting. The handler gets the stored payload
// (plain JSON) and returns what to tell the user; the runner (app/pending-actions-runner.tsx) shows
// it as a toast with an "Open" action when the outcome names a place.
import type { QueryClient } from "@tanstack/react-query";
import { openAuthModal, type AuthMode } from "./auth-events";

export const PENDING_ACTIONS_KEY = "worldloom-pending-actions";
/** A pending action older than this is dropped unrun (long enough to confirm an e-mail and come back). */
export const PENDING_ACTION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many are kept; the oldest go first. */
export const PENDING_ACTIONS_MAX = 10;

export interface PendingAction {
  /** The handler's type, e.g. "save-result". */
  type: string;
  /** Same key: the newer request replaces the older (two presses of Like are one like). */
  key: string;
  /** What the user asked for, in words ("Save Aldric to My Content"), for the error toast. */
  label: string;
  /** Plain JSON, read back by the handler. */
  payload: unknown;
  createdAt: number;
  expiresAt: number;
}

export interface PendingOutcome {
  /** Toast title, e.g. "Saved to My Content". */
  title: string;
  description?: string;
  /** Where "Open" goes (an app path), when there is something to open. */
  open?: string;
}

export interface PendingContext {
  queryClient: QueryClient;
  userId: string;
}

export type PendingHandler = (payload: unknown, ctx: PendingContext) => Promise<PendingOutcome | undefined>;

const handlers = new Map<string, PendingHandler>();

/** Registers the handler for one action type; returns a function that removes it. */
export function registerPendingAction(type: string, handler: PendingHandler): () => void {
  handlers.set(type, handler);
  return () => {
    if (handlers.get(type) === handler) handlers.delete(type);
  };
}

export function pendingHandler(type: string): PendingHandler | undefined {
  return handlers.get(type);
}

function isAction(v: unknown): v is PendingAction {
  const a = v as PendingAction;
  return (
    !!a &&
    typeof a === "object" &&
    typeof a.type === "string" &&
    typeof a.key === "string" &&
    typeof a.label === "string" &&
    typeof a.createdAt === "number" &&
    typeof a.expiresAt === "number"
  );
}

/** The stored actions still in date, oldest first (bad or expired entries are dropped). */
export function readPendingActions(now = Date.now()): PendingAction[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_ACTIONS_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isAction).filter((a) => a.expiresAt > now) : [];
  } catch {
    return [];
  }
}

function write(list: PendingAction[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(PENDING_ACTIONS_KEY);
    else localStorage.setItem(PENDING_ACTIONS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the action cannot wait; the sign-in still works.
  }
}

/** Keeps an action to run after sign-in (replacing one with the same key). */
export type NewPendingAction = Pick<PendingAction, "type" | "key" | "label" | "payload">;

export function keepPendingAction(action: NewPendingAction, now = Date.now()): void {
  const list = readPendingActions(now).filter((a) => a.key !== action.key);
  list.push({ ...action, createdAt: now, expiresAt: now + PENDING_ACTION_TTL_MS });
  write(list.slice(-PENDING_ACTIONS_MAX));
}

/** Keeps the action and opens the sign-in dialog: what a visitor's press on a members-only button does. */
export function deferUntilSignedIn(action: NewPendingAction, mode: AuthMode = "signin"): void {
  keepPendingAction(action);
  openAuthModal(mode);
}

/** Takes (removes and returns) every stored action still in date. */
export function takePendingActions(now = Date.now()): PendingAction[] {
  const list = readPendingActions(now);
  write([]);
  return list;
}

/**
 * Takes the stored actions under a cross-tab lock, so that when a sign-in reaches every open tab
 * at once only one of them runs each action.
 */
export async function claimPendingActions(): Promise<PendingAction[]> {
  const locks = typeof navigator !== "undefined" ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return takePendingActions();
  return locks.request(PENDING_ACTIONS_KEY, async () => takePendingActions());
}

export interface PendingRun {
  action: PendingAction;
  outcome?: PendingOutcome;
  error?: string;
}

/** Runs the given actions one after another (in the order they were asked for). */
export async function runPendingActions(actions: PendingAction[], ctx: PendingContext): Promise<PendingRun[]> {
  const runs: PendingRun[] = [];
  for (const action of actions) {
    const handler = handlers.get(action.type);
    if (!handler) {
      runs.push({ action, error: "This action is no longer available." });
      continue;
    }
    try {
      const outcome = await handler(action.payload, ctx);
      runs.push(outcome ? { action, outcome } : { action });
    } catch (e) {
      runs.push({ action, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return runs;
}
