import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPEN_AUTH_MODAL_EVENT } from "./auth-events";
import {
  PENDING_ACTIONS_KEY,
  PENDING_ACTIONS_MAX,
  PENDING_ACTION_TTL_MS,
  claimPendingActions,
  deferUntilSignedIn,
  keepPendingAction,
  readPendingActions,
  registerPendingAction,
  runPendingActions,
  takePendingActions,
} from "./pending-actions";

const ctx = { queryClient: new QueryClient(), userId: "u1" };
const action = (key: string, type = "t") => ({ type, key, label: `Doing ${key}`, payload: { key } });

afterEach(() => localStorage.clear());

describe("pending actions", () => {
  it("keeps actions in localStorage, the same key replacing the older one", () => {
    keepPendingAction(action("a"), 1000);
    keepPendingAction(action("b"), 2000);
    keepPendingAction({ ...action("a"), payload: { key: "a2" } }, 3000);
    const list = readPendingActions(3000);
    expect(list.map((a) => [a.key, a.payload])).toEqual([
      ["b", { key: "b" }],
      ["a", { key: "a2" }],
    ]);
    expect(JSON.parse(localStorage.getItem(PENDING_ACTIONS_KEY)!)).toHaveLength(2);
  });

  it("drops expired actions and keeps at most the newest few", () => {
    keepPendingAction(action("old"), 0);
    expect(readPendingActions(PENDING_ACTION_TTL_MS - 1)).toHaveLength(1);
    expect(readPendingActions(PENDING_ACTION_TTL_MS)).toHaveLength(0);
    for (let i = 0; i < PENDING_ACTIONS_MAX + 3; i++) keepPendingAction(action(`k${i}`), 10 + i);
    const keys = readPendingActions(100).map((a) => a.key);
    expect(keys).toHaveLength(PENDING_ACTIONS_MAX);
    expect(keys[0]).toBe("k3");
  });

  it("reads damaged storage as nothing", () => {
    localStorage.setItem(PENDING_ACTIONS_KEY, "{not json");
    expect(readPendingActions()).toEqual([]);
    localStorage.setItem(PENDING_ACTIONS_KEY, JSON.stringify([{ type: 1 }, "x", null]));
    expect(readPendingActions()).toEqual([]);
  });

  it("takes actions once: a second take (another tab) finds none", async () => {
    keepPendingAction(action("a"));
    expect((await claimPendingActions()).map((a) => a.key)).toEqual(["a"]);
    expect(takePendingActions()).toEqual([]);
    expect(localStorage.getItem(PENDING_ACTIONS_KEY)).toBeNull();
  });

  it("defers: keeps the action and opens the sign-in dialog", () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, opened);
    deferUntilSignedIn(action("a"));
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ mode: "signin" });
    expect(readPendingActions().map((a) => a.key)).toEqual(["a"]);
  });

  it("runs each action with its handler, in order, reporting outcomes and failures", async () => {
    const seen: unknown[] = [];
    const stopOk = registerPendingAction("ok", async (p) => {
      seen.push(p);
      return { title: "Done", open: "/x" };
    });
    const stopBad = registerPendingAction("bad", async () => {
      throw new Error("refused");
    });
    const runs = await runPendingActions(
      [
        { ...action("1", "ok"), createdAt: 0, expiresAt: 1 },
        { ...action("2", "bad"), createdAt: 0, expiresAt: 1 },
        { ...action("3", "gone"), createdAt: 0, expiresAt: 1 },
        { ...action("4", "ok"), createdAt: 0, expiresAt: 1 },
      ],
      ctx,
    );
    expect(seen).toEqual([{ key: "1" }, { key: "4" }]);
    expect(runs.map((r) => r.outcome?.title ?? r.error)).toEqual(["Done", "refused", "This action is no longer available.", "Done"]);
    stopOk();
    stopBad();
    const after = await runPendingActions([{ ...action("5", "ok"), createdAt: 0, expiresAt: 1 }], ctx);
    expect(after[0]!.error).toBe("This action is no longer available.");
  });
});
