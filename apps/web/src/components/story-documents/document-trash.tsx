// A story tool's trash: its deleted documents, each with Restore and Delete for good (asked first).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArchiveRestore, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { deleteForever } from "@/data/story-documents/delete-document";
import { useTrash } from "@/data/story-documents/get-trash";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { setTrashed } from "@/data/story-documents/trash-documents";
import type { StoryDoc, StoryTool } from "@/data/story-documents/types";
import { formatDate } from "./format-date";
import { TOOL_NOUN } from "./tools";

export function TrashList({ tool, purge: purgeDoc = (d) => deleteForever(d.id) }: { tool: StoryTool; purge?: (doc: StoryDoc) => Promise<void> }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const tools = useMemo(() => [tool], [tool]);
  const query = useTrash(user?.id ?? "", tools);
  const [, nouns] = TOOL_NOUN[tool];
  const refresh = () => qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
  const restore = useMutation({
    mutationFn: (d: StoryDoc) => setTrashed([d.id], false),
    onSuccess: (_n, d) => {
      void refresh();
      toast.success(`Restored “${d.title}”`);
    },
    onError: (e) => toast.error("Could not restore", { description: e.message }),
  });
  const purge = useMutation({
    mutationFn: (d: StoryDoc) => purgeDoc(d),
    onSuccess: (_n, d) => {
      void refresh();
      toast.success(`Deleted “${d.title}” for good`);
    },
    onError: (e) => toast.error("Could not delete", { description: e.message }),
  });
  const [doomed, setDoomed] = useState<StoryDoc | null>(null);
  if (query.isPending) return <RowsSkeleton label="Loading the trash" />;
  if (query.isError)
    return (
      <EmptyState icon={AlertTriangle} title="The trash could not be loaded" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {query.error.message}
      </EmptyState>
    );
  if (!query.data.length)
    return (
      <EmptyState icon={Trash2} title="The trash is empty">
        Deleted {nouns} wait here for 30 days, so you can bring them back.
      </EmptyState>
    );
  return (
    <section aria-labelledby="story-trash-heading">
      <h2 id="story-trash-heading" className="mb-2 font-serif text-xl font-semibold">
        Trash
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">Deleted {nouns} are removed for good 30 days after you delete them.</p>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label={`Deleted ${nouns}`}>
        {query.data.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-2 p-3">
            <span className="min-w-0 flex-1 truncate font-medium">{d.title}</span>
            <span className="text-xs text-muted-foreground">Deleted {formatDate(d.deleted_at!)}</span>
            <Button size="sm" variant="outline" onClick={() => restore.mutate(d)} disabled={restore.isPending}>
              <ArchiveRestore aria-hidden="true" /> Restore<span className="sr-only">: {d.title}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDoomed(d)} disabled={purge.isPending}>
              Delete for good<span className="sr-only">: {d.title}</span>
            </Button>
          </li>
        ))}
      </ul>
      {doomed && (
        <Modal
          isOpen
          onClose={() => setDoomed(null)}
          title={`Delete “${doomed.title}” for good?`}
          description="It cannot be restored afterwards. Library items it uses are not deleted."
          footer={
            <>
              <Button variant="outline" onClick={() => setDoomed(null)}>
                Keep it
              </Button>
              <Button
                variant="destructive"
                onClick={() => {
                  purge.mutate(doomed);
                  setDoomed(null);
                }}
              >
                Delete for good
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
