// Autosave for one story document: edits are merged into a pending patch and saved a moment after
// the last keystroke, as a versioned write (api/save.ts). Link edits (members, mentions) go through
// `track` so the same "Saving… / Saved" shows for them. When another tab saved first, autosave stops
// in the "conflict" state until the user reloads theirs or keeps this tab's.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getDocument, saveDocument, updateVersioned } from "./api/documents";
import { storyKeys } from "./api/keys";
import { overwrite, type DocPatch, type SaveResult, type SaveState } from "./api/save";
import type { StoryDoc } from "./api/types";

const DELAY_MS = 700;

export interface Autosave {
  state: SaveState;
  error: string | null;
  /** Queue a change to the document's own fields. */
  change: (patch: DocPatch) => void;
  /** Save what is pending now (blur, leaving the page). */
  flush: () => Promise<void>;
  /** Show "Saving…" while a link write runs; an error shows as "Not saved". */
  track: <T>(p: Promise<T>) => Promise<T>;
  /** After a conflict: drop this tab's edits and load the saved document. */
  reloadTheirs: () => Promise<void>;
  /** After a conflict: save this tab's edits over the other one. */
  keepMine: () => Promise<void>;
}

export function useAutosave(doc: StoryDoc): Autosave {
  const qc = useQueryClient();
  const [state, setState] = useState<SaveState>("idle");
  const [error, setError] = useState<string | null>(null);
  const version = useRef(doc.version);
  const pending = useRef<DocPatch>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const conflict = useRef(false);
  const inflight = useRef(0);

  const applied = useCallback(
    (r: SaveResult) => {
      if (r.status === "conflict") {
        conflict.current = true;
        setState("conflict");
        return;
      }
      version.current = r.doc.version;
      qc.setQueryData(storyKeys.doc(doc.id), r.doc);
      void qc.invalidateQueries({ queryKey: storyKeys.all, predicate: (q) => q.queryKey[1] !== "doc" });
      setState(Object.keys(pending.current).length ? "dirty" : "saved");
    },
    [doc.id, qc],
  );

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    if (conflict.current || !Object.keys(pending.current).length) return;
    const patch = pending.current;
    pending.current = {};
    setState("saving");
    const run = saveDocument(doc.id, version.current, patch).then(
      (r) => {
        // Someone else saved first: this tab's edits stay pending for "Keep mine".
        if (r.status === "conflict") pending.current = { ...patch, ...pending.current };
        applied(r);
      },
      (e: Error) => {
        pending.current = { ...patch, ...pending.current };
        setError(e.message);
        setState("error");
      },
    );
    running.current = run.finally(() => (running.current = null));
    await running.current;
  }, [applied, doc.id]);

  const change = useCallback(
    (patch: DocPatch) => {
      pending.current = { ...pending.current, ...patch };
      if (conflict.current) return;
      setError(null);
      setState("dirty");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DELAY_MS);
    },
    [flush],
  );

  const track = useCallback(<T,>(p: Promise<T>): Promise<T> => {
    inflight.current += 1;
    setState("saving");
    return p.then(
      (v) => {
        inflight.current -= 1;
        if (!inflight.current && !conflict.current) setState(Object.keys(pending.current).length ? "dirty" : "saved");
        return v;
      },
      (e: Error) => {
        inflight.current -= 1;
        setError(e.message);
        setState("error");
        throw e;
      },
    );
  }, []);

  const reloadTheirs = useCallback(async () => {
    pending.current = {};
    conflict.current = false;
    const fresh = await getDocument(doc.id);
    if (fresh) version.current = fresh.version;
    qc.setQueryData(storyKeys.doc(doc.id), fresh);
    await qc.invalidateQueries({ queryKey: storyKeys.all });
    setState("idle");
  }, [doc.id, qc]);

  const keepMine = useCallback(async () => {
    const patch = pending.current;
    pending.current = {};
    conflict.current = false;
    setState("saving");
    try {
      if (!Object.keys(patch).length) {
        const fresh = await getDocument(doc.id);
        if (fresh) version.current = fresh.version;
        setState("saved");
        return;
      }
      applied(await overwrite(updateVersioned, getDocument, doc.id, patch));
    } catch (e) {
      pending.current = { ...patch, ...pending.current };
      setError((e as Error).message);
      setState("error");
    }
  }, [applied, doc.id]);

  // Leaving the page saves what is pending.
  useEffect(() => () => void flush(), [flush]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (Object.keys(pending.current).length) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return { state, error, change, flush, track, reloadTheirs, keepMine };
}
