// The editor's working copy of a timeline's data: every change shows at once and queues the whole
// `data` for the document's versioned autosave (so two tabs get the usual conflict banner).
import { useCallback, useRef, useState } from "react";
import type { StoryDoc } from "@/data/story-documents/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { tlData, type TimelineData } from "./model";

export interface TimelineState extends TimelineData {
  update: (f: (d: TimelineData) => TimelineData) => void;
}

export function useTimeline(doc: StoryDoc, autosave: Autosave): TimelineState {
  const [data, setData] = useState<TimelineData>(() => tlData(doc.data));
  const latest = useRef(data);
  const update = useCallback(
    (f: (d: TimelineData) => TimelineData) => {
      const next = f(latest.current);
      latest.current = next;
      setData(next);
      autosave.change({ data: { ...doc.data, calendar: next.calendar, lanes: next.lanes, eras: next.eras, events: next.events } });
    },
    [autosave, doc.data],
  );
  return { ...data, update };
}
