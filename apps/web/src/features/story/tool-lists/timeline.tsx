// /story-elements/timeline: the list, each card with its number of events (the model reads `data`
// through zod, which is why this list is a chunk of its own).
import { TimelineIcon } from "lucide-react";
import { DocumentList } from "../document-list";
import { NEW_TIMELINE_DATA, tlData } from "../timeline/model";
import { counted } from "./counted";

export default function TimelineList() {
  return (
    <DocumentList
      tool="timeline"
      initialData={{ ...NEW_TIMELINE_DATA }}
      emptyIcon={TimelineIcon}
      emptyTitle="No timelines yet"
      emptyText="Begin your first one with New timeline."
      describe={(doc) => counted(tlData(doc.data).events.length, "event")}
    />
  );
}
