// Saving a document under optimistic concurrency: the update only matches the row while its version
// is the one this tab last read. Zero rows back means another tab (or device) saved first.
// The write itself is @/data/story-documents/save-document.ts (`updateVersioned`).
import type { DocPatch, StoryDoc } from "@/data/story-documents/types";

export type { DocPatch };

/** Any row saved this way (a document, a scene) has an id and a version. */
export interface Versioned {
  id: string;
  version: number;
}

export type SaveResult<R extends Versioned = StoryDoc> = { status: "saved"; doc: R } | { status: "conflict" };

/** The write itself: returns the rows the database updated (0 or 1). */
export type VersionedUpdate<P = DocPatch, R extends Versioned = StoryDoc> = (id: string, version: number, patch: P) => Promise<R[]>;

export async function saveVersioned<P, R extends Versioned>(update: VersionedUpdate<P, R>, id: string, version: number, patch: P): Promise<SaveResult<R>> {
  const rows = await update(id, version, patch);
  return rows[0] ? { status: "saved", doc: rows[0] } : { status: "conflict" };
}

/**
 * "Keep mine" after a conflict: read the current version and save this tab's state over it. Still a
 * versioned write, so a third save in between is a conflict again rather than lost.
 */
export async function overwrite<P, R extends Versioned>(
  update: VersionedUpdate<P, R>,
  read: (id: string) => Promise<R | null>,
  id: string,
  patch: P,
): Promise<SaveResult<R>> {
  const current = await read(id);
  if (!current) throw new Error("This document no longer exists: it may have been deleted for good.");
  return saveVersioned(update, id, current.version, patch);
}

/** The autosave's state as the editor shows it. */
export type SaveState = "idle" | "dirty" | "saving" | "saved" | "conflict" | "error";

export const saveStateLabel: Record<SaveState, string> = {
  idle: "Saved",
  dirty: "Unsaved changes",
  saving: "Saving…",
  saved: "Saved",
  conflict: "Not saved: changed elsewhere",
  error: "Not saved",
};
