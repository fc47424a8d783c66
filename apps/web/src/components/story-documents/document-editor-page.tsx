// The frame every story tool's editor page shares: the link back to the tool's list, and the
// document loaded through DocumentGate (loading, error, not-found and trashed states). `children`
// draws the editor; calling its `onReloaded` (after the document was reloaded from the server)
// mounts a fresh editor so no state of the old copy survives.
import { ArrowLeft } from "lucide-react";
import { Fragment, useCallback, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageContainer } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import type { StoryDoc, StoryTool } from "@/data/story-documents/types";
import { DocumentGate } from "./document-gate";

export function DocumentEditorPage({
  tool,
  listPath,
  backTo,
  backLabel,
  className,
  children,
}: {
  tool: StoryTool;
  listPath: string;
  /** Where the back link goes, when not the list itself. */
  backTo?: string;
  backLabel: string;
  className?: string;
  children: (doc: StoryDoc, onReloaded: () => void) => ReactNode;
}) {
  const { id = "" } = useParams();
  const [generation, setGeneration] = useState(0);
  const reloaded = useCallback(() => setGeneration((g) => g + 1), []);
  return (
    <PageContainer className={className}>
      <Button asChild variant="link" className="mb-4 px-0">
        <Link to={backTo ?? listPath}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Link>
      </Button>
      <DocumentGate id={id} tool={tool} listPath={listPath}>
        {(doc) => <Fragment key={`${doc.id}:${generation}`}>{children(doc, reloaded)}</Fragment>}
      </DocumentGate>
    </PageContainer>
  );
}
