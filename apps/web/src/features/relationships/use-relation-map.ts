// The editor's working copy of a map's relations and positions: every change updates the page at
// once and queues the whole `data` for the document's autosave (see docs/story-tools.md).
import { useCallback, useRef, useState } from "react";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { relData, type Position, type RelData, type Relation } from "./relation-data";

export interface RelationMap extends RelData {
  setRelations: (next: (rs: Relation[]) => Relation[]) => void;
  setPositions: (next: (ps: Record<string, Position>) => Record<string, Position>) => void;
}

export function useRelationMap(doc: StoryDoc, autosave: Autosave): RelationMap {
  const [data, setData] = useState<RelData>(() => relData(doc.data));
  const latest = useRef(data);
  const commit = useCallback(
    (next: RelData) => {
      latest.current = next;
      setData(next);
      autosave.change({ data: { ...doc.data, relations: next.relations, positions: next.positions } });
    },
    [autosave, doc.data],
  );
  const setRelations = useCallback((f: (rs: Relation[]) => Relation[]) => commit({ ...latest.current, relations: f(latest.current.relations) }), [commit]);
  const setPositions = useCallback(
    (f: (ps: Record<string, Position>) => Record<string, Position>) => commit({ ...latest.current, positions: f(latest.current.positions) }),
    [commit],
  );
  return { ...data, setRelations, setPositions };
}
