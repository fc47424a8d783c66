// The manuscript's shape from its flat rows: parts → chapters → scenes (chapters may also stand at
// the top, outside any part), each list in position order, with word totals; and word counting.
import type { SectionRow, StorySection } from "@/data/story-sections/types";

/** A section in the outline: with its text (the exports', the reader's) or without (`RowNode`). */
export interface OutlineNode<S extends SectionRow = StorySection> {
  section: S;
  children: OutlineNode<S>[];
  words: number;
}

/** A node of the manuscript's outline, whose rows hold no text. */
export type RowNode = OutlineNode<SectionRow>;

const byPosition = (a: SectionRow, b: SectionRow) => a.position - b.position || a.id.localeCompare(b.id);

export function buildOutline<S extends SectionRow>(sections: readonly S[]): { top: OutlineNode<S>[]; words: number } {
  const kids = new Map<string | null, S[]>();
  for (const s of sections) {
    const list = kids.get(s.parent_id) ?? [];
    list.push(s);
    kids.set(s.parent_id, list);
  }
  const build = (parent: string | null): OutlineNode<S>[] =>
    (kids.get(parent) ?? []).sort(byPosition).map((section) => {
      const children = section.kind === "scene" ? [] : build(section.id);
      return { section, children, words: section.kind === "scene" ? section.words : children.reduce((n, c) => n + c.words, 0) };
    });
  const top = build(null);
  return { top, words: top.reduce((n, c) => n + c.words, 0) };
}

/**
 * The chapters a new part takes in: those at the top of the manuscript after its last part (all of
 * them when it has none yet), so "+ Part" puts a part around the chapters written so far rather than
 * an empty one after them. In position order.
 */
export function chaptersForNewPart<S extends SectionRow>(top: readonly OutlineNode<S>[]): S[] {
  let last = -1;
  top.forEach((n, i) => {
    if (n.section.kind === "part") last = i;
  });
  return top.slice(last + 1).flatMap((n) => (n.section.kind === "chapter" ? [n.section] : []));
}

/** Words in a text: runs of letters, digits and joining marks (so "don't" and "well-known" are one). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Reading time at 230 words a minute, as people say it. */
export function readingTime(words: number): string {
  const minutes = Math.ceil(words / 230);
  if (words === 0) return "nothing to read yet";
  if (minutes < 60) return `${minutes} min read`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min read` : `${h} h read`;
}

export const wordsLabel = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "word" : "words"}`;
