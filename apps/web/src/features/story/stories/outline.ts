// The manuscript's shape from its flat rows: parts → chapters → scenes (chapters may also stand at
// the top, outside any part), each list in position order, with word totals; and word counting.
import type { StorySection } from "../api/sections";

export interface OutlineNode {
  section: StorySection;
  children: OutlineNode[];
  words: number;
}

const byPosition = (a: StorySection, b: StorySection) => a.position - b.position || a.id.localeCompare(b.id);

export function buildOutline(sections: readonly StorySection[]): { top: OutlineNode[]; words: number } {
  const kids = new Map<string | null, StorySection[]>();
  for (const s of sections) {
    const list = kids.get(s.parent_id) ?? [];
    list.push(s);
    kids.set(s.parent_id, list);
  }
  const build = (parent: string | null): OutlineNode[] =>
    (kids.get(parent) ?? []).sort(byPosition).map((section) => {
      const children = section.kind === "scene" ? [] : build(section.id);
      return { section, children, words: section.kind === "scene" ? section.words : children.reduce((n, c) => n + c.words, 0) };
    });
  const top = build(null);
  return { top, words: top.reduce((n, c) => n + c.words, 0) };
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
