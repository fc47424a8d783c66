// /story-elements/timeline: the list, each card with its number of events (the model reads `data`
// through zod, which is why this list is a chunk of its own).
import { TimelineIcon } from "lucide-react";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";
import { NEW_TIMELINE_DATA, tlData } from "./model";
import { counted } from "@/components/story-documents/counted";

const INTRO =
  "A timeline puts your world's history in order: wars as spans, coronations as points, ages as bands behind them, a lane for each house or land. Date it in a calendar you saved from the calendar generator or in the Gregorian one, pull in the events you generated, and publish it to Browse when readers may see it.";

export function TimelineListPage() {
  return (
    <ToolListPage slug="timeline" intro={INTRO}>
      <DocumentList
        tool="timeline"
        initialData={{ ...NEW_TIMELINE_DATA }}
        emptyIcon={TimelineIcon}
        emptyTitle="No timelines yet"
        emptyText="Begin your first one with New timeline."
        describe={(doc) => counted(tlData(doc.data).events.length, "event")}
      />
    </ToolListPage>
  );
}
