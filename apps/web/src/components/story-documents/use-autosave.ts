// Autosave for one versioned row (a story document, a scene): edits are merged into a pending patch
// and saved a moment after the last keystroke, as a versioned write (save.ts). Link edits
// (members, mentions) go through `track` so the same "Saving… / Saved" shows for them. When another
// tab saved first, autosave stops in the "conflict" state until the user reloads theirs or keeps
// this tab's.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getDocument } from "@/data/story-documents/get-document";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { updateVersioned } from "@/data/story-documents/save-document";
import type { StoryDoc } from "@/data/story-documents/types";
import { overwrite, saveVersioned, type DocPatch, type SaveResult, type SaveState, type Versioned, type VersionedUpdate } from "./save";

const DELAY_MS = 700;

export interface Autosave<P = DocPatch> {
  state: SaveState;
  error: string | null;
  /**
   * Queue a change to the row's own fields. A function is a change whose value is worked out only
   * when the save runs (a long scene's JSON and word count): the latest one queued wins, so a
   * keystroke costs nothing but the call.
   */
  change: (patch: P | (() => Partial<P>)) => void;
  /** Save what is pending now (blur, leaving the page). */
  flush: () => Promise<void>;
  /** Show "Saving…" while a link write runs; an error shows as "Not saved". */
  track: <T>(p: Promise<T>) => Promise<T>;
  /** After a conflict: drop this tab's edits and load the saved row. */
  reloadTheirs: () => Promise<void>;
  /** After a conflict: save this tab's edits over the other one. */
  keepMine: () => Promise<void>;
}

export interface VersionedRow<P, R extends Versioned> {
  row: R;
  update: VersionedUpdate<P, R>;
  read: (id: string) => Promise<R | null>;
  /** A save went through (or the row was reloaded): put it in the caches. */
  onSaved: (row: R | null) => void;
}

export function useVersionedAutosave<P extends object, R extends Versioned>({ row, update, read, onSaved }: VersionedRow<P, R>): Autosave<P> {
  const [state, setState] = useState<SaveState>("idle");
  const [error, setError] = useState<string | null>(null);
  const id = row.id;
  const version = useRef(row.version);
  const pending = useRef<Partial<P>>({});
  const lazy = useRef<(() => Partial<P>) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const conflict = useRef(false);
  const inflight = useRef(0);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const has = () => lazy.current !== null || Object.keys(pending.current).length > 0;
  // Everything queued, with a lazy change worked out now.
  const take = useCallback((): Partial<P> => {
    if (lazy.current) {
      const work = lazy.current;
      lazy.current = null;
      pending.current = { ...pending.current, ...work() };
    }
    return pending.current;
  }, []);

  const applied = useCallback((r: SaveResult<R>) => {
    if (r.status === "conflict") {
      conflict.current = true;
      setState("conflict");
      return;
    }
    version.current = r.doc.version;
    saved.current(r.doc);
    setState(has() ? "dirty" : "saved");
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    if (conflict.current || !has()) return;
    const patch = take() as P;
    pending.current = {};
    setState("saving");
    const run = saveVersioned(update, id, version.current, patch).then(
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
  }, [applied, id, take, update]);

  const change = useCallback(
    (patch: P | (() => Partial<P>)) => {
      if (typeof patch === "function") lazy.current = patch;
      // A plain change after a lazy one: keep their order (the later value wins).
      else pending.current = { ...take(), ...patch };
      if (conflict.current) return;
      setError(null);
      setState("dirty");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DELAY_MS);
    },
    [flush, take],
  );

  const track = useCallback(<T>(p: Promise<T>): Promise<T> => {
    inflight.current += 1;
    setState("saving");
    return p.then(
      (v) => {
        inflight.current -= 1;
        if (!inflight.current && !conflict.current) setState(has() ? "dirty" : "saved");
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
    lazy.current = null;
    conflict.current = false;
    const fresh = await read(id);
    if (fresh) version.current = fresh.version;
    saved.current(fresh);
    setState("idle");
  }, [id, read]);

  const keepMine = useCallback(async () => {
    const patch = take() as P;
    pending.current = {};
    conflict.current = false;
    setState("saving");
    try {
      if (!Object.keys(patch).length) {
        const fresh = await read(id);
        if (fresh) version.current = fresh.version;
        setState("saved");
        return;
      }
      applied(await overwrite(update, read, id, patch));
    } catch (e) {
      pending.current = { ...patch, ...pending.current };
      setError((e as Error).message);
      setState("error");
    }
  }, [applied, id, read, take, update]);

  // Leaving the page saves what is pending; closing the tab with unsaved edits asks first.
  useEffect(() => () => void flush(), [flush]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (has()) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return { state, error, change, flush, track, reloadTheirs, keepMine };
}

/** A story document's own fields (title, summary, data, visibility). */
export function useAutosave(doc: StoryDoc): Autosave {
  const qc = useQueryClient();
  return useVersionedAutosave<DocPatch, StoryDoc>({
    row: doc,
    update: updateVersioned,
    read: getDocument,
    onSaved: (row) => {
      qc.setQueryData(storyDocumentKeys.doc(doc.id), row);
      void qc.invalidateQueries({ queryKey: storyDocumentKeys.all, predicate: (q) => q.queryKey[1] !== "doc" && q.queryKey[1] !== "sections" });
    },
  });
}
