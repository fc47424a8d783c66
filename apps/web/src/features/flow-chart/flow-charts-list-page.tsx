// /story-elements/flow-chart: the user's flow charts, each card with its number of nodes.
import { Workflow } from "lucide-react";
import { counted } from "@/components/story-documents/counted";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";

const INTRO =
  "A flow chart lays out a branching plot, a quest or a dialogue: start and end, scenes, decisions and their outcomes, with labelled arrows between them. Link nodes to your characters and places, lay it out automatically, and export it as PNG, SVG or JSON. Flow charts stay private.";

export function FlowChartsListPage() {
  return (
    <ToolListPage slug="flow-chart" intro={INTRO}>
      <DocumentList
        tool="flow-chart"
        initialData={{ nodes: [], edges: [] }}
        emptyIcon={Workflow}
        emptyTitle="No flow charts yet"
        emptyText="Begin your first one with New flow chart."
        describe={(doc) => counted(Array.isArray(doc.data.nodes) ? doc.data.nodes.length : 0, "node")}
      />
    </ToolListPage>
  );
}
