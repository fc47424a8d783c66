// The editor's working copy of a family tree: every change updates the page at once and queues the
// whole `data` for the document's versioned autosave. `apply` runs a rule: a refusal changes nothing.
import { useCallback, useRef, useState } from "react";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { famData, type FamilyData } from "@/components/story-documents/family-data";
import type { EditResult } from "./rules";

export interface FamilyState {
  data: FamilyData;
  set: (next: (d: FamilyData) => FamilyData) => void;
  /** Runs a rule on the latest data; returns the refusal message, or null when the edit was made. */
  apply: (edit: (d: FamilyData) => EditResult) => string | null;
  latest: () => FamilyData;
}

export function useFamily(doc: StoryDoc, autosave: Autosave): FamilyState {
  const [data, setData] = useState<FamilyData>(() => famData(doc.data));
  const latest = useRef(data);
  const commit = useCallback(
    (next: FamilyData) => {
      latest.current = next;
      setData(next);
      autosave.change({ data: { ...doc.data, ...next } });
    },
    [autosave, doc.data],
  );
  const set = useCallback((f: (d: FamilyData) => FamilyData) => commit(f(latest.current)), [commit]);
  const apply = useCallback(
    (edit: (d: FamilyData) => EditResult) => {
      const r = edit(latest.current);
      if (!r.ok) return r.error;
      commit(r.data);
      return null;
    },
    [commit],
  );
  const read = useCallback(() => latest.current, []);
  return { data, set, apply, latest: read };
}
