// This session's results, newest first; choosing one brings it back with its batch, its locks,
// its options and its share link.
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Snapshot } from "./use-workbench";

export function SessionHistory({
  history,
  currentId,
  onRestore,
}: {
  history: readonly Snapshot[];
  currentId: number | undefined;
  onRestore: (s: Snapshot) => void;
}) {
  if (history.length < 2) return null;
  return (
    <section aria-labelledby="history" className="rounded-xl border bg-card p-4">
      <h2 id="history" className="mb-2 flex items-center gap-2 font-serif text-lg font-semibold">
        <History className="size-4" aria-hidden="true" /> This session
      </h2>
      <ul className="flex flex-wrap gap-1.5">
        {history.map((h) => {
          const r = h.results[h.selected]!;
          const more = h.results.length - 1;
          const isCurrent = h.id === currentId;
          return (
            <li key={h.id}>
              <Button size="sm" variant={isCurrent ? "secondary" : "ghost"} aria-current={isCurrent || undefined} onClick={() => onRestore(h)}>
                {r.name}
                {more > 0 ? <span className="text-xs text-muted-foreground"> (batch of {h.results.length})</span> : null}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
