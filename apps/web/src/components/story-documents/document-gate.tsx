// Loads one of the user's documents for its editor, with the loading, error, not-found and trashed
// states every tool shows the same way.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArchiveRestore, FileQuestion, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useDocument } from "@/data/story-documents/get-document";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { setTrashed } from "@/data/story-documents/trash-documents";
import type { StoryDoc, StoryTool } from "@/data/story-documents/types";
import { TOOL_NOUN } from "./tools";
import { useHiddenDocuments } from "./pending-deletes";

export function DocumentGate({ id, tool, listPath, children }: { id: string; tool: StoryTool; listPath: string; children: (doc: StoryDoc) => ReactNode }) {
  const { user } = useAuth();
  const query = useDocument(id);
  const hidden = useHiddenDocuments();
  const qc = useQueryClient();
  const [noun, nouns] = TOOL_NOUN[tool];
  const restore = useMutation({
    mutationFn: () => setTrashed([id], false),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
      toast.success(`Restored the ${noun}`);
    },
    onError: (e) => toast.error("Could not restore", { description: e.message }),
  });
  const doc = query.data;
  if (query.isPending) return <RowsSkeleton label={`Loading the ${noun}`} />;
  if (query.isError)
    return (
      <EmptyState icon={AlertTriangle} title={`This ${noun} could not be loaded`} action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {query.error.message}
      </EmptyState>
    );
  if (!doc || doc.owner_id !== user?.id || doc.tool !== tool || hidden.has(doc.id))
    return (
      <EmptyState
        icon={FileQuestion}
        title={`No such ${noun} of yours`}
        action={
          <Button asChild>
            <Link to={listPath}>All your {nouns}</Link>
          </Button>
        }
      >
        It may have been deleted, or it belongs to someone else.
      </EmptyState>
    );
  if (doc.deleted_at)
    return (
      <EmptyState
        icon={Trash2}
        title={`“${doc.title}” is in the trash`}
        action={
          <Button onClick={() => restore.mutate()} disabled={restore.isPending}>
            <ArchiveRestore aria-hidden="true" /> Restore
          </Button>
        }
      >
        Restore it to edit it again. Deleted {nouns} are removed for good after 30 days.
      </EmptyState>
    );
  return <>{children(doc)}</>;
}
