// The import dialog's state in one reducer: which step it is at (pick a file, reading it, the
// report of what is wrong, or the preview), plus the choices made in the preview and whether a
// file is being dragged over the drop zone. Pure, so the transitions are unit-tested.
import type { ImportConflict } from "@/data/bundle/types";
import type { ConflictChoice } from "./bundle/report";
import type { Bundle } from "./bundle/schema";
import type { Problem } from "./bundle/validate";

export type ImportStep =
  | { step: "pick" }
  | { step: "reading"; file: string }
  | { step: "invalid"; file: string; message: string; problems: Problem[] }
  | { step: "preview"; file: string; bundle: Bundle; upload: string; conflicts: ImportConflict[]; raced: boolean };

export interface ImportState {
  at: ImportStep;
  /** What to do with items already in the library (asked only when there are some). */
  choice: ConflictChoice;
  keepPublic: boolean;
  dragging: boolean;
}

export type ImportAction =
  | { type: "reading"; file: string }
  | { type: "invalid"; file: string; message: string; problems: Problem[] }
  | { type: "checked"; file: string; bundle: Bundle; upload: string; conflicts: ImportConflict[] }
  /** Items matching the bundle appeared between the check and Import: ask again. */
  | { type: "raced"; conflicts: ImportConflict[] }
  | { type: "choose"; choice: ConflictChoice }
  | { type: "keep-public"; keep: boolean }
  | { type: "drag"; over: boolean };

export const initialImportState: ImportState = { at: { step: "pick" }, choice: "copy", keepPublic: false, dragging: false };

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case "reading":
      return { ...state, at: { step: "reading", file: action.file } };
    case "invalid":
      return { ...state, at: { step: "invalid", file: action.file, message: action.message, problems: action.problems } };
    case "checked":
      return { ...state, at: { step: "preview", file: action.file, bundle: action.bundle, upload: action.upload, conflicts: action.conflicts, raced: false } };
    case "raced":
      return state.at.step === "preview" ? { ...state, at: { ...state.at, conflicts: action.conflicts, raced: true } } : state;
    case "choose":
      return { ...state, choice: action.choice };
    case "keep-public":
      return { ...state, keepPublic: action.keep };
    case "drag":
      return { ...state, dragging: action.over };
  }
}
