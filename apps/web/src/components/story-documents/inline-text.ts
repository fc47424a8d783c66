// Text as the exports write it. A paragraph's inline nodes: runs of spaces collapsed to one, and no
// second space where a mention's trailing space meets the space typed after it ("Hidden Cove  and").
export interface InlineNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string }[];
}

export function tidyInline<N extends InlineNode>(nodes: readonly N[] = []): N[] {
  const out: N[] = [];
  // At the start of a paragraph or after a line break, leading spaces are dropped too.
  let afterSpace = true;
  for (const n of nodes) {
    if (n.type === "hardBreak") {
      out.push(n);
      afterSpace = true;
      continue;
    }
    if (n.type !== "text" || !n.text) {
      out.push(n);
      afterSpace = false;
      continue;
    }
    let t = n.text.replace(/ {2,}/g, " ");
    if (afterSpace && t.startsWith(" ")) t = t.slice(1);
    if (!t) continue;
    out.push({ ...n, text: t });
    afterSpace = t.endsWith(" ");
  }
  return out;
}

/** A scene's title as the exports print it: empty for none and for the editor's own "Scene 3". */
export function sceneTitle(title: string): string {
  const t = title.trim();
  return /^Scene \d+$/.test(t) ? "" : t;
}
