// A result as a sourcebook entry: name, italic summary, the fact table with a lock and a
// reroll per field, then the prose sections. Links into the user's own saved world are marked
// "from your world" and lead to the saved item; fields a reroll just changed are highlighted.
import { Dices, Lock, LockOpen } from "lucide-react";
import { memo } from "react";
import { EntryMarkdown } from "@/components/entry-markdown";
import type { GeneratedResult } from "@worldloom/generators/load";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FieldValueView } from "@/components/field-value";

export interface ResultCardProps {
  result: GeneratedResult;
  locked: ReadonlySet<string>;
  onToggleLock: (key: string) => void;
  onReroll: (key: string) => void;
  /** Fields whose values just changed (highlighted). */
  changed?: ReadonlySet<string>;
  /** Ids of the user's saved items: links to these are marked as their own. */
  ownIds?: ReadonlySet<string>;
}

const NO_IDS: ReadonlySet<string> = new Set<string>();

/** Locked fields an archetype could not agree with (its meta.unmet), as their labels. */
function unmetLocks(result: GeneratedResult, meta: unknown): string[] {
  if (typeof meta !== "object" || meta === null || !("unmet" in meta) || !Array.isArray(meta.unmet)) return [];
  return meta.unmet.filter((k): k is string => typeof k === "string").map((k) => result.fields.find((f) => f.key === k)?.label ?? k);
}

/** Memoised: the page re-renders as its queries settle, and the card (hundreds of nodes) need not. */
export const ResultCard = memo(function ResultCard({ result, locked, onToggleLock, onReroll, changed, ownIds = NO_IDS }: ResultCardProps) {
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm sm:p-8" aria-labelledby="result-name">
      <h2 id="result-name" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
        {result.name}
      </h2>
      <p className="mt-2 font-serif text-lg italic text-muted-foreground">{result.summary}</p>
      <dl className="mt-6 divide-y rounded-lg border">
        {result.fields.map((f) => {
          const isLocked = locked.has(f.key);
          const isChanged = changed?.has(f.key) ?? false;
          const isTable = f.value.type === "table";
          const unmet = unmetLocks(result, f.value.meta);
          const buttons = (
            <div className={cn("flex shrink-0 gap-1", isTable && "-mt-8 self-end sm:order-last sm:mt-0 sm:self-auto")}>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={isLocked}
                aria-label={`${isLocked ? "Unlock" : "Lock"} ${f.label}`}
                onClick={() => onToggleLock(f.key)}
                className={cn(isLocked && "text-primary")}
              >
                {isLocked ? <Lock /> : <LockOpen />}
              </Button>
              <Button variant="ghost" size="sm" aria-label={`Reroll ${f.label}`} disabled={isLocked} onClick={() => onReroll(f.key)}>
                <Dices />
              </Button>
            </div>
          );
          return (
            <div
              key={f.key}
              data-changed={isChanged || undefined}
              className={cn(
                "grid grid-cols-1 gap-1 px-3 py-2.5 transition-colors sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start sm:gap-3",
                isChanged && "bg-primary/10",
              )}
            >
              <dt className="text-sm font-semibold text-muted-foreground">{f.label}</dt>
              {/* A table takes the full width on a phone, with its buttons above it (first in the
                  markup too, so focus follows what is seen) rather than squeezing it. */}
              <dd
                className={cn(
                  "flex min-w-0 gap-2 text-sm",
                  isTable ? "flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-2" : "items-start justify-between",
                )}
              >
                {isTable && buttons}
                <div className="min-w-0 flex-1">
                  <FieldValueView value={f.value} ownIds={ownIds} />
                  {unmet.length > 0 ? (
                    <p className="mt-1 text-xs text-muted-foreground" role="note">
                      No {f.label.toLowerCase()} fits your locked {unmet.join(" and ")}, so this one was drawn without {unmet.length === 1 ? "it" : "them"}.
                    </p>
                  ) : null}
                </div>
                {!isTable && buttons}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="mt-8 flex flex-col gap-6">
        {result.sections.map((s) => (
          <section key={s.title} className="max-w-[70ch]">
            <h3 className="mb-2 font-serif text-xl font-semibold">{s.title}</h3>
            <div className="prose-entry space-y-3 font-serif leading-relaxed">
              <EntryMarkdown>{s.markdown}</EntryMarkdown>
            </div>
          </section>
        ))}
      </div>
      {result.tags.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-1.5" aria-label="Tags">
          {result.tags.map((t) => (
            <li key={t} className="rounded-full bg-accent px-2.5 py-0.5 text-xs text-accent-foreground">
              {t}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
});
