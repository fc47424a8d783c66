// The item page's "Edit history": each edit keeps the version it replaced (a database trigger, the
// last 50). "Restore this version" is itself an edit, so its toast can undo it and the history
// records it too.
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { RowsSkeleton } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useVersions, type ItemVersion, type VersionSnapshot } from "@/data/content-items/get-versions";
import { restoreVersion, useRestoreVersion } from "@/data/content-items/restore-version";
import type { ContentRow } from "@/data/content-items/types";
import { contentItemKeys } from "@/data/content-items/keys";

const SHOWN = 5;
const WORDS: Record<string, string> = {
  name: "name",
  summary: "summary",
  data: "fields and sections",
  tags: "tags",
  notes: "notes",
  kind: "kind",
  seed: "generator seed",
  generator_version: "generator version",
};

export const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "name and tags", "name, summary and notes". */
export function describeChange(changed: readonly string[]): string {
  const words = [...new Set(changed.map((c) => WORDS[c] ?? c.replace(/_/g, " ")))];
  if (words.length <= 1) return words[0] ?? "content";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function ItemHistory({ item }: { item: ContentRow }) {
  const versions = useVersions(item.id);
  const restore = useRestoreVersion(item.id);
  const qc = useQueryClient();
  const [all, setAll] = useState(false);
  const list = versions.data ?? [];
  const shown = all ? list : list.slice(0, SHOWN);

  const onRestore = (v: ItemVersion) => {
    const current: VersionSnapshot = { ...item };
    restore.mutate(v.snapshot, {
      onSuccess: () =>
        toast.success(`Restored the version from before ${formatWhen(v.created_at)}`, {
          action: {
            label: "Undo",
            onClick: () =>
              void restoreVersion(item.id, current)
                .catch((e: Error) => toast.error("Could not undo", { description: e.message }))
                .finally(() => void qc.invalidateQueries({ queryKey: contentItemKeys.all })),
          },
        }),
      onError: (e) => toast.error("Could not restore this version", { description: e.message }),
    });
  };

  return (
    <section aria-labelledby="edit-history" className="mt-8 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="edit-history" className="flex items-center gap-2 font-serif text-xl font-semibold">
        <History className="size-5 text-primary" aria-hidden="true" /> Edit history
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Each edit keeps the version it replaced (the last 50). Restoring one is an edit too, so you can always go back.
      </p>
      {versions.isPending ? (
        <RowsSkeleton className="mt-4 space-y-2" label="Loading edit history" />
      ) : versions.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm" role="alert">
          <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
          <span>The history could not be loaded: {versions.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No edits yet. When you change this item, the version it replaced appears here.</p>
      ) : (
        <>
          <ol className="mt-4 divide-y divide-border" aria-label="Earlier versions">
            {shown.map((v) => (
              <li key={v.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    <time dateTime={v.created_at}>{formatWhen(v.created_at)}</time>: changed {describeChange(v.changed)}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    Before: <span className="font-serif italic">{v.snapshot.name ?? "(no name)"}</span>
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start sm:self-auto"
                  disabled={restore.isPending}
                  onClick={() => onRestore(v)}
                  aria-label={`Restore this version (before the edit of ${formatWhen(v.created_at)})`}
                >
                  <RotateCcw aria-hidden="true" /> Restore this version
                </Button>
              </li>
            ))}
          </ol>
          {list.length > SHOWN && (
            <Button variant="link" className="px-0" onClick={() => setAll((a) => !a)}>
              {all ? "Show fewer" : `Show all ${list.length} versions`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
