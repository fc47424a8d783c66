// The editor's working copy of a flow chart with its undo/redo history: every edit updates the page
// at once, is recorded (Ctrl+Z / Ctrl+Shift+Z walk it) and queues the whole `data` for the
// document's autosave, so two tabs get the usual conflict banner.
import { useCallback, useRef, useState } from "react";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { flowData, record, redo as redoH, startHistory, undo as undoH, type FlowData, type History } from "./model";

export interface FlowState {
  data: FlowData;
  canUndo: boolean;
  canRedo: boolean;
  edit: (f: (d: FlowData) => FlowData) => void;
  undo: () => boolean;
  redo: () => boolean;
}

export function useFlow(doc: StoryDoc, autosave: Autosave): FlowState {
  const [history, setHistory] = useState<History>(() => startHistory(flowData(doc.data)));
  const latest = useRef(history);
  const commit = useCallback(
    (next: History) => {
      if (next === latest.current) return false;
      latest.current = next;
      setHistory(next);
      autosave.change({ data: { ...doc.data, nodes: next.present.nodes, edges: next.present.edges } });
      return true;
    },
    [autosave, doc.data],
  );
  const edit = useCallback((f: (d: FlowData) => FlowData) => void commit(record(latest.current, f(latest.current.present))), [commit]);
  const undo = useCallback(() => commit(undoH(latest.current)), [commit]);
  const redo = useCallback(() => commit(redoH(latest.current)), [commit]);
  return { data: history.present, canUndo: history.past.length > 0, canRedo: history.future.length > 0, edit, undo, redo };
}
