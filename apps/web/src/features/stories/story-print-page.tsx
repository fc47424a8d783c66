// /story-elements/stories/:id/print: the author's story as a reader sees it, laid out for paper
// (index.css's print rules: no navigation or buttons, each chapter on a new page). Works for
// private stories too, since it is the author's own page.
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { DocumentGate } from "@/components/story-documents/document-gate";
import { StoryReader } from "./story-reader";

export function StoryPrintPage() {
  const { id = "" } = useParams();
  return (
    <PageContainer className="max-w-4xl print:max-w-none print:p-0">
      <Button asChild variant="link" className="print-hidden mb-4 px-0">
        <Link to={`/story-elements/stories/${id}`}>
          <ArrowLeft aria-hidden="true" /> Back to the editor
        </Link>
      </Button>
      <DocumentGate id={id} tool="story" listPath="/story-elements/stories">
        {(doc) => <StoryReader doc={doc} />}
      </DocumentGate>
    </PageContainer>
  );
}
