// The results of a batch as chips. Each chip is called by its name; where names repeat (a locked
// name, a batch of one family), it adds the field whose values tell the most results apart, so ten
// chips never all read "Demdem".
import { fieldText, type GeneratedResult } from "@worldloom/generators/load";
import { Button } from "@/components/ui/button";

const MAX_DETAIL = 32;

/** The chip labels of a batch, in order. */
export function batchLabels(results: readonly GeneratedResult[]): string[] {
  const names = results.map((r) => r.name);
  if (new Set(names).size === names.length) return names;
  const first = results[0];
  if (!first) return names;
  // The field that tells the most results apart (short values first, then the entry's order).
  let key: string | undefined;
  let best = -1;
  for (const f of first.fields) {
    if (f.key === "name") continue;
    const texts = results.map((r) => textOf(r, f.key));
    const distinct = new Set(texts).size;
    const score = distinct * 2 + (texts.every((t) => t.length <= MAX_DETAIL) ? 1 : 0);
    if (distinct > 1 && score > best) {
      best = score;
      key = f.key;
    }
  }
  return results.map((r, i) => {
    if (names.filter((n) => n === r.name).length === 1) return r.name;
    const detail = key ? textOf(r, key) : "";
    const short = detail.length > MAX_DETAIL ? `${detail.slice(0, MAX_DETAIL - 1).trimEnd()}…` : detail;
    return short ? `${r.name} · ${short}` : `${r.name} · ${i + 1}`;
  });
}

function textOf(r: GeneratedResult, key: string): string {
  const f = r.fields.find((x) => x.key === key);
  return f ? fieldText(f.value) : "";
}

export function BatchChips({ results, selected, onSelect }: { results: readonly GeneratedResult[]; selected: number; onSelect: (i: number) => void }) {
  const labels = batchLabels(results);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Batch results">
      {results.map((r, i) => (
        <li key={r.seed}>
          <Button size="sm" variant={i === selected ? "default" : "outline"} aria-pressed={i === selected} onClick={() => onSelect(i)}>
            {labels[i]}
          </Button>
        </li>
      ))}
    </ul>
  );
}
