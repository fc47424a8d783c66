// The corkboard: every chapter as a column of scene cards (status, point of view, place, date,
// synopsis, words), in reading order, so a writer sees the whole book's shape at once. A card opens
// its scene. Parts head their chapters.
import { useLinks } from "@/data/story-links/get-links";
import type { StoryDoc } from "@/data/story-documents/types";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { nameOf, STATUS_LABEL } from "./labels";
import { wordsLabel, type RowNode } from "./outline";
import { sceneLink } from "./scene-details";

const STATUS_EDGE: Record<string, string> = {
  idea: "border-l-sky-500",
  draft: "border-l-amber-500",
  revised: "border-l-violet-500",
  done: "border-l-emerald-600",
};

interface Column {
  part: string | null;
  chapter: RowNode;
}

function columns(top: readonly RowNode[]): Column[] {
  const out: Column[] = [];
  for (const n of top) {
    if (n.section.kind === "part") for (const c of n.children) out.push({ part: nameOf(n.section), chapter: c });
    else if (n.section.kind === "chapter") out.push({ part: null, chapter: n });
  }
  return out;
}

export function Corkboard({ doc, top, onSelect }: { doc: StoryDoc; top: readonly RowNode[]; onSelect: (id: string) => void }) {
  const links = useLinks(doc.id).data ?? [];
  const cols = columns(top);
  return (
    <div>
      <h2 className="mb-1 font-serif text-xl font-semibold">Corkboard</h2>
      <p className="mb-3 text-sm text-muted-foreground">Every chapter with its scenes. Pick a card to write the scene; reorder in the manuscript.</p>
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Chapters on the corkboard">
        {cols.map(({ part, chapter }) => (
          <li key={chapter.section.id} aria-label={nameOf(chapter.section)} className="flex min-w-0 flex-col gap-2 rounded-lg bg-muted/50 p-2">
            <div className="px-1">
              {part && <p className="truncate text-xs uppercase tracking-wide text-muted-foreground">{part}</p>}
              <button
                type="button"
                onClick={() => onSelect(chapter.section.id)}
                className="max-w-full truncate text-left font-serif font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {nameOf(chapter.section)}
              </button>
              <span className="ml-1 text-xs text-muted-foreground">{wordsLabel(chapter.words)}</span>
            </div>
            {chapter.children.length === 0 ? (
              <p className="rounded-md border border-dashed border-border p-3 text-xs text-muted-foreground">No scenes yet.</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={`Scenes of ${nameOf(chapter.section)}`}>
                {chapter.children.map((c) => {
                  const s = c.section;
                  const pov = sceneLink(links, "pov", s.id)?.item?.name;
                  const place = sceneLink(links, "place", s.id)?.item?.name;
                  return (
                    <li key={s.id}>
                      <button
                        type="button"
                        onClick={() => onSelect(s.id)}
                        data-section-id={s.id}
                        className={cn(
                          "flex w-full flex-col gap-1 rounded-md border border-l-4 border-border bg-card p-2.5 text-left shadow-sm hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                          STATUS_EDGE[s.status],
                        )}
                      >
                        <span className="flex items-start justify-between gap-2">
                          <span className="min-w-0 font-serif font-semibold">{nameOf(s)}</span>
                          <Badge variant="outline" className="shrink-0">
                            {STATUS_LABEL[s.status]}
                          </Badge>
                        </span>
                        {(pov || place || s.scene_date) && (
                          <span className="text-xs text-muted-foreground">{[pov && `POV ${pov}`, place, s.scene_date].filter(Boolean).join(" · ")}</span>
                        )}
                        {s.synopsis && <span className="line-clamp-3 text-sm text-muted-foreground">{s.synopsis}</span>}
                        <span className="text-xs text-muted-foreground">{wordsLabel(c.words)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
