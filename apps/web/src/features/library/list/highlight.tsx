// Marks the search words in a card's text. Postgres matches stems, so each word is marked where a
// word starts with it (a query "smugglers" still marks "smuggler" by its stem prefix).
import type { ReactNode } from "react";

export function searchTerms(q: string): string[] {
  return q
    .replace(/["()]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !w.startsWith("-") && w.toLowerCase() !== "or")
    .map((w) =>
      w
        .toLowerCase()
        .replace(/(?:ies|es|s|ed|ing)$/, "")
        .slice(0, 40),
    )
    .filter((w) => w.length >= 2);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function Highlight({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
  if (terms.length === 0) return text;
  const re = new RegExp(`\\b(${terms.map(escape).join("|")})\\w*`, "gi");
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(
      <mark key={m.index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {m[0]}
      </mark>,
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
